<?php
/**
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Tests;

use WebMCP_Abilities\Activity\Activity_Log;
use WebMCP_Abilities\Activity\Agent_Call;
use WebMCP_Abilities\Activity\Rate_Limiter;
use WebMCP_Abilities\Activity\Visitor_Address;
use WebMCP_Abilities\Contract;
use WebMCP_Abilities\Exposure\Tool_Name;
use WebMCP_Abilities\Settings\Settings;
use WP_REST_Request;
use WP_REST_Response;

/**
 * A logged-out visitor's agent on the public site's tools: an agent call with a budget of its
 * own, keyed without the address, under a ceiling for all visitors together.
 */
final class Visitor_Budget_Test extends Test_Case {

	private const SEARCH = 'webmcp-abilities/search-site';

	/** @var array<string, mixed> */
	private array $server = array();

	protected function setUp(): void {
		parent::setUp();
		$this->server = $_SERVER;
		$this->visit_from( '203.0.113.7' );
	}

	protected function tearDown(): void {
		$_SERVER = $this->server; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput -- puts back what the test changed.
		parent::tearDown();
	}

	public function test_a_visitors_run_of_a_public_tool_is_an_agent_call_and_of_any_other_tool_is_not(): void {
		self::assertNotNull( Agent_Call::ability_of( $this->run_request( self::SEARCH ) ) );
		self::assertNull( Agent_Call::ability_of( $this->run_request( 'webmcp-abilities/get-site-overview' ) ) );
	}

	public function test_a_visitors_call_is_logged_as_a_visitors(): void {
		$response = $this->call_tool( self::SEARCH, array( 'search' => 'hello' ) );

		self::assertSame( 200, $response->get_status() );
		$entries = Activity_Log::query(
			array(
				'user_id'  => 0,
				'per_page' => 10,
				'page'     => 1,
			)
		)['items'];
		self::assertCount( 1, $entries );
		self::assertSame( 'wp_search-site', $entries[0]->tool );
	}

	public function test_each_address_has_its_own_budget_and_the_table_never_holds_an_address(): void {
		for ( $call = 1; $call <= Rate_Limiter::DEFAULT_LIMIT; $call++ ) {
			self::assertNull( Rate_Limiter::take_for_visitor() );
		}
		self::assertIsInt( Rate_Limiter::take_for_visitor() );
		$refused = $this->call_tool( self::SEARCH, array( 'search' => 'hello' ) );
		self::assertSame( 429, $refused->get_status() );
		self::assertNotEmpty( $refused->get_headers()['Retry-After'] );

		$this->visit_from( '198.51.100.20' );
		self::assertNull( Rate_Limiter::take_for_visitor() );

		global $wpdb;
		$keys = $wpdb->get_col( 'SELECT who FROM ' . Rate_Limiter::table() ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared -- the plugin's own table, read by the test.
		self::assertCount( 3, $keys );
		self::assertStringNotContainsString( '203.0.113', implode( ' ', $keys ) );
		self::assertStringNotContainsString( '198.51.100', implode( ' ', $keys ) );
	}

	public function test_a_forwarded_address_counts_only_when_the_owner_names_the_header(): void {
		$own                             = Visitor_Address::key();
		$_SERVER['HTTP_X_FORWARDED_FOR'] = '192.0.2.1, 10.0.0.1';
		self::assertSame( $own, Visitor_Address::key() );

		add_filter( 'webmcp_abilities_visitor_address_header', static fn (): string => 'X-Forwarded-For' );
		$forwarded = Visitor_Address::key();
		self::assertNotSame( $own, $forwarded );
		$_SERVER['HTTP_X_FORWARDED_FOR'] = '192.0.2.2';
		self::assertNotSame( $forwarded, Visitor_Address::key() );
		// Not an address: the connection's own is used.
		$_SERVER['HTTP_X_FORWARDED_FOR'] = 'not-an-address';
		self::assertSame( $own, Visitor_Address::key() );
	}

	public function test_the_owner_names_the_trusted_header_and_the_ceiling_on_the_settings_screen(): void {
		$own                              = Visitor_Address::key();
		$_SERVER['HTTP_CF_CONNECTING_IP'] = '192.0.2.7';
		$settings                         = Settings::defaults();
		$settings['public_site']          = array(
			'address_header'  => 'CF-Connecting-IP',
			'visitor_ceiling' => 2,
		) + $settings['public_site'];
		update_option( Contract::settings_option(), $settings );

		self::assertNotSame( $own, Visitor_Address::key() );
		self::assertNull( Rate_Limiter::take_for_visitor() );
		$_SERVER['HTTP_CF_CONNECTING_IP'] = '192.0.2.8';
		self::assertNull( Rate_Limiter::take_for_visitor() );
		$_SERVER['HTTP_CF_CONNECTING_IP'] = '192.0.2.9';
		self::assertIsInt( Rate_Limiter::take_for_visitor() );
	}

	public function test_all_visitors_together_stop_at_the_ceiling(): void {
		add_filter( 'webmcp_abilities_visitor_ceiling', static fn (): int => 5 );
		for ( $visitor = 1; $visitor <= 5; $visitor++ ) {
			$this->visit_from( "192.0.2.$visitor" );
			self::assertNull( Rate_Limiter::take_for_visitor() );
		}
		$this->visit_from( '192.0.2.99' );
		self::assertIsInt( Rate_Limiter::take_for_visitor() );
		// A logged-in person's budget is their own.
		self::assertNull( Rate_Limiter::take( $this->log_in_as( 'subscriber' ) ) );
	}

	private function visit_from( string $address ): void {
		$_SERVER['REMOTE_ADDR'] = $address;
	}

	private function run_request( string $ability ): WP_REST_Request {
		$request = new WP_REST_Request( 'GET', "/wp-abilities/v1/abilities/$ability/run" );
		$request->set_header( Contract::tool_header(), (string) Tool_Name::claim( $ability ) );
		return $request;
	}

	/**
	 * @param string               $ability A read-only ability.
	 * @param array<string, mixed> $input   Its input.
	 */
	private function call_tool( string $ability, array $input ): WP_REST_Response {
		$request = $this->run_request( $ability );
		$request->set_query_params( array( 'input' => $input ) );
		$server   = rest_get_server();
		$response = rest_ensure_response( $server->dispatch( $request ) );
		// `rest_do_request()` leaves out the filter the log's recorder finishes on.
		return apply_filters( 'rest_post_dispatch', $response, $server, $request ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- Core's hook, applied as core applies it.
	}
}
