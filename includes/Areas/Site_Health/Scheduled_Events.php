<?php
/**
 * The site's scheduled events (WP-Cron), as WordPress stores them, and running one as wp-cron.php
 * does.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Site_Health;

use WebMCP_Abilities\Abilities\Errors;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * WordPress keys each event by its time, its hook and `md5( serialize( $args ) )`: the same
 * three name one event here. An event is due once its time has come (wp-cron.php runs those whose
 * time is not after now).
 *
 * @internal
 * @since 0.8.0
 */
final class Scheduled_Events {

	/**
	 * @return list<array{hook: string, timestamp: int, key: string, schedule: string|false, interval: int|null, event: array<string, mixed>}>
	 *         Every scheduled event, soonest first; `event` as stored.
	 */
	public static function all(): array {
		$crons = _get_cron_array();
		ksort( $crons );
		$events = array();
		foreach ( $crons as $timestamp => $hooks ) {
			foreach ( (array) $hooks as $hook => $keys ) {
				foreach ( (array) $keys as $key => $event ) {
					$events[] = array(
						'hook'      => (string) $hook,
						'timestamp' => (int) $timestamp,
						'key'       => (string) $key,
						'schedule'  => is_string( $event['schedule'] ) ? $event['schedule'] : false,
						'interval'  => isset( $event['interval'] ) ? (int) $event['interval'] : null,
						'event'     => (array) $event,
					);
				}
			}
		}
		return $events;
	}

	/**
	 * @param array{timestamp: int} $event An event.
	 */
	public static function is_due( array $event ): bool {
		return $event['timestamp'] <= time();
	}

	/**
	 * The one due event an input names: its hook, and its time and arguments' key where the hook
	 * has more than one.
	 *
	 * @param array<string, mixed> $input `hook`, and `timestamp` and `key` if given.
	 * @return array{hook: string, timestamp: int, key: string, schedule: string|false, interval: int|null, event: array<string, mixed>}|WP_Error
	 *         The event; `invalid_input` when none or several match, `invalid_state` when the one
	 *         that matches is not due yet.
	 */
	public static function due_one( array $input ): array|WP_Error {
		$hook    = (string) ( $input['hook'] ?? '' );
		$matches = array_values(
			array_filter(
				self::all(),
				static fn ( array $event ): bool => $hook === $event['hook']
					&& ( ! isset( $input['timestamp'] ) || (int) $input['timestamp'] === $event['timestamp'] )
					&& ( ! isset( $input['key'] ) || $input['key'] === $event['key'] )
			)
		);
		$due     = array_values( array_filter( $matches, array( self::class, 'is_due' ) ) );
		if ( 1 === count( $due ) ) {
			return $due[0];
		}
		if ( count( $due ) > 1 ) {
			return Errors::invalid_input(
				sprintf(
					/* translators: 1: a hook, 2: how many of its events are due. */
					__( '%1$s has %2$d due events: give the timestamp (and key) of one, as list-scheduled-events shows them.', 'webmcp-abilities' ),
					$hook,
					count( $due )
				)
			);
		}
		if ( array() !== $matches ) {
			return Errors::invalid_state(
				sprintf(
					/* translators: 1: a hook, 2: when it runs next. */
					__( '%1$s is not due: it runs at %2$s. Only a due event can be run now.', 'webmcp-abilities' ),
					$hook,
					(string) wp_date( 'c', $matches[0]['timestamp'] )
				)
			);
		}
		return Errors::invalid_input(
			sprintf(
				/* translators: %s: a hook. */
				__( 'No scheduled event of %s has that time and key: list-scheduled-events shows each event\'s.', 'webmcp-abilities' ),
				$hook
			)
		);
	}

	/**
	 * @param array{schedule: string|false, interval: int|null, timestamp: int} $event A recurring event.
	 * @return int|null When it runs next once run now, by `wp_reschedule_event()`'s rule; null when
	 *                  its schedule is gone, which takes it off the schedule.
	 */
	public static function next_after_now( array $event ): ?int {
		$interval = (int) ( wp_get_schedules()[ (string) $event['schedule'] ]['interval'] ?? $event['interval'] );
		if ( $interval <= 0 ) {
			return null;
		}
		$now = time();
		return $event['timestamp'] >= $now ? $now + $interval : $now + ( $interval - ( ( $now - $event['timestamp'] ) % $interval ) );
	}

	/**
	 * As wp-cron.php does for each due event: moved to its next time (or taken off the schedule),
	 * then its hook fired with its arguments, its errors reported through the same actions.
	 *
	 * @param array{hook: string, timestamp: int, schedule: string|false, event: array<string, mixed>} $event A due event.
	 */
	public static function run( array $event ): void {
		$args = (array) ( $event['event']['args'] ?? array() );
		if ( false !== $event['schedule'] ) {
			$result = wp_reschedule_event( $event['timestamp'], $event['schedule'], $event['hook'], $args, true );
			if ( is_wp_error( $result ) ) {
				/** This action is documented in wp-cron.php */
				do_action( 'cron_reschedule_event_error', $result, $event['hook'], $event['event'] ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- core's action, fired as wp-cron.php fires it.
			}
		}
		$result = wp_unschedule_event( $event['timestamp'], $event['hook'], $args, true );
		if ( is_wp_error( $result ) ) {
			/** This action is documented in wp-cron.php */
			do_action( 'cron_unschedule_event_error', $result, $event['hook'], $event['event'] ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- as above.
		}
		/** This action is documented in wp-cron.php */
		do_action_ref_array( $event['hook'], $args ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.DynamicHooknameFound -- the event's own hook, as wp-cron.php fires it.
	}
}
