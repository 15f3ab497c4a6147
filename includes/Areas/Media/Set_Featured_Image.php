<?php
/**
 * The `webmcp-abilities/set-featured-image` ability: set or remove a post's featured image.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Media;

use WebMCP_Abilities\Abilities\Ability_Meta;
use WebMCP_Abilities\Abilities\Categories;
use WebMCP_Abilities\Abilities\Errors;
use WebMCP_Abilities\Abilities\Media_Access;
use WebMCP_Abilities\Abilities\Open_In_Editor;
use WebMCP_Abilities\Abilities\Post_Access;
use WP_Error;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * Written with `set_post_thumbnail()`, as the editor's "Set featured image" does. Consequential:
 * a published post shows it at once. Refused while the post is open in an editor, which would
 * save its own featured image over it; there the editor tools' set-post-fields does it instead.
 *
 * @internal
 * @since 0.5.0
 */
final class Set_Featured_Image {

	public const NAME = 'webmcp-abilities/set-featured-image';

	/**
	 * @return array<string, mixed> Arguments for `wp_register_ability()`.
	 */
	public static function definition(): array {
		return array(
			'label'               => __( 'Set featured image', 'webmcp-abilities' ),
			'description'         => __( 'Sets the featured image of a post or page to an image from the media library, or removes it (image 0).', 'webmcp-abilities' ),
			'category'            => Categories::MEDIA,
			'input_schema'        => array(
				'type'                 => 'object',
				'properties'           => array(
					'id'    => array(
						'type'        => 'integer',
						'minimum'     => 1,
						'description' => __( 'ID of the post or page.', 'webmcp-abilities' ),
					),
					'image' => array(
						'type'        => 'integer',
						'minimum'     => 0,
						'description' => __( 'ID of the image, as find-media returns it; 0 removes the featured image.', 'webmcp-abilities' ),
					),
				),
				'required'             => array( 'id', 'image' ),
				'additionalProperties' => false,
			),
			'output_schema'       => array(
				'type'       => 'object',
				'properties' => array(
					'id'    => array( 'type' => 'integer' ),
					'image' => array(
						'type'        => 'integer',
						'description' => __( 'The featured image now; 0: none.', 'webmcp-abilities' ),
					),
				),
				'required'   => array( 'id', 'image' ),
			),
			'execute_callback'    => array( self::class, 'execute' ),
			'permission_callback' => array( self::class, 'can_run' ),
			'meta'                => Ability_Meta::writes(
				idempotent: true,
				destructive: false,
				tool: array(
					'gate'             => 'edit_posts',
					'consequential'    => true,
					'untrusted_output' => false,
					'describe'         => Describe_Featured_Image::NAME,
					'screens'          => array( 'edit-post', 'edit-page', 'upload' ),
					'examples'         => array(
						'valid'   => array(
							array(
								'input' => array(
									'id'    => '{{post}}',
									'image' => '{{image}}',
								),
							),
							array(
								'input' => array(
									'id'    => '{{post}}',
									'image' => 0,
								),
								'note'  => 'Removes it.',
							),
						),
						'invalid' => array(
							array(
								'input' => array(
									'id'    => '{{post}}',
									'image' => '{{draft}}',
								),
								'code'  => 'not_found',
								'note'  => 'A post, not a media item.',
							),
							array(
								'input' => array(
									'id'    => 987654,
									'image' => '{{image}}',
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
	 * @return true|WP_Error
	 */
	public static function can_run( array $input ): bool|WP_Error {
		$checked = self::checked( $input );
		return is_wp_error( $checked ) ? $checked : true;
	}

	/**
	 * @param array<string, mixed> $input Validated input.
	 * @return array<string, mixed>|WP_Error The post and its featured image now.
	 */
	public static function execute( array $input ): array|WP_Error {
		$post = self::checked( $input );
		if ( is_wp_error( $post ) ) {
			return $post;
		}
		$open = Open_In_Editor::refusal( $post );
		if ( null !== $open ) {
			return $open;
		}
		$image = (int) $input['image'];
		if ( (int) get_post_thumbnail_id( $post ) !== $image ) {
			$done = $image > 0 ? set_post_thumbnail( $post, $image ) : delete_post_thumbnail( $post );
			if ( false === $done ) {
				return Errors::failed( new WP_Error( 'featured_image_not_set', __( 'WordPress did not change the featured image.', 'webmcp-abilities' ) ) );
			}
		}
		return array(
			'id'    => $post->ID,
			'image' => (int) get_post_thumbnail_id( $post ),
		);
	}

	/**
	 * @param array<string, mixed> $input Validated input.
	 * @return WP_Post|WP_Error The post, when the person may give it that image.
	 */
	public static function checked( array $input ): WP_Post|WP_Error {
		$post = Post_Access::editable( (int) $input['id'] );
		if ( is_wp_error( $post ) ) {
			return $post;
		}
		if ( ! post_type_supports( $post->post_type, 'thumbnail' ) || ! current_theme_supports( 'post-thumbnails', $post->post_type ) ) {
			return Errors::invalid_state( __( 'This kind of post has no featured image on this site.', 'webmcp-abilities' ) );
		}
		$image = (int) ( $input['image'] ?? 0 );
		if ( $image > 0 ) {
			$attachment = Media_Access::readable_image( $image );
			if ( is_wp_error( $attachment ) ) {
				return $attachment;
			}
		}
		return $post;
	}
}
