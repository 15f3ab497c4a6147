<?php
/**
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Tests;

use WebMCP_Abilities\Abilities\Output_Budget;
use WP_Error;

/**
 * The scheduled events: only who manages options lists or runs them; the list says when each
 * runs in the site's time zone and whether it is due; only a due event runs, as wp-cron.php runs
 * it (moved on or taken off, then its hook fired with its arguments); anything else is refused
 * with the schedule untouched; the dialog names the event and what happens to its schedule.
 */
final class Scheduled_Events_Test extends Test_Case {

	private const LIST     = 'webmcp-abilities/list-scheduled-events';
	private const RUN      = 'webmcp-abilities/run-scheduled-event';
	private const DESCRIBE = 'webmcp-abilities/describe-scheduled-event';

	public function test_only_who_manages_options_lists_or_runs_them(): void {
		$due = time() - HOUR_IN_SECONDS;
		wp_schedule_single_event( $due, 'webmcp_test_bake' );
		foreach ( array( 'editor', 'author', 'subscriber' ) as $role ) {
			$this->log_in_as( $role );
			$list = $this->run_over_rest( self::LIST, array(), array(), 'GET' );
			$run  = $this->run_over_rest( self::RUN, array(), array( 'hook' => 'webmcp_test_bake' ) );
			foreach ( array( $list, $run ) as $answer ) {
				self::assertSame( 403, $answer->get_status(), $role );
				self::assertSame( 'access_denied', $answer->get_data()['code'] );
			}
		}
		self::assertSame( $due, wp_next_scheduled( 'webmcp_test_bake' ) );
	}

	public function test_the_list_says_when_each_runs_in_the_sites_time_zone_and_which_are_due(): void {
		$this->log_in_as( 'administrator' );
		update_option( 'timezone_string', 'Asia/Kolkata' );
		$past   = time() - 2 * HOUR_IN_SECONDS;
		$future = time() + DAY_IN_SECONDS;
		wp_schedule_single_event( $past, 'webmcp_test_bake', array( 'rye', 2 ) );
		wp_schedule_event( $future, 'hourly', 'webmcp_test_sweep' );

		$read   = wp_get_ability( self::LIST )->execute( array( 'per_page' => 50 ) );
		$events = array();
		foreach ( $read['events'] as $event ) {
			$events[ $event['hook'] ] = $event;
		}
		self::assertSame(
			array(
				'hook'      => 'webmcp_test_bake',
				'timestamp' => $past,
				'next_run'  => wp_date( 'c', $past ),
				'due'       => true,
				'key'       => md5( serialize( array( 'rye', 2 ) ) ), // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.serialize_serialize -- WordPress's own key for an event.
			),
			$events['webmcp_test_bake']
		);
		self::assertStringEndsWith( '+05:30', $events['webmcp_test_bake']['next_run'] );
		self::assertSame(
			array(
				'hook'      => 'webmcp_test_sweep',
				'timestamp' => $future,
				'next_run'  => wp_date( 'c', $future ),
				'due'       => false,
				'schedule'  => 'hourly',
				'interval'  => HOUR_IN_SECONDS,
			),
			$events['webmcp_test_sweep']
		);
		$timestamps = array_column( $read['events'], 'timestamp' );
		$soonest    = $timestamps;
		sort( $soonest );
		self::assertSame( $soonest, $timestamps, 'Soonest first.' );

		$due = wp_get_ability( self::LIST )->execute( array( 'due' => true ) );
		self::assertContains( 'webmcp_test_bake', array_column( $due['events'], 'hook' ) );
		self::assertNotContains( 'webmcp_test_sweep', array_column( $due['events'], 'hook' ) );
		self::assertSame( array( true ), array_values( array_unique( array_column( $due['events'], 'due' ) ) ) );
	}

