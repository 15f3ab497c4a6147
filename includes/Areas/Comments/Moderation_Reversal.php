<?php
/**
 * What undoing an agent's moderation of a comment takes.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Comments;

use WebMCP_Abilities\Undo\Reversal_Kind;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * `before` and `after` hold the comment's status as `wp_get_comment_status()` names it. Undo sets
 * the earlier status back, as wp-admin's moderation links do, unless the comment was moderated
 * again since.
 *
 * @internal
 * @since 0.2.0
 */
final class Moderation_Reversal implements Reversal_Kind {

	/** Kept from before kinds had classes: log entries already stored name it. */
	public const KIND = 'comment';

	/** Comment statuses as `wp_get_comment_status()` names them, and as `wp_set_comment_status()` sets them. */
	private const STATUSES = array(
		'approved'   => 'approve',
		'unapproved' => 'hold',
		'spam'       => 'spam',
		'trash'      => 'trash',
	);

	/**
	 * @param array<string, mixed> $input A moderate-comment call's input.
	 * @return array{status: string}|null The comment's status now.
	 */
	public static function snapshot( array $input ): ?array {
		$status = wp_get_comment_status( (int) ( $input['id'] ?? 0 ) );
		return is_string( $status ) ? array( 'status' => $status ) : null;
	}

	/**
	 * @param array<string, mixed>|null $before The comment's status before.
	 * @param array<string, mixed>      $input  The call's input.
	 * @param array<string, mixed>      $result Its result: the comment.
	 * @return array<int, array{object_type: string, object_id: int, reversal: array<string, mixed>}>
	 */
	public static function changes( ?array $before, array $input, array $result ): array {
		$id     = (int) ( $result['id'] ?? 0 );
		$status = wp_get_comment_status( $id );
		if ( null === $before || $status === $before['status'] ) {
			return array();
		}
		return array(
			array(
				'object_type' => 'comment',
				'object_id'   => $id,
				'reversal'    => array(
					'kind'   => self::KIND,
					'id'     => $id,
					'before' => $before,
					'after'  => array( 'status' => $status ),
				),
			),
		);
	}

	/**
	 * @param array<string, mixed> $reversal A moderation reversal.
	 */
	public static function may_undo( array $reversal ): bool {
		return current_user_can( 'edit_comment', (int) ( $reversal['id'] ?? 0 ) );
	}

	/**
	 * @param array<string, mixed> $reversal A moderation reversal.
	 */
	public static function conflict( array $reversal ): ?string {
		$status = wp_get_comment_status( (int) $reversal['id'] );
		if ( ! is_string( $status ) ) {
			return __( 'The comment no longer exists.', 'webmcp-abilities' );
		}
		$after = (array) $reversal['after'];
		return $status === $after['status'] ? null : sprintf(
			/* translators: 1: the comment's status now, 2: the status the agent left it in. */
			__( 'The comment was moderated again since: it is %1$s now, and the agent left it %2$s.', 'webmcp-abilities' ),
			$status,
			$after['status']
		);
	}

	/**
	 * @param array<string, mixed> $reversal A moderation reversal, checked for conflicts.
	 * @return true|WP_Error
	 */
	public static function apply( array $reversal ): bool|WP_Error {
		$status = self::STATUSES[ (string) $reversal['before']['status'] ] ?? null;
		return null !== $status && true === wp_set_comment_status( (int) $reversal['id'], $status, true )
			? true
			: new WP_Error( 'undo_failed', __( 'WordPress could not make the reverse change.', 'webmcp-abilities' ) );
	}

	/**
	 * @param array<string, mixed> $reversal A moderation reversal.
	 */
	public static function describe( array $reversal ): string {
		/* translators: %s: the comment's earlier status. */
		return sprintf( __( 'Set the comment back to %s', 'webmcp-abilities' ), (string) $reversal['before']['status'] );
	}

	/**
	 * @return string The change undo takes back.
	 */
	public static function change_name(): string {
		return __( 'moderation', 'webmcp-abilities' );
	}

	/**
	 * @param array<string, mixed> $reversal A stored reversal of this kind.
	 * @return string|null What undo cannot take back: an approval's time on the site.
	 */
	public static function caveat( array $reversal ): ?string {
		return 'approved' === ( $reversal['after']['status'] ?? '' )
			? __( 'While approved, the comment was on the site and may have notified its post\'s author.', 'webmcp-abilities' )
			: null;
	}

	/**
	 * @param array<string, mixed> $reversal A moderation reversal.
	 */
	public static function url( array $reversal ): string {
		$id = (int) $reversal['id'];
		return current_user_can( 'edit_comment', $id ) ? admin_url( 'comment.php?action=editcomment&c=' . $id ) : '';
	}
}
