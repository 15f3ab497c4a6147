<?php
/**
 * What undoing an agent's upload to the media library takes.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Media;

use WebMCP_Abilities\Undo\Reversal_Kind;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * `after` holds the new item's fields and file as the upload left them. Undo deletes it for good,
 * file and sizes, as the library's "Delete permanently" does: it was not there before. Refused
 * once anyone changed it, or once a post uses it (deleting it would take it out of that post).
 *
 * @internal
 * @since 0.8.0
 */
final class Upload_Reversal implements Reversal_Kind {

	public const KIND = 'media_upload';

	/**
	 * @param array<string, mixed> $input An upload-media call's input.
	 * @return array<string, mixed>|null Null: nothing was there before.
	 */
	public static function snapshot( array $input ): ?array { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.Found -- a kind's signature.
		return null;
	}

	/**
	 * @param array<string, mixed>|null $before Nothing.
	 * @param array<string, mixed>      $input  The call's input.
	 * @param array<string, mixed>      $result Its result: the new item.
	 * @return array<int, array{object_type: string, object_id: int, reversal: array<string, mixed>}>
	 */
	public static function changes( ?array $before, array $input, array $result ): array { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.FoundBeforeLastUsed -- a kind's signature.
		$id = (int) ( $result['id'] ?? 0 );
		if ( 'attachment' !== get_post_type( $id ) ) {
			return array();
		}
		return array(
			array(
				'object_type' => 'post',
				'object_id'   => $id,
				'reversal'    => array(
					'kind'  => self::KIND,
					'id'    => $id,
					'after' => self::state( $id ),
				),
			),
		);
	}

	/**
	 * @param array<string, mixed> $reversal An upload reversal.
	 */
	public static function may_undo( array $reversal ): bool {
		return current_user_can( 'delete_post', (int) $reversal['id'] );
	}

	/**
	 * @param array<string, mixed> $reversal An upload reversal.
	 */
	public static function conflict( array $reversal ): ?string {
		$id = (int) $reversal['id'];
		if ( 'attachment' !== get_post_type( $id ) ) {
			return __( 'The media item no longer exists.', 'webmcp-abilities' );
		}
		$after = array_map( 'strval', (array) $reversal['after'] );
		$moved = array_keys( array_diff_assoc( self::state( $id ), $after ) );
		if ( array() !== $moved ) {
			return sprintf(
				/* translators: %s: what changed, e.g. "alt, caption". */
				__( 'The media item\'s %s changed since the agent uploaded it.', 'webmcp-abilities' ),
				implode( wp_get_list_item_separator(), $moved )
			);
		}
		$uses = Media_Uses::of( $id );
		return array() === $uses ? null : sprintf(
			/* translators: %s: the posts that use the item. */
			__( 'The media item is used since: %s. Deleting it would take it out of those.', 'webmcp-abilities' ),
			Media_Uses::words( $uses )
		);
	}

	/**
	 * @param array<string, mixed> $reversal An upload reversal, checked for conflicts.
	 * @return true|WP_Error
	 */
	public static function apply( array $reversal ): bool|WP_Error {
		return wp_delete_attachment( (int) $reversal['id'], true )
			? true
			: new WP_Error( 'undo_failed', __( 'WordPress could not delete the media item.', 'webmcp-abilities' ) );
	}

	/**
	 * @param array<string, mixed> $reversal An upload reversal.
	 */
	public static function describe( array $reversal ): string { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.Found -- a kind's signature.
		return __( 'Delete the uploaded image and its file', 'webmcp-abilities' );
	}

	/**
	 * @return string The change undo takes back.
	 */
	public static function change_name(): string {
		return __( 'upload', 'webmcp-abilities' );
	}

	/**
	 * @param array<string, mixed> $reversal An upload reversal.
	 */
	public static function url( array $reversal ): string {
		$id = (int) $reversal['id'];
		return current_user_can( 'edit_post', $id ) ? (string) get_edit_post_link( $id, 'raw' ) : '';
	}

	/**
	 * @param int $id An attachment.
	 * @return array<string, string> What undo checks is still as the upload left it: the fields
	 *                               people describe it with, and its file.
	 */
	private static function state( int $id ): array {
		return Media_Fields::read( $id, array_keys( Media_Fields::FIELDS ) ) + array(
			'file' => (string) get_post_meta( $id, '_wp_attached_file', true ),
		);
	}
}
