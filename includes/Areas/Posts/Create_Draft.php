<?php
/**
 * The `webmcp-abilities/create-draft` ability: a new draft post, page or other content.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Posts;

use WebMCP_Abilities\Abilities\Ability_Meta;
use WebMCP_Abilities\Abilities\Categories;
use WebMCP_Abilities\Abilities\Errors;
use WebMCP_Abilities\Abilities\Post_Access;
use WP_Error;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * Creates a draft, never a published post: the person reviews and publishes it.
 *
 * @internal
 * @since 0.1.0
 */
final class Create_Draft {

	public const NAME = 'webmcp-abilities/create-draft';

	/**
	 * @return array<string, mixed> Arguments for `wp_register_ability()`.
	 */
	public static function definition(): array {
		return array(
			'label'               => __( 'Create draft', 'webmcp-abilities' ),
			'description'         => __( 'Creates a draft of any content type, with its fields (meta); nothing is published. Returns its ID and edit and preview links.', 'webmcp-abilities' ),
			'category'            => Categories::CONTENT,
			'input_schema'        => array(
				'type'                 => 'object',
				'properties'           => array_merge(
					array(
						'type' => Post_Fields::type_schema(),
					),
					Post_Fields::schema()
				),
				'required'             => array( 'title' ),
				'additionalProperties' => false,
			),
			'output_schema'       => Post_Fields::result_schema(),
			'execute_callback'    => array( self::class, 'execute' ),
			'permission_callback' => array( self::class, 'can_run' ),
			'meta'                => Ability_Meta::writes(
				idempotent: false,
				destructive: false,
				tool: array(
					'gate'             => 'edit_posts',
					'consequential'    => false,
					// The result names the post by its title, which people write.
					'untrusted_output' => true,
					'examples'         => array(
						'valid'   => array(
							array(
								'input' => array(
									'title'      => 'Spring opening hours',
									'content'    => '<!-- wp:paragraph --><p>From March we open at <strong>eight</strong>.</p><!-- /wp:paragraph -->',
									'excerpt'    => 'New hours from March',
									'categories' => array( '{{category}}' ),
									'tags'       => array( 'Hours' ),
								),
							),
							array(
								'input' => array(
									'type'  => 'book',
									'title' => 'The baker\'s year',
									'meta'  => array(
										'pages'  => 320,
										'format' => 'paperback',
									),
								),
								'note'  => 'A type a plugin adds, with its fields: the test suite\'s books plugin (e2e/fixtures/mu-plugins/books.php).',
							),
						),
						'invalid' => array(
							array(
								'input' => array( 'title' => '' ),
								'code'  => 'ability_invalid_input',
							),
							array(
								'input' => array(
									'title'      => 'Hours',
									'categories' => array( 987654 ),
								),
								'code'  => 'invalid_input',
								'note'  => 'No such category.',
							),
							array(
								'input' => array(
									'type'  => 'page',
									'title' => 'Hours',
									'tags'  => array( 'Hours' ),
								),
								'code'  => 'invalid_input',
								'note'  => 'Pages have no tags.',
							),
							array(
								'input' => array(
									'type'  => 'attachment',
									'title' => 'Hours',
								),
								'code'  => 'invalid_input',
								'note'  => 'Media is no content type of these tools.',
							),
							array(
								'input' => array(
									'type'  => 'book',
									'title' => 'Hours',
									'meta'  => array( 'pages' => 0 ),
								),
								'code'  => 'invalid_input',
								'note'  => 'Below the field\'s minimum.',
							),
							array(
								'input' => array(
									'title' => 'Hours',
									'meta'  => array( '_edit_lock' => '1' ),
								),
								'code'  => 'invalid_input',
								'note'  => 'A protected key, no field of posts.',
							),
						),
					),
				)
			),
		);
	}

	/**
	 * @param array<string, mixed> $input Validated input.
	 * @return true|WP_Error Whether the user may create this type of content.
	 */
	public static function can_run( array $input ): bool|WP_Error {
		$name    = (string) ( $input['type'] ?? 'post' );
		$unknown = Post_Access::unknown_type( $name );
		if ( null !== $unknown ) {
			return $unknown;
		}
		$type = get_post_type_object( $name );
		if ( ! $type || ! current_user_can( $type->cap->create_posts ) ) {
			return Errors::access_denied(
				sprintf(
					/* translators: %s: the post type's plural name (Posts, Books). */
					__( 'You may not create %s.', 'webmcp-abilities' ),
					$type ? (string) $type->labels->name : $name
				)
			);
		}
		return true;
	}

	/**
	 * @param array<string, mixed> $input Validated input.
	 * @return array<string, mixed>|WP_Error The new draft.
	 */
	public static function execute( array $input ): array|WP_Error {
		$type = (string) ( $input['type'] ?? 'post' );
		$args = Post_Fields::to_post_args( $input, $type );
		if ( is_wp_error( $args ) ) {
			return $args;
		}
		$meta = Registered_Meta::plan( $type, (array) ( $input['meta'] ?? array() ) );
		if ( is_wp_error( $meta ) ) {
			return $meta;
		}

		// `wp_insert_post()` unslashes what it is given, as it does a form's fields.
		$post_id = wp_insert_post(
			wp_slash(
				array_merge(
					$args,
					array(
						'post_type'   => $type,
						'post_status' => 'draft',
						'post_author' => get_current_user_id(),
					)
				)
			),
			true
		);
		if ( is_wp_error( $post_id ) ) {
			return Errors::failed( $post_id );
		}
		// WordPress asks `edit_post_meta` of a post, which the draft is only once written: a
		// field the person may not set takes the draft away again, as if never made.
		$draft   = get_post( $post_id );
		$refusal = $draft instanceof WP_Post ? Registered_Meta::refusal( $draft, array_keys( $meta ) ) : null;
		if ( null !== $refusal ) {
			wp_delete_post( $post_id, true );
			return $refusal;
		}
		Registered_Meta::write( $post_id, $meta );
		return Post_Fields::result( $post_id );
	}
}
