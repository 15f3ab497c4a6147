<?php
/**
 * Finds a post for the current user, without revealing posts they cannot see.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Abilities;

use WP_Error;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * Post lookups shared by the content abilities' permission callbacks.
 *
 * @internal
 * @since 0.1.0
 */
final class Post_Access {

	/** Post types the content abilities work on. */
	public const POST_TYPES = array( 'post', 'page' );

	/** Statuses of posts nobody can read yet, which agents may change and publish. */
	public const DRAFT_STATUSES = array( 'draft', 'pending', 'auto-draft' );

	/**
	 * @param int $id Post ID.
	 * @return WP_Post|WP_Error The post; `not_found` when it does not exist, is of another type,
	 *                          or the user may not read it; `access_denied` for logged-out visitors.
	 */
	public static function readable( int $id ): WP_Post|WP_Error {
		if ( ! current_user_can( 'read' ) ) {
			return Errors::access_denied( __( 'Log in to work with posts.', 'webmcp-abilities' ) );
		}
		$post = get_post( $id );
		if ( ! $post instanceof WP_Post
			|| ! in_array( $post->post_type, self::POST_TYPES, true )
			|| ! current_user_can( 'read_post', $post->ID )
		) {
			return Errors::not_found(
				sprintf(
					/* translators: %d: Post ID. */
					__( 'No post or page with ID %d exists that you can see. Use find-posts to look up the right ID.', 'webmcp-abilities' ),
					$id
				)
			);
		}
		return $post;
	}

	/**
	 * @param int $id Post ID.
	 * @return WP_Post|WP_Error The post, `not_found` as for `readable()`, or `access_denied` when
	 *                          the user may read it but not edit it.
	 */
	public static function editable( int $id ): WP_Post|WP_Error {
		$post = self::readable( $id );
		if ( $post instanceof WP_Post && ! current_user_can( 'edit_post', $post->ID ) ) {
			return Errors::access_denied(
				sprintf(
					/* translators: %d: Post ID. */
					__( 'You may read post %d but not edit it.', 'webmcp-abilities' ),
					$id
				)
			);
		}
		return $post;
	}

	/**
	 * @param int $id Post ID.
	 * @return WP_Post|WP_Error The post, an error as for `editable()`, or `invalid_state` when it
	 *                          is no longer a draft or pending post.
	 */
	public static function editable_draft( int $id ): WP_Post|WP_Error {
		$post = self::editable( $id );
		if ( $post instanceof WP_Post && ! in_array( $post->post_status, self::DRAFT_STATUSES, true ) ) {
			return Errors::invalid_state(
				sprintf(
					/* translators: 1: Post ID, 2: Post status. */
					__( 'Post %1$d is %2$s; only drafts and pending posts can be changed or published here. Restore a trashed post first; ask the person to edit a published one in the editor.', 'webmcp-abilities' ),
					$post->ID,
					$post->post_status
				)
			);
		}
		return $post;
	}
}
