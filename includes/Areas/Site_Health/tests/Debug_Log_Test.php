<?php
/**
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Tests;

use WebMCP_Abilities\Abilities\Output_Budget;
use WebMCP_Abilities\Areas\Site_Health\Debug_Log;
use WebMCP_Abilities\Areas\Site_Health\Read_Debug_Log;
use WP_Error;

/**
 * The debug log: only who manages options reads it, only where WordPress keeps one (as
 * `wp_debug_mode()` decides), its last lines oldest first, paths under the site relative, at most
 * 50, cut to fit the budget unless asked for, read from the end of a file of any size.
 */
final class Debug_Log_Test extends Test_Case {

	private const READ = 'webmcp-abilities/read-debug-log';

	/** @var string[] Files a test wrote. */
	private array $files = array();

	protected function tearDown(): void {
		foreach ( $this->files as $file ) {
			wp_delete_file( $file );
		}
		parent::tearDown();
	}

	public function test_only_who_manages_options_reads_it(): void {
		foreach ( array( 'editor', 'author', 'subscriber' ) as $role ) {
			$this->log_in_as( $role );
			$answer = $this->run_over_rest( self::READ, array(), array(), 'GET' );
			self::assertSame( 403, $answer->get_status(), $role );
			self::assertSame( 'access_denied', $answer->get_data()['code'] );
		}
	}

	public function test_the_log_is_where_wordpress_writes_it_and_nowhere_when_logging_is_off(): void {
		self::assertSame( WP_CONTENT_DIR . '/debug.log', Debug_Log::path( true, true ) );
		self::assertSame( WP_CONTENT_DIR . '/debug.log', Debug_Log::path( true, 'TRUE' ) );
		self::assertSame( WP_CONTENT_DIR . '/debug.log', Debug_Log::path( true, 1 ) );
		self::assertSame( '/var/log/site/errors.log', Debug_Log::path( true, '/var/log/site/errors.log' ) );
		foreach ( array( array( true, false ), array( true, '' ), array( true, '0' ), array( false, true ), array( false, '/var/log/site/errors.log' ) ) as list( $debug, $log ) ) {
			self::assertNull( Debug_Log::path( $debug, $log ), (string) wp_json_encode( array( $debug, $log ) ) );
		}

		$this->log_in_as( 'administrator' );
		$off = Read_Debug_Log::read( null, array() );
		self::assertInstanceOf( WP_Error::class, $off );
		self::assertSame( 'invalid_state', $off->get_error_code() );
		self::assertStringContainsString( 'WP_DEBUG_LOG', $off->get_error_message() );
	}

	public function test_the_sites_own_log_ends_with_what_was_just_logged_paths_relative(): void {
		$this->log_in_as( 'administrator' );
		$marker = uniqid( 'webmcp-' );
		error_log( 'PHP Warning:  Undefined variable $crust in ' . ABSPATH . "wp-content/plugins/bakery/oven.php on line 12 ($marker)" ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- what a site logs.

		$read = wp_get_ability( self::READ )->execute( array( 'lines' => 1 ) );
		self::assertIsArray( $read );
		self::assertSame( 'wp-content/debug.log', $read['file'] );
		self::assertCount( 1, $read['lines'] );
		self::assertStringContainsString( "in wp-content/plugins/bakery/oven.php on line 12 ($marker)", $read['lines'][0] );
		self::assertStringNotContainsString( ABSPATH, $read['lines'][0] );
		self::assertTrue( wp_get_ability( self::READ )->get_meta()['webmcp']['untrusted_output'], 'Errors quote what visitors sent.' );
	}

	public function test_the_last_lines_oldest_first_cut_to_fit_unless_asked_for(): void {
		$this->log_in_as( 'administrator' );
		$lines = array();
		for ( $i = 1; $i <= 80; $i++ ) {
			$lines[] = "[07-Dec-2026 10:00:00 UTC] Line $i: " . str_repeat( 'a long message about the oven ', 10 );
		}
		$log = $this->file( implode( "\n", $lines ) . "\n\xC3(bad byte)\n" );

		$default = Read_Debug_Log::read( $log, array() );
		self::assertIsArray( $default );
		self::assertCount( 20, $default['lines'] );
		self::assertLessThanOrEqual( Output_Budget::CHARACTERS, Output_Budget::size( $default ) );
		self::assertStringStartsWith( '[07-Dec-2026 10:00:00 UTC] Line 62: ', $default['lines'][0] );
		self::assertStringEndsWith( '…', $default['lines'][0] );
		self::assertSame( '?(bad byte)', $default['lines'][19], 'Bytes that are not UTF-8 do not break the answer.' );

		$asked = Read_Debug_Log::read( $log, array( 'lines' => 50 ) );
		self::assertIsArray( $asked );
		self::assertCount( 50, $asked['lines'] );
		self::assertSame( $lines[31], $asked['lines'][0], 'Asked for, the lines come whole.' );

		$answer = $this->run_over_rest( self::READ, array(), array( 'lines' => 51 ), 'GET' );
		self::assertSame( 400, $answer->get_status() );
		self::assertSame( 'ability_invalid_input', $answer->get_data()['code'] );
	}

	public function test_a_large_log_is_read_from_its_end_and_a_missing_one_is_empty(): void {
		$this->log_in_as( 'administrator' );
		$log  = $this->file( str_repeat( str_repeat( 'x', 4000 ) . "\n", 1000 ) . "The last line\n" );
		$read = Read_Debug_Log::read( $log, array( 'lines' => 3 ) );
		self::assertIsArray( $read );
		self::assertSame( 'The last line', end( $read['lines'] ) );
		self::assertSame( Debug_Log::LONGEST_LINE, mb_strlen( $read['lines'][0] ), 'A long line is cut.' );

		$missing = Read_Debug_Log::read( WP_CONTENT_DIR . '/no-such.log', array() );
		self::assertSame(
			array(
				'file'  => 'wp-content/no-such.log',
				'lines' => array(),
			),
			$missing
		);
	}

	/**
	 * @param string $text What the file holds.
	 * @return string A log file under the site.
	 */
	private function file( string $text ): string {
		$file          = wp_tempnam( 'debug.log', WP_CONTENT_DIR . '/' );
		$this->files[] = $file;
		file_put_contents( $file, $text ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- a test's log file.
		return $file;
	}
}
