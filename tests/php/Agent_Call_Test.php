<?php
/**
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Tests;

use WebMCP_Abilities\Activity\Activity_Log;
use WebMCP_Abilities\Activity\Agent_Call;
use WebMCP_Abilities\Assistant\Issued_Calls;
use WebMCP_Abilities\Contract;
use WebMCP_Abilities\Activity\Rate_Limiter;
use WP_REST_Request;
use WP_REST_Response;

/**
 * An agent's run as the server sees it: the tool header, the offer checked on every call, the
 * per-person rate limit and the log entry, through WordPress's own REST dispatch.
 */
final class Agent_Call_Test extends Test_Case {

	protected function setUp(): void {
		parent::setUp();
		$this->register_ability( 'other-plugin/tool', array( 'public' => true ) );
	}

	public function test_an_offered_tool_runs_and_is_logged_once_with_its_input_summarised(): void {
		$user_id = $this->log_in_as( 'subscriber' );

		$response = $this->run_tool( 'other-plugin/tool', 'other-plugin_tool', array( 'password' => 'hunter2' ) );

		self::assertSame( 200, $response->get_status() );
		self::assertSame( array( 'ran' => true ), $response->get_data() );
		$entries = $this->log_of( $user_id );
		self::assertCount( 1, $entries );
		self::assertSame( 'ok', $entries[0]['outcome'] );
		self::assertSame( '{"password":"[redacted]"}', $entries[0]['input_summary'] );
	}

	public function test_a_tool_the_owner_switched_off_is_withdrawn_before_the_ability_runs(): void {
		$this->log_in_as( 'administrator' );
		$this->save_settings( array( 'abilities' => array( 'other-plugin/tool' => false ) ) );

		$response = $this->run_tool( 'other-plugin/tool', 'other-plugin_tool' );

		self::assertSame( 410, $response->get_status() );
		self::assertSame( 'tool_withdrawn', $response->as_error()->get_error_code() );
	}

	public function test_a_tool_the_owner_gated_above_the_user_is_withdrawn_for_them_only(): void {
		$this->save_settings( array( 'gates' => array( 'other-plugin/tool' => 'manage_options' ) ) );

		$this->log_in_as( 'subscriber' );
		$for_subscriber = $this->run_tool( 'other-plugin/tool', 'other-plugin_tool' );
		$this->log_in_as( 'administrator' );
		$for_admin = $this->run_tool( 'other-plugin/tool', 'other-plugin_tool' );

		self::assertSame( 'tool_withdrawn', $for_subscriber->as_error()->get_error_code() );
		self::assertSame( 200, $for_admin->get_status() );
	}

	public function test_a_header_naming_another_tool_is_not_an_agent_call(): void {
		$this->log_in_as( 'subscriber' );
		$request = new WP_REST_Request( 'POST', '/wp-abilities/v1/abilities/other-plugin/tool/run' );
		$request->set_header( Contract::tool_header(), 'wp_find-posts' );

		self::assertNull( Agent_Call::ability_of( $request ) );
	}

	public function test_the_sixty_first_call_in_a_minute_is_refused_with_a_retry_time(): void {
		$user_id = $this->log_in_as( 'subscriber' );
		for ( $call = 1; $call <= Rate_Limiter::DEFAULT_LIMIT; $call++ ) {
			self::assertNull( Rate_Limiter::take( $user_id ) );
		}

		$response = $this->run_tool( 'other-plugin/tool', 'other-plugin_tool' );

		self::assertSame( 429, $response->get_status() );
		$retry_after = (int) $response->get_headers()['Retry-After'];
		self::assertGreaterThan( 0, $retry_after );
		self::assertLessThanOrEqual( MINUTE_IN_SECONDS, $retry_after );
		self::assertSame( array(), $this->log_of( $user_id ), 'A refused call is neither run nor logged.' );
	}

