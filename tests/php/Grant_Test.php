<?php
/**
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Tests;

use WebMCP_Abilities\Contract;
use WebMCP_Abilities\Grants\Grant_Store;

/**
 * A grant for bulk work covers its person, its tool and its number of calls, until it ends;
 * every call under it is recorded as such.
 */
final class Grant_Test extends Test_Case {

	protected function setUp(): void {
		parent::setUp();
		$this->register_ability( 'other-plugin/tool', array( 'public' => true ) );
		$this->register_ability( 'other-plugin/other', array( 'public' => true ) );
	}

	public function test_a_grant_covers_its_calls_then_ends(): void {
		$user_id = $this->log_in_as( 'subscriber' );
		$grant   = $this->grant( 'other-plugin/tool', 'other-plugin_tool', 3 );

		$statuses = array();
		for ( $call = 1; $call <= 4; $call++ ) {
			$statuses[] = $this->run_under( 'other-plugin/tool', 'other-plugin_tool', $grant )->get_status();
		}

		self::assertSame( array( 200, 200, 200, 403 ), $statuses );
		self::assertSame( array( 'webmcp grant_ended other-plugin/tool', 'webmcp ok other-plugin/tool', 'webmcp ok other-plugin/tool', 'webmcp ok other-plugin/tool' ), $this->rows_of( $user_id ) );
		self::assertSame( 3, $this->granted_rows( $grant ) );
	}

	public function test_a_grant_never_covers_another_tool_or_person_or_outlives_its_time(): void {
		$this->log_in_as( 'subscriber' );
		$grant = $this->grant( 'other-plugin/tool', 'other-plugin_tool', 5 );

		self::assertSame( 'grant_ended', $this->run_under( 'other-plugin/other', 'other-plugin_other', $grant )->as_error()->get_error_code() );
		$this->log_in_as( 'subscriber' );
		self::assertSame( 'grant_ended', $this->run_under( 'other-plugin/tool', 'other-plugin_tool', $grant )->as_error()->get_error_code() );
	}

	public function test_a_grant_that_ended_or_timed_out_covers_nothing(): void {
		$user_id = $this->log_in_as( 'subscriber' );
		$ended   = $this->grant( 'other-plugin/tool', 'other-plugin_tool', 5 );
		Grant_Store::end( $ended, $user_id );
		$timed_out = $this->grant( 'other-plugin/tool', 'other-plugin_tool', 5 );
		global $wpdb;
		$wpdb->update( Grant_Store::table(), array( 'expires_at' => time() - 1 ), array( 'id' => $timed_out ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the test moves the clock of the plugin's own table.

		self::assertSame( 403, $this->run_under( 'other-plugin/tool', 'other-plugin_tool', $ended )->get_status() );
		self::assertSame( 403, $this->run_under( 'other-plugin/tool', 'other-plugin_tool', $timed_out )->get_status() );
	}

	public function test_only_an_offered_tool_within_the_limits_can_be_granted(): void {
		$this->log_in_as( 'subscriber' );
		$this->save_settings( array( 'abilities' => array( 'other-plugin/other' => false ) ) );

		self::assertSame( 403, $this->ask( 'other-plugin/other', 'other-plugin_other', 5, 10 )->get_status() );
		self::assertSame( 403, $this->ask( 'other-plugin/tool', 'other-plugin_other', 5, 10 )->get_status() );
		self::assertSame( 400, $this->ask( 'other-plugin/tool', 'other-plugin_tool', Grant_Store::MAX_CALLS + 1, 10 )->get_status() );
		self::assertSame( 400, $this->ask( 'other-plugin/tool', 'other-plugin_tool', 5, Grant_Store::MAX_MINUTES + 1 )->get_status() );
	}

	/**
	 * @param string $ability An ability.
	 * @param string $tool    Its tool.
	 * @param int    $calls   How many calls.
	 * @return string The grant's id.
	 */
	private function grant( string $ability, string $tool, int $calls ): string {
		$response = $this->ask( $ability, $tool, $calls, 10 );
		self::assertSame( 201, $response->get_status() );
		return (string) $response->get_data()['id'];
	}

	/**
	 * @param string $ability An ability.
	 * @param string $tool    Its tool.
	 * @param int    $calls   How many calls.
	 * @param int    $minutes For how long.
	 */
	private function ask( string $ability, string $tool, int $calls, int $minutes ): \WP_REST_Response {
		$request = new \WP_REST_Request( 'POST', '/' . Contract::rest_namespace() . '/grants' );
		$request->set_body_params( compact( 'ability', 'tool', 'calls', 'minutes' ) );
		return rest_ensure_response( rest_do_request( $request ) );
	}

	/**
	 * @param string $ability An ability.
	 * @param string $tool    Its tool.
	 * @param string $grant   The grant the call names.
	 */
	private function run_under( string $ability, string $tool, string $grant ): \WP_REST_Response {
		return $this->run_over_rest(
			$ability,
			array(
				Contract::tool_header()  => $tool,
				Contract::grant_header() => $grant,
			)
		);
	}

	/**
	 * @param string $grant A grant.
	 * @return int How many log entries ran under it.
	 */
	private function granted_rows( string $grant ): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM ' . \WebMCP_Abilities\Activity\Activity_Log::table() . ' WHERE grant_id = %s', $grant ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared -- the plugin's own table.
	}
}
