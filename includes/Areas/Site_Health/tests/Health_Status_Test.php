<?php
/**
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Tests;

use WebMCP_Abilities\Abilities\Output_Budget;

/**
 * Tools > Site Health's status: only who may view its checks reads it; each direct test runs as
 * the screen runs it (its result through `site_status_test_result`), worst first, its HTML as
 * text; the asynchronous tests are left to the screen; counts per status; within the budget.
 */
final class Health_Status_Test extends Test_Case {

	private const GET = 'webmcp-abilities/get-site-health';

	public function test_only_who_may_view_site_health_reads_it(): void {
		foreach ( array( 'editor', 'author', 'subscriber' ) as $role ) {
			$this->log_in_as( $role );
			$answer = $this->run_over_rest( self::GET, array(), array(), 'GET' );
			self::assertSame( 403, $answer->get_status(), $role );
			self::assertSame( 'access_denied', $answer->get_data()['code'] );
		}
		$this->log_in_as( 'administrator' );
		self::assertSame( 200, $this->run_over_rest( self::GET, array(), array(), 'GET' )->get_status() );
	}

	public function test_each_direct_test_is_run_as_the_screen_runs_it_and_its_html_read_as_text(): void {
		$this->log_in_as( 'administrator' );
		$async_ran = false;
		add_filter(
			'site_status_tests',
			static function ( array $tests ) use ( &$async_ran ): array {
				$tests['direct']['bakery_oven']    = array(
					'label' => 'The oven',
					'test'  => static fn (): array => array(
						'label'       => 'The oven is <em>cold</em>',
						'status'      => 'recommended',
						'badge'       => array(
							'label' => 'Bakery',
							'color' => 'orange',
						),
						'description' => '<p>Bread needs heat &amp; time.</p><ul><li>Light it</li><li>Wait</li></ul>',
						'actions'     => '<p><a href="https://example.org/oven">Light the oven</a></p>',
						'test'        => 'bakery_oven',
					),
				);
				$tests['async']['bakery_delivery'] = array(
					'label'             => 'Deliveries',
					'test'              => 'https://example.org/deliveries',
					'async_direct_test' => static function () use ( &$async_ran ): array {
						$async_ran = true;
						return array();
					},
				);
				return $tests;
			}
		);
		// As on the screen, the filter may change a finished result.
		add_filter(
			'site_status_test_result',
			static function ( array $result ): array {
				if ( 'bakery_oven' === ( $result['test'] ?? '' ) ) {
					$result['status'] = 'critical';
				}
				return $result;
			}
		);

		$read = wp_get_ability( self::GET )->execute( array( 'per_page' => 50 ) );
		self::assertIsArray( $read );
		$oven = array_values( array_filter( $read['tests'], static fn ( array $test ): bool => 'bakery_oven' === $test['test'] ) );
		self::assertSame(
			array(
				array(
					'test'        => 'bakery_oven',
					'label'       => 'The oven is cold',
					'status'      => 'critical',
					'badge'       => 'Bakery',
					'description' => 'Bread needs heat & time. Light it Wait',
					'actions'     => 'Light the oven',
				),
			),
			$oven
		);
		self::assertFalse( $async_ran, 'The asynchronous tests are the screen\'s, run from the browser.' );

		// WordPress's own, and the plugin's own checks, as any other test.
		$labels = array_column( $read['tests'], 'label', 'test' );
		self::assertArrayHasKey( 'sql_server', $labels );
		self::assertArrayHasKey( 'webmcp_abilities_log_table', $labels );

		// Worst first, and the counts add up to them all.
		$statuses = array_column( $read['tests'], 'status' );
		$ranks    = array_map( static fn ( string $status ): int => (int) array_search( $status, array( 'critical', 'recommended', 'good' ), true ), $statuses );
		$sorted   = $ranks;
		sort( $sorted );
		self::assertSame( $sorted, $ranks );
		self::assertSame( count( $read['tests'] ), array_sum( $read['counts'] ) );
		self::assertSame( count( array_keys( $statuses, 'critical', true ) ), $read['counts']['critical'] );
	}

	public function test_one_status_a_page_at_a_time_within_the_budget(): void {
		$this->log_in_as( 'administrator' );
		add_filter(
			'site_status_tests',
			static function ( array $tests ): array {
				for ( $i = 1; $i <= 12; $i++ ) {
					$tests['direct'][ "long_$i" ] = array(
						'label' => "Long $i",
						'test'  => static fn (): array => array(
							'label'       => "A check with a long explanation, number $i",
							'status'      => 'good',
							'badge'       => array( 'label' => 'Performance' ),
							'description' => '<p>' . str_repeat( 'Everything is as it should be, and here is why at length. ', 20 ) . '</p>',
							'actions'     => '',
							'test'        => "long_$i",
						),
					);
				}
				return $tests;
			}
		);

		$first = wp_get_ability( self::GET )->execute( array( 'status' => 'good' ) );
		self::assertIsArray( $first );
		self::assertLessThanOrEqual( Output_Budget::CHARACTERS, Output_Budget::size( $first ) );
		self::assertSame( array( 'good' ), array_values( array_unique( array_column( $first['tests'], 'status' ) ) ) );
		self::assertGreaterThan( 2, $first['total_pages'] );
		self::assertSame( $first['counts']['good'], $first['total'] );

		$whole = wp_get_ability( self::GET )->execute(
			array(
				'status'   => 'good',
				'per_page' => 50,
			)
		);
		self::assertIsArray( $whole );
		$long = array_column( $whole['tests'], 'description', 'test' )['long_1'];
		self::assertStringEndsWith( 'at length.', $long, 'An agent that asks for a page size gets the texts whole.' );
	}

	public function test_bad_input_is_refused(): void {
		$this->log_in_as( 'administrator' );
		foreach ( array( array( 'status' => 'fine' ), array( 'per_page' => 51 ), array( 'colour' => 'red' ) ) as $input ) {
			$answer = $this->run_over_rest( self::GET, array(), $input, 'GET' );
			self::assertSame( 400, $answer->get_status(), (string) wp_json_encode( $input ) );
		}
	}
}
