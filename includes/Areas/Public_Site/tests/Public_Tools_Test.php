<?php
/**
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Tests;

use WebMCP_Abilities\Exposure\Public_Tools;
use WebMCP_Abilities\Areas\Public_Site\Public_Tools_Loader;
use WebMCP_Abilities\Areas\Public_Site\Public_Tools_Script;

/**
 * Which tools visitors' agents are offered, and the one small tag a public page gets for them.
 */
final class Public_Tools_Test extends Test_Case {

	public function test_the_four_public_abilities_are_offered_unless_the_owner_switches_one_off(): void {
		self::assertSame( Public_Tools::abilities(), Public_Tools::offered() );

		$this->save_settings( array( 'abilities' => array( 'webmcp-abilities/read-content' => false ) ) );

		self::assertNotContains( 'webmcp-abilities/read-content', Public_Tools::offered() );
		self::assertCount( 3, Public_Tools::offered() );
	}

	public function test_nothing_is_offered_with_the_plugin_switched_off(): void {
		$this->save_settings( array( 'enabled' => false ) );

		self::assertSame( array(), Public_Tools::offered() );
		self::assertNull( Public_Tools_Script::url() );
		self::assertSame( '', $this->loader() );
	}

	public function test_a_filter_can_offer_none_but_never_another_ability(): void {
		add_filter( 'webmcp_abilities_public_tools', static fn (): array => array( 'webmcp-abilities/trash-post', 'webmcp-abilities/search-site' ) );
		self::assertSame( array( 'webmcp-abilities/search-site' ), Public_Tools::offered() );

		add_filter( 'webmcp_abilities_public_tools', '__return_empty_array', 20 );
		self::assertSame( array(), Public_Tools::offered() );
		self::assertSame( '', $this->loader() );
	}

	public function test_the_page_gets_one_feature_check_under_a_kilobyte_whose_address_follows_what_is_offered(): void {
		$tag = $this->loader();
		self::assertStringContainsString( 'if("modelContext"in document)', $tag );
		self::assertLessThan( 1024, strlen( $tag ) );
		self::assertStringNotContainsString( 'nonce', $tag );

		$before = Public_Tools_Script::url();
		$this->save_settings( array( 'abilities' => array( 'webmcp-abilities/list-destinations' => false ) ) );
		self::assertNotSame( $before, Public_Tools_Script::url() );
	}

	public function test_the_tag_is_the_same_for_a_logged_in_person(): void {
		$anonymous = $this->loader();
		$this->log_in_as( 'administrator' );

		self::assertSame( $anonymous, $this->loader() );
	}

	private function loader(): string {
		ob_start();
		Public_Tools_Loader::print();
		return (string) ob_get_clean();
	}
}
