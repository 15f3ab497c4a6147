<?php
/**
 * What undoing each of the plugin's own writes takes, whether the object is still as the agent
 * left it, and the undo itself.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Undo;

use WebMCP_Abilities\Abilities\Registry;
use WP_Error;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * A reversal is plain data, stored with the log entry: its `kind`, the object's `id`, what the
 * object was `before` and what the write left it as (`after`). Undo refuses when the object no
 * longer matches `after` (someone changed it since), so it never overwrites a later change.
 *
 * - `created`: a draft the agent created; undo trashes it.
 * - `fields`: a draft's title, content and excerpt (kept as a revision) and its terms; undo
 *   restores the revision and the terms.
 * - `status`: a post's status and date before publishing or scheduling; undo puts them back.
 * - `trash`: a trashed post's status; undo restores it from the trash with that status.
 * - `comment`: a comment's status; undo sets it back.
 * - the kinds with a class of their own (`Reversal_Kind`), in their areas, the Site Editor's
 *   saves among them.
 *
 * Each area says which of its writes records which kind (`Abilities\Area::reversals()`).
 *
 * @internal
 * @since 0.2.0
 */
final class Reversal {

	/** Comment statuses as `wp_get_comment_status()` names them, and as `wp_set_comment_status()` sets them. */
	private const COMMENT_STATUSES = array(
		'approved'   => 'approve',
		'unapproved' => 'hold',
		'spam'       => 'spam',
		'trash'      => 'trash',
	);

	/** Terms a draft update may change. */
	private const TAXONOMIES = array( 'category', 'post_tag' );

	/**
	 * @param string $ability An ability's name.
	 */
	public static function is_reversible( string $ability ): bool {
		return isset( Registry::reversals()[ $ability ] );
	}

	/**
	 * @param string $ability A reversible ability.
	 * @return class-string<Reversal_Kind>|null The class of the kind it records, when it has one.
	 */
	private static function handler_of( string $ability ): ?string {
		$kind = Registry::reversals()[ $ability ] ?? '';
		return is_subclass_of( $kind, Reversal_Kind::class ) ? $kind : null;
	}

	/**
	 * @since 0.6.0
	 *
	 * @return array<string, string> The kind of reversal each of the plugin's own server writes
	 *         records, by ability; the Site Editor's saves record a kind of their own.
	 */
	public static function kinds(): array {
		return array_map( static fn ( string $kind ): string => is_subclass_of( $kind, Reversal_Kind::class ) ? $kind::KIND : $kind, Registry::reversals() );
	}

	/**
	 * @param array<string, mixed> $reversal A stored reversal.
	 * @return class-string<Reversal_Kind>|null The class of its kind, when it has one.
	 */
	private static function handler( array $reversal ): ?string {
		foreach ( Registry::reversal_kinds() as $handler ) {
			if ( ( $reversal['kind'] ?? '' ) === $handler::KIND ) {
				return $handler;
			}
		}
		return null;
	}

	/**
	 * The object as it is before the write.
	 *
	 * @param string               $ability A reversible ability.
	 * @param array<string, mixed> $input   Its input.
	 * @return array<string, mixed>|null
	 */
	public static function snapshot( string $ability, array $input ): ?array {
		$handler = self::handler_of( $ability );
		if ( null !== $handler ) {
			return $handler::snapshot( $input );
		}
		$id = (int) ( $input['id'] ?? 0 );
		switch ( Registry::reversals()[ $ability ] ) {
			case 'comment':
				$status = wp_get_comment_status( $id );
				return is_string( $status ) ? array( 'status' => $status ) : null;
			case 'created':
				return null;
			default:
				$post = get_post( $id );
				if ( ! $post instanceof WP_Post ) {
					return null;
				}
				return array(
					'post'      => $post->to_array(),
					'terms'     => self::terms_of( $post ),
					'last_term' => self::last_term(),
				);
		}
	}

