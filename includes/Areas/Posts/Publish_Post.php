<?php
/**
 * The `webmcp-abilities/publish-post` ability: publish or schedule a draft.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Posts;

use WebMCP_Abilities\Abilities\Ability_Meta;
use WebMCP_Abilities\Abilities\Categories;
use WebMCP_Abilities\Abilities\Errors;
use WebMCP_Abilities\Abilities\Open_In_Editor;
use WebMCP_Abilities\Abilities\Post_Access;
use WebMCP_Abilities\Abilities\Proposable;
use WP_Error;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * Makes a draft public, now or at a given time. Consequential: the bridge asks the person first.
 *
 * @internal
 * @since 0.1.0
 */
final class Publish_Post implements Proposable {

	public const NAME = 'webmcp-abilities/publish-post';

	/**
	 * @return array<string, mixed> Arguments for `wp_register_ability()`.
	 */
	public static function definition(): array {
		return array(
			'label'               => __( 'Publish post', 'webmcp-abilities' ),
			'description'         => __( 'Publishes a draft or pending post, page or other content now, or schedules it when a future date is given. Everyone can then read it. Posts already published, scheduled or trashed are refused (code invalid_state).', 'webmcp-abilities' ),
			'category'            => Categories::CONTENT,
			'input_schema'        => array(
				'type'                 => 'object',
				'properties'           => array(
					'id'   => array(
						'type'        => 'integer',
						'minimum'     => 1,
						'description' => __( 'ID of the draft to publish.', 'webmcp-abilities' ),
					),
					'date' => array(
						'type'        => 'string',
						'format'      => 'date-time',
						'description' => __( 'Publish at this future moment instead of now (ISO 8601, e.g. 2026-12-24T09:00:00Z).', 'webmcp-abilities' ),
					),
				),
				'required'             => array( 'id' ),
				'additionalProperties' => false,
			),
			'output_schema'       => array(
				'type'       => 'object',
				'properties' => array_merge(
					Post_Summary::schema()['properties'],
					array(
						'link' => array(
							'type'        => 'string',
							'description' => __( 'Public URL of the post.', 'webmcp-abilities' ),
						),
					)
				),
			),
			'execute_callback'    => array( self::class, 'execute' ),
			'permission_callback' => array( self::class, 'can_run' ),
			'meta'                => Ability_Meta::writes(
				idempotent: false,
				destructive: false,
				tool: array(
					// Contributors get it too: their calls go for approval.
					'gate'             => 'edit_posts',
					'proposable'       => 'edit_posts',
					'consequential'    => true,
					// The result names the post by its title, which people write.
					'untrusted_output' => true,
					'describe'         => Describe_Publish::NAME,
					'examples'         => array(
						'valid'   => array(
							array(
								'input' => array( 'id' => '{{draft}}' ),
							),
						),
						'invalid' => array(
							array(
								'input' => array( 'id' => '{{post}}' ),
								'code'  => 'invalid_state',
								'note'  => 'Already published.',
							),
							array(
								'input' => array(
									'id'   => '{{draft}}',
									'date' => '2001-01-01T09:00:00Z',
								),
								'code'  => 'invalid_input',
								'note'  => 'A date in the past.',
							),
							array(
								'input' => array( 'id' => 987654 ),
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
	 * @return true|WP_Error True when the user may publish this post.
	 */
	public static function can_run( array $input ): bool|WP_Error {
		$post = Post_Access::editable( (int) $input['id'] );
		if ( is_wp_error( $post ) ) {
			return $post;
		}
		if ( ! current_user_can( 'publish_post', $post->ID ) ) {
			return Errors::access_denied(
				sprintf(
					/* translators: %s: the post, as its type names it ("Book 12"). */
					__( 'You may edit %s but not publish it. Submit it for review instead.', 'webmcp-abilities' ),
					Post_Access::named( $post )
				)
			);
		}
		return true;
	}

	/**
	 * @param array<string, mixed> $input Validated input.
	 * @return array<string, mixed>|WP_Error The post, published or scheduled.
	 */
	public static function execute( array $input ): array|WP_Error {
		$post = self::publishable( $input );
		if ( is_wp_error( $post ) ) {
			return $post;
		}

		$changes   = array(
			'ID'          => $post->ID,
			'post_status' => 'publish',
		);
		$timestamp = self::when( $input );
		if ( null !== $timestamp ) {
			$changes['post_date_gmt'] = gmdate( 'Y-m-d H:i:s', $timestamp );
			$changes['post_date']     = get_date_from_gmt( $changes['post_date_gmt'] );
			$changes['post_status']   = 'future';
			$changes['edit_date']     = true;
		}

		$updated = wp_update_post( $changes, true );
		if ( is_wp_error( $updated ) ) {
			return Errors::failed( $updated );
		}
		$published = get_post( $post->ID );
		return array_merge(
			Post_Summary::of( $published ),
			array( 'link' => (string) get_permalink( $published ) )
		);
	}

	/**
	 * Everything the call would refuse, checked before anything changes: the dialog refuses the
	 * same (`Describe_Publish`), so nobody is asked about a call that cannot run.
	 *
	 * @since 0.6.0
	 *
	 * @param array<string, mixed> $input Validated input.
	 * @return WP_Post|WP_Error The draft, when the call can publish it.
	 */
	public static function publishable( array $input ): WP_Post|WP_Error {
		$post = Post_Access::editable_draft( (int) $input['id'] );
		if ( is_wp_error( $post ) ) {
			return $post;
		}
		$open = Open_In_Editor::refusal( $post );
		if ( null !== $open ) {
			return $open;
		}
		$timestamp = self::when( $input );
		if ( null !== $timestamp && $timestamp <= time() ) {
			return Errors::invalid_input( __( 'The date must be in the future; leave it out to publish now.', 'webmcp-abilities' ) );
		}
		return $post;
	}

	/**
	 * @since 0.6.0
	 *
	 * @param array<string, mixed> $input Validated input.
	 * @return int|null When the call schedules the post, or null to publish it now.
	 */
	public static function when( array $input ): ?int {
		return isset( $input['date'] ) ? (int) strtotime( (string) $input['date'] ) : null;
	}

	/**
	 * @since 0.7.0
	 *
	 * @return string[] A draft or a post waiting for review: what publishing takes.
	 */
	public static function statuses(): array {
		return Post_Access::DRAFT_STATUSES;
	}

	/**
	 * @since 0.7.0
	 *
	 * @param WP_Post              $post  The post.
	 * @param array<string, mixed> $input The proposed call's input.
	 * @return array<string, array<int, array{change: string, text: string}>> None: publishing changes no text.
	 */
	public static function proposed_changes( WP_Post $post, array $input ): array { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.FoundAfterLastUsed -- `Proposable`'s signature.
		return array();
	}
}
