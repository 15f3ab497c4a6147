<?php
/**
 * What a log entry touched, as people name it and where they open it.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Activity;

use WebMCP_Abilities\Undo\Reversal;
use WebMCP_Abilities\Undo\Undo_Request;

defined( 'ABSPATH' ) || exit;

/**
 * Used by the log screen and by the assistant's list of what it did. A title is people's text:
 * callers print it as text, never follow it.
 *
 * @internal
 * @since 0.3.0
 */
final class Logged_Object {

	/**
	 * @since 0.3.0
	 *
	 * @param object $item A log entry.
	 * @return string How it is named: a post's title, or "Comment 12".
	 */
	public static function label( object $item ): string {
		$reversal = Undo_Request::reversal_of( $item );
		if ( isset( $reversal['label'] ) ) {
			return (string) $reversal['label'];
		}
		$id = (int) $item->object_id;
		if ( 'comment' === $item->object_type ) {
			/* translators: %d: comment ID. */
			return sprintf( __( 'Comment %d', 'webmcp-abilities' ), $id );
		}
		$title = get_the_title( $id );
		/* translators: %d: post ID. */
		return '' === $title ? sprintf( __( 'Post %d', 'webmcp-abilities' ), $id ) : $title;
	}

	/**
	 * @since 0.3.0
	 *
	 * @param object $item A log entry.
	 * @return bool Whether it touched a post or comment that is still there.
	 */
	public static function exists( object $item ): bool {
		$reversal = Undo_Request::reversal_of( $item );
		if ( null !== $reversal && Reversal::outlives_object( $reversal ) ) {
			return true;
		}
		$id = (int) $item->object_id;
		switch ( $item->object_type ) {
			case 'post':
				return null !== get_post( $id );
			case 'comment':
				return null !== get_comment( $id );
		}
		// The site's identity stays.
		return null !== $reversal;
	}

	/**
	 * @since 0.3.0
	 *
	 * @param object $item A log entry.
	 * @return string Where the current person edits it, or '' (gone, or not theirs to edit).
	 */
	public static function url( object $item ): string {
		if ( self::of_unregistered_type( $item ) ) {
			return '';
		}
		$reversal = Undo_Request::reversal_of( $item );
		$url      = null === $reversal ? null : Reversal::url( $reversal );
		if ( null !== $url ) {
			return $url;
		}
		$id = (int) $item->object_id;
		if ( 'post' === $item->object_type && get_post( $id ) ) {
			return (string) get_edit_post_link( $id, 'raw' );
		}
		if ( 'comment' === $item->object_type && get_comment( $id ) && current_user_can( 'edit_comment', $id ) ) {
			return admin_url( 'comment.php?action=editcomment&c=' . $id );
		}
		return '';
	}

	/**
	 * A post of a content type no longer registered (its plugin switched off since): WordPress
	 * cannot say who may edit it, and notices it was asked, so its row offers no link and no undo.
	 *
	 * @since 0.9.0
	 *
	 * @param object $item A log entry.
	 * @return bool Whether it touched such a post.
	 */
	public static function of_unregistered_type( object $item ): bool {
		$id = (int) $item->object_id;
		// `get_post( 0 )` is the global post, whatever this entry touched.
		$post = 'post' === $item->object_type && $id > 0 ? get_post( $id ) : null;
		return null !== $post && ! post_type_exists( $post->post_type );
	}
}
