<?php
/**
 * What each case of the tool contract starts from, and how it calls a tool as the bridge does.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Tests\Contract;

use WebMCP_Abilities\Abilities\Theme_Kind;
use WebMCP_Abilities\Contract;
use WebMCP_Abilities\Exposure\Describe_Call;
use WebMCP_Abilities\Exposure\Tool_Examples;
use WebMCP_Abilities\Exposure\Tool_Name;
use WebMCP_Abilities\Tests\Test_Case;
use WP_Ability;
use WP_REST_Response;

/**
 * An administrator (who may write any HTML: the dangerous case for markup) on the fixture site,
 * with no budget of agent requests to run out of. Calls go over core's run route with the tool's
 * header and the method the bridge picks, GET and DELETE input as the query string it becomes.
 */
abstract class Contract_Case extends Test_Case {

	/** @var Fixture_Site The site every example is written for. */
	protected Fixture_Site $site;

	/** @var int The administrator who runs the tools. */
	protected int $person;

	protected function setUp(): void {
		parent::setUp();
		$this->person = $this->log_in_as( 'administrator' );
		add_filter( 'webmcp_abilities_rate_limit', '__return_zero' );
		// `wp_new_comment()` records where a reply came from, as for any comment.
		$_SERVER['REMOTE_ADDR'] = '192.0.2.1';
		$this->site             = new Fixture_Site( $this->person );
	}

	protected function tearDown(): void {
		unset( $_SERVER['REMOTE_ADDR'] );
		parent::tearDown();
	}

	/**
	 * @param string $name A tool's ability.
	 * @return array{valid: list<array{input: mixed, note: string}>, invalid: list<array{input: mixed, code: string, note: string}>}
	 */
	protected function examples_of( string $name ): array {
		$examples = Tool_Examples::of( $this->ability( $name ) );
		self::assertNotNull( $examples, "$name declares no examples (meta.webmcp.examples): see docs/abilities.md, “Examples and the tool contract”." );
		self::assertNotWPError( $examples );
		return $examples;
	}

	/**
	 * @param string $name An ability.
	 */
	protected function ability( string $name ): WP_Ability {
		$ability = wp_get_ability( $name );
		self::assertInstanceOf( WP_Ability::class, $ability, $name );
		// The fixture site runs a block theme; the tools of a classic theme's screens, offered
		// only under one, are proved under Twenty Twenty-One, with the fixture's menu.
		if ( Theme_Kind::CLASSIC === ( $ability->get_meta()['webmcp']['theme'] ?? null ) ) {
			$this->switch_to_classic_theme();
		}
		return $ability;
	}

	/**
	 * Runs a tool as the bridge does once the person confirmed (the server cannot tell the two).
	 *
	 * @param WP_Ability $ability The tool's ability.
	 * @param mixed      $input   Its input.
	 */
	protected function call( WP_Ability $ability, $input ): WP_REST_Response {
		$method = self::method_of( $ability );
		return $this->run_over_rest(
			$ability->get_name(),
			array( Contract::tool_header() => (string) Tool_Name::claim( $ability->get_name() ) ),
			'POST' === $method ? (array) $input : self::as_query( $input ),
			$method
		);
	}

	/**
	 * The describe step: the tool's describing ability over GET, with the call's exact input.
	 *
	 * @param WP_Ability $ability The tool's ability.
	 * @param mixed      $input   The call's input.
	 */
	protected function describe( WP_Ability $ability, $input ): WP_REST_Response {
		$named = $ability->get_meta()['webmcp']['describe'] ?? null;
		// As `describeCall()` picks: the plugin's own tools name theirs; another plugin's that
		// names none is described by the generic one, with the call's name and input.
		$own = Contract::is_own( $ability->get_name() );
		self::assertTrue( null !== $named || ! $own, "{$ability->get_name()} asks the person but names no describing ability (meta.webmcp.describe): its dialog would say it could not be described." );
		$describer = null === $named ? Describe_Call::NAME : (string) $named;
		self::assertTrue( wp_has_ability( $describer ), "{$ability->get_name()} names $describer to describe it, which is no ability." );
		return $this->run_over_rest(
			$describer,
			array(
				Contract::tool_header()      => (string) Tool_Name::claim( $ability->get_name() ),
				Contract::describes_header() => $ability->get_name(),
			),
			self::as_query(
				null === $named ? array(
					'ability' => $ability->get_name(),
					'input'   => $input,
				) : $input
			),
			'GET'
		);
	}

	/**
	 * @param string $name A savepoint to set, inside the test's transaction.
	 */
	protected function savepoint( string $name ): void {
		global $wpdb;
		$wpdb->query( "SAVEPOINT $name" ); // phpcs:ignore WordPress.DB -- WordPress has no API for savepoints.
	}

	/**
	 * @param string $name A savepoint to go back to; WordPress's caches forget what came after it.
	 */
	protected function back_to( string $name ): void {
		global $wpdb;
		$wpdb->query( "ROLLBACK TO SAVEPOINT $name" ); // phpcs:ignore WordPress.DB -- as above.
		wp_cache_flush();
	}

	/**
	 * @param WP_REST_Response $response A refusal.
	 * @return array{code: string, message: string, status: int}
	 */
	protected static function refusal( WP_REST_Response $response ): array {
		$data = (array) $response->get_data();
		return array(
			'code'    => (string) ( $data['code'] ?? '' ),
			'message' => (string) ( $data['message'] ?? '' ),
			'status'  => $response->get_status(),
		);
	}

	/**
	 * As `src/errors.ts` turns a server error into a tool's code: what the agent and the bridge
	 * hear, so two refusals with one tool code are the same refusal to them.
	 *
	 * @param string $code   The server's code.
	 * @param int    $status Its HTTP status.
	 */
	protected static function tool_code( string $code, int $status ): string {
		$codes = Contract::agent_codes();
		return $codes['byServerCode'][ $code ] ?? $codes['byStatus'][ (string) $status ] ?? 'server_error';
	}

	/**
	 * @param mixed  $value A value.
	 * @param string $message What it is.
	 */
	protected static function assertNotWPError( $value, string $message = '' ): void {
		self::assertFalse( is_wp_error( $value ), trim( $message . ' ' . ( is_wp_error( $value ) ? $value->get_error_message() : '' ) ) );
	}

	/**
	 * The Abilities API's rule, as the bridge applies it (`src/abilities/run-ability.ts`).
	 *
	 * @param WP_Ability $ability An ability.
	 */
	protected static function method_of( WP_Ability $ability ): string {
		$annotations = (array) ( $ability->get_meta()['annotations'] ?? array() );
		if ( ! empty( $annotations['readonly'] ) ) {
			return 'GET';
		}
		return ! empty( $annotations['destructive'] ) && ! empty( $annotations['idempotent'] ) ? 'DELETE' : 'POST';
	}

	/**
	 * @param mixed $input An input.
	 * @return array<mixed> It as PHP reads it from a query string in bracket form: every value a
	 *                      string, `true` as `"true"`, empty lists gone.
	 */
	protected static function as_query( $input ): array {
		$texts = static function ( $value ) use ( &$texts ) {
			if ( is_array( $value ) ) {
				return array_map( $texts, $value );
			}
			return is_bool( $value ) ? ( $value ? 'true' : 'false' ) : $value;
		};
		$query = array();
		wp_parse_str( http_build_query( array( 'input' => $texts( $input ) ) ), $query );
		return (array) ( $query['input'] ?? array() );
	}
}
