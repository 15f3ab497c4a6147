<?php
/**
 * What undoing a merge of one term into another takes.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Terms;

use WebMCP_Abilities\Undo\Reversal_Kind;
use WP_Error;
use WP_Term;

defined( 'ABSPATH' ) || exit;

/**
 * `before` keeps the merged term (fields, its objects, which of them already had the other term,
 * its children); `after` the term that stayed. Undo recreates the merged term (a new ID: WordPress
 * never reuses one) with its fields, gives its objects back to it, takes the other term off those
 * that did not have it, and moves its children back under it. Refused when the slug is taken again
 * or one of the objects lost the other term since.
 *
 * @internal
 * @since 0.5.0
 */
final class Term_Merge_Reversal implements Reversal_Kind {

	public const KIND = 'term_merge';

	/**
	 * @param array<string, mixed> $input A merge-terms call's input.
	 * @return array<string, mixed>|null The term merged away, as it is now.
	 */
	public static function snapshot( array $input ): ?array {
		$taxonomy = (string) ( $input['taxonomy'] ?? 'category' );
		$from     = get_term( (int) ( $input['from'] ?? 0 ), $taxonomy );
		$into     = get_term( (int) ( $input['into'] ?? 0 ), $taxonomy );
		if ( ! $from instanceof WP_Term || ! $into instanceof WP_Term ) {
			return null;
		}
		$objects  = Merge_Terms::objects( $from );
		$had_into = array_values( array_intersect( $objects, Merge_Terms::objects( $into ) ) );
		$children = get_terms(
			array(
				'taxonomy'   => $taxonomy,
				'parent'     => $from->term_id,
				'hide_empty' => false,
				'fields'     => 'ids',
			)
		);
		return array(
			'term'     => Term_Reversal::fields( $from ),
			'label'    => Term_Reversal::label( $from ),
			'objects'  => $objects,
			'had_into' => $had_into,
			'children' => is_array( $children ) ? array_map( 'intval', $children ) : array(),
		);
	}

	/**
	 * @param array<string, mixed>|null $before The merged term before.
	 * @param array<string, mixed>      $input  The call's input.
	 * @param array<string, mixed>      $result Its result.
	 * @return array<int, array{object_type: string, object_id: int, reversal: array<string, mixed>}>
	 */
	public static function changes( ?array $before, array $input, array $result ): array {
		if ( null === $before || ! isset( $result['deleted'] ) ) {
			return array();
		}
		$taxonomy = (string) ( $input['taxonomy'] ?? 'category' );
		$into     = get_term( (int) $input['into'], $taxonomy );
		$label    = $into instanceof WP_Term
			/* translators: 1: the term merged away, e.g. Category “News”, 2: the term that stayed. */
			? sprintf( __( '%1$s merged into “%2$s”', 'webmcp-abilities' ), $before['label'], Term_Access::name( $into ) )
			: (string) $before['label'];
		return array(
			array(
				'object_type' => 'term',
				'object_id'   => (int) $input['into'],
				'reversal'    => array(
					'kind'     => self::KIND,
					'id'       => (int) $input['into'],
					'taxonomy' => $taxonomy,
					'label'    => $label,
					'before'   => $before,
					'after'    => array( 'into' => (int) $input['into'] ),
				),
			),
		);
	}

	/**
	 * @param array<string, mixed> $reversal A merge reversal.
	 */
	public static function may_undo( array $reversal ): bool {
		$taxonomy = get_taxonomy( (string) $reversal['taxonomy'] );
		return false !== $taxonomy && current_user_can( $taxonomy->cap->manage_terms ) && current_user_can( 'edit_term', (int) $reversal['id'] );
	}

	/**
	 * @param array<string, mixed> $reversal A merge reversal.
	 */
	public static function conflict( array $reversal ): ?string {
		$taxonomy = (string) $reversal['taxonomy'];
		$into     = get_term( (int) $reversal['id'], $taxonomy );
		if ( ! $into instanceof WP_Term ) {
			return __( 'The term the posts were merged into no longer exists.', 'webmcp-abilities' );
		}
		$before = (array) $reversal['before'];
		if ( get_term_by( 'slug', (string) $before['term']['slug'], $taxonomy ) instanceof WP_Term ) {
			return __( 'A term with the merged term\'s slug exists again.', 'webmcp-abilities' );
		}
		if ( array() !== array_diff( array_map( 'intval', (array) $before['objects'] ), Merge_Terms::objects( $into ) ) ) {
			return __( 'Posts of the merged term were changed since: some no longer have the term they were merged into.', 'webmcp-abilities' );
		}
		return null;
	}

	/**
	 * @param array<string, mixed> $reversal A merge reversal, checked for conflicts.
	 * @return true|WP_Error
	 */
	public static function apply( array $reversal ): bool|WP_Error {
		$taxonomy = (string) $reversal['taxonomy'];
		$into     = (int) $reversal['id'];
		$before   = (array) $reversal['before'];
		$term     = (array) $before['term'];
		$created  = wp_insert_term(
			wp_slash( (string) $term['name'] ),
			$taxonomy,
			wp_slash(
				array(
					'slug'        => (string) $term['slug'],
					'description' => (string) $term['description'],
					'parent'      => term_exists( (int) $term['parent'], $taxonomy ) ? (int) $term['parent'] : 0,
				)
			)
		);
		if ( is_wp_error( $created ) ) {
			return $created;
		}
		$id = (int) $created['term_id'];
		foreach ( array_map( 'intval', (array) $before['objects'] ) as $object ) {
			wp_add_object_terms( $object, $id, $taxonomy );
			if ( ! in_array( $object, array_map( 'intval', (array) $before['had_into'] ), true ) ) {
				wp_remove_object_terms( $object, $into, $taxonomy );
			}
		}
		foreach ( array_map( 'intval', (array) $before['children'] ) as $child ) {
			if ( get_term( $child, $taxonomy ) instanceof WP_Term ) {
				wp_update_term( $child, $taxonomy, array( 'parent' => $id ) );
			}
		}
		return true;
	}

	/**
	 * @param array<string, mixed> $reversal A merge reversal.
	 */
	public static function describe( array $reversal ): string {
		/* translators: %s: the term merged away, e.g. Category “News”. */
		return sprintf( __( 'Recreate %s with its posts', 'webmcp-abilities' ), (string) $reversal['before']['label'] );
	}

	/**
	 * @return string The change undo takes back.
	 */
	public static function change_name(): string {
		return __( 'term merge', 'webmcp-abilities' );
	}

	/**
	 * @param array<string, mixed> $reversal A merge reversal.
	 */
	public static function url( array $reversal ): string {
		$link = get_edit_term_link( (int) $reversal['id'], (string) $reversal['taxonomy'] );
		return is_string( $link ) ? $link : '';
	}
}
