<?php
/**
 * The editors print the confirmation dialog's script with the page; other screens leave it to the
 * first confirmation.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Tests;

use WebMCP_Abilities\Admin\Bridge_Script;
use WebMCP_Abilities\Admin\Build_Script;
use WebMCP_Abilities\Admin\Editor_Abilities_Script;
use WP_Scripts;

/**
 * Issue 55: fetched at the first call, the dialog's script waited on the Playground CLI's one PHP
 * worker behind the Site Editor's own requests, 25 to 45 s before the person was asked.
 */
final class Editor_Abilities_Script_Test extends Test_Case {

	/**
	 * The page's scripts before the test.
	 *
	 * @var WP_Scripts|null
	 */
	private ?WP_Scripts $scripts = null;

	protected function setUp(): void {
		parent::setUp();
		if ( null === Build_Script::asset( 'editor' ) ) {
			self::markTestSkipped( 'Needs `npm run build`.' );
		}
		require_once ABSPATH . 'wp-admin/includes/class-wp-screen.php';
		require_once ABSPATH . 'wp-admin/includes/screen.php';
		$this->scripts         = $GLOBALS['wp_scripts'] ?? null;
		$GLOBALS['wp_scripts'] = new WP_Scripts(); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- a page of the test's own, put back after it.
		wp_set_current_user( 1 );
	}

	protected function tearDown(): void {
		$GLOBALS['wp_scripts']     = $this->scripts; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- As above.
		$GLOBALS['current_screen'] = null; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- As above.
		wp_dequeue_script_module( Bridge_Script::ABILITIES_MODULE );
		parent::tearDown();
	}

	/**
	 * @param string $screen A wp-admin screen.
	 */
	private function open( string $screen ): void {
		set_current_screen( $screen );
		Bridge_Script::enqueue();
		Editor_Abilities_Script::enqueue();
	}

	public function test_the_site_editor_prints_the_dialogs_script_after_the_bridge(): void {
		$this->open( 'site-editor' );

		self::assertTrue( wp_script_is( Editor_Abilities_Script::CONFIRM_HANDLE, 'enqueued' ) );
		$script = wp_scripts()->registered[ Editor_Abilities_Script::CONFIRM_HANDLE ];
		self::assertStringEndsWith( '/build/confirm.js', $script->src );
		// Only with the bridge, whose code reads it.
		self::assertContains( Bridge_Script::HANDLE, $script->deps );
		// The bridge's version names the chunk's own hash: a new chunk is a new address.
		self::assertSame( Build_Script::asset( 'index' )['version'] ?? null, $script->ver );
		self::assertSame( 1, $script->extra['group'] ?? null );
	}

	public function test_the_post_editor_prints_it_too(): void {
		$this->open( 'post' );

		self::assertTrue( wp_script_is( Editor_Abilities_Script::CONFIRM_HANDLE, 'enqueued' ) );
	}

	public function test_only_the_site_editor_prints_its_own_tools_after_the_editors(): void {
		$this->open( 'site-editor' );
		$script = wp_scripts()->registered[ Editor_Abilities_Script::SITE_EDITOR_HANDLE ] ?? null;
		self::assertNotNull( $script );
		self::assertTrue( wp_script_is( Editor_Abilities_Script::SITE_EDITOR_HANDLE, 'enqueued' ) );
		self::assertStringEndsWith( '/build/site-editor.js', $script->src );
		self::assertContains( Editor_Abilities_Script::HANDLE, $script->deps );
		self::assertSame( Build_Script::asset( 'editor' )['version'] ?? null, $script->ver );

		$GLOBALS['wp_scripts'] = new WP_Scripts(); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- the next screen's page.
		$this->open( 'post' );
		self::assertTrue( wp_script_is( Editor_Abilities_Script::HANDLE, 'enqueued' ) );
		self::assertFalse( wp_script_is( Editor_Abilities_Script::SITE_EDITOR_HANDLE, 'registered' ) );
	}

	public function test_both_editors_print_what_offers_their_tools_with_the_page(): void {
		foreach ( array( 'post', 'site-editor' ) as $screen ) {
			$this->open( $screen );

			$script = wp_scripts()->registered[ Editor_Abilities_Script::PAGE_ABILITIES_HANDLE ] ?? null;
			self::assertNotNull( $script, $screen );
			self::assertTrue( wp_script_is( Editor_Abilities_Script::PAGE_ABILITIES_HANDLE, 'enqueued' ), $screen );
			self::assertStringEndsWith( '/build/page-abilities.js', $script->src );
			self::assertContains( Bridge_Script::HANDLE, $script->deps );
			$GLOBALS['wp_scripts'] = new WP_Scripts(); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- the next screen's page.
		}
	}

	public function test_other_screens_leave_it_to_the_first_confirmation(): void {
		$this->open( 'dashboard' );

		self::assertTrue( wp_script_is( Bridge_Script::HANDLE, 'enqueued' ) );
		self::assertFalse( wp_script_is( Editor_Abilities_Script::CONFIRM_HANDLE, 'registered' ) );
		self::assertFalse( wp_script_is( Editor_Abilities_Script::PAGE_ABILITIES_HANDLE, 'registered' ) );
	}
}
