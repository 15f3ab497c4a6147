<?php
/**
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Tests;

use WebMCP_Abilities\Desktop\Relay_Choice;
use WebMCP_Abilities\Settings\Settings;

/**
 * The MCP-B relay: allowed by the owner, chosen by each person for themselves only, and the
 * confirmation wait the owner sets, within bounds.
 */
final class Relay_Choice_Test extends Test_Case {

	/**
	 * @param int  $user_id Whose profile is saved.
	 * @param bool $checked Whether the box is ticked.
	 * @param bool $nonce   Whether the form's nonce is sent.
	 */
	private function save_profile( int $user_id, bool $checked, bool $nonce = true ): void {
		$_POST = array();
		if ( $nonce ) {
			$_POST['webmcp_abilities_relay_nonce'] = wp_create_nonce( 'webmcp_abilities_relay' );
		}
		if ( $checked ) {
			$_POST['webmcp_abilities_relay'] = '1';
		}
		Relay_Choice::save( $user_id );
		$_POST = array();
	}

	private function profile_field( int $user_id ): string {
		ob_start();
		Relay_Choice::print_field( get_userdata( $user_id ) );
		return (string) ob_get_clean();
	}

	public function test_nobody_is_offered_the_relay_until_the_owner_allows_it(): void {
		$author = $this->log_in_as( 'author' );
		self::assertSame( '', $this->profile_field( $author ) );
		$this->save_profile( $author, true );
		self::assertFalse( Relay_Choice::chosen( $author ) );
		self::assertNull( Relay_Choice::page_data() );
	}

	public function test_a_person_chooses_it_for_themselves_and_the_page_learns_where_it_is(): void {
		$this->save_settings(
			array(
				'desktop' => array(
					'relay'        => true,
					'relay_port'   => 9444,
					'confirm_wait' => 55,
				),
			)
		);
		Settings::forget();
		$author = $this->log_in_as( 'author' );
		self::assertStringContainsString( 'through the MCP-B relay', $this->profile_field( $author ) );

		$this->save_profile( $author, true, false );
		self::assertFalse( Relay_Choice::chosen( $author ), 'without the form’s nonce' );

		$this->save_profile( $author, true );
		self::assertTrue( Relay_Choice::chosen( $author ) );
		$page = Relay_Choice::page_data();
		self::assertNotNull( $page );
		self::assertSame( 9444, $page['port'] );
		self::assertStringEndsWith( '/build/relay/embed.js', $page['embed'] );

		$this->save_profile( $author, false );
		self::assertFalse( Relay_Choice::chosen( $author ) );
	}

	public function test_nobody_chooses_it_for_someone_else(): void {
		$this->save_settings(
			array(
				'desktop' => array(
					'relay'        => true,
					'relay_port'   => 9333,
					'confirm_wait' => 55,
				),
			)
		);
		Settings::forget();
		$author = $this->log_in_as( 'author' );
		$this->log_in_as( 'administrator' );
		self::assertSame( '', $this->profile_field( $author ) );
		$this->save_profile( $author, true );
		self::assertFalse( Relay_Choice::chosen( $author ) );
	}

	public function test_the_owner_s_wait_and_port_stay_within_bounds(): void {
		$sanitize = static fn ( array $desktop ): array => Settings::sanitize( array( 'desktop' => $desktop ) )['desktop'];
		self::assertSame(
			array(
				'confirm_wait' => 55,
				'relay'        => false,
				'relay_port'   => 9333,
			),
			$sanitize( array() )
		);
		self::assertSame( Settings::CONFIRM_WAIT_RANGE[0], $sanitize( array( 'confirm_wait' => 1 ) )['confirm_wait'] );
		self::assertSame( Settings::CONFIRM_WAIT_RANGE[1], $sanitize( array( 'confirm_wait' => 86400 ) )['confirm_wait'] );
		self::assertSame( 55, $sanitize( array( 'confirm_wait' => 'long' ) )['confirm_wait'] );
		self::assertSame( 9333, $sanitize( array( 'relay_port' => 80 ) )['relay_port'] );
		self::assertSame( 9333, $sanitize( array( 'relay_port' => 70000 ) )['relay_port'] );
		self::assertSame( 10000, $sanitize( array( 'relay_port' => '10000' ) )['relay_port'] );
	}
}
