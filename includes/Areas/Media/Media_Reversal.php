<?php
/**
 * What undoing a change to media items' alt text, title, caption or description takes.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Media;

use WebMCP_Abilities\Undo\Reversal_Kind;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * One reversal per item changed (`id`: the attachment), holding only the fields that changed,
 * before and after. Undo writes the earlier values back as the library's edit screen would,
 * unless one of them changed again since.
 *
 * @internal
 * @since 0.5.0
 */
final class Media_Reversal implements Reversal_Kind {

	public const KIND = 'media';

	/**
	 * @param array<string, mixed> $input An update-media call's input.
	 * @return array<int, array<string, string>> The fields it names, as they are now, by item.
	 */
	public static function snapshot( array $input ): array {
		$items = Update_Media::items( $input );
		if ( is_wp_error( $items ) ) {
			return array();
		}
		$now = array();
		foreach ( $items as $id => $values ) {
			$now[ $id ] = Media_Fields::read( $id, array_keys( $values ) );
		}
		return $now;
	}

	/**
	 * @param array<string, mixed>|null $before The fields before, by item.
	 * @param array<string, mixed>      $input  The call's input.
	 * @param array<string, mixed>      $result Its result.
	 * @return array<int, array{object_type: string, object_id: int, reversal: array<string, mixed>}>
	 */
	public static function changes( ?array $before, array $input, array $result ): array {
		$changes = array();
		foreach ( (array) $before as $id => $was ) {
			$was     = array_map( 'strval', (array) $was );
			$now     = Media_Fields::read( (int) $id, array_keys( $was ) );
			$changed = array_keys( array_diff_assoc( $now, $was ) );
			if ( array() === $changed ) {
				continue;
			}
			$keep      = array_flip( $changed );
			$changes[] = array(
				'object_type' => 'post',
				'object_id'   => (int) $id,
				'reversal'    => array(
					'kind'   => self::KIND,
					'id'     => (int) $id,
					'before' => array_intersect_key( $was, $keep ),
					'after'  => array_intersect_key( $now, $keep ),
				),
			);
		}
		return $changes;
	}

	/**
	 * @param array<string, mixed> $reversal A media reversal.
	 */
	public static function may_undo( array $reversal ): bool {
		return current_user_can( 'upload_files' ) && current_user_can( 'edit_post', (int) $reversal['id'] );
	}

	/**
	 * @param array<string, mixed> $reversal A media reversal.
	 */
	public static function conflict( array $reversal ): ?string {
		$id = (int) $reversal['id'];
		if ( 'attachment' !== get_post_type( $id ) ) {
			return __( 'The media item no longer exists.', 'webmcp-abilities' );
		}
		$after = array_map( 'strval', (array) $reversal['after'] );
		$now   = Media_Fields::read( $id, array_keys( $after ) );
		$moved = array_keys( array_diff_assoc( $now, $after ) );
		if ( array() === $moved ) {
			return null;
		}
		return sprintf(
			/* translators: %s: field names, e.g. "alt". */
			__( 'The media item\'s %s changed again since the agent\'s change.', 'webmcp-abilities' ),
			implode( wp_get_list_item_separator(), $moved )
		);
	}

	/**
	 * @param array<string, mixed> $reversal A media reversal.
	 * @return true|WP_Error
	 */
	public static function apply( array $reversal ): bool|WP_Error {
		return Media_Fields::write( (int) $reversal['id'], array_map( 'strval', (array) $reversal['before'] ) );
	}

	/**
	 * @param array<string, mixed> $reversal A media reversal.
	 */
	public static function describe( array $reversal ): string {
		/* translators: %s: field names, e.g. "alt, caption". */
		return sprintf( __( 'Put the media item\'s earlier %s back', 'webmcp-abilities' ), implode( wp_get_list_item_separator(), array_keys( (array) $reversal['before'] ) ) );
	}

	/**
	 * @return string The change undo takes back.
	 */
	public static function change_name(): string {
		return __( 'media update', 'webmcp-abilities' );
	}

	/**
	 * @param array<string, mixed> $reversal A media reversal.
	 */
	public static function url( array $reversal ): string {
		$id = (int) $reversal['id'];
		return current_user_can( 'edit_post', $id ) ? (string) get_edit_post_link( $id, 'raw' ) : '';
	}
}
