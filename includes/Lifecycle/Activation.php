<?php
/**
 * Sets up and pauses the plugin's per-site data on activation, deactivation, and for sites
 * added to or deleted from a network where the plugin is network-active.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Lifecycle;

use WebMCP_Abilities\Activity\Activity_Log;
use WebMCP_Abilities\Activity\Rate_Limiter;
use WebMCP_Abilities\Grants\Grant_Store;
use WebMCP_Abilities\Proposals\Proposal_Store;
use WP_Site;

use const WebMCP_Abilities\PLUGIN_FILE;

defined( 'ABSPATH' ) || exit;

/**
 * @internal
 * @since 0.1.0
 */
final class Activation {

	/**
	 * @since 0.1.0
	 *
	 * @param bool|null $network_wide True when activated for the whole network.
	 */
	public static function activate( $network_wide = false ): void {
		// WordPress avoids walking a large network (over 10,000 sites); there each site's table
		// is created before its first write and its prune is scheduled on its first request.
		$all_sites = $network_wide && is_multisite() && ! wp_is_large_network();
		Sites::run( array( Site_Data::class, 'set_up' ), $all_sites );
	}

	/**
	 * @since 0.1.0
	 *
	 * @param bool|null $network_wide True when deactivated for the whole network.
	 */
	public static function deactivate( $network_wide = false ): void {
		Sites::run( array( Site_Data::class, 'pause' ), (bool) $network_wide );
	}

	/**
	 * Runs on `wp_initialize_site`, after core has made the new site's tables.
	 *
	 * @since 0.1.0
	 *
	 * @param WP_Site $site The new site.
	 */
	public static function set_up_new_site( WP_Site $site ): void {
		if ( self::is_network_active() ) {
			Sites::run_on( (int) $site->blog_id, array( Site_Data::class, 'set_up' ) );
		}
	}

	/**
	 * Filters `wpmu_drop_tables`: deleting a site drops its activity table too.
	 *
	 * @since 0.1.0
	 *
	 * @param string[] $tables  Tables core drops for the site.
	 * @param int      $site_id The site being deleted.
	 * @return string[]
	 */
	public static function drop_site_table( $tables, $site_id ): array {
		global $wpdb;
		$tables = (array) $tables;
		$prefix = $wpdb->get_blog_prefix( (int) $site_id );
		foreach ( array( Activity_Log::TABLE, Rate_Limiter::TABLE, Grant_Store::TABLE, Proposal_Store::TABLE ) as $table ) {
			$tables[] = $prefix . $table;
		}
		return $tables;
	}

	/**
	 * @return bool Whether the plugin is active on every site of the network.
	 */
	private static function is_network_active(): bool {
		$plugins = get_site_option( 'active_sitewide_plugins', array() );
		return is_array( $plugins ) && isset( $plugins[ plugin_basename( PLUGIN_FILE ) ] );
	}
}
