<?php
/**
 * The `webmcp-abilities/describe-media-update` ability: every change an update-media call makes,
 * for the person who confirms it.
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
 * One line per item: the image as the library names it, and each field before and after, read
 * from the site (not from the agent's words). Lets in exactly the people update-media lets in.
 * Not a tool.
 *
 * @internal
 * @since 0.5.0
 */
final class Describe_Media_Update {

	public const NAME = 'webmcp-abilities/describe-media-update';

	/**
	 * @return array<string, mixed> Arguments for `wp_register_ability()`.
	 */
	public static function definition(): array {
		return array(
			'label'               => __( 'Describe media update', 'webmcp-abilities' ),
			'description'         => __( 'Lists each change an update-media call would make (each item, each field before and after) for the person asked to confirm it. Takes that call\'s input.', 'webmcp-abilities' ),
			'category'            => Categories::MEDIA,
			'input_schema'        => array(
				'type'                 => 'object',
				'properties'           => array(
					'items' => array(
						'type'     => 'array',
						'maxItems' => Update_Media::MAX_ITEMS,
						'items'    => array( 'type' => 'object' ),
					),
				),
				'required'             => array( 'items' ),
				'additionalProperties' => true,
			),
			'output_schema'       => Describe_Output::schema(),
			'execute_callback'    => array( self::class, 'execute' ),
			'permission_callback' => array( Update_Media::class, 'can_run' ),
			'meta'                => Ability_Meta::reads(),
		);
	}

	/**
	 * @param array<string, mixed> $input The call's input.
	 * @return array<string, mixed>|WP_Error The description.
	 */
	public static function execute( array $input ): array|WP_Error {
		$items = Update_Media::items( $input );
		if ( is_wp_error( $items ) ) {
			return $items;
		}
		$names  = array(
			'alt'         => __( 'Alt text', 'webmcp-abilities' ),
			'title'       => __( 'Title', 'webmcp-abilities' ),
			'caption'     => __( 'Caption', 'webmcp-abilities' ),
			'description' => __( 'Description', 'webmcp-abilities' ),
		);
		$fields = array();
		foreach ( $items as $id => $values ) {
			$now   = Media_Fields::read( $id, array_keys( $values ) );
			$lines = array();
			foreach ( array_diff_assoc( $values, $now ) as $field => $value ) {
				/* translators: 1: a field's name, 2: its value now, 3: its value after the change. */
				$lines[] = sprintf( __( '%1$s: “%2$s” → “%3$s”', 'webmcp-abilities' ), $names[ $field ], $now[ $field ], $value );
			}
			$fields[ Media_Access::name( $id ) ] = array() === $lines ? __( 'No change', 'webmcp-abilities' ) : implode( "\n", $lines );
		}
		return Describe_Output::of(
			sprintf(
				/* translators: %d: number of media items. */
				_n( '%d media item', '%d media items', count( $items ), 'webmcp-abilities' ),
				count( $items )
			),
			$fields
		);
	}
}
