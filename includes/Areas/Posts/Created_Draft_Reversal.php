<?php
/**
 * What undoing a draft the agent created takes.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Posts;

use WP_Error;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * `before` is empty: the draft did not exist. Undo moves it to the trash, as wp-admin's Trash link
 * does, unless it changed since; the trash keeps it for the person to restore.
 *
 * @internal
 * @since 0.2.0
 */
final class Created_Draft_Reversal extends Post_Reversal {

	/** Kept from before kinds had classes: log entries already stored name it. */
	public const KIND = 'created';

	/**
	 * @param array<string, mixed> $input A create-draft call's input.
	 * @return array<string, mixed>|null Nothing: the draft does not exist before.
	 */
	public static function snapshot( array $input ): ?array {
		return null;
	}

	/**
	 * @param array<string, mixed>|null $before Nothing.
	 * @param array<string, mixed>      $input  The call's input.
	 * @param array<string, mixed>      $result Its result: the draft.
	 * @return array<int, array{object_type: string, object_id: int, reversal: array<string, mixed>}>
	 */
	public static function changes( ?array $before, array $input, array $result ): array {
		$post = get_post( (int) ( $result['id'] ?? 0 ) );
		return $post instanceof WP_Post ? self::change( self::KIND, $post, array() ) : array();
	}

	/**
	 * @param array<string, mixed> $reversal A created draft's reversal.
	 */
	public static function may_undo( array $reversal ): bool {
		return current_user_can( 'delete_post', (int) ( $reversal['id'] ?? 0 ) );
	}

	/**
	 * @param array<string, mixed> $reversal A created draft's reversal, checked for conflicts.
	 * @return true|WP_Error
	 */
	public static function apply( array $reversal ): bool|WP_Error {
		return wp_trash_post( (int) $reversal['id'] ) instanceof WP_Post ? true : self::failed();
	}

	/**
	 * @param array<string, mixed> $reversal A created draft's reversal.
	 */
	public static function describe( array $reversal ): string {
		return __( 'Move the draft the agent created to the trash', 'webmcp-abilities' );
	}

	/**
	 * @return string The change undo takes back.
	 */
	public static function change_name(): string {
		return __( 'creation', 'webmcp-abilities' );
	}
}
