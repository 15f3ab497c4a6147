<?php
/**
 * How many expired transients `delete_expired_transients()` would delete now.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Site_Health;

defined( 'ABSPATH' ) || exit;

/**
 * Counted with WordPress's own delete query turned into a count: a transient whose timeout has
 * passed and whose value is still stored, in the options table, and site transients there too on
 * a single site, or in the network's table on its main site.
 *
 * @internal
 * @since 0.8.0
 */
final class Expired_Transients {

	/**
	 * @return int Expired transients, site transients included.
	 */
	public static function count(): int {
		global $wpdb;
		$count = self::count_in( $wpdb->options, 'option_name', 'option_value', '_transient_' );
		if ( ! is_multisite() ) {
			return $count + self::count_in( $wpdb->options, 'option_name', 'option_value', '_site_transient_' );
		}
		if ( is_main_site() && is_main_network() ) {
			return $count + self::count_in( $wpdb->sitemeta, 'meta_key', 'meta_value', '_site_transient_' );
		}
		return $count;
	}

	/**
	 * @param string $table  The table.
	 * @param string $name   Its name column.
	 * @param string $value  Its value column.
	 * @param string $prefix `_transient_` or `_site_transient_`.
	 */
	private static function count_in( string $table, string $name, string $value, string $prefix ): int {
		global $wpdb;
		// phpcs:disable WordPress.DB -- the count of what core's own query deletes, which no API gives; the table and columns are WordPress's own names.
		$count = (int) $wpdb->get_var(
			$wpdb->prepare(
				"SELECT COUNT(*) FROM {$table} a, {$table} b WHERE a.{$name} LIKE %s AND a.{$name} NOT LIKE %s AND b.{$name} = CONCAT( %s, SUBSTRING( a.{$name}, %d ) ) AND b.{$value} < %d",
				$wpdb->esc_like( $prefix ) . '%',
				$wpdb->esc_like( $prefix . 'timeout_' ) . '%',
				$prefix . 'timeout_',
				strlen( $prefix ) + 1,
				time()
			)
		);
		// phpcs:enable
		return $count;
	}
}
