<?php
/**
 * What undoing a created or updated draft, a publish and a trash shares: how the post is read
 * before the write, what the write left, and the check that it is still so.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Posts;

use WebMCP_Abilities\Undo\Reversal_Kind;
use WP_Error;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * `after` holds the post as the write left it: its status, its time of change, its texts in short
 * (`content`), everything a person edits in it, in short (`state`), and its type's fields
 * (`meta`, when it has any). Undo refuses when the post no longer reads so, whichever kind it is.
 * Each kind says what `before` keeps and how it is put back.
 *
 * @internal
 * @since 0.2.0
 */
abstract class Post_Reversal implements Reversal_Kind {

	/** Terms a draft update may change. */
	private const TAXONOMIES = array( 'category', 'post_tag' );

	/**
	 * @param array<string, mixed> $input The write's input.
	 * @return array{post: array<string, mixed>, terms: array<string, int[]>, last_term: int, meta: array<string, string|null>}|null
	 *         The post now, its terms, the newest term, for a draft update to tell the tags it
	 *         made, and its fields.
	 */
	public static function snapshot( array $input ): ?array {
		$post = get_post( (int) ( $input['id'] ?? 0 ) );
		if ( ! $post instanceof WP_Post ) {
			return null;
		}
		return array(
			'post'      => $post->to_array(),
			'terms'     => self::terms_of( $post ),
			'last_term' => self::last_term(),
			'meta'      => Registered_Meta::stored( $post ),
		);
	}

	/**
	 * @param array<string, mixed> $reversal A stored reversal of one of the posts' kinds.
	 * @return string|null What changed since the agent's write, or null when the post is as it left it.
	 */
	public static function conflict( array $reversal ): ?string {
		$id   = (int) $reversal['id'];
		$post = get_post( $id );
		if ( ! $post instanceof WP_Post ) {
			return __( 'The post no longer exists.', 'webmcp-abilities' );
		}
		$after = (array) $reversal['after'];
		$meta  = Registered_Meta::changed_since( $post, (array) ( $after['meta'] ?? array() ) );
		if ( null !== $meta ) {
			return $meta;
		}
		if ( $post->post_status !== $after['status'] ) {
			return sprintf(
				/* translators: 1: the post's status now, 2: the status the agent left it in. */
				__( 'The post\'s status changed since: it is %1$s now, and the agent left it %2$s.', 'webmcp-abilities' ),
				$post->post_status,
				$after['status']
			);
		}
		// What the write left, field by field: a later save that changed none of it (an undo of a
		// later write, which puts back exactly what this one left) is no one's change to keep.
		// Entries written before it was kept go by the time, which has whole seconds only: a
		// change in the same second shows in the content.
		$changed = isset( $after['state'] )
			? self::state( $post ) !== $after['state']
			: $post->post_modified_gmt !== $after['modified'] || self::fingerprint( $post ) !== ( $after['content'] ?? '' );
		if ( ! $changed ) {
			return null;
		}
		$when = get_date_from_gmt( $post->post_modified_gmt, 'Y-m-d H:i:s' );
		// Who saved last: the newest revision's author, or the last editor wp-admin noted.
		$revisions = wp_get_post_revisions( $id, array( 'posts_per_page' => 1 ) );
		$latest    = reset( $revisions );
		$editor    = get_userdata( $latest instanceof WP_Post ? (int) $latest->post_author : (int) get_post_meta( $id, '_edit_last', true ) );
		return $editor
			/* translators: 1: when the post was last changed, 2: who changed it. */
			? sprintf( __( 'The post was changed since the agent\'s change: last edited %1$s by %2$s.', 'webmcp-abilities' ), $when, $editor->display_name )
			/* translators: %s: when the post was last changed. */
			: sprintf( __( 'The post was changed since the agent\'s change: last edited %s.', 'webmcp-abilities' ), $when );
	}

	/**
	 * @param array<string, mixed> $reversal A stored reversal of one of the posts' kinds.
	 * @return string The post's edit screen, when the current person may edit it.
	 */
	public static function url( array $reversal ): string {
		return (string) get_edit_post_link( (int) $reversal['id'], 'raw' );
	}

