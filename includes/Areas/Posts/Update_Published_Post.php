<?php
/**
 * The `webmcp-abilities/update-published-post` ability: fix the title, text or excerpt of a post
 * or page visitors can already read.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Posts;

use WebMCP_Abilities\Abilities\Ability_Meta;
use WebMCP_Abilities\Abilities\Agent_Text;
use WebMCP_Abilities\Abilities\Categories;
use WebMCP_Abilities\Abilities\Errors;
use WebMCP_Abilities\Abilities\Open_In_Editor;
use WebMCP_Abilities\Abilities\Proposable;
use WebMCP_Abilities\Abilities\Post_Access;
use WP_Error;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * Consequential: visitors see the change at once, so the bridge shows the person a diff of each
 * text first (`Describe_Published_Change`). Written with `wp_update_post()`, as the editor saves:
 * the same capabilities (`edit_post` asks for `edit_published_posts`, and `edit_others_posts` on
 * someone else's post), the same hooks, and a revision of the result. The agent's text is
 * filtered whoever the person is (`Agent_Text`); what the person wrote before stays theirs
 * (`Content_Replacements`). Never while the post is open in an editor.
 *
 * @internal
 * @since 0.5.0
 */
final class Update_Published_Post implements Proposable {

	public const NAME = 'webmcp-abilities/update-published-post';

	/** Statuses of posts visitors or readers already see; drafts go through update-draft. */
	public const LIVE_STATUSES = array( 'publish', 'private', 'future' );

	/**
	 * @return array<string, mixed> Arguments for `wp_register_ability()`.
	 */
	public static function definition(): array {
		$fields = Post_Fields::schema();
		return array(
			'label'               => __( 'Update published post', 'webmcp-abilities' ),
			'description'         => __( 'Fixes the title, excerpt, words or meta of a published, private or scheduled post; visitors see it at once, a revision is kept.', 'webmcp-abilities' ),
			'category'            => Categories::CONTENT,
			'input_schema'        => array(
				'type'                 => 'object',
				'properties'           => array(
					'id'      => array(
						'type'    => 'integer',
						'minimum' => 1,
					),
					'title'   => $fields['title'],
					'excerpt' => $fields['excerpt'],
					'replace' => Content_Replacements::schema(),
					'meta'    => $fields['meta'],
				),
				'required'             => array( 'id' ),
				'minProperties'        => 2,
				'additionalProperties' => false,
			),
			'output_schema'       => array(
				'type'       => 'object',
				'properties' => array(
					'id'            => array( 'type' => 'integer' ),
					'changed'       => array(
						'type'        => 'array',
						'items'       => array( 'type' => 'string' ),
						'description' => __( 'What changed: title, content, excerpt, meta.KEY.', 'webmcp-abilities' ),
					),
					'link'          => array(
						'type'        => 'string',
						'description' => __( 'Where visitors read the post.', 'webmcp-abilities' ),
					),
					'revisions_url' => array(
						'type'        => 'string',
						'description' => __( 'Where the person compares this version with the one before.', 'webmcp-abilities' ),
					),
				),
				'required'   => array( 'id', 'changed', 'link', 'revisions_url' ),
			),
			'execute_callback'    => array( self::class, 'execute' ),
			'permission_callback' => array( self::class, 'can_run' ),
			'meta'                => Ability_Meta::writes(
				idempotent: true,
				destructive: false,
				tool: array(
					// Contributors get it too: their calls go for approval.
					'gate'             => 'edit_posts',
					'proposable'       => 'edit_posts',
					'consequential'    => true,
					// The result is IDs, field names and addresses, never the post's text.
					'untrusted_output' => false,
					'describe'         => Describe_Published_Change::NAME,
					// Each type's list screen: Posts, Pages, Books.
					'screens'          => Post_Access::screens( true, false ),
					'examples'         => array(
						'valid'   => array(
							array(
								'input' => array(
									'id'    => '{{post}}',
									'title' => 'Opening hours',
								),
							),
							array(
								'input' => array(
									'id'      => '{{post}}',
									'excerpt' => 'When we open',
									'replace' => array(
										array(
											'find' => 'nine',
											'with' => 'ten',
										),
									),
								),
							),
						),
						'invalid' => array(
							array(
								'input' => array(
									'id'    => '{{draft}}',
									'title' => 'Hours',
								),
								'code'  => 'invalid_state',
								'note'  => 'A draft: update-draft changes it.',
							),
							array(
								'input' => array(
									'id'      => '{{post}}',
									'replace' => array(
										array(
											'find' => 'midnight',
											'with' => 'noon',
										),
									),
								),
								'code'  => 'invalid_input',
								'note'  => 'The text to find is not in the post.',
							),
							array(
								'input' => array(
									'id'    => 987654,
									'title' => 'Hours',
								),
								'code'  => 'not_found',
							),
						),
					),
				)
			),
		);
	}

	/**
	 * @param array<string, mixed> $input Validated input.
	 * @return true|WP_Error True when the user may edit this post.
	 */
	public static function can_run( array $input ): bool|WP_Error {
		$post = Post_Access::editable( (int) $input['id'] );
		return $post instanceof WP_Post ? true : $post;
	}

