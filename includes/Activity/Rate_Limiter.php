<?php
/**
 * Budgets of agent requests: so many a minute for each person or visitor, then HTTP 429.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Activity;

use WebMCP_Abilities\Settings\Settings;
use WP_Error;
use WP_REST_Response;

defined( 'ABSPATH' ) || exit;

/**
 * Counts what an agent sends: runs the bridge marked for their ability, reports of browser
 * outcomes and the assistant's model turns. Each writes a log entry, so this is what keeps one
 * person's agent from filling the log or tying up the site. Other REST use is not counted.
 *
 * A visitor's agent (logged out, on the public site's tools) has a budget of its own, keyed by a
 * keyed hash of the visitor's address (`Visitor_Address`), never the address itself; and all
 * visitors together have a site-wide ceiling, so a flood from many addresses cannot tie up the
 * site.
 *
 * The count lives in a small table of its own, one row per budget, shared by every PHP worker
 * and web node through the database (with or without a persistent object cache). Each request
 * is counted and decided in one atomic statement (`UPDATE … SET used = used + 1 WHERE used <
 * limit`: the row's lock makes parallel requests take turns), so the budget is exact under any
 * concurrency. A minute starts with a person's first counted request.
 *
 * @internal
 * @since 0.1.0
 */
final class Rate_Limiter {

	/** Agent requests per person per minute. */
	public const DEFAULT_LIMIT = 60;

	private const WINDOW = MINUTE_IN_SECONDS;

	/** The table's name after the site's prefix. */
	public const TABLE = 'webmcp_abilities_budget';

	/**
	 * @return string This site's budget table, with its prefix.
	 */
	public static function table(): string {
		global $wpdb;
		return $wpdb->prefix . self::TABLE;
	}

	/**
	 * @return string The table's definition, for `dbDelta` (see Activity_Log::install()).
	 */
	public static function schema(): string {
		global $wpdb;
		return 'CREATE TABLE ' . self::table() . " (
			who varchar(64) NOT NULL,
			window_start bigint(20) unsigned NOT NULL DEFAULT 0,
			used int(10) unsigned NOT NULL DEFAULT 0,
			PRIMARY KEY  (who)
		) {$wpdb->get_charset_collate()};";
	}

	/**
	 * Counts one request against the user's budget, unless it is spent.
	 *
	 * @since 0.1.0
	 *
	 * @param int $user_id The logged-in user.
	 * @return int|null Seconds until the budget is back when it is spent (the request is not
	 *                  counted), or null when the request was counted and may go on.
	 */
	public static function take( int $user_id ): ?int {
		return self::take_from( 'user:' . $user_id, self::limit( $user_id ) );
	}

	/**
	 * Counts one proposal against the person's proposals for the day (a day starts with their
	 * first proposal).
	 *
	 * @since 0.6.0
	 *
	 * @param int $user_id The proposer.
	 * @param int $limit   Proposals a day; 0 means no limit.
	 * @return int|null Seconds until they may propose again, or null when it was counted.
	 */
	public static function take_proposal( int $user_id, int $limit ): ?int {
		return self::take_from( 'proposals:' . $user_id, $limit, DAY_IN_SECONDS );
	}

	/**
	 * Counts one request of a logged-out visitor's agent: against that visitor's budget (the
	 * same size as a person's), then against every visitor's together.
	 *
	 * @since 0.1.0
	 *
	 * @return int|null As take().
	 */
	public static function take_for_visitor(): ?int {
		$own = self::take_from( 'visitor:' . Visitor_Address::key(), self::limit( 0 ) );
		if ( null !== $own ) {
			return $own;
		}
		/**
		 * Filters how many agent requests all logged-out visitors together may make per minute
		 * (the owner's choice on the settings screen, 600 by default); more are answered with HTTP
		 * 429 `rate_limited`. 0 switches it off.
		 *
		 * @since 0.1.0
		 *
		 * @param int $ceiling Requests per minute.
		 */
		$chosen  = Settings::get()['public_site']['visitor_ceiling'];
		$ceiling = apply_filters( 'webmcp_abilities_visitor_ceiling', $chosen );
		return self::take_from( 'visitors', is_numeric( $ceiling ) ? max( 0, (int) $ceiling ) : $chosen );
	}

	/**
	 * @param string $who    The budget's key.
	 * @param int    $limit  Requests allowed per window; 0 means no limit.
	 * @param int    $window The window's length in seconds.
	 * @return int|null As take().
	 */
	private static function take_from( string $who, int $limit, int $window = self::WINDOW ): ?int {
		global $wpdb;
		if ( 0 === $limit ) {
			return null;
		}
		Activity_Log::maybe_upgrade();
		$table = self::table();
		$now   = time();
		// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- the plugin's own table; a budget must not be cached.
		$wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$table} (who, window_start, used) VALUES (%s, %d, 0)", $who, $now ) );
		// A new minute: only the first request to see the old one resets it (the condition is
		// false for every later one), so no count is lost to a second reset.
		$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET window_start = %d, used = 0 WHERE who = %s AND window_start <= %d", $now, $who, $now - $window ) );
		// Count and decide in one statement.
		$counted = $wpdb->query( $wpdb->prepare( "UPDATE {$table} SET used = used + 1 WHERE who = %s AND used < %d", $who, $limit ) );
		if ( 0 !== $counted ) {
			// Counted (1), or the database failed (false): then the request fails on its own.
			return null;
		}
		$start = (int) $wpdb->get_var( $wpdb->prepare( "SELECT window_start FROM {$table} WHERE who = %s", $who ) );
		// phpcs:enable
		return max( 1, $start + $window - $now );
	}

	/**
	 * @since 0.1.0
	 *
	 * @param int $retry_after Seconds until the budget is back.
	 * @return WP_REST_Response HTTP 429 `rate_limited`, with `Retry-After`; the error data say the
	 *                          same, since `@wordpress/api-fetch` hands no headers to the bridge.
	 */
	public static function refusal( int $retry_after ): WP_REST_Response {
		$error = new WP_Error(
			'rate_limited',
			sprintf(
				/* translators: %d: seconds. */
				_n( 'Too many agent calls in a minute. Try again in %d second.', 'Too many agent calls in a minute. Try again in %d seconds.', $retry_after, 'webmcp-abilities' ),
				$retry_after
			),
			array(
				'status'      => 429,
				'retryable'   => true,
				'retry_after' => $retry_after,
			)
		);
		$response = rest_convert_error_to_response( $error );
		$response->header( 'Retry-After', (string) $retry_after );
		return $response;
	}

	/**
	 * @param int $user_id The user; 0 for a logged-out visitor.
	 * @return int Requests allowed per minute; 0 means no limit.
	 */
	public static function limit( int $user_id ): int {
		/**
		 * Filters how many agent requests (tool runs and reports of browser outcomes) one person may
		 * make per minute; more are answered with HTTP 429 `rate_limited`. 0 switches the limit off.
		 *
		 * @since 0.1.0
		 *
		 * @param int $limit   Requests per minute (default 60).
		 * @param int $user_id The user; 0 for each logged-out visitor's own budget.
		 */
		$limit = apply_filters( 'webmcp_abilities_rate_limit', self::DEFAULT_LIMIT, $user_id );
		return is_numeric( $limit ) ? max( 0, (int) $limit ) : self::DEFAULT_LIMIT;
	}
}
