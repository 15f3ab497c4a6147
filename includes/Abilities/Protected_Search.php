<?php
/**
 * A search clause in which password-protected content matches by its title only.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Abilities;

use WP_Query;

defined( 'ABSPATH' ) || exit;

/**
 * WordPress's search also looks inside password-protected content, which its readers cannot see
 * without the password: matching it would let anyone test guesses of the hidden text. This
 * rebuilds WordPress's clause, term by term as `WP_Query::parse_search()` reads them, so that the
 * title (which the site shows) always matches and the excerpt and content only where the
 * searcher may read them. `find-posts` and `search-site` differ only in who may.
 *
 * @internal
 * @since 0.1.0
 */
final class Protected_Search {

	/**
	 * @param string   $search   WordPress's own search clause (`posts_search`).
	 * @param WP_Query $query    The query it is for.
	 * @param string   $readable SQL that holds for a post whose excerpt and content may match.
	 * @return string The clause to use instead.
	 */
	public static function clause( string $search, WP_Query $query, string $readable ): string {
		global $wpdb;
		$terms = $query->query_vars['search_terms'] ?? array();
		if ( '' === $search || ! is_array( $terms ) || array() === $terms ) {
			return $search;
		}
		/** This filter is documented in wp-includes/class-wp-query.php */
		$exclusion_prefix = (string) apply_filters( 'wp_query_search_exclusion_prefix', '-' ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WordPress's own filter, read as WP_Query reads it.
		$clauses          = array();
		foreach ( $terms as $term ) {
			$term    = (string) $term;
			$exclude = '' !== $exclusion_prefix && str_starts_with( $term, $exclusion_prefix );
			$like    = '%' . $wpdb->esc_like( $exclude ? substr( $term, strlen( $exclusion_prefix ) ) : $term ) . '%';
			// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table names and the caller's SQL condition.
			$clauses[] = $exclude
				? $wpdb->prepare( "( {$wpdb->posts}.post_title NOT LIKE %s AND ( NOT {$readable} OR ( {$wpdb->posts}.post_excerpt NOT LIKE %s AND {$wpdb->posts}.post_content NOT LIKE %s ) ) )", $like, $like, $like )
				: $wpdb->prepare( "( {$wpdb->posts}.post_title LIKE %s OR ( {$readable} AND ( {$wpdb->posts}.post_excerpt LIKE %s OR {$wpdb->posts}.post_content LIKE %s ) ) )", $like, $like, $like );
			// phpcs:enable
		}
		return ' AND ( ' . implode( ' AND ', $clauses ) . ' ) ';
	}
}
