<?php
/**
 * What undoing an agent's trashing of a post takes.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Posts;

use WP_Error;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * `before` holds the post's status, dates and slug before the trash. Undo restores it from the
 * trash, as wp-admin's Restore link does, with that status and slug, unless it changed since.
 *
 * @internal
 * @since 0.2.0
 */
final class Trash_Reversal extends Post_Reversal {

	/** Kept from before kinds had classes: log entries already stored name it. */
	public const KIND = 'trash';

	/**
	 * @param array<string, mixed>|null $before The post before.
	 * @param array<string, mixed>      $input  The trash-post call's input.
	 * @param array<string, mixed>      $result Its result: the post.
	 * @return array<int, array{object_type: string, object_id: int, reversal: array<string, mixed>}>
	 */
	public static function changes( ?array $before, array $input, array $result ): array {
		$post = get_post( (int) ( $result['id'] ?? 0 ) );
		// A post already in the trash stayed as it was.
		if ( ! $post instanceof WP_Post || null === $before || 'trash' === $before['post']['post_status'] ) {
			return array();
		}
		return self::change( self::KIND, $post, self::kept_status( $before ) );
	}

	/**
	 * @param array<string, mixed> $reversal A trash reversal.
	 */
	public static function may_undo( array $reversal ): bool {
		return current_user_can( 'delete_post', (int) ( $reversal['id'] ?? 0 ) );
	}

	/**
	 * @param array<string, mixed> $reversal A trash reversal, checked for conflicts.
	 * @return true|WP_Error
	 */
	public static function apply( array $reversal ): bool|WP_Error {
		$id = (int) $reversal['id'];
		if ( ! wp_untrash_post( $id ) instanceof WP_Post ) {
			return self::failed();
		}
		return self::restore_status( $id, (array) $reversal['before'] );
	}

	/**
	 * @param array<string, mixed> $reversal A trash reversal.
	 */
	public static function describe( array $reversal ): string {
		/* translators: %s: the post's status before it was trashed. */
		return sprintf( __( 'Restore the post from the trash as %s', 'webmcp-abilities' ), (string) $reversal['before']['status'] );
	}

	/**
	 * @return string The change undo takes back.
	 */
	public static function change_name(): string {
		return __( 'trash', 'webmcp-abilities' );
	}
}
