<?php
/**
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Tests;

use WebMCP_Abilities\Exposure\Exposure_Policy;
use WebMCP_Abilities\Exposure\Tool_Offer;

/**
 * What the server holds browser-side abilities to, which it never sees run; and which abilities
 * it offers before the owner chooses.
 */
final class Tool_Offer_Test extends Test_Case {

	public function test_another_plugins_destructive_ability_waits_for_the_owner_whatever_it_asks(): void {
		$this->log_in_as( 'administrator' );
		$asks        = array( 'webmcp' => array( 'expose' => true ) );
		$destructive = array( 'annotations' => array( 'destructive' => true ) );
		$delete      = $this->register_ability( 'acme/delete-everything', $asks + $destructive );
		$edit        = $this->register_ability( 'acme/edit-something', $asks + array( 'annotations' => array( 'destructive' => false ) ) );
		$public      = $this->register_ability( 'acme/purge-cache', array( 'public' => true ) + $destructive );

		self::assertTrue( Exposure_Policy::asks_to_be_exposed( $delete ), 'It asks…' );
		self::assertFalse( Tool_Offer::is_offered( $delete ), '…and is not offered until the owner says so.' );
		self::assertFalse( Tool_Offer::is_offered( $public ) );
		self::assertTrue( Tool_Offer::is_offered( $edit ), 'A write that destroys nothing is offered as it asks.' );
		self::assertTrue( Tool_Offer::is_offered_by_name( 'webmcp-abilities/delete-media' ), 'The plugin\'s own destructive tools keep their dialogs and are offered.' );

		$this->save_settings( array( 'abilities' => array( 'acme/delete-everything' => true ) ) );
		self::assertTrue( Tool_Offer::is_offered( $delete ), 'The owner said so.' );
	}

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
