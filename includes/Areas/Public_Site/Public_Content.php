<?php
/**
 * What the public abilities may show anyone: published items of public, searchable post types.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Public_Site;

use WebMCP_Abilities\Abilities\Errors;
use WP_Error;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * The one rule the visitor abilities share. It is narrower than what a logged-in person may see
 * on the front end (no private posts, no previews): a visitor's tool never shows more than the
 * public site does, whoever asks; people who may see more have wp-admin's tools.
 *
 * @internal
 * @since 0.1.0
 */
final class Public_Content {

	/**
	 * The public abilities' permission: anyone may run them, logged out included. What they
	 * return is what this class lets through, item by item, and an item that is not public
	 * answers as one that does not exist (a permission failure would answer 401 instead).
	 *
	 * @return bool Always true.
	 */
	public static function anyone(): bool {
		return true;
	}

	/**
	 * Post types a visitor can search and read: public and not excluded from search
	 * (attachments are left out: their pages are files, not content).
	 *
	 * @return string[] Post type names.
	 */
	public static function post_types(): array {
		$types = get_post_types(
			array(
				'public'              => true,
				'exclude_from_search' => false,
			)
		);
		return array_values( array_diff( $types, array( 'attachment' ) ) );
	}

	/**
	 * @param int $id A post ID.
	 * @return WP_Post|WP_Error The published item, or `not_found` (also for what exists but is
	 *                          not public: the two are never told apart).
	 */
	public static function readable( int $id ): WP_Post|WP_Error {
		$post = $id > 0 ? get_post( $id ) : null;
		if ( ! $post instanceof WP_Post || ! self::is_public( $post ) ) {
			return Errors::not_found( __( 'No published item of this site has this ID or address. Search the site to find one.', 'webmcp-abilities' ) );
		}
		return $post;
	}

	/**
	 * @param WP_Post $post A post.
	 * @return bool Whether anyone may read it on the public site.
	 */
	public static function is_public( WP_Post $post ): bool {
		return 'publish' === $post->post_status && in_array( $post->post_type, self::post_types(), true );
	}

	/**
	 * A password-protected item shows its title only, unless this visitor typed its password
	 * (WordPress's own cookie, as the page itself checks).
	 *
	 * @param WP_Post $post A public item.
	 * @return bool Whether its content and excerpt stay hidden.
	 */
	public static function is_locked( WP_Post $post ): bool {
		return '' !== $post->post_password && post_password_required( $post );
	}
}
