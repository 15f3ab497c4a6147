<?php
/**
 * What undoing an agent's publishing or scheduling of a post takes.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Posts;

use WP_Error;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * `before` holds the post's status, dates and slug before. Undo puts them back: the post is a
 * draft again, without the slug publishing gave it, unless it changed since.
 *
 * @internal
 * @since 0.2.0
 */
final class Publish_Reversal extends Post_Reversal {

	/** Kept from before kinds had classes: log entries already stored name it. */
	public const KIND = 'status';

	/**
	 * @param array<string, mixed>|null $before The post before.
	 * @param array<string, mixed>      $input  The publish-post call's input.
	 * @param array<string, mixed>      $result Its result: the post.
	 * @return array<int, array{object_type: string, object_id: int, reversal: array<string, mixed>}>
	 */
	public static function changes( ?array $before, array $input, array $result ): array {
		$post = get_post( (int) ( $result['id'] ?? 0 ) );
		if ( ! $post instanceof WP_Post || null === $before ) {
			return array();
		}
		return self::change( self::KIND, $post, self::kept_status( $before ) );
	}

	/**
	 * @param array<string, mixed> $reversal A publish reversal.
	 */
	public static function may_undo( array $reversal ): bool {
		return current_user_can( 'edit_post', (int) ( $reversal['id'] ?? 0 ) );
	}

	/**
	 * @param array<string, mixed> $reversal A publish reversal, checked for conflicts.
	 * @return true|WP_Error
	 */
	public static function apply( array $reversal ): bool|WP_Error {
		return self::restore_status( (int) $reversal['id'], (array) $reversal['before'] );
	}

	/**
	 * @param array<string, mixed> $reversal A publish reversal.
	 */
	public static function describe( array $reversal ): string {
		/* translators: %s: the post's status before the agent published it. */
		return sprintf( __( 'Set the post back to %s', 'webmcp-abilities' ), (string) ( $reversal['before']['status'] ?? '' ) );
	}

	/**
	 * @return string The change undo takes back.
	 */
	public static function change_name(): string {
		return __( 'publish', 'webmcp-abilities' );
	}

	/**
	 * @param array<string, mixed> $reversal A stored reversal of this kind.
	 * @return string|null What undo cannot take back: a published post's readers (a scheduled
	 *                     one had none).
	 */
	public static function caveat( array $reversal ): ?string {
		return 'publish' === ( $reversal['after']['status'] ?? '' )
			? __( 'Undo takes the post off the site, but not back from anyone who saw it: while it was published it may have been read, sent by email or to feed readers, and pinged to other sites.', 'webmcp-abilities' )
			: null;
	}
}
