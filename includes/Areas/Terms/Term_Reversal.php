<?php
/**
 * What undoing an added or renamed term takes.
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
 * `before` is empty for a term the agent added (undo deletes it, unless posts got it since) and
 * holds the changed fields for one it renamed (undo puts them back, unless they changed again).
 *
 * @internal
 * @since 0.5.0
 */
final class Term_Reversal implements Reversal_Kind {

	public const KIND = 'term';

	/**
	 * @param array<string, mixed> $input A save-term call's input.
	 * @return array<string, mixed>|null The term's fields now; null for a term about to be added.
	 */
	public static function snapshot( array $input ): ?array {
		if ( ! isset( $input['id'] ) ) {
			return null;
		}
		$term = get_term( (int) $input['id'], (string) ( $input['taxonomy'] ?? 'category' ) );
		return $term instanceof WP_Term ? self::fields( $term ) : null;
	}

	/**
	 * @param array<string, mixed>|null $before The term's fields before.
	 * @param array<string, mixed>      $input  The call's input.
	 * @param array<string, mixed>      $result Its result.
	 * @return array<int, array{object_type: string, object_id: int, reversal: array<string, mixed>}>
	 */
	public static function changes( ?array $before, array $input, array $result ): array {
		$taxonomy = (string) ( $input['taxonomy'] ?? 'category' );
		$term     = get_term( (int) ( $result['id'] ?? 0 ), $taxonomy );
		if ( ! $term instanceof WP_Term ) {
			return array();
		}
		$after = self::fields( $term );
		if ( null !== $before ) {
			$changed = array_keys( array_diff_assoc( $after, $before ) );
			if ( array() === $changed ) {
				return array();
			}
			$before = array_intersect_key( $before, array_flip( $changed ) );
			$after  = array_intersect_key( $after, array_flip( $changed ) );
		}
		return array(
			array(
				'object_type' => 'term',
				'object_id'   => $term->term_id,
				'reversal'    => array(
					'kind'     => self::KIND,
					'id'       => $term->term_id,
					'taxonomy' => $taxonomy,
					'label'    => self::label( $term ),
					'before'   => $before ?? array(),
					'after'    => $after,
				),
			),
		);
	}

	/**
	 * @param array<string, mixed> $reversal A term reversal.
	 */
	public static function may_undo( array $reversal ): bool {
		return current_user_can( array() === $reversal['before'] ? 'delete_term' : 'edit_term', (int) $reversal['id'] );
	}

	/**
	 * @param array<string, mixed> $reversal A term reversal.
	 */
	public static function conflict( array $reversal ): ?string {
		$term = get_term( (int) $reversal['id'], (string) $reversal['taxonomy'] );
		if ( ! $term instanceof WP_Term ) {
			return __( 'The term no longer exists.', 'webmcp-abilities' );
		}
		$after = array_map( 'strval', (array) $reversal['after'] );
		if ( array() !== array_diff_assoc( array_map( 'strval', array_intersect_key( self::fields( $term ), $after ) ), $after ) ) {
			return __( 'The term was changed again since the agent\'s change.', 'webmcp-abilities' );
		}
		if ( array() === $reversal['before'] && $term->count > 0 ) {
			return __( 'Posts were given the term since the agent added it.', 'webmcp-abilities' );
		}
		return null;
	}

	/**
	 * @param array<string, mixed> $reversal A term reversal.
	 * @return true|WP_Error
	 */
	public static function apply( array $reversal ): bool|WP_Error {
		$id       = (int) $reversal['id'];
		$taxonomy = (string) $reversal['taxonomy'];
		$done     = array() === $reversal['before']
			? wp_delete_term( $id, $taxonomy )
			: wp_update_term( $id, $taxonomy, wp_slash( (array) $reversal['before'] ) );
		if ( is_wp_error( $done ) ) {
			return $done;
		}
		return false === $done ? new WP_Error( 'undo_failed', __( 'WordPress could not make the reverse change.', 'webmcp-abilities' ) ) : true;
	}

	/**
	 * @param array<string, mixed> $reversal A term reversal.
	 */
	public static function describe( array $reversal ): string {
		return array() === $reversal['before']
			? __( 'Delete the term the agent added', 'webmcp-abilities' )
			: __( 'Give the term its earlier name, slug, description and parent back', 'webmcp-abilities' );
	}

	/**
	 * @return string The change undo takes back.
	 */
	public static function change_name(): string {
		return __( 'term change', 'webmcp-abilities' );
	}

	/**
	 * @param array<string, mixed> $reversal A term reversal.
	 */
	public static function url( array $reversal ): string {
		$link = get_edit_term_link( (int) $reversal['id'], (string) $reversal['taxonomy'] );
		return is_string( $link ) ? $link : '';
	}

	/**
	 * @param WP_Term $term A term.
	 * @return array<string, string|int> Its fields a save changes.
	 */
	public static function fields( WP_Term $term ): array {
		return array(
			'name'        => Term_Access::name( $term ),
			'slug'        => $term->slug,
			'description' => $term->description,
			'parent'      => $term->parent,
		);
	}

	/**
	 * @param WP_Term $term A term.
	 * @return string How the log names it: Category “News”.
	 */
	public static function label( WP_Term $term ): string {
		$taxonomy = get_taxonomy( $term->taxonomy );
		/* translators: 1: a taxonomy's singular name, e.g. Category, 2: a term's name. */
		return sprintf( __( '%1$s “%2$s”', 'webmcp-abilities' ), false === $taxonomy ? $term->taxonomy : $taxonomy->labels->singular_name, Term_Access::name( $term ) );
	}
}
