<?php
/**
 * What undoing a change to posts' categories, tags or other terms takes.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Terms;

use WebMCP_Abilities\Undo\Reversal_Kind;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * One reversal per post changed, holding its term IDs in the taxonomy before and after. Undo
 * sets the earlier ones back, unless the post's terms there changed again since.
 *
 * @internal
 * @since 0.5.0
 */
final class Post_Terms_Reversal implements Reversal_Kind {

	public const KIND = 'post_terms';

	/**
	 * @param array<string, mixed> $input A set-post-terms call's input.
	 * @return array<int, int[]> Each post's term IDs now.
	 */
	public static function snapshot( array $input ): array {
		$taxonomy = (string) ( $input['taxonomy'] ?? 'category' );
		$terms    = array();
		foreach ( (array) ( $input['posts'] ?? array() ) as $post ) {
			$terms[ (int) $post ] = taxonomy_exists( $taxonomy ) ? Set_Post_Terms::term_ids( (int) $post, $taxonomy ) : array();
		}
		return $terms;
	}

	/**
	 * @param array<string, mixed>|null $before Each post's term IDs before.
	 * @param array<string, mixed>      $input  The call's input.
	 * @param array<string, mixed>      $result Its result.
	 * @return array<int, array{object_type: string, object_id: int, reversal: array<string, mixed>}>
	 */
	public static function changes( ?array $before, array $input, array $result ): array {
		$taxonomy = (string) ( $input['taxonomy'] ?? 'category' );
		$changes  = array();
		foreach ( (array) ( $result['updated'] ?? array() ) as $post ) {
			$changes[] = array(
				'object_type' => 'post',
				'object_id'   => (int) $post,
				'reversal'    => array(
					'kind'     => self::KIND,
					'id'       => (int) $post,
					'taxonomy' => $taxonomy,
					'before'   => array( 'terms' => array_map( 'intval', (array) ( $before[ $post ] ?? array() ) ) ),
					'after'    => array( 'terms' => Set_Post_Terms::term_ids( (int) $post, $taxonomy ) ),
				),
			);
		}
		return $changes;
	}

	/**
	 * @param array<string, mixed> $reversal A post terms reversal.
	 */
	public static function may_undo( array $reversal ): bool {
		$taxonomy = get_taxonomy( (string) $reversal['taxonomy'] );
		return false !== $taxonomy && current_user_can( $taxonomy->cap->assign_terms ) && current_user_can( 'edit_post', (int) $reversal['id'] );
	}

	/**
	 * @param array<string, mixed> $reversal A post terms reversal.
	 */
	public static function conflict( array $reversal ): ?string {
		if ( null === get_post( (int) $reversal['id'] ) ) {
			return __( 'The post no longer exists.', 'webmcp-abilities' );
		}
		return Set_Post_Terms::term_ids( (int) $reversal['id'], (string) $reversal['taxonomy'] ) === array_map( 'intval', (array) $reversal['after']['terms'] )
			? null
			: __( 'The post\'s terms were changed again since the agent\'s change.', 'webmcp-abilities' );
	}

	/**
	 * @param array<string, mixed> $reversal A post terms reversal.
	 * @return true|WP_Error
	 */
	public static function apply( array $reversal ): bool|WP_Error {
		$set = wp_set_object_terms( (int) $reversal['id'], array_map( 'intval', (array) $reversal['before']['terms'] ), (string) $reversal['taxonomy'] );
		return is_wp_error( $set ) ? $set : true;
	}

	/**
	 * @param array<string, mixed> $reversal A post terms reversal.
	 */
	public static function describe( array $reversal ): string {
		$taxonomy = get_taxonomy( (string) $reversal['taxonomy'] );
		/* translators: %s: a taxonomy's name, e.g. Categories. */
		return sprintf( __( 'Give the post its earlier %s back', 'webmcp-abilities' ), false === $taxonomy ? (string) $reversal['taxonomy'] : $taxonomy->labels->name );
	}

	/**
	 * @return string The change undo takes back.
	 */
	public static function change_name(): string {
		return __( 'terms change', 'webmcp-abilities' );
	}

	/**
	 * @param array<string, mixed> $reversal A post terms reversal.
	 */
	public static function url( array $reversal ): string {
		$id = (int) $reversal['id'];
		return current_user_can( 'edit_post', $id ) ? (string) get_edit_post_link( $id, 'raw' ) : '';
	}
}
