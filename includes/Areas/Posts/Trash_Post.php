<?php
/**
 * The `webmcp-abilities/trash-post` ability: move a post or page to the trash.
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
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Trashes (never deletes for good); trashing a trashed post changes nothing and succeeds.
 *
 * @internal
 * @since 0.1.0
 */
final class Trash_Post {

	public const NAME = 'webmcp-abilities/trash-post';

	/**
	 * @return array<string, mixed> Arguments for `wp_register_ability()`.
	 */
	public static function definition(): array {
		return array(
			'label'               => __( 'Trash post', 'webmcp-abilities' ),
			'description'         => __( 'Moves a post, page or other content to the trash, which takes it off the site. It can be restored from the trash in wp-admin for 30 days. Trashing it again changes nothing.', 'webmcp-abilities' ),
			'category'            => Categories::CONTENT,
			'input_schema'        => array(
				'type'                 => 'object',
				'properties'           => array(
					'id' => array(
						'type'        => 'integer',
						'minimum'     => 1,
						'description' => __( 'ID of the post or page to trash.', 'webmcp-abilities' ),
					),
				),
				'required'             => array( 'id' ),
				'additionalProperties' => false,
			),
			'output_schema'       => Post_Summary::schema(),
			'execute_callback'    => array( self::class, 'execute' ),
			'permission_callback' => array( self::class, 'can_run' ),
			'meta'                => Ability_Meta::writes(
				idempotent: true,
				destructive: true,
				tool: array(
					'gate'             => 'delete_posts',
					'proposable'       => 'edit_posts',
					'consequential'    => true,
					// The result names the post by its title, which people write.
					'untrusted_output' => true,
					'describe'         => Describe_Post::NAME,
					'examples'         => array(
						'valid'   => array(
							array(
								'input' => array( 'id' => '{{draft}}' ),
							),
						),
						'invalid' => array(
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
	 * @return true|WP_Error True when the user may delete this post.
	 */
	public static function can_run( array $input ): bool|WP_Error {
		$post = Post_Access::readable( (int) $input['id'] );
		if ( is_wp_error( $post ) ) {
			return $post;
		}
		if ( ! current_user_can( 'delete_post', $post->ID ) ) {
			return Errors::access_denied(
				sprintf(
					/* translators: %s: the post, as its type names it ("Book 12"). */
					__( 'You may not trash %s.', 'webmcp-abilities' ),
					Post_Access::named( $post )
				)
			);
		}
		return true;
	}

	/**
	 * @param array<string, mixed> $input Validated input.
	 * @return array<string, mixed>|WP_Error The trashed post.
	 */
	public static function execute( array $input ): array|WP_Error {
		$post = Post_Access::readable( (int) $input['id'] );
		if ( is_wp_error( $post ) ) {
			return $post;
		}
		$open = Open_In_Editor::refusal( $post );
		if ( null !== $open ) {
			return $open;
		}
		if ( 'trash' !== $post->post_status && ! wp_trash_post( $post->ID ) ) {
			return Errors::failed( new WP_Error( 'trash_failed', __( 'WordPress could not trash the post.', 'webmcp-abilities' ) ) );
		}
		return Post_Summary::of( get_post( $post->ID ) );
	}
}
