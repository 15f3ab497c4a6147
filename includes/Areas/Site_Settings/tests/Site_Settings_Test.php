<?php
/**
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Tests;

use WebMCP_Abilities\Undo\Undo_Request;
use WP_Error;

/**
 * The site's settings: only who manages options reads or changes them, each is checked as its
 * screen checks it and bad input changes nothing, they are written as the screens write them, the
 * dialog shows before → after, and the log's Undo puts them back unless they changed again.
 */
final class Site_Settings_Test extends Test_Case {

	private const UPDATE = 'webmcp-abilities/update-settings';
	private const GET    = 'webmcp-abilities/get-settings';

	public function test_only_who_manages_options_reads_or_changes_them(): void {
		foreach ( array( 'editor', 'author', 'subscriber' ) as $role ) {
			$this->log_in_as( $role );
			$read  = $this->run_over_rest( self::GET, array(), array(), 'GET' );
			$write = $this->run_over_rest( self::UPDATE, array(), array( 'start_of_week' => 3 ) );
			foreach ( array( $read, $write ) as $answer ) {
				self::assertSame( 403, $answer->get_status(), $role );
				self::assertSame( 'access_denied', $answer->get_data()['code'] );
			}
		}
		self::assertNotSame( '3', (string) get_option( 'start_of_week' ) );
	}

	public function test_get_settings_reads_each_screen_by_the_names_update_takes(): void {
		$this->log_in_as( 'administrator' );
		update_option( 'timezone_string', '' );
		update_option( 'gmt_offset', '5.5' );
		update_option( 'blog_public', '0' );
		$read = wp_get_ability( self::GET )->execute( array() );
		self::assertIsArray( $read );
		self::assertSame( 'UTC+5.5', $read['settings']['timezone'] );
		self::assertTrue( $read['settings']['discourage_search'] );
		self::assertSame( 'en_US', $read['settings']['language'] );
		self::assertContains( 'en_US', $read['languages'] );
		self::assertSame( get_option( 'admin_email' ), $read['read_only']['admin_email']['value'] );

		$reading = wp_get_ability( self::GET )->execute( array( 'section' => 'reading' ) );
		self::assertIsArray( $reading );
		self::assertArrayHasKey( 'show_on_front', $reading['settings'] );
		self::assertArrayNotHasKey( 'timezone', $reading['settings'] );
	}

	public function test_bad_input_gets_a_clear_error_and_changes_nothing(): void {
		$this->log_in_as( 'administrator' );
		$draft = (int) wp_insert_post(
			array(
				'post_title'  => 'Draft page',
				'post_type'   => 'page',
				'post_status' => 'draft',
			)
		);
		$page  = $this->page( 'About' );
		update_option( 'show_on_front', 'posts' );
		update_option( 'page_on_front', 0 );
		$before = $this->options();
		foreach ( array(
			array( 'timezone' => 'Mars/Olympus_Mons' ),
			array( 'timezone' => 'UTC+99' ),
			array( 'language' => 'xx_XX' ),
			array( 'date_format' => '<b></b>' ),
			array(
				'show_on_front' => 'page',
				'page_on_front' => $draft,
			),
			array( 'show_on_front' => 'page' ),
			array(
				'show_on_front'  => 'page',
				'page_on_front'  => $page,
				'page_for_posts' => $page,
			),
			array( 'privacy_policy_page' => 987654 ),
			array( 'permalink_structure' => '/blog/' ),
			array( 'permalink_structure' => '/%postname%/ <script>' ),
			array(
				'posts_per_page' => 5,
				'admin_email'    => 'new@example.org',
			),
			array( 'site_address' => 'https://elsewhere.example' ),
			array( 'thread_comments_depth' => 11 ),
			array( 'show_avatars' => 'maybe' ),
			array( 'posts_per_rss' => array( 5 ) ),
			array( 'colour' => 'red' ),
			array(),
		) as $input ) {
			$answer = wp_get_ability( self::UPDATE )->execute( $input );
			self::assertInstanceOf( WP_Error::class, $answer, (string) wp_json_encode( $input ) );
			self::assertSame( $before, $this->options(), (string) wp_json_encode( $input ) );
		}
		$refused = wp_get_ability( self::UPDATE )->execute( array( 'admin_email' => 'new@example.org' ) );
		self::assertInstanceOf( WP_Error::class, $refused );
		self::assertStringContainsString( 'confirms a new administration e-mail by mail', $refused->get_error_message() );
	}

	public function test_the_homepage_is_switched_to_a_page_as_settings_reading_does_and_back_from_the_log(): void {
		$this->log_in_as( 'administrator' );
		update_option( 'show_on_front', 'posts' );
		$about = $this->page( 'About' );
		$news  = $this->page( 'News' );
		$heard = array();
		add_action(
			'update_option_show_on_front',
			static function ( $old, $value ) use ( &$heard ): void {
				$heard[] = "$old → $value";
			},
			10,
			2
		);

		$entry = $this->agent_runs(
			self::UPDATE,
			array(
				'show_on_front'  => 'page',
				'page_on_front'  => $about,
				'page_for_posts' => $news,
			)
		);
		self::assertSame( 'page', get_option( 'show_on_front' ) );
		self::assertSame( $about, (int) get_option( 'page_on_front' ) );
		self::assertSame( array( 'posts → page' ), $heard );

		self::assertTrue( Undo_Request::undo( $entry ) );
		self::assertSame( 'posts', get_option( 'show_on_front' ) );
		self::assertSame( 0, (int) get_option( 'page_on_front' ) );
	}

