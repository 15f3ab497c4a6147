<?php
/**
 * What the plugin keeps for one site: its settings, the activity table and the daily prune.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Lifecycle;

use WebMCP_Abilities\Activity\Activity_Log;
use WebMCP_Abilities\Activity\Log_Retention;
use WebMCP_Abilities\Contract;

defined( 'ABSPATH' ) || exit;

/**
 * Sets up and removes the current site's data; `Sites` runs it on other sites of a network.
 *
 * @internal
 * @since 0.1.0
 */
final class Site_Data {

	/** What the plugin's transients' names begin with. */
	public const TRANSIENT_PREFIX = 'webmcp_abilities_';

	/**
	 * Creates the activity table and schedules its prune. The settings option is only written
	 * when the owner saves a choice.
	 *
	 * @since 0.1.0
	 */
	public static function set_up(): void {
		Activity_Log::install();
		Log_Retention::schedule();
	}

	/**
	 * Stops the daily prune; the data stays for a later activation.
	 *
	 * @since 0.1.0
	 */
	public static function pause(): void {
		Log_Retention::unschedule();
	}

	/**
	 * Deletes the settings, the tables with their version, the scheduled prune, and the
	 * assistant's issued calls.
	 *
	 * @since 0.1.0
	 */
	public static function remove(): void {
		delete_option( Contract::settings_option() );
		Activity_Log::drop();
		Log_Retention::unschedule();
		self::remove_transients();
	}

	/**
	 * The plugin's transients are in the database when the site has no persistent object cache;
	 * in one, they expire within minutes on their own.
	 *
	 * @since 0.1.0
	 */
	public static function remove_transients(): void {
		global $wpdb;
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name LIKE %s OR option_name LIKE %s", $wpdb->esc_like( '_transient_' . self::TRANSIENT_PREFIX ) . '%', $wpdb->esc_like( '_transient_timeout_' . self::TRANSIENT_PREFIX ) . '%' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- transients by prefix have no API.
	}
}
