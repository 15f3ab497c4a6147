<?php
/**
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Tests;

use WebMCP_Abilities\Areas\Site_Health\Expired_Transients;

/**
 * Deleting expired transients and flushing the rewrite rules: only who manages options may; the
 * dialog counts the transients that go, and says links keep their structure; each is done with
 * WordPress's own function, as its daily event and the Permalinks screen do.
 */
final class Upkeep_Test extends Test_Case {

	private const DELETE = 'webmcp-abilities/delete-expired-transients';
	private const FLUSH  = 'webmcp-abilities/flush-rewrite-rules';

	public function test_only_who_manages_options_runs_the_upkeep(): void {
		$this->expired_transients( 2 );
		update_option( 'rewrite_rules', '' );
		foreach ( array( 'editor', 'author', 'subscriber' ) as $role ) {
			$this->log_in_as( $role );
			foreach ( array( self::DELETE, self::FLUSH, 'webmcp-abilities/describe-expired-transients', 'webmcp-abilities/describe-rewrite-flush' ) as $ability ) {
				$answer = $this->run_over_rest( $ability, array(), array(), str_contains( $ability, 'describe' ) ? 'GET' : 'POST' );
				self::assertSame( 403, $answer->get_status(), "$role $ability" );
				self::assertSame( 'access_denied', $answer->get_data()['code'] );
			}
		}
		self::assertSame( 2, Expired_Transients::count() );
		self::assertSame( '', get_option( 'rewrite_rules' ) );
	}

	public function test_expired_transients_are_counted_before_and_deleted_the_others_kept(): void {
		$this->log_in_as( 'administrator' );
		$base = Expired_Transients::count();
		$this->expired_transients( 3 );
		set_site_transient( 'webmcp_test_site_stale', 'old', HOUR_IN_SECONDS );
		update_option( '_site_transient_timeout_webmcp_test_site_stale', time() - 1 );
		set_transient( 'webmcp_test_fresh', 'new', HOUR_IN_SECONDS );
		self::assertSame( $base + 4, Expired_Transients::count() );

		$shown = wp_get_ability( 'webmcp-abilities/describe-expired-transients' )->execute();
		self::assertIsArray( $shown );
		$fields = array_column( $shown['fields'], 'value', 'label' );
		self::assertSame( ( $base + 4 ) . ' → 0 (deleted)', $fields['Expired transients'] );
		self::assertStringContainsString( 'Not possible, and nothing is lost', $fields['Undo'] );
		self::assertSame( $base + 4, Expired_Transients::count(), 'Describing deletes nothing.' );

		$answer = $this->run_over_rest( self::DELETE );
		self::assertSame( 200, $answer->get_status(), (string) wp_json_encode( $answer->get_data() ) );
		self::assertSame( array( 'deleted' => $base + 4 ), $answer->get_data() );
		self::assertSame( 0, Expired_Transients::count() );
		foreach ( array( '_transient_webmcp_test_stale_1', '_transient_timeout_webmcp_test_stale_1', '_site_transient_webmcp_test_site_stale' ) as $option ) {
			self::assertFalse( $this->stored( $option ), $option );
		}
		self::assertSame( 'new', get_transient( 'webmcp_test_fresh' ) );

		$none = wp_get_ability( 'webmcp-abilities/describe-expired-transients' )->execute();
		self::assertSame( 'None: nothing to delete', array_column( $none['fields'], 'value', 'label' )['Expired transients'] );
		self::assertSame( array( 'deleted' => 0 ), wp_get_ability( self::DELETE )->execute() );
	}

	public function test_bad_input_deletes_and_flushes_nothing(): void {
		$this->log_in_as( 'administrator' );
		$this->expired_transients( 1 );
		update_option( 'rewrite_rules', '' );
		foreach ( array( self::DELETE, self::FLUSH ) as $ability ) {
			$answer = $this->run_over_rest( $ability, array(), array( 'all' => true ) );
			self::assertSame( 400, $answer->get_status(), $ability );
			self::assertSame( 'ability_invalid_input', $answer->get_data()['code'] );
		}
		self::assertGreaterThanOrEqual( 1, Expired_Transients::count() );
		self::assertSame( '', get_option( 'rewrite_rules' ) );
	}

	public function test_the_rewrite_rules_are_made_again_and_links_keep_their_structure(): void {
		$this->log_in_as( 'administrator' );
		global $wp_rewrite;
		$wp_rewrite->set_permalink_structure( '/%year%/%postname%/' );
		$post = (int) wp_insert_post(
			array(
				'post_title'  => 'Fresh loaves',
				'post_status' => 'publish',
				'post_date'   => '2026-03-01 09:00:00',
			)
		);
		$link = get_permalink( $post );
		update_option( 'rewrite_rules', array( 'stale/?$' => 'index.php?stale=1' ) );
		$generated = 0;
		add_action(
			'generate_rewrite_rules',
			static function () use ( &$generated ): void {
				++$generated;
			}
		);

		$shown = wp_get_ability( 'webmcp-abilities/describe-rewrite-flush' )->execute();
		self::assertIsArray( $shown );
		self::assertSame(
			array(
				'Permalink structure' => '/%year%/%postname%/, unchanged',
				'Rewrite rules'       => '1 stored → made again from the permalink structure and what the theme and plugins add',
				'Links'               => 'Keep their structure: no post\'s or page\'s address changes.',
				'Undo'                => 'Not possible, and nothing to put back: the rules are made from the site\'s settings.',
			),
			array_column( $shown['fields'], 'value', 'label' )
		);
		self::assertSame( 0, $generated, 'Describing makes nothing.' );

		$answer = $this->run_over_rest( self::FLUSH );
		self::assertSame( 200, $answer->get_status(), (string) wp_json_encode( $answer->get_data() ) );
		self::assertSame( 1, $generated );
		$rules = get_option( 'rewrite_rules' );
		self::assertIsArray( $rules );
		self::assertArrayNotHasKey( 'stale/?$', $rules );
		self::assertArrayHasKey( '([0-9]{4})/([^/]+)(?:/([0-9]+))?/?$', $rules );
		self::assertSame(
			array(
				'rules'               => count( $rules ),
				'permalink_structure' => '/%year%/%postname%/',
			),
			$answer->get_data()
		);
		self::assertSame( $link, get_permalink( $post ) );
	}

	/**
	 * @param int $count How many transients to set, then make expired as time would.
	 */
	private function expired_transients( int $count ): void {
		for ( $i = 1; $i <= $count; $i++ ) {
			set_transient( "webmcp_test_stale_$i", "value $i", HOUR_IN_SECONDS );
			update_option( "_transient_timeout_webmcp_test_stale_$i", time() - MINUTE_IN_SECONDS );
		}
	}

	/**
	 * @param string $option An option's name.
	 * @return bool Whether the options table has it, behind WordPress's caches.
	 */
	private function stored( string $option ): bool {
		global $wpdb;
		return null !== $wpdb->get_var( $wpdb->prepare( "SELECT option_id FROM {$wpdb->options} WHERE option_name = %s", $option ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- behind the caches, in a test.
	}
}