	/**
	 * @param string               $kind   The reversal's kind.
	 * @param WP_Post              $post   The post as the write left it.
	 * @param array<string, mixed> $before What undo restores.
	 * @return array<int, array{object_type: string, object_id: int, reversal: array<string, mixed>}>
	 *         The write's one change.
	 */
	protected static function change( string $kind, WP_Post $post, array $before ): array {
		return array(
			array(
				'object_type' => 'post',
				'object_id'   => $post->ID,
				'reversal'    => array(
					'kind'   => $kind,
					'id'     => $post->ID,
					'before' => $before,
					'after'  => array(
						'status'   => $post->post_status,
						'modified' => $post->post_modified_gmt,
						'content'  => self::fingerprint( $post ),
						'state'    => self::state( $post ),
					) + array_filter( array( 'meta' => Registered_Meta::stored( $post ) ) ),
				),
			),
		);
	}

	/**
	 * @param array<string, mixed> $before The snapshot.
	 * @return array<string, mixed> The status, dates and slug the post had: what a write that
	 *         moves it from one status to another changes.
	 */
	protected static function kept_status( array $before ): array {
		return array(
			'status'   => $before['post']['post_status'],
			'date'     => $before['post']['post_date'],
			'date_gmt' => $before['post']['post_date_gmt'],
			// Publishing gives a draft its slug, and the trash its own.
			'name'     => $before['post']['post_name'],
		);
	}

	/**
	 * @param int                  $id     The post.
	 * @param array<string, mixed> $before Its status and dates before the write (`kept_status()`).
	 * @return true|WP_Error
	 */
	protected static function restore_status( int $id, array $before ): bool|WP_Error {
		$restored = wp_update_post(
			array(
				'ID'            => $id,
				'post_status'   => (string) $before['status'],
				'post_date'     => (string) $before['date'],
				'post_date_gmt' => (string) $before['date_gmt'],
				'edit_date'     => true,
			) + ( isset( $before['name'] ) ? array( 'post_name' => (string) $before['name'] ) : array() ),
			true
		);
		return is_wp_error( $restored ) ? $restored : true;
	}

	/**
	 * @param WP_Post $post A post.
	 * @return array<string, int[]> Its terms, by taxonomy, for the taxonomies a draft update changes.
	 */
	protected static function terms_of( WP_Post $post ): array {
		$terms = array();
		foreach ( self::TAXONOMIES as $taxonomy ) {
			if ( is_object_in_taxonomy( $post->post_type, $taxonomy ) ) {
				$ids                = wp_get_object_terms( $post->ID, $taxonomy, array( 'fields' => 'ids' ) );
				$terms[ $taxonomy ] = is_array( $ids ) ? array_map( 'intval', $ids ) : array();
			}
		}
		return $terms;
	}

	/**
	 * @return WP_Error A reverse change WordPress did not make.
	 */
	protected static function failed(): WP_Error {
		return new WP_Error( 'undo_failed', __( 'WordPress could not make the reverse change.', 'webmcp-abilities' ) );
	}

	/**
	 * @return int The newest term's ID of the taxonomies a draft update changes: any of them with
	 *             a greater ID after the write, the write made.
	 */
	private static function last_term(): int {
		$newest = get_terms(
			array(
				'taxonomy'   => self::TAXONOMIES,
				'orderby'    => 'term_id',
				'order'      => 'DESC',
				'number'     => 1,
				'fields'     => 'ids',
				'hide_empty' => false,
			)
		);
		return is_array( $newest ) && array() !== $newest ? (int) $newest[0] : 0;
	}

	/**
	 * @param WP_Post $post A post.
	 * @return string What a person may have changed in it, hashed: title, content, excerpt.
	 */
	private static function fingerprint( WP_Post $post ): string {
		return md5( (string) wp_json_encode( array( $post->post_title, $post->post_content, $post->post_excerpt ) ) );
	}

	/**
	 * @param WP_Post $post A post.
	 * @return string Everything of it a person edits, and every reverse change restores, hashed:
	 *                its texts, status, slug, author, parent, password, discussion, order, its
	 *                fixed date (a draft's floating one follows each save) and its terms.
	 */
	private static function state( WP_Post $post ): string {
		return md5(
			(string) wp_json_encode(
				array(
					$post->post_title,
					$post->post_content,
					$post->post_excerpt,
					$post->post_status,
					$post->post_name,
					(int) $post->post_author,
					(int) $post->post_parent,
					$post->post_password,
					$post->comment_status,
					$post->ping_status,
					(int) $post->menu_order,
					$post->post_date_gmt,
					self::terms_of( $post ),
				)
			)
		);
	}
}