	public function test_each_person_has_their_own_budget_and_a_new_minute_renews_it(): void {
		$first = $this->log_in_as( 'subscriber' );
		for ( $call = 1; $call <= Rate_Limiter::DEFAULT_LIMIT; $call++ ) {
			Rate_Limiter::take( $first );
		}
		$second = $this->log_in_as( 'subscriber' );

		self::assertIsInt( Rate_Limiter::take( $first ) );
		self::assertNull( Rate_Limiter::take( $second ) );

		// The minute ends: the budget is back, exactly once.
		global $wpdb;
		$wpdb->update( Rate_Limiter::table(), array( 'window_start' => time() - MINUTE_IN_SECONDS ), array( 'who' => 'user:' . $first ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the test moves the clock of the plugin's own table.
		self::assertNull( Rate_Limiter::take( $first ) );
		self::assertSame( 1, (int) $wpdb->get_var( $wpdb->prepare( 'SELECT used FROM ' . Rate_Limiter::table() . ' WHERE who = %s', 'user:' . $first ) ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared -- as above.
		for ( $call = 2; $call <= Rate_Limiter::DEFAULT_LIMIT; $call++ ) {
			self::assertNull( Rate_Limiter::take( $first ) );
		}
		self::assertGreaterThanOrEqual( 59, Rate_Limiter::take( $first ) );
	}

	public function test_a_limit_of_zero_switches_the_limit_off(): void {
		$user_id = $this->log_in_as( 'subscriber' );
		add_filter( 'webmcp_abilities_rate_limit', '__return_zero' );

		for ( $call = 1; $call <= Rate_Limiter::DEFAULT_LIMIT + 5; $call++ ) {
			self::assertNull( Rate_Limiter::take( $user_id ) );
		}
	}

	public function test_a_run_is_the_assistants_only_with_a_call_this_server_issued_to_this_person_for_this_tool(): void {
		$other_id = $this->log_in_as( 'editor' );
		Issued_Calls::issue(
			$other_id,
			array(
				array(
					'id'   => 'theirs',
					'tool' => 'other-plugin_tool',
				),
			),
			'P/M'
		);
		$user_id = $this->log_in_as( 'subscriber' );
		Issued_Calls::issue(
			$user_id,
			array(
				array(
					'id'   => 'c1',
					'tool' => 'other-plugin_tool',
				),
				array(
					'id'   => 'c2',
					'tool' => 'another_tool',
				),
			),
			'Provider/Model'
		);

		foreach ( array( 'c1', 'c1', 'c2', 'theirs', 'forged', null ) as $call ) {
			self::assertSame( 200, $this->run_tool( 'other-plugin/tool', 'other-plugin_tool', array(), $call )->get_status() );
		}

		$channels = array_map(
			static fn ( array $entry ): string => $entry['channel'] . ' ' . $entry['model'],
			array_reverse( $this->log_of( $user_id ) )
		);
		// Only the first use of c1 was the assistant's: a replay, another tool's call, another
		// person's call, a made-up id or none are a browser agent's, and run all the same.
		self::assertSame( array( 'assistant Provider/Model', 'webmcp ', 'webmcp ', 'webmcp ', 'webmcp ', 'webmcp ' ), $channels );
	}

	/**
	 * Runs the ability as the bridge does, with the tool header.
	 *
	 * @param string               $ability The ability.
	 * @param string               $tool    The tool the header names.
	 * @param array<string, mixed> $input   The input.
	 * @param string|null          $call    The assistant's call id the run names, if any.
	 */
	private function run_tool( string $ability, string $tool, array $input = array(), ?string $call = null ): WP_REST_Response {
		return $this->run_over_rest(
			$ability,
			array( Contract::tool_header() => $tool ) + ( null === $call ? array() : array( Contract::assistant_call_header() => $call ) ),
			$input
		);
	}

	/**
	 * @param int $user_id A user.
	 * @return array<int, array<string, mixed>> Their log entries, newest first.
	 */
	private function log_of( int $user_id ): array {
		$entries = Activity_Log::query(
			array(
				'user_id'  => $user_id,
				'per_page' => 100,
				'page'     => 1,
			)
		)['items'];
		return array_map( static fn ( object $entry ): array => (array) $entry, $entries );
	}
}
