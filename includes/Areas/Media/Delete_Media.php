<?php
/**
 * The `webmcp-abilities/delete-media` ability: remove media items from the library, to its trash
 * where the site keeps one, for good otherwise.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Media;

use WebMCP_Abilities\Abilities\Ability_Meta;
use WebMCP_Abilities\Abilities\Categories;
use WebMCP_Abilities\Abilities\Errors;
use WebMCP_Abilities\Abilities\Media_Access;
use WP_Error;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * As Media > Library's row actions: with the media trash on (`MEDIA_TRASH`) an item goes to the
 * trash with `wp_trash_post()` and the log can restore it; otherwise, and for an item already in
 * the trash, `wp_delete_attachment()` deletes it and its files for good, which nothing can undo.
 * Items in use (attached to a post, a featured image, shown in content: `Media_Uses`) are refused
 * unless the call says `force`; all items are checked before any is removed.
 *
 * @internal
 * @since 0.8.0
 */
final class Delete_Media {

	public const NAME = 'webmcp-abilities/delete-media';

	/** The most items one call removes: a dialog a person still reads item by item. */
	public const MAX_ITEMS = 20;

	/**
	 * @return array<string, mixed> Arguments for `wp_register_ability()`.
	 */
	public static function definition(): array {
		return array(
			'label'               => __( 'Delete media', 'webmcp-abilities' ),
			'description'         => __( 'Deletes up to 20 unused media items (to the media trash if the site has one; otherwise for good). Items used in posts are refused, naming the posts, unless force is true.', 'webmcp-abilities' ),
			'category'            => Categories::MEDIA,
			'input_schema'        => array(
				'type'                 => 'object',
				'properties'           => array(
					'ids'   => array(
						'type'        => 'array',
						'minItems'    => 1,
						'maxItems'    => self::MAX_ITEMS,
						'uniqueItems' => true,
						'items'       => array(
							'type'    => 'integer',
							'minimum' => 1,
						),
					),
					'force' => array(
						'type'        => 'boolean',
						'description' => __( 'Delete items even where posts use them; only when the person asked for that.', 'webmcp-abilities' ),
					),
				),
				'required'             => array( 'ids' ),
				'additionalProperties' => false,
			),
			'output_schema'       => array(
				'type'       => 'object',
				'properties' => array(
					'trashed' => array(
						'type'  => 'array',
						'items' => array( 'type' => 'integer' ),
					),
					'deleted' => array(
						'type'        => 'array',
						'items'       => array( 'type' => 'integer' ),
						'description' => __( 'Deleted for good: this cannot be undone.', 'webmcp-abilities' ),
					),
					'note'    => array( 'type' => 'string' ),
				),
				'required'   => array( 'trashed', 'deleted', 'note' ),
			),
			'execute_callback'    => array( self::class, 'execute' ),
			'permission_callback' => array( self::class, 'can_run' ),
			'meta'                => Ability_Meta::writes(
				idempotent: false,
				destructive: true,
				tool: array(
					'gate'             => 'upload_files',
					'consequential'    => true,
					'untrusted_output' => false,
					'describe'         => Describe_Media_Delete::NAME,
					'screens'          => array( 'upload', 'attachment' ),
					'examples'         => array(
						'valid'   => array(
							array(
								'input' => array( 'ids' => array( '{{image}}' ) ),
							),
						),
						'invalid' => array(
							array(
								'input' => array( 'ids' => array( '{{post}}' ) ),
								'code'  => 'not_found',
								'note'  => 'A post, not a media item.',
							),
							array(
								'input' => array( 'ids' => array( '{{image}}', 987654 ) ),
								'code'  => 'not_found',
							),
							array(
								'input' => array( 'ids' => array( '{{image}}', '{{image}}' ) ),
								'code'  => 'ability_invalid_input',
							),
						),
					),
				)
			),
		);
	}

	/**
	 * @return bool Whether the site keeps removed media in a trash, as Media > Library shows it.
	 */
	public static function trashes(): bool {
		return MEDIA_TRASH && EMPTY_TRASH_DAYS > 0;
	}

	/**
	 * @param array<string, mixed> $input Validated input.
	 * @return true|WP_Error True when the person may delete every item.
	 */
	public static function can_run( array $input ): bool|WP_Error {
		$items = self::items( $input );
		return is_wp_error( $items ) ? $items : true;
	}

