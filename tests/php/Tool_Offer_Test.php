<?php
/**
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Tests;

use WebMCP_Abilities\Exposure\Tool_Offer;

/**
 * What the server holds browser-side abilities to, which it never sees run.
 */
final class Tool_Offer_Test extends Test_Case {

	public function test_a_browser_side_ability_is_offered_unless_the_owner_switched_it_off(): void {
		$this->log_in_as( 'subscriber' );
		$this->save_settings( array( 'abilities' => array( 'page-plugin/off' => false ) ) );

		self::assertTrue( Tool_Offer::is_offered_in_page( 'page-plugin/on' ) );
		self::assertTrue( Tool_Offer::is_offered_in_page( 'page-plugin/deep/name' ) );
		self::assertFalse( Tool_Offer::is_offered_in_page( 'page-plugin/off' ) );
	}

	public function test_a_server_abilitys_name_cannot_be_reported_as_a_browser_side_one(): void {
		$this->log_in_as( 'subscriber' );

		self::assertFalse( Tool_Offer::is_offered_in_page( 'webmcp-abilities/find-posts' ) );
		self::assertFalse( Tool_Offer::is_offered_in_page( 'playground/request' ) );
		self::assertFalse( Tool_Offer::is_offered_in_page( 'Page-Plugin/Upper' ) );
	}

	public function test_the_owners_gate_holds_for_browser_side_abilities_too(): void {
		$this->save_settings(
			array(
				'abilities' => array( 'page-plugin/chosen' => true ),
				'gates'     => array(
					'page-plugin/chosen'                 => 'manage_options',
					'page-plugin/gated'                  => 'edit_posts',
					'webmcp-abilities/get-site-overview' => 'manage_options',
				),
			)
		);

		$this->log_in_as( 'subscriber' );
		self::assertFalse( Tool_Offer::is_offered_in_page( 'page-plugin/gated' ) );
		self::assertSame(
			array(
				'page-plugin/chosen' => false,
				'page-plugin/gated'  => false,
			),
			Tool_Offer::page_choices(),
			'Server abilities are not the page\'s to decide.'
		);

		$this->log_in_as( 'administrator' );
		self::assertTrue( Tool_Offer::is_offered_in_page( 'page-plugin/gated' ) );
		self::assertSame( array( 'page-plugin/chosen' => true ), Tool_Offer::page_choices() );
	}
}
