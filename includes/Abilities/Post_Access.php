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

	/** Of the types in REST with a screen, the ones that are not content: files have their own tools. */
	private const NOT_CONTENT = array( 'attachment' );

	/** Statuses of posts nobody can read yet, which agents may change and publish. */
	public const DRAFT_STATUSES = array( 'draft', 'pending', 'auto-draft' );

	/**
	 * The one home of which content the content abilities work on: every type shown in REST (the
	 * block editor's) with screens of its own (`show_ui`), as posts and pages are, whichever
	 * plugin adds it.
	 *
	 * @since 0.8.0
	 *
	 * @return string[] Post types, posts and pages first.
	 */
	public static function types(): array {
		$types = array_keys(
			get_post_types(
				array(
					'show_in_rest' => true,
					'show_ui'      => true,
				)
			)
		);
		return array_values(
			array_filter(
				$types,
				// Core keeps `wp_` for its own types (patterns, templates, menus, styles, fonts),
				// which have their own tools or are not content.
				static fn ( string $type ): bool => ! in_array( $type, self::NOT_CONTENT, true ) && ! str_starts_with( $type, 'wp_' )
			)
		);
	}

	/**
	 * @since 0.10.0
	 *
	 * @param bool $lists   Whether to name each type's list screen (`edit-book`).
	 * @param bool $editors Whether to name each type's editor screen (`book`).
	 * @return string[] The wp-admin screens of every content type, a tool's `screens`.
	 */
	public static function screens( bool $lists, bool $editors ): array {
		return array_merge(
			$lists ? array_map( static fn ( string $type ): string => "edit-$type", self::types() ) : array(),
			$editors ? self::types() : array()
		);
	}

	/**
	 * @since 0.8.0
	 *
	 * @param string $type A post type an agent named.
	 * @return WP_Error|null `invalid_input` naming the types there are, or null for one of them.
	 */
	public static function unknown_type( string $type ): ?WP_Error {
		$types = self::types();
		return in_array( $type, $types, true ) ? null : Errors::invalid_input(
			sprintf(
				/* translators: %s: the post types there are, comma separated. */
				__( 'That is no content type these tools work on. The types are: %s.', 'webmcp-abilities' ),
				implode( ', ', $types )
			)
		);
	}

	/**
	 * @since 0.8.0
	 *
	 * @param WP_Post $post A post.
	 * @return string It as its type names it, for people and agents: "Book 12", "Page 7".
	 */
	public static function named( WP_Post $post ): string {
		$type = get_post_type_object( $post->post_type );
		return sprintf(
			/* translators: 1: the post type's name for one item (Post, Page, Book), 2: its ID. */
			__( '%1$s %2$d', 'webmcp-abilities' ),
			null === $type ? $post->post_type : (string) $type->labels->singular_name,
			$post->ID
		);
	}

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
			|| ! in_array( $post->post_type, self::types(), true )
			|| ! current_user_can( 'read_post', $post->ID )
		) {
			return Errors::not_found(
				sprintf(
					/* translators: %d: Post ID. */
					__( 'No post, page or other content with ID %d exists that you can see. Use find-posts to look up the right ID.', 'webmcp-abilities' ),
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
					/* translators: %s: the post, as its type names it ("Book 12"). */
					__( 'You may read %s but not edit it.', 'webmcp-abilities' ),
					self::named( $post )
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
					/* translators: 1: the post, as its type names it ("Book 12"), 2: Post status. */
					__( '%1$s is %2$s; only drafts and pending posts can be changed or published here. Restore a trashed post first; fix a published one with update-published-post.', 'webmcp-abilities' ),
					self::named( $post ),
					$post->post_status
				)
			);
		}
		return $post;
	}
}
