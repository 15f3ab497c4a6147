<?php
/**
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Tests;

use WebMCP_Abilities\Exposure\Tool_Name;

/**
 * Tool names on the server; `src/tools/test/tool-name-parity.test.ts` holds them to the bridge's.
 */
final class Tool_Name_Test extends Test_Case {

	public function test_every_slash_becomes_an_underscore(): void {
		self::assertSame( 'core_get-site-info', Tool_Name::claim( 'core/get-site-info' ) );
		self::assertSame( 'core_posts_find', Tool_Name::claim( 'core/posts/find' ) );
	}

	public function test_the_plugins_own_abilities_get_the_short_prefix_no_one_else_may_use(): void {
		self::assertSame( 'wp_list-pending-comments', Tool_Name::claim( 'webmcp-abilities/list-pending-comments' ) );
		self::assertNull( Tool_Name::claim( 'wp/list-pending-comments' ) );
		self::assertStringContainsString( 'kept for the tools of webmcp-abilities', Tool_Name::why_not( 'wp/list-pending-comments' ) );
	}

	public function test_a_long_name_is_cut_to_128_with_a_hash_of_the_whole_name(): void {
		$long  = 'plugin/' . str_repeat( 'a', 200 );
		$other = 'plugin/' . str_repeat( 'a', 199 ) . 'b';

		$tool = Tool_Name::claim( $long );

		self::assertIsString( $tool );
		self::assertSame( 128, strlen( $tool ) );
		self::assertMatchesRegularExpression( '/^plugin_a+\.[0-9a-f]{8}$/', $tool );
		self::assertNotSame( $tool, Tool_Name::claim( $other ), 'Names that share 119 characters still differ.' );
	}

	public function test_playground_names_are_refused_and_the_reason_says_so(): void {
		self::assertNull( Tool_Name::claim( 'playground/request' ) );
		self::assertNull( Tool_Name::claim( 'wp/ability/find-posts' ), 'Playground makes wp_ability_* tools of its own.' );
		self::assertStringContainsString( 'reserved by WordPress Playground', Tool_Name::why_not( 'playground/request' ) );
	}

	public function test_a_name_chromium_would_refuse_is_not_claimed(): void {
		self::assertNull( Tool_Name::claim( 'plugin/naïve' ) );
		self::assertNull( Tool_Name::claim( "plugin/name\n" ) );
		self::assertStringContainsString( 'not a valid WebMCP tool name', Tool_Name::why_not( 'plugin/naïve' ) );
	}
}
