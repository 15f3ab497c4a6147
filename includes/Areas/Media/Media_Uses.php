<?php
/**
 * Where a media item is used: the post it is attached to, posts it is the featured image of, and
 * posts whose content shows it.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Media;

use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * Every post but revisions and auto-drafts counts, the trash too (a post restored from it would
 * come back without its image). Content shows an item by its ID, as the block editor writes it
 * (`wp-image-N` on the image, `"id":N` in the block's attributes), or by its file's address,
 * at any of its sizes. Posts the person may not read are counted, never named.
 *
 * @internal
 * @since 0.8.0
 */
final class Media_Uses {

	/** Posts looked at for each way of using an item: enough to name them in a dialog. */
	private const MOST = 20;

	/**
	 * @param int $id An attachment.
	 * @return array<int, array{id: int, as: string}> The posts that use it, each once, by how:
	 *                                                `attached`, `featured_image` or `content`.
	 */
	public static function of( int $id ): array {
		global $wpdb;
		$uses   = array();
		$parent = (int) get_post_field( 'post_parent', $id );
		if ( $parent > 0 && get_post( $parent ) instanceof WP_Post ) {
			$uses[ $parent ] = 'attached';
		}
		$featured = $wpdb->get_col( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- every post of any status and type, which WP_Query does not read in one query.
			$wpdb->prepare(
				"SELECT p.ID FROM {$wpdb->postmeta} m JOIN {$wpdb->posts} p ON p.ID = m.post_id WHERE m.meta_key = '_thumbnail_id' AND m.meta_value = %s AND p.post_type <> 'revision' AND p.post_status <> 'auto-draft' ORDER BY p.ID LIMIT %d",
				(string) $id,
				self::MOST
			)
		);
		foreach ( array_map( 'intval', $featured ) as $post ) {
			$uses[ $post ] ??= 'featured_image';
		}
		foreach ( self::in_content( $id ) as $post ) {
			$uses[ $post ] ??= 'content';
		}
		unset( $uses[ $id ] );
		$list = array();
		foreach ( $uses as $post => $as ) {
			$list[] = array(
				'id' => (int) $post,
				'as' => $as,
			);
		}
		return $list;
	}

	/**
	 * @param array<int, array{id: int, as: string}> $uses Uses of an item (`of()`).
	 * @return string Them as a person reads them: each post they may read by title, type, ID and
	 *                how it uses the item; the others counted.
	 */
	public static function words( array $uses ): string {
		$named  = array();
		$unseen = 0;
		$how    = array(
			'attached'       => __( 'attached to it', 'webmcp-abilities' ),
			'featured_image' => __( 'its featured image', 'webmcp-abilities' ),
			'content'        => __( 'in its content', 'webmcp-abilities' ),
		);
		foreach ( $uses as $use ) {
			$post = get_post( $use['id'] );
			if ( ! $post instanceof WP_Post || ! current_user_can( 'read_post', $post->ID ) ) {
				++$unseen;
				continue;
			}
			$named[] = sprintf(
				/* translators: 1: a post's title, 2: its type ("Post", "Page"), 3: its ID, 4: how it uses the item. */
				__( '“%1$s” (%2$s %3$d, %4$s)', 'webmcp-abilities' ),
				'' === $post->post_title ? __( '(no title)', 'webmcp-abilities' ) : $post->post_title,
				(string) get_post_type_object( $post->post_type )?->labels->singular_name,
				$post->ID,
				$how[ $use['as'] ] ?? $use['as']
			);
		}
		if ( $unseen > 0 ) {
			/* translators: %d: number of posts. */
			$named[] = sprintf( _n( '%d post you cannot see', '%d posts you cannot see', $unseen, 'webmcp-abilities' ), $unseen );
		}
		return implode( wp_get_list_item_separator(), $named );
	}

	/**
	 * @param int $id An attachment.
	 * @return int[] Posts whose content shows it.
	 */
	private static function in_content( int $id ): array {
		global $wpdb;
		$shows = '(wp-image-' . $id . '|"id":' . $id . ')([^0-9]|$)';
		$file  = self::file_address( $id );
		if ( null !== $file ) {
			// Any size of it: `photo-300x200.png` is the same image, `photo-2.png` another.
			$shows .= '|' . preg_quote( $file['stem'] ) . '(-scaled)?(-[0-9]+x[0-9]+)?\.' . preg_quote( $file['extension'] ); // phpcs:ignore WordPress.PHP.PregQuoteDelimiter.Missing -- a pattern for the database's REGEXP, which has no delimiter.
		}
		$ids = $wpdb->get_col( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- no API searches content for an ID or an address; one read.
			$wpdb->prepare(
				"SELECT ID FROM {$wpdb->posts} WHERE post_type NOT IN ( 'revision', 'attachment' ) AND post_status <> 'auto-draft' AND post_content REGEXP %s ORDER BY ID LIMIT %d",
				$shows,
				self::MOST
			)
		);
		return array_map( 'intval', $ids );
	}

	/**
	 * @param int $id An attachment.
	 * @return array{stem: string, extension: string}|null The path of its file's address up to
	 *         the extension, without the `-scaled` WordPress adds to a large image (each size's
	 *         address starts with it too), and the extension; null when it has no file.
	 */
	private static function file_address( int $id ): ?array {
		$file = (string) get_post_meta( $id, '_wp_attached_file', true );
		if ( '' === $file ) {
			return null;
		}
		$parts = pathinfo( $file );
		$dir   = '.' !== $parts['dirname'] ? $parts['dirname'] . '/' : '';
		$base  = (string) wp_parse_url( wp_get_upload_dir()['baseurl'], PHP_URL_PATH );
		return array(
			'stem'      => $base . '/' . $dir . preg_replace( '/-scaled$/', '', $parts['filename'] ),
			'extension' => (string) ( $parts['extension'] ?? '' ),
		);
	}
}
