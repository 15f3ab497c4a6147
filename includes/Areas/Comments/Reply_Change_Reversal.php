<?php
/**
 * What undoing an edit or trashing of the person's own reply takes.
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
 * `before` holds the reply's text and status before the call, `after` what it left (text in
 * short). Undo takes a trashed reply out of the trash (`wp_untrash_comment()`) or writes the
 * earlier text back (`wp_update_comment()`), unless the reply changed again since.
 *
 * @internal
 * @since 0.5.0
 */
final class Reply_Change_Reversal implements Reversal_Kind {

	public const KIND = 'reply_change';

	/**
	 * @param array<string, mixed> $input An update-reply call's input.
	 * @return array{status: string, text: string}|null The reply before.
	 */
	public static function snapshot( array $input ): ?array {
		$reply = get_comment( (int) ( $input['id'] ?? 0 ) );
		return $reply instanceof WP_Comment
			? array(
				'status' => (string) wp_get_comment_status( $reply ),
				'text'   => $reply->comment_content,
			)
			: null;
	}

	/**
	 * @param array<string, mixed>|null $before The reply before.
	 * @param array<string, mixed>      $input  The call's input.
	 * @param array<string, mixed>      $result Its result.
	 * @return array<int, array{object_type: string, object_id: int, reversal: array<string, mixed>}>
	 */
	public static function changes( ?array $before, array $input, array $result ): array {
		$reply = get_comment( (int) ( $result['id'] ?? 0 ) );
		if ( null === $before || ! $reply instanceof WP_Comment ) {
			return array();
		}
		$after = Reply_Reversal::state( $reply );
		if ( $before['status'] === $after['status'] && md5( (string) $before['text'] ) === $after['content'] ) {
			return array();
		}
		return array(
			array(
				'object_type' => 'comment',
				'object_id'   => (int) $reply->comment_ID,
				'reversal'    => array(
					'kind'   => self::KIND,
					'id'     => (int) $reply->comment_ID,
					'before' => $before,
					'after'  => $after,
				),
			),
		);
	}

	/**
	 * @param array<string, mixed> $reversal A reply change reversal.
	 */
	public static function may_undo( array $reversal ): bool {
		return current_user_can( 'edit_comment', (int) $reversal['id'] );
	}

	/**
	 * @param array<string, mixed> $reversal A reply change reversal.
	 */
	public static function conflict( array $reversal ): ?string {
		$reply = get_comment( (int) $reversal['id'] );
		if ( ! $reply instanceof WP_Comment ) {
			return __( 'The reply no longer exists.', 'webmcp-abilities' );
		}
		return Reply_Reversal::state( $reply ) === (array) $reversal['after']
			? null
			: __( 'The reply was edited or moderated again since the agent\'s change.', 'webmcp-abilities' );
	}

	/**
	 * @param array<string, mixed> $reversal A reply change reversal, checked for conflicts.
	 * @return true|WP_Error
	 */
	public static function apply( array $reversal ): bool|WP_Error {
		$id     = (int) $reversal['id'];
		$before = (array) $reversal['before'];
		if ( 'trash' === $reversal['after']['status'] ) {
			$done = wp_untrash_comment( $id );
		} else {
			$updated = wp_update_comment(
				wp_slash(
					array(
						'comment_ID'      => $id,
						'comment_content' => (string) $before['text'],
					)
				),
				true
			);
			$done    = ! is_wp_error( $updated );
		}
		return $done
			? true
			: new WP_Error( 'undo_failed', __( 'WordPress could not make the reverse change.', 'webmcp-abilities' ) );
	}

	/**
	 * @param array<string, mixed> $reversal A reply change reversal.
	 */
	public static function describe( array $reversal ): string {
		return 'trash' === $reversal['after']['status']
			? __( 'Take the reply out of the trash', 'webmcp-abilities' )
			: __( 'Set the reply\'s earlier text back', 'webmcp-abilities' );
	}

	/**
	 * @return string The change undo takes back.
	 */
	public static function change_name(): string {
		return __( 'reply change', 'webmcp-abilities' );
	}

	/**
	 * @param array<string, mixed> $reversal A reply change reversal.
	 */
	public static function url( array $reversal ): string {
		return Reply_Reversal::url( $reversal );
	}
}
