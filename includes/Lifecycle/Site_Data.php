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
	 * Deletes the settings, the table with its version and the scheduled prune.
	 *
	 * @since 0.1.0
	 */
	public static function remove(): void {
		delete_option( Contract::settings_option() );
		Activity_Log::drop();
		Log_Retention::unschedule();
	}
}
