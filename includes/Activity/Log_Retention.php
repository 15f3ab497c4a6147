<?php
/**
 * Deletes old activity entries once a day.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Activity;

defined( 'ABSPATH' ) || exit;

/**
 * @internal
 * @since 0.1.0
 */
final class Log_Retention {

	public const CRON_HOOK    = 'webmcp_abilities_prune_log';
	public const DEFAULT_DAYS = 30;

	/**
	 * Runs on `init`: makes sure the daily event is scheduled.
	 *
	 * @since 0.1.0
	 */
	public static function schedule(): void {
		if ( ! wp_next_scheduled( self::CRON_HOOK ) ) {
			wp_schedule_event( time() + HOUR_IN_SECONDS, 'daily', self::CRON_HOOK );
		}
	}

	/**
	 * Runs on the daily event.
	 *
	 * @since 0.1.0
	 */
	public static function prune(): void {
		Activity_Log::prune( self::days() );
	}

	/**
	 * @since 0.6.0
	 *
	 * @return int How many days agent activity is kept.
	 */
	public static function days(): int {
		/**
		 * Filters how many days agent activity is kept.
		 *
		 * @since 0.1.0
		 *
		 * @param int $days Default 30.
		 */
		return max( 1, (int) apply_filters( 'webmcp_abilities_log_retention_days', self::DEFAULT_DAYS ) );
	}

	/**
	 * For deactivation and uninstall.
	 *
	 * @since 0.1.0
	 */
	public static function unschedule(): void {
		wp_clear_scheduled_hook( self::CRON_HOOK );
	}
}
