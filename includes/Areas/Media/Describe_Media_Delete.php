<?php
/**
 * The `webmcp-abilities/describe-media-delete` ability: each item a delete-media call removes,
 * where it is used, and whether it can come back.
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
 * One line per item (its title and file name), saying where it is used and what happens to it;
 * then whether undo is possible. Refuses what the call refuses (items in use without `force`).
 * Lets in exactly the people delete-media lets in. Not a tool.
 *
 * @internal
 * @since 0.8.0
 */
final class Describe_Media_Delete {

	public const NAME = 'webmcp-abilities/describe-media-delete';

	/**
	 * @return array<string, mixed> Arguments for `wp_register_ability()`.
	 */
	public static function definition(): array {
		return array(
			'label'               => __( 'Describe media deletion', 'webmcp-abilities' ),
			'description'         => __( 'Lists each item a delete-media call would remove, where it is used and whether it can be restored, for the person asked to confirm it. Takes that call\'s input.', 'webmcp-abilities' ),
			'category'            => Categories::MEDIA,
			'input_schema'        => array(
				'type'                 => 'object',
				'properties'           => array(
					'ids'   => array(
						'type'     => 'array',
						'maxItems' => Delete_Media::MAX_ITEMS,
						'items'    => array( 'type' => 'integer' ),
					),
					'force' => array( 'type' => 'boolean' ),
				),
				'required'             => array( 'ids' ),
				'additionalProperties' => true,
			),
			'output_schema'       => Describe_Output::schema(),
			'execute_callback'    => array( self::class, 'execute' ),
			'permission_callback' => array( Delete_Media::class, 'can_run' ),
			'meta'                => Ability_Meta::reads(),
		);
	}

	/**
	 * @param array<string, mixed> $input The call's input.
	 * @return array<string, mixed>|WP_Error The description.
	 */
	public static function execute( array $input ): array|WP_Error {
		$items = Delete_Media::items( $input );
		if ( is_wp_error( $items ) ) {
			return $items;
		}
		$refused = Delete_Media::refusal_in_use( $items, Delete_Media::forced( $input ) );
		if ( null !== $refused ) {
			return $refused;
		}
		$fields    = array();
		$permanent = false;
		foreach ( $items as $item ) {
			$to_trash  = Delete_Media::goes_to_trash( $item );
			$permanent = $permanent || ! $to_trash;
			$uses      = Media_Uses::of( $item->ID );
			$where     = array() === $uses
				? __( 'Not used in any post', 'webmcp-abilities' )
				/* translators: %s: the posts that use the item. */
				: sprintf( __( 'Used in %s, which will lose it', 'webmcp-abilities' ), Media_Uses::words( $uses ) );
			$fields[ Media_Access::name( $item->ID ) ] = $where . "\n" . ( $to_trash
				? __( '→ moved to the media trash', 'webmcp-abilities' )
				: __( '→ deleted for good, with its file', 'webmcp-abilities' ) );
		}
		$fields[ __( 'Undo', 'webmcp-abilities' ) ] = $permanent
			? __( 'This cannot be undone: deleted files are gone from the site.', 'webmcp-abilities' )
			: __( 'Possible from the activity log, or restore from the media trash.', 'webmcp-abilities' );
		return Describe_Output::of(
			sprintf(
				/* translators: %d: number of media items. */
				_n( 'Delete %d media item', 'Delete %d media items', count( $items ), 'webmcp-abilities' ),
				count( $items )
			),
			$fields
		);
	}
}