	/**
	 * @param array<string, mixed> $input Validated input.
	 * @return array<string, mixed>|WP_Error What was removed, and how.
	 */
	public static function execute( array $input ): array|WP_Error {
		$items = self::items( $input );
		if ( is_wp_error( $items ) ) {
			return $items;
		}
		$used = self::refusal_in_use( $items, self::forced( $input ) );
		if ( null !== $used ) {
			return $used;
		}
		$done = array(
			'trashed' => array(),
			'deleted' => array(),
		);
		foreach ( $items as $item ) {
			$to_trash = self::goes_to_trash( $item );
			$removed  = $to_trash ? wp_trash_post( $item->ID ) : wp_delete_attachment( $item->ID, true );
			if ( ! $removed ) {
				return Errors::failed(
					new WP_Error(
						'media_not_deleted',
						sprintf(
							/* translators: 1: a media item, 2: the IDs of the items removed before it. */
							__( 'WordPress could not remove %1$s; removed before it: %2$s.', 'webmcp-abilities' ),
							Media_Access::name( $item->ID ),
							implode( ', ', array_merge( $done['trashed'], $done['deleted'] ) )
						)
					)
				);
			}
			$done[ $to_trash ? 'trashed' : 'deleted' ][] = $item->ID;
		}
		return $done + array(
			'note' => array() === $done['deleted']
				? __( 'Moved to the media trash: undo it from the activity log, or restore it from the trash.', 'webmcp-abilities' )
				: __( 'Deleted for good, with their files: this cannot be undone.', 'webmcp-abilities' ),
		);
	}

	/**
	 * Every item, checked: each one a media item the person may delete.
	 *
	 * @param array<string, mixed> $input Validated input.
	 * @return array<int, WP_Post>|WP_Error The items, in the call's order.
	 */
	public static function items( array $input ): array|WP_Error {
		$items = array();
		foreach ( array_unique( array_map( 'intval', (array) ( $input['ids'] ?? array() ) ) ) as $id ) {
			$item = Media_Access::readable( $id );
			if ( is_wp_error( $item ) ) {
				return $item;
			}
			if ( ! current_user_can( 'delete_post', $id ) ) {
				return Errors::access_denied(
					sprintf(
						/* translators: %s: a media item. */
						__( 'You may not delete %s: it is someone else\'s.', 'webmcp-abilities' ),
						Media_Access::name( $id )
					)
				);
			}
			$items[] = $item;
		}
		return $items;
	}

	/**
	 * @param array<string, mixed> $input The call's input.
	 * @return bool Whether it deletes items in use all the same (`force` as a describe step's
	 *              query string carries it too: "false" is false).
	 */
	public static function forced( array $input ): bool {
		return filter_var( $input['force'] ?? false, FILTER_VALIDATE_BOOLEAN );
	}

	/**
	 * @param WP_Post $item A media item.
	 * @return bool Whether it goes to the trash rather than away for good.
	 */
	public static function goes_to_trash( WP_Post $item ): bool {
		return self::trashes() && 'trash' !== $item->post_status;
	}

	/**
	 * @param array<int, WP_Post> $items The items.
	 * @param bool                $force Whether the call deletes items in use all the same.
	 * @return WP_Error|null The refusal naming each item in use and its posts, unless forced.
	 */
	public static function refusal_in_use( array $items, bool $force ): ?WP_Error {
		if ( $force ) {
			return null;
		}
		$lines = array();
		foreach ( $items as $item ) {
			$uses = Media_Uses::of( $item->ID );
			if ( array() !== $uses ) {
				/* translators: 1: a media item, 2: the posts that use it. */
				$lines[] = sprintf( __( '%1$s is used in %2$s', 'webmcp-abilities' ), Media_Access::name( $item->ID ), Media_Uses::words( $uses ) );
			}
		}
		if ( array() === $lines ) {
			return null;
		}
		return Errors::invalid_state(
			sprintf(
				/* translators: %s: each item in use and the posts using it. */
				__( 'Nothing was deleted: %s. Leave those out, or give force: true if the person wants them deleted all the same (those posts lose them).', 'webmcp-abilities' ),
				implode( '; ', $lines )
			)
		);
	}
}
