<?php
/**
 * Which taxonomies the term abilities work on, and who may do what with their terms.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Terms;

use WebMCP_Abilities\Abilities\Categories;
use WebMCP_Abilities\Abilities\Errors;
use WP_Error;
use WP_Taxonomy;
use WP_Term;

defined( 'ABSPATH' ) || exit;

/**
 * Categories, tags and any other public taxonomy shown in REST, each with its own capabilities
 * (`manage_categories` for both of core's, by default), checked as WordPress's term screens check
 * them: `manage_terms` to add, the `edit_term` and `delete_term` meta capabilities per term,
 * `assign_terms` to list and assign.
 *
 * @internal
 * @since 0.5.0
 */
final class Term_Access {

	/**
	 * @return array<string, mixed> JSON schema of a taxonomy input.
	 */
	public static function taxonomy_schema(): array {
		return array(
			'type'        => 'string',
			'pattern'     => '^[a-z0-9_-]{1,32}$',
			'default'     => 'category',
			'description' => __( 'The taxonomy: category, post_tag, or another public one.', 'webmcp-abilities' ),
		);
	}

	/**
	 * @param array<string, mixed> $input A call's input.
	 * @param string               $cap   Which of the taxonomy's capabilities the call needs.
	 * @return WP_Taxonomy|WP_Error The taxonomy, when it is one of these and the person has that capability.
	 */
	public static function taxonomy( array $input, string $cap ): WP_Taxonomy|WP_Error {
		if ( ! current_user_can( 'read' ) ) {
			return Errors::access_denied( __( 'Log in to work with categories and tags.', 'webmcp-abilities' ) );
		}
		$name     = (string) ( $input['taxonomy'] ?? 'category' );
		$taxonomy = get_taxonomy( $name );
		if ( ! $taxonomy instanceof WP_Taxonomy || ! $taxonomy->public || ! $taxonomy->show_in_rest ) {
			return Errors::invalid_input(
				sprintf(
					/* translators: %s: a taxonomy name. */
					__( 'There is no public taxonomy "%s". Use category or post_tag.', 'webmcp-abilities' ),
					$name
				)
			);
		}
		if ( ! current_user_can( $taxonomy->cap->$cap ) ) {
			return Errors::access_denied(
				sprintf(
					/* translators: %s: a taxonomy's name, e.g. Categories. */
					__( 'You may not do this with %s.', 'webmcp-abilities' ),
					$taxonomy->labels->name
				)
			);
		}
		return $taxonomy;
	}

	/**
	 * @param int    $id       A term ID.
	 * @param string $taxonomy Its taxonomy.
	 * @return WP_Term|WP_Error The term, when it is in that taxonomy.
	 */
	public static function term( int $id, string $taxonomy ): WP_Term|WP_Error {
		$term = get_term( $id, $taxonomy );
		if ( $term instanceof WP_Term ) {
			return $term;
		}
		return Errors::not_found(
			sprintf(
				/* translators: 1: term ID, 2: taxonomy name. */
				__( 'No term with ID %1$d is in %2$s. Use list-terms to find one.', 'webmcp-abilities' ),
				$id,
				$taxonomy
			)
		);
	}

	/**
	 * @param int    $id       A term ID.
	 * @param string $taxonomy Its taxonomy.
	 * @param string $cap      `edit_term` or `delete_term`.
	 * @return WP_Term|WP_Error The term, when the person may do that with it.
	 */
	public static function term_for( int $id, string $taxonomy, string $cap ): WP_Term|WP_Error {
		$term = self::term( $id, $taxonomy );
		if ( $term instanceof WP_Term && ! current_user_can( $cap, $term->term_id ) ) {
			return Errors::access_denied(
				sprintf(
					/* translators: %s: a term's name. */
					__( 'You may not change “%s”.', 'webmcp-abilities' ),
					self::name( $term )
				)
			);
		}
		return $term;
	}

	/**
	 * WordPress keeps term names HTML-escaped; people read them as text: this is that text.
	 *
	 * @param WP_Term $term A term.
	 */
	public static function name( WP_Term $term ): string {
		return wp_specialchars_decode( $term->name, ENT_QUOTES );
	}

	/**
	 * @param WP_Term $term A term.
	 * @return string How a dialog names it: its name, slug and ID, which tell apart terms of one name.
	 */
	public static function named( WP_Term $term ): string {
		return sprintf(
			/* translators: 1: a term's name, 2: its slug, 3: its ID. */
			__( '“%1$s” (%2$s, #%3$d)', 'webmcp-abilities' ),
			self::name( $term ),
			$term->slug,
			$term->term_id
		);
	}

	/**
	 * What a term's name or description will read once saved: WordPress strips tags from names
	 * (kses from descriptions, for people without `unfiltered_html`) and escapes both, so the
	 * dialog shows that, as text, rather than the agent's words.
	 *
	 * @param string $field    `name` or `description`.
	 * @param string $value    The value a call gives.
	 * @param string $taxonomy The term's taxonomy.
	 */
	public static function as_saved( string $field, string $value, string $taxonomy ): string {
		// The `pre_term_*` filters expect slashed data, as wp_insert_term() hands it to them.
		$saved = sanitize_term_field( $field, wp_slash( $value ), 0, $taxonomy, 'db' );
		return wp_specialchars_decode( wp_unslash( (string) $saved ), ENT_QUOTES );
	}

	/**
	 * WordPress never deletes a taxonomy's default term (`map_meta_cap()` denies `delete_term`
	 * on it to everyone), so a call that would must say why rather than "you may not".
	 *
	 * @param WP_Term $term A term.
	 */
	public static function is_default( WP_Term $term ): bool {
		return (int) get_option( 'default_' . $term->taxonomy ) === $term->term_id
			|| (int) get_option( 'default_term_' . $term->taxonomy ) === $term->term_id;
	}

	/**
	 * @param WP_Term $term A term.
	 * @return array{id: int, name: string, slug: string, parent: int, count: int} It, as agents read it.
	 */
	public static function summary( WP_Term $term ): array {
		return array(
			'id'     => $term->term_id,
			'name'   => self::name( $term ),
			'slug'   => $term->slug,
			'parent' => $term->parent,
			'count'  => $term->count,
		);
	}

	/**
	 * @return array<string, mixed> JSON schema of `summary()`.
	 */
	public static function summary_schema(): array {
		return array(
			'type'       => 'object',
			'properties' => array(
				'id'     => array( 'type' => 'integer' ),
				'name'   => array( 'type' => 'string' ),
				'slug'   => array( 'type' => 'string' ),
				'parent' => array( 'type' => 'integer' ),
				'count'  => array(
					'type'        => 'integer',
					'description' => __( 'Published posts with this term.', 'webmcp-abilities' ),
				),
			),
		);
	}
}