	/**
	 * What the write changed, one change per object, with what undo needs.
	 *
	 * @param string                    $ability A reversible ability.
	 * @param array<string, mixed>|null $before  The snapshot.
	 * @param array<string, mixed>      $input   Its input.
	 * @param array<string, mixed>      $result  The ability's result.
	 * @return array<int, array{object_type: string, object_id: int, reversal: array<string, mixed>}>
	 */
	public static function changes( string $ability, ?array $before, array $input, array $result ): array {
		$handler = self::handler_of( $ability );
		if ( null !== $handler ) {
			return $handler::changes( $before, $input, $result );
		}
		$change = self::of( $ability, $before, $result );
		return null === $change ? array() : array( $change );
	}

	/**
	 * What the write changed, with what undo needs; nothing when it changed nothing.
	 *
	 * @param string                    $ability A reversible ability.
	 * @param array<string, mixed>|null $before  The snapshot.
	 * @param array<string, mixed>      $result  The ability's result.
	 * @return array{object_type: string, object_id: int, reversal: array<string, mixed>}|null
	 */
	private static function of( string $ability, ?array $before, array $result ): ?array {
		$kind = Registry::reversals()[ $ability ];
		$id   = (int) ( $result['id'] ?? 0 );
		if ( 'comment' === $kind ) {
			$status = wp_get_comment_status( $id );
			if ( null === $before || $status === $before['status'] ) {
				return null;
			}
			return self::change( 'comment', $id, $kind, $before, array( 'status' => $status ) );
		}
		$post = get_post( $id );
		if ( ! $post instanceof WP_Post ) {
			return null;
		}
		$after = array(
			'status'   => $post->post_status,
			'modified' => $post->post_modified_gmt,
			'content'  => self::fingerprint( $post ),
			'state'    => self::state( $post ),
		);
		if ( 'created' === $kind ) {
			return self::change( 'post', $id, $kind, array(), $after );
		}
		if ( null === $before || ( 'trash' === $kind && 'trash' === $before['post']['post_status'] ) ) {
			return null;
		}
		$kept = array(
			'status'   => $before['post']['post_status'],
			'date'     => $before['post']['post_date'],
			'date_gmt' => $before['post']['post_date_gmt'],
			// Publishing gives a draft its slug, and the trash its own.
			'name'     => $before['post']['post_name'],
		);
		if ( 'fields' === $kind ) {
			$revision = _wp_put_post_revision( $before['post'] );
			if ( ! is_int( $revision ) || 0 === $revision ) {
				return null;
			}
			$kept = array(
				'revision' => $revision,
				'terms'    => $before['terms'],
				// Tags the write made (a name no tag had): undo takes them away again, once unused.
				'created'  => array_values( array_filter( array_merge( ...array_values( self::terms_of( $post ) ) ), static fn ( int $term ): bool => $term > (int) ( $before['last_term'] ?? PHP_INT_MAX ) ) ),
			);
		}
		return self::change( 'post', $id, $kind, $kept, $after );
	}

	/**
	 * @param array<string, mixed> $reversal A stored reversal.
	 * @return bool Whether the current person may make the reverse change.
	 */
	public static function may_undo( array $reversal ): bool {
		$handler = self::handler( $reversal );
		if ( null !== $handler ) {
			return $handler::may_undo( $reversal );
		}
		$id = (int) ( $reversal['id'] ?? 0 );
		switch ( $reversal['kind'] ?? '' ) {
			case 'comment':
				return current_user_can( 'edit_comment', $id );
			case 'created':
			case 'trash':
				return current_user_can( 'delete_post', $id );
			case 'fields':
			case 'status':
				return current_user_can( 'edit_post', $id );
		}
		return false;
	}

