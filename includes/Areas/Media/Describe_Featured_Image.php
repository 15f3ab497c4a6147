<?php
/**
 * The `webmcp-abilities/describe-featured-image` ability: a post's featured image now and after a
 * set-featured-image call, for the person who confirms it.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Media;

use WebMCP_Abilities\Abilities\Ability_Meta;
use WebMCP_Abilities\Abilities\Categories;
use WebMCP_Abilities\Abilities\Describe_Output;
use WebMCP_Abilities\Abilities\Media_Access;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Lets in exactly the people set-featured-image lets in. Not a tool.
 *
 * @internal
 * @since 0.5.0
 */
final class Describe_Featured_Image {

	public const NAME = 'webmcp-abilities/describe-featured-image';

	/**
	 * @return array<string, mixed> Arguments for `wp_register_ability()`.
	 */
	public static function definition(): array {
		return array(
			'label'               => __( 'Describe featured image change', 'webmcp-abilities' ),
			'description'         => __( 'Shows a post, its status, and its featured image now and after a set-featured-image call, for the person asked to confirm it. Takes that call\'s input.', 'webmcp-abilities' ),
			'category'            => Categories::MEDIA,
			'input_schema'        => array(
				'type'                 => 'object',
				'properties'           => array(
					'id'    => array(
						'type'    => 'integer',
						'minimum' => 1,
					),
					'image' => array(
						'type'    => 'integer',
						'minimum' => 0,
					),
				),
				'required'             => array( 'id', 'image' ),
				'additionalProperties' => true,
			),
			'output_schema'       => Describe_Output::schema(),
			'execute_callback'    => array( self::class, 'execute' ),
			'permission_callback' => array( Set_Featured_Image::class, 'can_run' ),
			'meta'                => Ability_Meta::reads(),
		);
	}

	/**
	 * @param array<string, mixed> $input The call's input.
	 * @return array<string, mixed>|WP_Error The description.
	 */
	public static function execute( array $input ): array|WP_Error {
		$post = Set_Featured_Image::checked( $input );
		if ( is_wp_error( $post ) ) {
			return $post;
		}
		$name = static fn ( int $id ): string => $id > 0 ? Media_Access::name( $id ) : __( 'none', 'webmcp-abilities' );
		return Describe_Output::of(
			'' === $post->post_title ? __( '(no title)', 'webmcp-abilities' ) : $post->post_title,
			array(
				__( 'ID', 'webmcp-abilities' )             => (string) $post->ID,
				__( 'Status', 'webmcp-abilities' )         => (string) get_post_status_object( $post->post_status )?->label,
				__( 'Featured image', 'webmcp-abilities' ) => sprintf(
					/* translators: 1: the image now, 2: the image after the change. */
					__( '%1$s → %2$s', 'webmcp-abilities' ),
					$name( (int) get_post_thumbnail_id( $post ) ),
					$name( (int) $input['image'] )
				),
			)
		);
	}
}