	public function test_many_events_come_a_page_at_a_time_within_the_budget(): void {
		$this->log_in_as( 'administrator' );
		for ( $i = 1; $i <= 40; $i++ ) {
			wp_schedule_event( time() + $i * MINUTE_IN_SECONDS, 'twicedaily', 'webmcp_test_send_the_weekly_newsletter_to_subscribers', array( $i ) );
		}
		$first = wp_get_ability( self::LIST )->execute( array() );
		self::assertIsArray( $first );
		self::assertLessThanOrEqual( Output_Budget::CHARACTERS, Output_Budget::size( $first ) );
		self::assertGreaterThan( 4, $first['total_pages'] );

		$next = wp_get_ability( self::LIST )->execute(
			array(
				'page'     => 2,
				'per_page' => $first['per_page'],
			)
		);
		self::assertIsArray( $next );
		self::assertCount( $first['per_page'], $next['events'] );
		self::assertGreaterThanOrEqual( end( $first['events'] )['timestamp'], $next['events'][0]['timestamp'], 'Soonest first, page after page.' );
	}

	public function test_a_due_recurring_event_runs_its_hook_once_and_moves_to_its_next_time(): void {
		$this->log_in_as( 'administrator' );
		$due   = time() - 90 * MINUTE_IN_SECONDS;
		$heard = array();
		add_action(
			'webmcp_test_sweep',
			static function ( ...$args ) use ( &$heard ): void {
				$heard[] = $args;
				echo 'Swept.';
			},
			10,
			2
		);
		wp_schedule_event( $due, 'hourly', 'webmcp_test_sweep', array( 'floor', 3 ) );

		$shown = wp_get_ability( self::DESCRIBE )->execute( array( 'hook' => 'webmcp_test_sweep' ) );
		self::assertIsArray( $shown );
		$fields = array_column( $shown['fields'], 'value', 'label' );
		self::assertSame( 'webmcp_test_sweep', $shown['title'] );
		self::assertSame( '["floor",3]', $fields['Arguments'] );
		self::assertStringEndsWith( '(Once Hourly)', $fields['Next run'] );
		self::assertStringContainsString( 'Not possible', $fields['Undo'] );
		self::assertSame( array(), $heard, 'Describing runs nothing.' );

		// Over REST: what the hook prints does not break the answer.
		$answer = $this->run_over_rest( self::RUN, array(), array( 'hook' => 'webmcp_test_sweep' ) );
		self::assertSame( 200, $answer->get_status(), (string) wp_json_encode( $answer->get_data() ) );
		self::assertSame( array( array( 'floor', 3 ) ), $heard );
		$next = wp_next_scheduled( 'webmcp_test_sweep', array( 'floor', 3 ) );
		self::assertSame( time() + HOUR_IN_SECONDS - ( ( time() - $due ) % HOUR_IN_SECONDS ), $next );
		self::assertSame(
			array(
				'hook'     => 'webmcp_test_sweep',
				'ran'      => true,
				'next_run' => wp_date( 'c', $next ),
			),
			$answer->get_data()
		);

		// Not due any more: refused, nothing runs.
		$again = wp_get_ability( self::RUN )->execute( array( 'hook' => 'webmcp_test_sweep' ) );
		self::assertInstanceOf( WP_Error::class, $again );
		self::assertSame( 'invalid_state', $again->get_error_code() );
		self::assertCount( 1, $heard );
	}

