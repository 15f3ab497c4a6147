<?php
/**
 * Who may answer a comment, and change their answer, by the rules wp-admin applies.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Comments;

use WebMCP_Abilities\Abilities\Agent_Text;
use WebMCP_Abilities\Abilities\Errors;
use WP_Comment;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * The Reply link in wp-admin (`wp_ajax_replyto_comment()`) lets a logged-in person answer a comment on a
 * post they may edit, unless the post is a draft, pending or trashed. The reply is theirs: they
 * edit or trash it while `edit_comment` allows. Comments a person cannot see (on posts they cannot
 * read, or held ones they may not moderate) are `not_found`, as if they did not exist.
 *
 * @internal
 * @since 0.5.0
 */
final class Reply_Access {

	/** The longest reply taken. */
	public const MAX_LENGTH = 5000;

	/** Post statuses wp-admin refuses replies on. */
	private const CLOSED_STATUSES = array( 'draft', 'pending', 'trash', 'auto-draft' );

	/**
	 * @param int $id Comment ID.
	 * @return WP_Comment|WP_Error The comment, when the person may reply to it.
	 */
	public static function answerable( int $id ): WP_Comment|WP_Error {
		$comment = self::readable( $id );
		if ( is_wp_error( $comment ) ) {
			return $comment;
		}
		if ( ! current_user_can( 'edit_post', (int) $comment->comment_post_ID ) ) {
			return Errors::access_denied( __( 'You may reply from wp-admin only to comments on posts you may edit.', 'webmcp-abilities' ) );
		}
		return $comment;
	}

	/**
	 * What wp-admin would refuse about replying now, beyond who asks.
	 *
	 * @param WP_Comment $comment The comment answered.
	 * @return WP_Error|null `invalid_state`, or null when a reply can be posted.
	 */
	public static function not_answerable_now( WP_Comment $comment ): ?WP_Error {
		if ( in_array( get_post_status( (int) $comment->comment_post_ID ), self::CLOSED_STATUSES, true ) ) {
			return Errors::invalid_state( __( 'The comment is on a post that is not published: replies there are refused.', 'webmcp-abilities' ) );
		}
		$status = wp_get_comment_status( $comment );
		if ( 'approved' !== $status ) {
			return Errors::invalid_state(
				'unapproved' === $status
					? __( 'The comment is held for moderation. Approve it first (moderate-comment), then reply: a reply to a hidden comment would show on its own.', 'webmcp-abilities' )
					: __( 'The comment is spam or in the trash; replies go to approved comments only.', 'webmcp-abilities' )
			);
		}
		return null;
	}

	/**
	 * @param int $id Comment ID.
	 * @return WP_Comment|WP_Error The comment, when it is the person's own and they may edit it.
	 */
	public static function own( int $id ): WP_Comment|WP_Error {
		$comment = self::readable( $id );
		if ( is_wp_error( $comment ) ) {
			return $comment;
		}
		if ( get_current_user_id() !== (int) $comment->user_id || ! current_user_can( 'edit_comment', $id ) ) {
			return Errors::access_denied( __( 'Only your own replies can be changed here, on posts you may edit.', 'webmcp-abilities' ) );
		}
		return $comment;
	}

	/**
	 * The little HTML comments take from people without `unfiltered_html`, for everyone: an
	 * agent's words are not the person's typing (`Agent_Text`).
	 *
	 * @param string $content A reply as the agent gave it.
	 * @return string The reply as it will be stored.
	 */
	public static function as_stored( string $content ): string {
		return trim( Agent_Text::html( $content, 'data' ) );
	}

	/**
	 * @param int $id Comment ID.
	 * @return WP_Comment|WP_Error The comment, when the person may read the post it is on.
	 */
	private static function readable( int $id ): WP_Comment|WP_Error {
		if ( ! is_user_logged_in() ) {
			return Errors::access_denied( __( 'Log in to reply to comments.', 'webmcp-abilities' ) );
		}
		$comment = get_comment( $id );
		// A comment nobody may see yet exists only for the people who may moderate it.
		$visible = $comment instanceof WP_Comment
			&& current_user_can( 'read_post', (int) $comment->comment_post_ID )
			&& ( 'approved' === wp_get_comment_status( $comment ) || current_user_can( 'edit_comment', $id ) );
		if ( $visible ) {
			return $comment;
		}
		return Errors::not_found(
			sprintf(
				/* translators: %d: Comment ID. */
				__( 'No comment with ID %d exists that you can see. Use list-pending-comments to find one.', 'webmcp-abilities' ),
				$id
			)
		);
	}
}
