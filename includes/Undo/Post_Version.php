<?php
/**
 * A version of a post as its revisions keep it: what it reads, and the revision that holds it.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Undo;

use WP_Error;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * The one home of what the kinds that undo a post's text need (a fix to a published post, a
 * restored revision): the version a write replaces is kept as a revision, as if the person had
 * saved it, and undo restores that revision as the revisions screen's Restore button does
 * (`wp_restore_post_revision()`), unless the post changed again since.
 *
 * @internal
 * @since 0.9.0
 */
final class Post_Version {

	/** The fields a revision keeps and these writes rewrite. */
	private const FIELDS = array( 'post_title', 'post_content', 'post_excerpt' );

	/**
	 * @since 0.9.0
	 *
	 * @param array<string, mixed> $post A post or revision, as an array.
	 * @return string What its title, content and excerpt read, in short.
	 */
	public static function fingerprint( array $post ): string {
		$fields = array();
		foreach ( self::FIELDS as $field ) {
			$fields[] = normalize_whitespace( (string) ( $post[ $field ] ?? '' ) );
		}
		return md5( (string) wp_json_encode( $fields ) );
	}

	/**
	 * @since 0.9.0
	 *
	 * @param int    $id     A post.
	 * @param string $wanted What a version of it read (`fingerprint()`).
	 * @return int Its newest revision that reads so, autosaves aside; 0 when none does.
	 */
	public static function revision_of( int $id, string $wanted ): int {
		foreach ( wp_get_post_revisions( $id ) as $revision ) {
			if ( ! wp_is_post_autosave( $revision ) && self::fingerprint( $revision->to_array() ) === $wanted ) {
				return $revision->ID;
			}
		}
		return 0;
	}

	/**
	 * WordPress keeps a revision of each save, so the version now is usually the newest one; a
	 * post saved while revisions were off, or never saved since it was made, has none.
	 *
	 * @since 0.9.0
	 *
	 * @param WP_Post $post A post about to be rewritten.
	 */
	public static function keep( WP_Post $post ): void {
		if ( 0 === self::revision_of( $post->ID, self::fingerprint( $post->to_array() ) ) ) {
			_wp_put_post_revision( $post );
		}
	}

	/**
	 * @since 0.9.0
	 *
	 * @param int    $id       The post.
	 * @param string $after    What the write left it reading (`fingerprint()`).
	 * @param int    $revision The revision holding the version it replaced.
	 * @return string|null Why the version cannot be put back, or null.
	 */
	public static function conflict( int $id, string $after, int $revision ): ?string {
		$post = get_post( $id );
		if ( ! $post instanceof WP_Post ) {
			return __( 'The post no longer exists.', 'webmcp-abilities' );
		}
		if ( self::fingerprint( $post->to_array() ) !== $after ) {
			return __( 'The post\'s title, content or excerpt was changed again since the agent\'s change.', 'webmcp-abilities' );
		}
		$kept = wp_get_post_revision( $revision );
		return $kept instanceof WP_Post && (int) $kept->post_parent === $post->ID
			? null
			: __( 'The revision with the earlier version was deleted.', 'webmcp-abilities' );
	}

	/**
	 * @since 0.9.0
	 *
	 * @param int $revision The revision holding the version to put back, checked for conflicts.
	 * @return true|WP_Error
	 */
	public static function restore( int $revision ): bool|WP_Error {
		return wp_restore_post_revision( $revision )
			? true
			: new WP_Error( 'undo_failed', __( 'WordPress could not make the reverse change.', 'webmcp-abilities' ) );
	}
}
