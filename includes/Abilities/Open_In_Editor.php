<?php
/**
 * One post, one writer: a server ability never changes a post someone has open in the editor.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Abilities;

use WP_Error;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * The editor holds its own copy of the post: a write behind it is lost at the person's next Save
 * (or overwrites their unsaved work). WordPress marks an open post with its edit lock
 * (`_edit_lock`, set when the editor opens, renewed by its heartbeat, released when it closes);
 * while it is fresh, writes from outside the editor are refused, whoever holds it.
 *
 * @internal
 * @since 0.1.0
 */
final class Open_In_Editor {

	public const CODE = 'open_in_editor';

	/**
	 * @since 0.1.0
	 *
	 * @param WP_Post $post The post a server ability is about to change.
	 * @return WP_Error|null Why it must not, or null when no editor has it open.
	 */
	public static function refusal( WP_Post $post ): ?WP_Error {
		$lock = explode( ':', (string) get_post_meta( $post->ID, '_edit_lock', true ) );
		/** This filter is documented in wp-admin/includes/post.php */
		$window = (int) apply_filters( 'wp_check_post_lock_window', 150 ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WordPress's own filter, read as WordPress reads it.
		if ( count( $lock ) < 2 || (int) $lock[0] <= time() - $window ) {
			return null;
		}
		return new WP_Error(
			self::CODE,
			sprintf(
				/* translators: %s: post title. */
				__( '"%s" is open in the editor, which would overwrite this change (or lose its own unsaved changes). Make the change through the editor tools on that screen (wp_read-editor, wp_insert-blocks, wp_update-block, wp_set-post-fields, wp_save-draft), or ask the person to close the editor first. Nothing was changed.', 'webmcp-abilities' ),
				$post->post_title
			),
			array( 'status' => 409 )
		);
	}
}
