<?php
/**
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Tests;

use WebMCP_Abilities\Areas\Proposals\Proposal_Maker;
use WebMCP_Abilities\Exposure\Tool_Name;
use WebMCP_Abilities\Proposals\Proposal_Decision;
use WebMCP_Abilities\Proposals\Proposal_Policy;
use WebMCP_Abilities\Proposals\Proposal_Store;
use WP_Error;

/**
 * A change to the site itself, not one post, proposed and decided: an editor's agent proposes a
 * Reading or Discussion setting, an administrator approves it; nothing else may be proposed, and
 * a setting changed since makes the proposal stale.
 */
final class Settings_Proposals_Test extends Test_Case {

	private const SETTINGS      = 'webmcp-abilities/update-settings';
	private const READ_SETTINGS = 'webmcp-abilities/get-settings';

	public function test_an_editors_agent_proposes_a_reading_change_and_an_administrator_approves_it(): void {
		update_option( 'posts_per_rss', 10 );
		$this->log_in_as( 'editor' );
		$update = wp_get_ability( self::SETTINGS );
		$input  = array(
			'posts_per_rss'         => 5,
			'comments_on_new_posts' => false,
		);
		self::assertSame( Proposal_Policy::PROPOSE, Proposal_Policy::mode( $update, $input ) );
		// The Reading and Discussion settings, for the editor to propose from; not the others.
		self::assertTrue( wp_get_ability( self::READ_SETTINGS )->check_permissions( array( 'section' => 'reading' ) ) );
		self::assertInstanceOf( WP_Error::class, wp_get_ability( self::READ_SETTINGS )->check_permissions( array( 'section' => 'general' ) ) );

		$made = Proposal_Maker::propose( self::SETTINGS, $input, (string) Tool_Name::claim( self::SETTINGS ), 'Shorter pages.' );
		self::assertIsArray( $made, is_wp_error( $made ) ? $made->get_error_message() : '' );
		self::assertSame( '10', (string) get_option( 'posts_per_rss' ) );
		$subject = array_column( Proposal_Store::get( $made['id'] )->subject['fields'], 'value', 'label' );
		self::assertSame( 'Update site settings', $subject['Proposed'] );
		self::assertSame( '10 → 5', $subject['Syndication feeds show the most recent'] );

		$this->log_in_as( 'administrator' );
		$approved = Proposal_Decision::approve( $made['id'], 'Fine.' );
		self::assertIsArray( $approved, is_wp_error( $approved ) ? $approved->get_error_message() : '' );
		self::assertSame( '5', (string) get_option( 'posts_per_rss' ) );
		self::assertSame( 'closed', get_option( 'default_comment_status' ) );
	}

	public function test_an_editor_proposes_nothing_beyond_reading_and_discussion_and_a_changed_setting_makes_a_proposal_stale(): void {
		$this->log_in_as( 'editor' );
		$update = wp_get_ability( self::SETTINGS );
		foreach ( array( array( 'timezone' => 'Europe/Lisbon' ), array( 'permalink_structure' => '/%postname%/' ), array( 'privacy_policy_page' => 0 ) ) as $input ) {
			self::assertSame( Proposal_Policy::REFUSE, Proposal_Policy::mode( $update, $input ), (string) wp_json_encode( $input ) );
			self::assertInstanceOf( WP_Error::class, Proposal_Maker::propose( self::SETTINGS, $input, (string) Tool_Name::claim( self::SETTINGS ), '' ) );
		}
		$this->log_in_as( 'author' );
		self::assertSame( Proposal_Policy::REFUSE, Proposal_Policy::mode( $update, array( 'posts_per_rss' => 5 ) ) );

		update_option( 'posts_per_rss', 10 );
		$this->log_in_as( 'editor' );
		$made = Proposal_Maker::propose( self::SETTINGS, array( 'posts_per_rss' => 3 ), (string) Tool_Name::claim( self::SETTINGS ), '' );
		self::assertIsArray( $made );
		update_option( 'posts_per_rss', 20 );
		$this->log_in_as( 'administrator' );
		$stale = Proposal_Decision::approve( $made['id'], '' );
		self::assertInstanceOf( WP_Error::class, $stale );
		self::assertSame( 'stale', $stale->get_error_code() );
		self::assertSame( '20', (string) get_option( 'posts_per_rss' ) );
	}
}
