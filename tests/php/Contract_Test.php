<?php
/**
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Tests;

use WebMCP_Abilities\Contract;

/**
 * `includes/contract.json` is read by PHP and bundled into the bridge: a broken file must fail
 * here, not quietly turn every pattern into one that matches nothing.
 */
final class Contract_Test extends Test_Case {

	public function test_every_literal_is_there_with_its_type(): void {
		self::assertSame( 'webmcp-abilities/v1', Contract::rest_namespace() );
		self::assertSame( 'webmcp_abilities_settings', Contract::settings_option() );
		self::assertMatchesRegularExpression( '/^X-[A-Za-z-]+$/', Contract::tool_header() );
		self::assertGreaterThan( 0, Contract::max_tools_limit() );
		self::assertSame( 128, Contract::tool_name_max_length() );
		self::assertContains( 'core', Contract::first_namespaces() );
		self::assertContains( 'playground_request', Contract::playground_tool_names() );
		self::assertSame( 'wp_ability_', Contract::playground_tool_prefix() );
		self::assertSame( 'webmcp-abilities', Contract::own_namespace() );
		self::assertSame( 'wp_', Contract::own_tool_prefix() );
	}

	public function test_the_patterns_compile_and_hold_at_the_very_end(): void {
		self::assertSame( 1, preg_match( Contract::ability_name_regex(), 'core/posts/find' ) );
		self::assertSame( 0, preg_match( Contract::ability_name_regex(), "core/posts\n" ) );
		self::assertSame( 0, preg_match( Contract::ability_name_regex(), 'a/b/c/d/e' ) );
		self::assertSame( 1, preg_match( Contract::tool_name_regex(), 'core_posts_find' ) );
		self::assertSame( 0, preg_match( Contract::tool_name_regex(), str_repeat( 'a', 129 ) ) );
	}
}
