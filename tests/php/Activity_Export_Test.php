<?php
/**
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Tests;

use WebMCP_Abilities\Activity\Activity_Export;
use WebMCP_Abilities\Activity\Activity_Filters;
use WebMCP_Abilities\Activity\Activity_Log;

/**
 * The log screen's filters and its CSV: what a person filters is what they download, scoped to
 * what they may see, with agents' text defused for spreadsheets; each stored row is announced.
 */
final class Activity_Export_Test extends Test_Case {

	protected function tearDown(): void {
		$_GET = array();
		parent::tearDown();
	}

	public function test_the_csv_has_the_filtered_rows_and_no_cell_a_spreadsheet_would_run(): void {
		$admin = $this->log_in_as( 'administrator' );
		$this->entry( $admin, 'ai-client', '=HYPERLINK("http://evil.example","x")' );
		$this->entry( $admin, 'app-password', '{"search":"kept"}' );
		$_GET = array( 'channel' => 'ai-client' );

		$out = fopen( 'php://memory', 'w+' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_fopen -- a stream in memory.
		self::assertIsResource( $out );
		Activity_Export::write( $out, Activity_Filters::query() );
		rewind( $out );
		$lines = array_map(
			static fn ( string $line ): array => str_getcsv( $line, ',', '"', '' ),
			array_filter( explode( "\n", (string) stream_get_contents( $out ) ) )
		);
		$lines = array_values( $lines );

		self::assertCount( 2, $lines );
		$row = array_combine( $lines[0], $lines[1] );
		self::assertSame( 'ai-client', $row['channel'] );
		self::assertSame( '\'=HYPERLINK("http://evil.example","x")', $row['input'] );
	}

	public function test_a_person_who_cannot_manage_options_filters_only_their_own_rows(): void {
		$other = $this->log_in_as( 'editor' );
		$this->entry( $other, 'webmcp', '{}' );
		$mine = $this->log_in_as( 'author' );
		$this->entry( $mine, 'webmcp', '{}' );
		$_GET = array( 'person' => (string) $other );

		$rows = Activity_Log::query(
			Activity_Filters::query() + array(
				'per_page' => 10,
				'page'     => 1,
			)
		);

		self::assertSame( 0, $rows['total'] );
	}

	public function test_dates_are_the_sites_own_days(): void {
		$admin = $this->log_in_as( 'administrator' );
		$id    = Activity_Log::add( $this->fields( $admin, 'webmcp', '{}', 'denied' ) );
		$today = wp_date( 'Y-m-d' );

		$_GET      = array(
			'from' => $today,
			'to'   => $today,
		);
		$today_ids = $this->ids();
		$_GET      = array( 'to' => wp_date( 'Y-m-d', time() - DAY_IN_SECONDS ) );

		self::assertContains( $id, $today_ids );
		self::assertNotContains( $id, $this->ids() );
	}

	/**
	 * @return int[] The ids of the rows the current filters select.
	 */
	private function ids(): array {
		$items = Activity_Log::query(
			Activity_Filters::query() + array(
				'per_page' => 100,
				'page'     => 1,
			)
		)['items'];
		return array_map( static fn ( object $row ): int => (int) $row->id, $items );
	}

	public function test_each_complete_row_is_announced_once_to_other_plugins(): void {
		$admin     = $this->log_in_as( 'administrator' );
		$announced = array();
		add_action(
			'webmcp_abilities_activity_stored',
			static function ( array $row ) use ( &$announced ): void {
				$announced[] = $row['outcome'];
			}
		);

		$unfinished = Activity_Log::add( $this->fields( $admin, 'webmcp', '{}', 'unfinished' ) );
		Activity_Log::finish(
			$unfinished,
			array(
				'outcome'     => 'ok',
				'duration_ms' => 3,
			)
		);
		$this->entry( $admin, 'webmcp', '{}' );

		self::assertSame( array( 'ok', 'denied' ), $announced );
	}

	/**
	 * @param int    $user_id Who.
	 * @param string $channel The channel.
	 * @param string $input   The input summary.
	 */
	private function entry( int $user_id, string $channel, string $input ): void {
		Activity_Log::add( $this->fields( $user_id, $channel, $input, 'denied' ) );
	}

	/**
	 * @param int    $user_id Who.
	 * @param string $channel The channel.
	 * @param string $input   The input summary.
	 * @param string $outcome The outcome.
	 * @return array{user_id: int, tool: string, ability: string, input_summary: string, outcome: string, duration_ms: int, channel: string}
	 */
	private function fields( int $user_id, string $channel, string $input, string $outcome ): array {
		return array(
			'user_id'       => $user_id,
			'tool'          => '',
			'ability'       => 'other-plugin/tool',
			'input_summary' => $input,
			'outcome'       => $outcome,
			'duration_ms'   => 1,
			'channel'       => $channel,
		);
	}
}
