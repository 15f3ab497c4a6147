<?php
/**
 * Uninstall leaves nothing of the plugin's on a site.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Tests;

use WebMCP_Abilities\Assistant\Issued_Calls;
use WebMCP_Abilities\Lifecycle\Site_Data;

/**
 * What the plugin keeps as transients goes with the rest (the tables' drop is in the e2e
 * uninstall stories).
 */
final class Site_Data_Test extends Test_Case {

	public function test_uninstall_takes_the_issued_assistant_calls_and_no_other_transient(): void {
		$user_id = $this->log_in_as( 'administrator' );
		Issued_Calls::issue(
			$user_id,
			array(
				array(
					'id'   => 'c1',
					'tool' => 'a_tool',
				),
			),
			'P/M'
		);
		set_transient( 'another_plugins_transient', 'kept', 60 );

		// Not remove(): dropping tables would end the test's transaction.
		Site_Data::remove_transients();
		wp_cache_flush();

		global $wpdb;
		$left = $wpdb->get_col( $wpdb->prepare( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE %s", '%transient%' . $wpdb->esc_like( Site_Data::TRANSIENT_PREFIX ) . '%' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the test reads what is stored.
		self::assertSame( array(), $left );
		self::assertNull( Issued_Calls::claim( $user_id, 'c1', 'a_tool' ) );
		self::assertSame( 'kept', get_transient( 'another_plugins_transient' ) );
	}
}
