<?php
/**
 * What undoing an agent's update of a draft takes.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Posts;

use WP_Error;
use WP_Post;
use WP_Term;

defined( 'ABSPATH' ) || exit;

/**
 * `before` names the revision made of the draft as it was (its title, content and excerpt), and
 * holds its categories and tags, the tags the update made, and the fields it changed as they
 * were. Undo restores the revision, as the revisions screen's Restore button does, sets the terms
 * and fields back, and deletes the tags the update made once no post has them, unless the draft
 * changed since.
 *
 * @internal
 * @since 0.2.0
 */
final class Draft_Change_Reversal extends Post_Reversal {

	/** Kept from before kinds had classes: log entries already stored name it. */
	public const KIND = 'fields';

	/**
	 * @param array<string, mixed>|null $before The draft before.
	 * @param array<string, mixed>      $input  The update-draft call's input.
	 * @param array<string, mixed>      $result Its result: the draft.
	 * @return array<int, array{object_type: string, object_id: int, reversal: array<string, mixed>}>
	 */
	public static function changes( ?array $before, array $input, array $result ): array {
		$post = get_post( (int) ( $result['id'] ?? 0 ) );
		if ( ! $post instanceof WP_Post || null === $before ) {
			return array();
		}
		$revision = _wp_put_post_revision( $before['post'] );
		if ( ! is_int( $revision ) || 0 === $revision ) {
			return array();
		}
		return self::change(
			self::KIND,
			$post,
			array(
				'revision' => $revision,
				'terms'    => $before['terms'],
				// Tags the write made (a name no tag had): undo takes them away again, once unused.
				'created'  => array_values( array_filter( array_merge( ...array_values( self::terms_of( $post ) ) ), static fn ( int $term ): bool => $term > (int) ( $before['last_term'] ?? PHP_INT_MAX ) ) ),
				'meta'     => Registered_Meta::difference( (array) ( $before['meta'] ?? array() ), Registered_Meta::stored( $post ) )['before'],
			)
		);
	}

	/**
	 * @param array<string, mixed> $reversal A draft update's reversal.
	 */
	public static function may_undo( array $reversal ): bool {
		return current_user_can( 'edit_post', (int) ( $reversal['id'] ?? 0 ) );
	}

	/**
	 * @param array<string, mixed> $reversal A draft update's reversal, checked for conflicts.
	 * @return true|WP_Error
	 */
	public static function apply( array $reversal ): bool|WP_Error {
		$id     = (int) $reversal['id'];
		$before = (array) $reversal['before'];
		if ( ! wp_restore_post_revision( (int) $before['revision'] ) ) {
			return self::failed();
		}
		foreach ( (array) $before['terms'] as $taxonomy => $term_ids ) {
			wp_set_post_terms( $id, array_map( 'intval', (array) $term_ids ), (string) $taxonomy );
		}
		Registered_Meta::restore( $id, (array) ( $before['meta'] ?? array() ) );
		foreach ( array_map( 'intval', (array) ( $before['created'] ?? array() ) ) as $term_id ) {
			$term = get_term( $term_id );
			if ( $term instanceof WP_Term && array() === (array) get_objects_in_term( $term_id, $term->taxonomy ) ) {
				wp_delete_term( $term_id, $term->taxonomy );
			}
		}
		return true;
	}

	/**
	 * @param array<string, mixed> $reversal A draft update's reversal.
	 */
	public static function describe( array $reversal ): string {
		return array() === (array) ( $reversal['before']['meta'] ?? array() )
			? __( 'Restore the draft\'s earlier title, content, excerpt and terms', 'webmcp-abilities' )
			: __( 'Restore the draft\'s earlier title, content, excerpt, terms and fields', 'webmcp-abilities' );
	}

	/**
	 * @return string The change undo takes back.
	 */
	public static function change_name(): string {
		return __( 'draft update', 'webmcp-abilities' );
	}
}
