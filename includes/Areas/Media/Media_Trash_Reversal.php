<?php
/**
 * What undoing an agent's move of media items to the media trash takes.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Media;

use WebMCP_Abilities\Undo\Reversal_Kind;
use WP_Error;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * Recorded only where the site keeps a media trash (`MEDIA_TRASH`): one reversal per item moved
 * there. Undo restores it with `wp_untrash_post()`, as the trash's Restore link does, unless it
 * left the trash since (restored, or deleted for good). Items deleted for good record nothing.
 *
 * @internal
 * @since 0.8.0
 */
final class Media_Trash_Reversal implements Reversal_Kind {

	public const KIND = 'media_trash';

	/**
	 * @param array<string, mixed> $input A delete-media call's input.
	 * @return array<int, string> Each item's status now, by ID.
	 */
	public static function snapshot( array $input ): array {
		$statuses = array();
		foreach ( array_map( 'intval', (array) ( $input['ids'] ?? array() ) ) as $id ) {
			$statuses[ $id ] = (string) get_post_field( 'post_status', $id );
		}
		return $statuses;
	}

	/**
	 * @param array<string, mixed>|null $before Each item's status before.
	 * @param array<string, mixed>      $input  The call's input.
	 * @param array<string, mixed>      $result Its result.
	 * @return array<int, array{object_type: string, object_id: int, reversal: array<string, mixed>}>
	 */
	public static function changes( ?array $before, array $input, array $result ): array { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.FoundBeforeLastUsed -- a kind's signature.
		$changes = array();
		foreach ( array_map( 'intval', (array) ( $result['trashed'] ?? array() ) ) as $id ) {
			if ( 'trash' !== get_post_field( 'post_status', $id ) ) {
				continue;
			}
			$changes[] = array(
				'object_type' => 'post',
				'object_id'   => $id,
				'reversal'    => array(
					'kind'   => self::KIND,
					'id'     => $id,
					'before' => array( 'status' => (string) ( $before[ (string) $id ] ?? 'inherit' ) ),
					'after'  => array( 'status' => 'trash' ),
				),
			);
		}
		return $changes;
	}

	/**
	 * @param array<string, mixed> $reversal A media trash reversal.
	 */
	public static function may_undo( array $reversal ): bool {
		return current_user_can( 'delete_post', (int) $reversal['id'] );
	}

	/**
	 * @param array<string, mixed> $reversal A media trash reversal.
	 */
	public static function conflict( array $reversal ): ?string {
		$status = get_post_field( 'post_status', (int) $reversal['id'] );
		if ( '' === $status ) {
			return __( 'The media item was deleted for good since.', 'webmcp-abilities' );
		}
		return 'trash' === $status ? null : __( 'The media item was restored from the trash since.', 'webmcp-abilities' );
	}

	/**
	 * @param array<string, mixed> $reversal A media trash reversal, checked for conflicts.
	 * @return true|WP_Error
	 */
	public static function apply( array $reversal ): bool|WP_Error {
		return wp_untrash_post( (int) $reversal['id'] ) instanceof WP_Post
			? true
			: new WP_Error( 'undo_failed', __( 'WordPress could not restore the media item from the trash.', 'webmcp-abilities' ) );
	}

	/**
	 * @param array<string, mixed> $reversal A media trash reversal.
	 */
	public static function describe( array $reversal ): string { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.Found -- a kind's signature.
		return __( 'Restore the media item from the trash', 'webmcp-abilities' );
	}

	/**
	 * @return string The change undo takes back.
	 */
	public static function change_name(): string {
		return __( 'media trash', 'webmcp-abilities' );
	}

	/**
	 * @param array<string, mixed> $reversal A media trash reversal.
	 */
	public static function url( array $reversal ): string {
		$id = (int) $reversal['id'];
		return current_user_can( 'edit_post', $id ) ? (string) get_edit_post_link( $id, 'raw' ) : '';
	}
}
