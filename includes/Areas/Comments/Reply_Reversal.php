<?php
/**
 * What undoing an agent's reply to a comment takes.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Comments;

use WebMCP_Abilities\Undo\Reversal_Kind;
use WP_Comment;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * `after` holds the reply's text (in short) and status as posted. Undo moves the reply to the
 * trash, as wp-admin's Trash link does, unless it was edited or moderated since.
 *
 * @internal
 * @since 0.5.0
 */
final class Reply_Reversal implements Reversal_Kind {

	public const KIND = 'reply';

	/**
	 * @param array<string, mixed> $input A reply-to-comment call's input.
	 * @return array<string, mixed>|null Nothing: the reply does not exist before.
	 */
	public static function snapshot( array $input ): ?array {
		return null;
	}

	/**
	 * @param array<string, mixed>|null $before Nothing.
	 * @param array<string, mixed>      $input  The call's input.
	 * @param array<string, mixed>      $result Its result: the reply.
	 * @return array<int, array{object_type: string, object_id: int, reversal: array<string, mixed>}>
	 */
	public static function changes( ?array $before, array $input, array $result ): array {
		$reply = get_comment( (int) ( $result['id'] ?? 0 ) );
		if ( ! $reply instanceof WP_Comment ) {
			return array();
		}
		return array(
			array(
				'object_type' => 'comment',
				'object_id'   => (int) $reply->comment_ID,
				'reversal'    => array(
					'kind'   => self::KIND,
					'id'     => (int) $reply->comment_ID,
					'before' => array(),
					'after'  => self::state( $reply ),
				),
			),
		);
	}

	/**
	 * @param array<string, mixed> $reversal A reply reversal.
	 */
	public static function may_undo( array $reversal ): bool {
		return current_user_can( 'edit_comment', (int) $reversal['id'] );
	}

	/**
	 * @param array<string, mixed> $reversal A reply reversal.
	 */
	public static function conflict( array $reversal ): ?string {
		$reply = get_comment( (int) $reversal['id'] );
		if ( ! $reply instanceof WP_Comment ) {
			return __( 'The reply no longer exists.', 'webmcp-abilities' );
		}
		return self::state( $reply ) === (array) $reversal['after']
			? null
			: __( 'The reply was edited or moderated since the agent posted it.', 'webmcp-abilities' );
	}

	/**
	 * @param array<string, mixed> $reversal A reply reversal, checked for conflicts.
	 * @return true|WP_Error
	 */
	public static function apply( array $reversal ): bool|WP_Error {
		return wp_trash_comment( (int) $reversal['id'] )
			? true
			: new WP_Error( 'undo_failed', __( 'WordPress could not make the reverse change.', 'webmcp-abilities' ) );
	}

	/**
	 * @param array<string, mixed> $reversal A reply reversal.
	 */
	public static function describe( array $reversal ): string {
		return __( 'Move the agent\'s reply to the trash', 'webmcp-abilities' );
	}

	/**
	 * @return string The change undo takes back.
	 */
	public static function change_name(): string {
		return __( 'reply', 'webmcp-abilities' );
	}

	/**
	 * @since 0.7.0
	 *
	 * @param array<string, mixed> $reversal A stored reversal of this kind.
	 * @return string|null What undo cannot take back: an approved reply's email.
	 */
	public static function caveat( array $reversal ): ?string {
		return 'approved' === ( $reversal['after']['status'] ?? '' )
			? __( 'While it was on the site, the reply may have notified the comment\'s author by email.', 'webmcp-abilities' )
			: null;
	}

	/**
	 * @param array<string, mixed> $reversal A reply reversal.
	 */
	public static function url( array $reversal ): string {
		$id = (int) $reversal['id'];
		return current_user_can( 'edit_comment', $id ) ? admin_url( 'comment.php?action=editcomment&c=' . $id ) : '';
	}

	/**
	 * @param WP_Comment $comment A comment.
	 * @return array{status: string, content: string} Its status and its text, in short.
	 */
	public static function state( WP_Comment $comment ): array {
		return array(
			'status'  => (string) wp_get_comment_status( $comment ),
			'content' => md5( $comment->comment_content ),
		);
	}
}
