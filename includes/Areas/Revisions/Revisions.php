<?php
/**
 * A post's revisions, as the revisions screen finds them for the person.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Revisions;

use WebMCP_Abilities\Abilities\Describe_Output;
use WebMCP_Abilities\Abilities\Errors;
use WebMCP_Abilities\Abilities\Post_Access;
use WebMCP_Abilities\Undo\Post_Version;
use WP_Error;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * The revisions screen lets in whoever may edit the post (`edit_post` on it), of any type that
 * keeps revisions; a revision is named by its ID and belongs to one post only.
 *
 * @internal
 * @since 0.9.0
 */
final class Revisions {

	/**
	 * @return string[] The screens these tools are made for: the revisions screen and the editor
	 *                  of each content type, whose screen is named as the type.
	 */
	public static function screens(): array {
		return array_merge( array( 'revision' ), Post_Access::screens( false, true ) );
	}

	/**
	 * @param array<string, mixed> $input Validated input, with the post's `id`.
	 * @return true|WP_Error True when the user may see the post's revisions.
	 */
	public static function can_run( array $input ): bool|WP_Error {
		$post = self::post( (int) $input['id'] );
		return $post instanceof WP_Post ? true : $post;
	}

	/**
	 * @param int $id Post ID.
	 * @return WP_Post|WP_Error The post; an error as `Post_Access::editable()` says, or
	 *                          `invalid_state` for a type that keeps no revisions.
	 */
	public static function post( int $id ): WP_Post|WP_Error {
		$post = Post_Access::editable( $id );
		if ( $post instanceof WP_Post && ! post_type_supports( $post->post_type, 'revisions' ) ) {
			return Errors::invalid_state(
				sprintf(
					/* translators: %d: Post ID. */
					__( 'Post %d is of a type that keeps no revisions.', 'webmcp-abilities' ),
					$post->ID
				)
			);
		}
		return $post;
	}

	/**
	 * @param WP_Post $post A post.
	 * @return array<int, WP_Post> Its revisions, autosaves among them, newest first.
	 */
	public static function of( WP_Post $post ): array {
		return array_values( wp_get_post_revisions( $post->ID ) );
	}

	/**
	 * @param WP_Post $post The post.
	 * @param int     $id   What the agent gave as one of its revisions.
	 * @return WP_Post|WP_Error The revision; `invalid_input` for an ID that is no revision of it.
	 */
	public static function named( WP_Post $post, int $id ): WP_Post|WP_Error {
		$revision = wp_get_post_revision( $id );
		if ( ! $revision instanceof WP_Post || (int) $revision->post_parent !== $post->ID ) {
			return Errors::invalid_input(
				sprintf(
					/* translators: 1: the ID given, 2: Post ID. */
					__( '%1$d is not a revision of post %2$d; list-revisions gives its revisions\' IDs. Nothing was changed.', 'webmcp-abilities' ),
					$id,
					$post->ID
				)
			);
		}
		return $revision;
	}

	/**
	 * @param WP_Post      $post  The post.
	 * @param WP_Post|null $after A revision of it, or null for the post as it is now.
	 * @return WP_Post|WP_Error The newest revision older than it that reads otherwise (title,
	 *                          content or excerpt), autosaves aside; `invalid_state` when none does.
	 */
	public static function before( WP_Post $post, ?WP_Post $after ): WP_Post|WP_Error {
		$reads   = Post_Version::fingerprint( ( $after ?? $post )->to_array() );
		$passed  = null === $after;
		$earlier = null;
		foreach ( self::of( $post ) as $revision ) {
			if ( ! $passed ) {
				$passed = $revision->ID === $after?->ID;
				continue;
			}
			if ( ! wp_is_post_autosave( $revision ) && Post_Version::fingerprint( $revision->to_array() ) !== $reads ) {
				$earlier = $revision;
				break;
			}
		}
		return $earlier ?? Errors::invalid_state(
			sprintf(
				/* translators: %d: Post ID. */
				__( 'Post %d has no earlier version that reads otherwise.', 'webmcp-abilities' ),
				$post->ID
			)
		);
	}

	/**
	 * @param WP_Post      $post     The post.
	 * @param WP_Post|null $revision One of its revisions, or null for the post as it is now.
	 * @return array{revision: int|string, author: string, date: string} Which version, who saved
	 *         it and when (ISO 8601, UTC).
	 */
	public static function version( WP_Post $post, ?WP_Post $revision ): array {
		if ( null === $revision ) {
			$editor = (int) get_post_meta( $post->ID, '_edit_last', true );
			return array(
				'revision' => 'current',
				'author'   => Describe_Output::person( $editor > 0 ? $editor : (int) $post->post_author ),
				'date'     => (string) get_post_modified_time( 'c', true, $post ),
			);
		}
		return array(
			'revision' => $revision->ID,
			'author'   => Describe_Output::person( (int) $revision->post_author ),
			'date'     => (string) get_post_time( 'c', true, $revision ),
		);
	}

	/**
	 * @return array<string, mixed> JSON schema of `version()`.
	 */
	public static function version_schema(): array {
		return array(
			'type'       => 'object',
			'properties' => array(
				'revision' => array(
					'type'        => array( 'integer', 'string' ),
					'description' => __( 'The revision\'s ID, or "current" for the post as it is now.', 'webmcp-abilities' ),
				),
				'author'   => array( 'type' => 'string' ),
				'date'     => array( 'type' => 'string' ),
			),
			'required'   => array( 'revision', 'author', 'date' ),
		);
	}
}