	public function test_each_value_is_read_as_its_setting_reads_it(): void {
		$this->log_in_as( 'administrator' );
		update_option( 'show_avatars', '1' );
		$changed = wp_get_ability( self::UPDATE )->execute( array( 'show_avatars' => 'false' ) );
		self::assertIsArray( $changed );
		self::assertSame( array( 'show_avatars' => false ), $changed['settings'] );
		self::assertSame( '', get_option( 'show_avatars' ) );
	}

	public function test_a_time_zone_is_stored_as_the_screen_stores_it(): void {
		$this->log_in_as( 'administrator' );
		update_option( 'timezone_string', 'UTC' );
		$entry = $this->agent_runs( self::UPDATE, array( 'timezone' => 'Europe/Lisbon' ) );
		self::assertSame( 'Europe/Lisbon', get_option( 'timezone_string' ) );
		self::assertSame( 'Europe/Lisbon', wp_timezone_string() );

		wp_get_ability( self::UPDATE )->execute( array( 'timezone' => 'UTC-3.5' ) );
		self::assertSame( '', get_option( 'timezone_string' ) );
		self::assertSame( '-03:30', wp_timezone_string() );

		// Changed again since: the log's Undo refuses, and says which setting.
		$undone = Undo_Request::undo( $entry );
		self::assertInstanceOf( WP_Error::class, $undone );
		self::assertSame( 'undo_conflict', $undone->get_error_code() );
		self::assertStringContainsString( 'timezone', $undone->get_error_message() );
		self::assertSame( '-03:30', wp_timezone_string() );
	}

	public function test_a_new_permalink_structure_flushes_the_rewrite_rules_and_the_dialog_warns_that_links_change(): void {
		$this->log_in_as( 'administrator' );
		global $wp_rewrite;
		$wp_rewrite->set_permalink_structure( '' );
		$post = (int) wp_insert_post(
			array(
				'post_title'  => 'Hello links',
				'post_status' => 'publish',
			)
		);

		$shown = wp_get_ability( 'webmcp-abilities/describe-settings' )->execute( array( 'permalink_structure' => '/%postname%/' ) );
		self::assertIsArray( $shown );
		$fields = array_column( $shown['fields'], 'value', 'label' );
		self::assertStringStartsWith( 'Plain (?p=123) → ', $fields['Permalink structure'] );
		self::assertStringEndsWith( '/%postname%/', $fields['Permalink structure'] );
		self::assertStringContainsString( 'address changes', $fields['Links'] );

		$entry = $this->agent_runs( self::UPDATE, array( 'permalink_structure' => '/%postname%/' ) );
		self::assertStringEndsWith( '/%postname%/', (string) get_option( 'permalink_structure' ) );
		self::assertStringContainsString( 'hello-links', (string) get_permalink( $post ) );
		self::assertNotEmpty( get_option( 'rewrite_rules' ) );

		self::assertTrue( Undo_Request::undo( $entry ) );
		self::assertSame( '', get_option( 'permalink_structure' ) );
		self::assertStringContainsString( '?p=' . $post, (string) get_permalink( $post ) );
	}

	public function test_the_dialog_shows_each_setting_before_and_after_in_the_screens_words(): void {
		$this->log_in_as( 'administrator' );
		update_option( 'default_comment_status', 'open' );
		update_option( 'close_comments_days_old', 14 );
		update_option( 'start_of_week', 1 );
		$shown = wp_get_ability( 'webmcp-abilities/describe-settings' )->execute(
			array(
				'comments_on_new_posts'   => false,
				'close_comments_days_old' => 30,
				'start_of_week'           => 1,
				'date_format'             => 'j F Y<script>',
			)
		);
		self::assertIsArray( $shown );
		self::assertSame(
			array(
				'Date format' => get_option( 'date_format' ) . ' → j F Y',
				'Allow people to submit comments on new posts' => 'on → off',
				'Close comments on posts older than (days)' => '14 → 30',
			),
			array_column( $shown['fields'], 'value', 'label' )
		);
	}

	/**
	 * @param string $title Its title.
	 * @return int A published page.
	 */
	private function page( string $title ): int {
		return (int) wp_insert_post(
			array(
				'post_title'  => $title,
				'post_type'   => 'page',
				'post_status' => 'publish',
			)
		);
	}

	/**
	 * @return array<string, mixed> The options these tools write.
	 */
	private function options(): array {
		$values = array();
		foreach ( array( 'timezone_string', 'gmt_offset', 'WPLANG', 'date_format', 'show_on_front', 'page_on_front', 'page_for_posts', 'wp_page_for_privacy_policy', 'permalink_structure', 'posts_per_page', 'thread_comments_depth', 'admin_email', 'home' ) as $option ) {
			$values[ $option ] = get_option( $option );
		}
		return $values;
	}
}