	/**
	 * @param array<string, mixed> $input Validated input.
	 * @return array<string, mixed>|WP_Error What changed, and where to see it.
	 */
	public static function execute( array $input ): array|WP_Error {
		$post = self::live_post( (int) $input['id'] );
		if ( is_wp_error( $post ) ) {
			return $post;
		}
		$open = Open_In_Editor::refusal( $post );
		if ( null !== $open ) {
			return $open;
		}
		$planned = self::planned( $post, $input );
		if ( is_wp_error( $planned ) ) {
			return $planned;
		}
		$meta = self::planned_meta( $post, $input );
		if ( is_wp_error( $meta ) ) {
			return $meta;
		}
		if ( array() !== $planned ) {
			// `wp_update_post()` unslashes what it is given, as it does a form's fields.
			/** @var array{ID: int, post_title?: string, post_content?: string, post_excerpt?: string} $postarr */
			$postarr = wp_slash( array_merge( $planned, array( 'ID' => $post->ID ) ) );
			$updated = wp_update_post( $postarr, true );
			if ( is_wp_error( $updated ) ) {
				return Errors::failed( $updated );
			}
		}
		Registered_Meta::write( $post->ID, $meta );
		$revisions = wp_get_post_revisions( $post->ID, array( 'posts_per_page' => 1 ) );
		$latest    = reset( $revisions );
		return array(
			'id'            => $post->ID,
			'changed'       => array_merge(
				array_map( static fn ( string $field ): string => substr( $field, 5 ), array_keys( $planned ) ),
				array_map( static fn ( string $key ): string => "meta.$key", array_keys( $meta ) )
			),
			'link'          => (string) get_permalink( $post ),
			'revisions_url' => $latest instanceof WP_Post ? admin_url( 'revision.php?revision=' . $latest->ID ) : '',
		);
	}

	/**
	 * @param int $id Post ID.
	 * @return WP_Post|WP_Error The post, when the user may edit it and it is live; `invalid_state`
	 *                          for drafts and trashed posts.
	 */
	public static function live_post( int $id ): WP_Post|WP_Error {
		$post = Post_Access::editable( $id );
		if ( $post instanceof WP_Post && ! in_array( $post->post_status, self::LIVE_STATUSES, true ) ) {
			return Errors::invalid_state(
				sprintf(
					/* translators: 1: the post, as its type names it ("Book 12"), 2: Post status. */
					__( '%1$s is %2$s, not published. Change drafts with update-draft; restore a trashed post first.', 'webmcp-abilities' ),
					Post_Access::named( $post ),
					$post->post_status
				)
			);
		}
		return $post;
	}

	/**
	 * The fields as the call will save them, filtered as saving will; only those that change.
	 *
	 * @param WP_Post              $post  The live post.
	 * @param array<string, mixed> $input Validated input.
	 * @return array<string, string>|WP_Error `post_title`, `post_content`, `post_excerpt`, or
	 *                                        `invalid_input` when an edit cannot be made.
	 */
	public static function planned( WP_Post $post, array $input ): array|WP_Error {
		$fields = array();
		if ( isset( $input['title'] ) ) {
			$fields['post_title'] = Agent_Text::text( (string) $input['title'] );
			if ( '' === $fields['post_title'] ) {
				return Errors::invalid_input( __( 'The title must have words in it. Nothing was changed.', 'webmcp-abilities' ) );
			}
		}
		if ( isset( $input['replace'] ) ) {
			$content = Content_Replacements::apply( $post->post_content, (array) $input['replace'] );
			if ( is_wp_error( $content ) ) {
				return $content;
			}
			// Without `unfiltered_html`, WordPress filters the whole content as it saves: the
			// dialog shows that too.
			$fields['post_content'] = current_user_can( 'unfiltered_html' ) ? $content : Agent_Text::html( $content );
		}
		if ( isset( $input['excerpt'] ) ) {
			$fields['post_excerpt'] = Agent_Text::html( (string) $input['excerpt'] );
		}
		return array_filter(
			$fields,
			static fn ( string $value, string $field ): bool => $value !== $post->$field,
			ARRAY_FILTER_USE_BOTH
		);
	}

	/**
	 * @since 0.8.0
	 *
	 * @param WP_Post              $post  The live post.
	 * @param array<string, mixed> $input Validated input.
	 * @return array<string, mixed>|WP_Error The fields the call sets that change, as they will be
	 *                                       saved; `invalid_input` or `access_denied`.
	 */
	public static function planned_meta( WP_Post $post, array $input ): array|WP_Error {
		$meta = Registered_Meta::plan( $post->post_type, (array) ( $input['meta'] ?? array() ) );
		if ( is_wp_error( $meta ) ) {
			return $meta;
		}
		return Registered_Meta::refusal( $post, array_keys( $meta ) ) ?? Registered_Meta::changes( $post, $meta );
	}

	/**
	 * @since 0.7.0
	 *
	 * @return string[] What a published post's fix takes: `LIVE_STATUSES`.
	 */
	public static function statuses(): array {
		return self::LIVE_STATUSES;
	}

	/**
	 * @since 0.7.0
	 *
	 * @param WP_Post              $post  The post.
	 * @param array<string, mixed> $input The proposed call's input.
	 * @return array<string, array<int, array{change: string, text: string}>>|WP_Error The diff of
	 *         each text and field it changes.
	 */
	public static function proposed_changes( WP_Post $post, array $input ): array|WP_Error {
		$planned = self::planned( $post, $input );
		if ( is_wp_error( $planned ) ) {
			return $planned;
		}
		// The proposer may not be one the field's `auth_callback` lets in: whoever approves is asked then.
		$meta = Registered_Meta::plan( $post->post_type, (array) ( $input['meta'] ?? array() ) );
		if ( is_wp_error( $meta ) ) {
			return $meta;
		}
		return array_merge( Describe_Published_Change::changes( $post, $planned ), Registered_Meta::diffs( $post, $meta ) );
	}
}
