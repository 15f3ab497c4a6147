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

	public function test_trashing_and_spam_run_under_no_grant_unless_the_owner_allows_it(): void {
		$this->register_ability(
			'other-plugin/bin',
			array(
				'public'      => true,
				'annotations' => array( 'destructive' => true ),
			)
		);
		$this->register_ability(
			'other-plugin/sort',
			array(
				'webmcp' => array(
					'expose'           => true,
					'destructive_when' => array( 'action' => array( 'spam', 'trash' ) ),
				),
			)
		);
		$user_id = $this->log_in_as( 'subscriber' );
		// Another plugin's destructive tool is offered only once the owner says so.
		$offered = array( 'abilities' => array( 'other-plugin/bin' => true ) );
		$this->save_settings( $offered );

		// A tool whose every call is destructive gets no grant at all.
		self::assertSame( 'grant_not_allowed', $this->ask( 'other-plugin/bin', 'other-plugin_bin', 5, 10 )->as_error()->get_error_code() );

		// One that is destructive for some input gets a grant that covers only the rest, and a
		// refused call takes nothing from it.
		$grant   = $this->grant( 'other-plugin/sort', 'other-plugin_sort', 2 );
		$outcome = fn ( string $action ): string => $this->run_under( 'other-plugin/sort', 'other-plugin_sort', $grant, array( 'action' => $action ) )->as_error()?->get_error_code() ?? 'ok';
		self::assertSame( array( 'grant_not_allowed', 'grant_not_allowed', 'ok', 'ok', 'grant_ended' ), array_map( $outcome, array( 'spam', 'trash', 'approve', 'approve', 'approve' ) ) );
		self::assertSame( 2, $this->granted_rows( $grant ) );

		// The owner's setting brings both back.
		$this->save_settings( array( 'destructive_grants' => true ) + $offered );
		$grant = $this->grant( 'other-plugin/bin', 'other-plugin_bin', 1 );
		self::assertSame( 200, $this->run_under( 'other-plugin/bin', 'other-plugin_bin', $grant )->get_status() );
		$grant = $this->grant( 'other-plugin/sort', 'other-plugin_sort', 1 );
		self::assertSame( 200, $this->run_under( 'other-plugin/sort', 'other-plugin_sort', $grant, array( 'action' => 'spam' ) )->get_status() );
		self::assertContains( 'webmcp grant_not_allowed other-plugin/sort', $this->rows_of( $user_id ) );
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
	 * @param string               $ability An ability.
	 * @param string               $tool    Its tool.
	 * @param string               $grant   The grant the call names.
	 * @param array<string, mixed> $input   The call's input.
	 */
	private function run_under( string $ability, string $tool, string $grant, array $input = array() ): \WP_REST_Response {
		return $this->run_over_rest(
			$ability,
			array(
				Contract::tool_header()  => $tool,
				Contract::grant_header() => $grant,
			),
			$input
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