	public function test_a_due_single_event_is_taken_off_the_schedule_once_run(): void {
		$this->log_in_as( 'administrator' );
		$due   = time() - MINUTE_IN_SECONDS;
		$heard = 0;
		add_action(
			'webmcp_test_bake',
			static function () use ( &$heard ): void {
				++$heard;
			}
		);
		wp_schedule_single_event( $due, 'webmcp_test_bake' );

		$shown = wp_get_ability( self::DESCRIBE )->execute(
			array(
				'hook'      => 'webmcp_test_bake',
				'timestamp' => $due,
			)
		);
		self::assertIsArray( $shown );
		self::assertStringContainsString( '→ none: a single event', array_column( $shown['fields'], 'value', 'label' )['Next run'] );

		$ran = wp_get_ability( self::RUN )->execute(
			array(
				'hook'      => 'webmcp_test_bake',
				'timestamp' => $due,
				'key'       => md5( serialize( array() ) ), // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.serialize_serialize -- WordPress's own key for an event.
			)
		);
		self::assertSame(
			array(
				'hook'     => 'webmcp_test_bake',
				'ran'      => true,
				'next_run' => null,
			),
			$ran
		);
		self::assertSame( 1, $heard );
		self::assertFalse( wp_next_scheduled( 'webmcp_test_bake' ) );
	}

	public function test_an_event_that_is_not_due_or_not_there_is_refused_and_nothing_runs(): void {
		$this->log_in_as( 'administrator' );
		$soon  = time() + HOUR_IN_SECONDS;
		$past  = time() - HOUR_IN_SECONDS;
		$heard = 0;
		foreach ( array( 'webmcp_test_bake', 'webmcp_test_twice' ) as $hook ) {
			add_action(
				$hook,
				static function () use ( &$heard ): void {
					++$heard;
				}
			);
		}
		wp_schedule_single_event( $soon, 'webmcp_test_bake' );
		wp_schedule_single_event( $past, 'webmcp_test_twice', array( 1 ) );
		wp_schedule_single_event( $past, 'webmcp_test_twice', array( 2 ) );
		$cron = get_option( 'cron' );

		foreach ( array(
			'invalid_state' => array(
				array( 'hook' => 'webmcp_test_bake' ),
				array(
					'hook'      => 'webmcp_test_bake',
					'timestamp' => $soon,
				),
			),
			'invalid_input' => array(
				array( 'hook' => 'webmcp_test_nothing' ),
				array(
					'hook'      => 'webmcp_test_bake',
					'timestamp' => $past,
				),
				array(
					'hook' => 'webmcp_test_bake',
					'key'  => str_repeat( 'a', 32 ),
				),
				// Two due events of one hook: which one is for the agent to say.
				array( 'hook' => 'webmcp_test_twice' ),
				array(
					'hook'      => 'webmcp_test_twice',
					'timestamp' => $past,
				),
			),
		) as $code => $inputs ) {
			foreach ( $inputs as $input ) {
				foreach ( array( self::DESCRIBE, self::RUN ) as $ability ) {
					$refused = wp_get_ability( $ability )->execute( $input );
					self::assertInstanceOf( WP_Error::class, $refused, $ability . ' ' . wp_json_encode( $input ) );
					self::assertSame( $code, $refused->get_error_code(), $ability . ' ' . wp_json_encode( $input ) );
				}
			}
		}
		foreach ( array(
			array( 'hook' => '' ),
			array(
				'hook' => 'webmcp_test_bake',
				'key'  => 'not a key',
			),
			array(
				'hook'      => 'x',
				'timestamp' => 0,
			),
			array(),
		) as $input ) {
			self::assertInstanceOf( WP_Error::class, wp_get_ability( self::RUN )->execute( $input ), (string) wp_json_encode( $input ) );
		}
		self::assertSame( 0, $heard );
		self::assertSame( $cron, get_option( 'cron' ) );

		// Named by its key, one of the two runs.
		$ran = wp_get_ability( self::RUN )->execute(
			array(
				'hook' => 'webmcp_test_twice',
				'key'  => md5( serialize( array( 2 ) ) ), // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.serialize_serialize -- WordPress's own key for an event.
			)
		);
		self::assertIsArray( $ran );
		self::assertSame( 1, $heard );
		self::assertSame( $past, wp_next_scheduled( 'webmcp_test_twice', array( 1 ) ) );
		self::assertFalse( wp_next_scheduled( 'webmcp_test_twice', array( 2 ) ) );
	}
}