	/**
	 * @param array<string, mixed> $reversal A stored reversal.
	 * @return string|null What changed since the agent's write, or null when the object is as it left it.
	 */
	public static function conflict( array $reversal ): ?string {
		$handler = self::handler( $reversal );
		if ( null !== $handler ) {
			return $handler::conflict( $reversal );
		}
		$id    = (int) $reversal['id'];
		$after = (array) $reversal['after'];
		if ( 'comment' === $reversal['kind'] ) {
			$status = wp_get_comment_status( $id );
			if ( ! is_string( $status ) ) {
				return __( 'The comment no longer exists.', 'webmcp-abilities' );
			}
			return $status === $after['status'] ? null : sprintf(
				/* translators: 1: the comment's status now, 2: the status the agent left it in. */
				__( 'The comment was moderated again since: it is %1$s now, and the agent left it %2$s.', 'webmcp-abilities' ),
				$status,
				$after['status']
			);
		}
		$post = get_post( $id );
		if ( ! $post instanceof WP_Post ) {
			return __( 'The post no longer exists.', 'webmcp-abilities' );
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
		if ( $changed ) {
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
		return null;
	}

	/**
	 * Makes the reverse change, as the current person.
	 *
	 * @param array<string, mixed> $reversal A stored reversal, already checked for conflicts.
	 * @return true|WP_Error
	 */
	public static function apply( array $reversal ): bool|WP_Error {
		$handler = self::handler( $reversal );
		if ( null !== $handler ) {
			return $handler::apply( $reversal );
		}
		$id     = (int) $reversal['id'];
		$before = (array) $reversal['before'];
		switch ( $reversal['kind'] ) {
			case 'comment':
				$status = self::COMMENT_STATUSES[ (string) $before['status'] ] ?? null;
				return null !== $status && true === wp_set_comment_status( $id, $status, true ) ? true : self::failed();
			case 'created':
				return wp_trash_post( $id ) instanceof WP_Post ? true : self::failed();
			case 'fields':
				if ( ! wp_restore_post_revision( (int) $before['revision'] ) ) {
					return self::failed();
				}
				foreach ( (array) $before['terms'] as $taxonomy => $term_ids ) {
					wp_set_post_terms( $id, array_map( 'intval', (array) $term_ids ), (string) $taxonomy );
				}
				foreach ( array_map( 'intval', (array) ( $before['created'] ?? array() ) ) as $term_id ) {
					$term = get_term( $term_id );
					if ( $term instanceof \WP_Term && array() === (array) get_objects_in_term( $term_id, $term->taxonomy ) ) {
						wp_delete_term( $term_id, $term->taxonomy );
					}
				}
				return true;
			case 'trash':
				if ( ! wp_untrash_post( $id ) instanceof WP_Post ) {
					return self::failed();
				}
				return self::restore_status( $id, $before );
			case 'status':
				return self::restore_status( $id, $before );
		}
		return self::failed();
	}

	/**
	 * What undo cannot take back, for the person to weigh before they click.
	 *
	 * @param array<string, mixed> $reversal A stored reversal.
	 */
	public static function caveat( array $reversal ): ?string {
		if ( 'status' === $reversal['kind'] && 'publish' === ( $reversal['after']['status'] ?? '' ) ) {
			return __( 'Undo takes the post off the site, but not back from anyone who saw it: while it was published it may have been read, sent by email or to feed readers, and pinged to other sites.', 'webmcp-abilities' );
		}
		$handler = self::handler( $reversal );
		if ( null !== $handler ) {
			// A kind with something undo cannot take back says so itself.
			return method_exists( $handler, 'caveat' ) ? $handler::caveat( $reversal ) : null;
		}
		if ( 'comment' === $reversal['kind'] && 'approved' === ( $reversal['after']['status'] ?? '' ) ) {
			return __( 'While approved, the comment was on the site and may have notified its post\'s author.', 'webmcp-abilities' );
		}
		return null;
	}

	/**
	 * @param array<string, mixed> $reversal A stored reversal.
	 * @return string What undo will do, in a sentence for its button's label.
	 */
	public static function describe( array $reversal ): string {
		$handler = self::handler( $reversal );
		if ( null !== $handler ) {
			return $handler::describe( $reversal );
		}
		$before = (array) $reversal['before'];
		switch ( $reversal['kind'] ) {
			case 'comment':
				/* translators: %s: the comment's earlier status. */
				return sprintf( __( 'Set the comment back to %s', 'webmcp-abilities' ), (string) $before['status'] );
			case 'created':
				return __( 'Move the draft the agent created to the trash', 'webmcp-abilities' );
			case 'fields':
				return __( 'Restore the draft\'s earlier title, content, excerpt and terms', 'webmcp-abilities' );
			case 'trash':
				/* translators: %s: the post's status before it was trashed. */
				return sprintf( __( 'Restore the post from the trash as %s', 'webmcp-abilities' ), (string) $before['status'] );
		}
		/* translators: %s: the post's status before the agent published it. */
		return sprintf( __( 'Set the post back to %s', 'webmcp-abilities' ), (string) ( $before['status'] ?? '' ) );
	}

	/**
	 * @since 0.2.0
	 *
	 * @param array<string, mixed> $reversal A reversal.
	 * @return string The change it takes back, in a word or two ("trash", "publish").
	 */
	public static function change_name( array $reversal ): string {
		$handler = self::handler( $reversal );
		if ( null !== $handler ) {
			return $handler::change_name();
		}
		switch ( $reversal['kind'] ) {
			case 'comment':
				return __( 'moderation', 'webmcp-abilities' );
			case 'created':
				return __( 'creation', 'webmcp-abilities' );
			case 'fields':
				return __( 'draft update', 'webmcp-abilities' );
			case 'trash':
				return __( 'trash', 'webmcp-abilities' );
		}
		return __( 'publish', 'webmcp-abilities' );
	}

	/**
	 * @since 0.5.0
	 *
	 * @param array<string, mixed> $reversal A stored reversal of a kind with a class of its own.
	 * @return string|null Where the current person edits its object ('' for nowhere), or null for
	 *         the other kinds, which name a post or a comment.
	 */
	public static function url( array $reversal ): ?string {
		$handler = self::handler( $reversal );
		return null === $handler ? null : $handler::url( $reversal );
	}

	/**
	 * @since 0.7.0
	 *
	 * @param array<string, mixed> $reversal A stored reversal.
	 * @return bool Whether its object is there whatever happened to it since (a template is the
	 *              theme's when the site's copy is gone; styles and menus stay).
	 */
	public static function outlives_object( array $reversal ): bool {
		$handler = self::handler( $reversal );
		return null !== $handler && method_exists( $handler, 'outlives_object' ) && $handler::outlives_object();
	}

	/**
	 * @param int                  $id     The post.
	 * @param array<string, mixed> $before Its status and dates before the write.
	 * @return true|WP_Error
	 */
	private static function restore_status( int $id, array $before ): bool|WP_Error {
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
	 * @return array<string, int[]> Its terms, by taxonomy, for the taxonomies a draft update changes.
	 */
	private static function terms_of( WP_Post $post ): array {
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
	 * @param string               $type   `post` or `comment`.
	 * @param int                  $id     The object.
	 * @param string               $kind   The reversal's kind.
	 * @param array<string, mixed> $before What undo restores.
	 * @param array<string, mixed> $after  What the write left.
	 * @return array{object_type: string, object_id: int, reversal: array<string, mixed>}
	 */
	private static function change( string $type, int $id, string $kind, array $before, array $after ): array {
		return array(
			'object_type' => $type,
			'object_id'   => $id,
			'reversal'    => array(
				'kind'   => $kind,
				'id'     => $id,
				'before' => $before,
				'after'  => $after,
			),
		);
	}

	/**
	 * @return WP_Error A reverse change WordPress did not make.
	 */
	private static function failed(): WP_Error {
		return new WP_Error( 'undo_failed', __( 'WordPress could not make the reverse change.', 'webmcp-abilities' ) );
	}
}
