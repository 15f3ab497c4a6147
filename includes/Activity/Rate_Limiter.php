<?php
/**
 * A per-user budget of agent requests: so many a minute, then HTTP 429.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Activity;

use WP_Error;
use WP_REST_Response;

defined( 'ABSPATH' ) || exit;

/**
 * Counts what an agent sends: runs the bridge marked for their ability and reports of browser
 * outcomes. Each writes a log entry, so this is what keeps one person's agent from filling the
 * log or tying up the site. Other REST use is not counted.
 *
 * The count lives in a transient (the object cache when the site has one), so every PHP worker
 * shares it. A minute starts with a person's first counted request. Reading and writing the count
 * are two steps: requests that arrive at the same instant on parallel workers can each pass on
 * the same count, so a burst may overshoot by a few; sustained traffic cannot.
 *
 * @internal
 * @since 0.1.0
 */
final class Rate_Limiter {

	/** Agent requests per person per minute. */
	public const DEFAULT_LIMIT = 60;

	private const WINDOW = MINUTE_IN_SECONDS;

	private const TRANSIENT_PREFIX = 'webmcp_abilities_rate_';

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
		$limit = self::limit( $user_id );
		if ( 0 === $limit ) {
			return null;
		}
		$key    = self::TRANSIENT_PREFIX . $user_id;
		$now    = time();
		$window = get_transient( $key );
		if ( ! is_array( $window ) || ! is_int( $window['start'] ?? null ) || ! is_int( $window['count'] ?? null ) || $now >= $window['start'] + self::WINDOW ) {
			$window = array(
				'start' => $now,
				'count' => 0,
			);
		}
		$left_in_window = max( 1, $window['start'] + self::WINDOW - $now );
		if ( $window['count'] >= $limit ) {
			return $left_in_window;
		}
		++$window['count'];
		set_transient( $key, $window, $left_in_window );
		return null;
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
	 * @param int $user_id The user.
	 * @return int Requests allowed per minute; 0 means no limit.
	 */
	private static function limit( int $user_id ): int {
		/**
		 * Filters how many agent requests (tool runs and reports of browser outcomes) one person may
		 * make per minute; more are answered with HTTP 429 `rate_limited`. 0 switches the limit off.
		 *
		 * @since 0.1.0
		 *
		 * @param int $limit   Requests per minute (default 60).
		 * @param int $user_id The user.
		 */
		$limit = apply_filters( 'webmcp_abilities_rate_limit', self::DEFAULT_LIMIT, $user_id );
		return is_numeric( $limit ) ? max( 0, (int) $limit ) : self::DEFAULT_LIMIT;
	}
}
