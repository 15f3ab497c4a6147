<?php
/**
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Tests;

use WebMCP_Abilities\Undo\Undo_Request;
use WP_Error;

/**
 * The site's plugins: only who may activate plugins lists or switches them; this plugin, must-use
 * plugins, drop-ins and files that are no plugin are refused and nothing changes; a plugin is
 * switched as the Plugins screen switches it, one that fails as it loads leaves the site as it
 * was and says why, the dialog shows before → after, and the log's Undo gives the plugin its
 * earlier state unless it was switched again since.
 */
final class Plugins_Test extends Test_Case {

	private const LIST = 'webmcp-abilities/list-plugins';
	private const SET  = 'webmcp-abilities/set-plugin-active';

	private const AKISMET = 'akismet/akismet.php';

	/** @var string[] Files a test wrote into the site, removed after it. */
	private array $files = array();

	protected function setUp(): void {
		parent::setUp();
		require_once ABSPATH . 'wp-admin/includes/plugin.php';
		self::assertFalse( is_plugin_active( self::AKISMET ), 'The test site starts with Akismet inactive.' );
	}

	protected function tearDown(): void {
		foreach ( $this->files as $file ) {
			wp_delete_file( $file );
			if ( str_starts_with( dirname( $file ), WP_PLUGIN_DIR . '/' ) ) {
				rmdir( dirname( $file ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_rmdir -- a test fixture's folder.
			}
		}
		parent::tearDown();
	}

	public function test_only_who_may_activate_plugins_lists_or_switches_them(): void {
		foreach ( array( 'editor', 'author', 'subscriber' ) as $role ) {
			$this->log_in_as( $role );
			$read  = $this->run_over_rest( self::LIST, array(), array(), 'GET' );
			$write = $this->run_over_rest(
				self::SET,
				array(),
				array(
					'plugin' => self::AKISMET,
					'active' => true,
				)
			);
			foreach ( array( $read, $write ) as $answer ) {
				self::assertSame( 403, $answer->get_status(), $role );
				self::assertSame( 'access_denied', $answer->get_data()['code'] );
			}
		}
		self::assertFalse( is_plugin_active( self::AKISMET ) );

		$this->log_in_as( 'administrator' );
		self::assertSame( 200, $this->run_over_rest( self::LIST, array(), array(), 'GET' )->get_status() );
	}

	public function test_the_list_reads_the_plugins_screens_tabs_and_the_updates_wordpress_knows_of(): void {
		$this->log_in_as( 'administrator' );
		set_site_transient(
			'update_plugins',
			(object) array(
				'last_checked' => time(),
				'response'     => array( self::AKISMET => (object) array( 'new_version' => '99.0' ) ),
			)
		);
		$mu = $this->write_file( WPMU_PLUGIN_DIR . '/webmcp-test-always.php', "<?php\n/* Plugin Name: Always on */\n" );

		$all = $this->plugins( array() );
		self::assertSame(
			array(
				'name'           => 'Akismet Anti-spam: Spam Protection',
				'plugin'         => self::AKISMET,
				'version'        => get_plugin_data( WP_PLUGIN_DIR . '/' . self::AKISMET, false, false )['Version'],
				'active'         => false,
				'network_active' => false,
				'update'         => '99.0',
			),
			$all[ self::AKISMET ]
		);
		self::assertTrue( $all['webmcp-abilities/plugin.php']['active'] );
		self::assertNull( $all['webmcp-abilities/plugin.php']['update'] );
		self::assertArrayNotHasKey( basename( $mu ), $all, 'Must-use plugins have a tab of their own.' );

		self::assertSame( array( self::AKISMET ), array_keys( $this->plugins( array( 'status' => 'inactive' ) ) ) );
		self::assertSame( array( self::AKISMET ), array_keys( $this->plugins( array( 'status' => 'update' ) ) ) );
		self::assertArrayNotHasKey( self::AKISMET, $this->plugins( array( 'status' => 'active' ) ) );
		$always = $this->plugins( array( 'status' => 'must-use' ) );
		self::assertSame( 'Always on', $always[ basename( $mu ) ]['name'] );
		self::assertTrue( $always[ basename( $mu ) ]['active'] );
	}

	public function test_bad_input_gets_a_clear_error_and_changes_nothing(): void {
		$this->log_in_as( 'administrator' );
		$mu     = basename( $this->write_file( WPMU_PLUGIN_DIR . '/webmcp-test-always.php', "<?php\n/* Plugin Name: Always on */\n" ) );
		$dropin = basename( $this->write_file( WP_CONTENT_DIR . '/db-error.php', "<?php\n" ) );
		$before = get_option( 'active_plugins' );
		foreach ( array(
			array( 'webmcp-abilities/plugin.php', false, 'invalid_input', 'does not switch itself' ),
			array( $mu, false, 'invalid_input', 'must-use' ),
			array( $dropin, true, 'invalid_input', 'drop-in' ),
			array( 'no-such-plugin/no-such-plugin.php', true, 'not_found', 'list-plugins' ),
			array( '../wp-config.php', true, 'not_found', 'list-plugins' ),
			array( '../' . $mu, true, 'not_found', 'list-plugins' ),
		) as list( $plugin, $active, $code, $words ) ) {
			$input  = array(
				'plugin' => $plugin,
				'active' => $active,
			);
			$answer = $this->run_over_rest( self::SET, array(), $input );
			$said   = (string) wp_json_encode( $input );
			self::assertSame( $code, $answer->get_data()['code'], $said );
			self::assertStringContainsString( $words, $answer->get_data()['message'], $said );
			$shown = wp_get_ability( 'webmcp-abilities/describe-plugin-change' )->execute( $input );
			self::assertInstanceOf( WP_Error::class, $shown, "$said: nobody is asked." );
			self::assertSame( $code, $shown->get_error_code(), $said );
			self::assertSame( $before, get_option( 'active_plugins' ), $said );
		}
		foreach ( array( 'akismet', '../mu-plugins/' . $mu, '/etc/passwd.php' ) as $plugin ) {
			$answer = $this->run_over_rest(
				self::SET,
				array(),
				array(
					'plugin' => $plugin,
					'active' => true,
				)
			);
			self::assertSame( 'ability_invalid_input', $answer->get_data()['code'], $plugin );
		}
		self::assertSame( $before, get_option( 'active_plugins' ) );
	}

	public function test_akismet_is_activated_as_the_plugins_screen_does_and_deactivated_again_from_the_log(): void {
		$this->log_in_as( 'administrator' );
		update_option( 'recently_activated', array( self::AKISMET => time() - 60 ) );
		$heard = array();
		add_action(
			'activated_plugin',
			static function ( string $plugin ) use ( &$heard ): void {
				$heard[] = "activated $plugin";
			}
		);
		add_action(
			'deactivated_plugin',
			static function ( string $plugin ) use ( &$heard ): void {
				$heard[] = "deactivated $plugin";
			}
		);

		$entry = $this->agent_runs(
			self::SET,
			array(
				'plugin' => self::AKISMET,
				'active' => true,
			)
		);
		self::assertTrue( is_plugin_active( self::AKISMET ) );
		self::assertArrayNotHasKey( self::AKISMET, (array) get_option( 'recently_activated' ), 'No longer listed as recently active, as on the screen.' );

		self::assertTrue( Undo_Request::undo( $entry ) );
		self::assertFalse( is_plugin_active( self::AKISMET ) );
		self::assertArrayHasKey( self::AKISMET, (array) get_option( 'recently_activated' ) );
		self::assertSame( array( 'activated ' . self::AKISMET, 'deactivated ' . self::AKISMET ), $heard );
		self::assertTrue( is_plugin_active( 'webmcp-abilities/plugin.php' ) );
	}

	public function test_a_deactivation_is_undone_unless_the_plugin_was_switched_again_since(): void {
		$this->log_in_as( 'administrator' );
		self::assertNull( activate_plugin( self::AKISMET ) );
		$entry = $this->agent_runs(
			self::SET,
			array(
				'plugin' => self::AKISMET,
				'active' => false,
			)
		);
		self::assertFalse( is_plugin_active( self::AKISMET ) );

		// Someone activates it on the Plugins screen: the log's Undo refuses, and says so.
		activate_plugin( self::AKISMET );
		$undone = Undo_Request::undo( $entry );
		self::assertInstanceOf( WP_Error::class, $undone );
		self::assertSame( 'undo_conflict', $undone->get_error_code() );
		self::assertStringContainsString( 'Akismet Anti-spam: Spam Protection was activated again since', $undone->get_error_message() );
		self::assertTrue( is_plugin_active( self::AKISMET ) );

		// As it was after the agent's change: undone.
		deactivate_plugins( self::AKISMET );
		self::assertTrue( Undo_Request::undo( $entry ) );
		self::assertTrue( is_plugin_active( self::AKISMET ) );
	}

	public function test_a_plugin_that_fails_as_it_loads_leaves_the_site_as_it_was_and_says_why(): void {
		$this->log_in_as( 'administrator' );
		$plugin = 'webmcp-test-fatal/webmcp-test-fatal.php';
		$this->write_file( WP_PLUGIN_DIR . '/' . $plugin, "<?php\n/* Plugin Name: Fails on load */\nadd_action( 'init', 'webmcp_test_never' );\nthrow new RuntimeException( 'Cannot reach its licence server' );\n" );
		$before = get_option( 'active_plugins' );
		$level  = ob_get_level();
		$input  = array(
			'plugin' => $plugin,
			'active' => true,
		);

		$shown = wp_get_ability( 'webmcp-abilities/describe-plugin-change' )->execute( $input );
		self::assertIsArray( $shown, 'Only loading it tells: the person is asked.' );
		$answer = $this->run_over_rest( self::SET, array(), $input );

		self::assertSame( 409, $answer->get_status() );
		self::assertSame( 'invalid_state', $answer->get_data()['code'] );
		self::assertSame( 'Fails on load could not be activated because it triggered a fatal error: Cannot reach its licence server (' . $plugin . ', line 4). It is still inactive, and the site is as it was.', $answer->get_data()['message'] );
		self::assertSame( $before, get_option( 'active_plugins' ) );
		self::assertFalse( is_plugin_active( $plugin ) );
		self::assertSame( $level, ob_get_level(), 'The output WordPress buffered for the plugin is closed.' );
	}

	public function test_a_plugin_whose_requirements_are_not_met_is_refused_before_anyone_is_asked(): void {
		$this->log_in_as( 'administrator' );
		$plugin = 'webmcp-test-future/webmcp-test-future.php';
		$this->write_file( WP_PLUGIN_DIR . '/' . $plugin, "<?php\n/*\n * Plugin Name: From the future\n * Requires PHP: 99.0\n */\n" );
		$input = array(
			'plugin' => $plugin,
			'active' => true,
		);
		$shown = wp_get_ability( 'webmcp-abilities/describe-plugin-change' )->execute( $input );
		self::assertInstanceOf( WP_Error::class, $shown );
		self::assertSame( 'invalid_state', $shown->get_error_code() );
		self::assertStringContainsString( 'The plugin requires PHP 99.0', $shown->get_error_message() );
		self::assertStringNotContainsString( '<', $shown->get_error_message() );
		self::assertSame( 'invalid_state', $this->run_over_rest( self::SET, array(), $input )->get_data()['code'] );
		self::assertFalse( is_plugin_active( $plugin ) );
	}

	public function test_the_dialog_names_the_plugin_and_its_state_before_and_after(): void {
		$this->log_in_as( 'administrator' );
		$version  = get_plugin_data( WP_PLUGIN_DIR . '/' . self::AKISMET, false, false )['Version'];
		$describe = wp_get_ability( 'webmcp-abilities/describe-plugin-change' );

		$on = $describe->execute(
			array(
				'plugin' => self::AKISMET,
				'active' => true,
			)
		);
		self::assertIsArray( $on );
		self::assertSame( 'Akismet Anti-spam: Spam Protection', $on['title'] );
		$fields = array_column( $on['fields'], 'value', 'label' );
		self::assertSame( "Akismet Anti-spam: Spam Protection $version (akismet/akismet.php)", $fields['Plugin'] );
		self::assertSame( 'Inactive → Active', $fields['Status'] );
		self::assertStringContainsString( 'every page', $fields['What changes'] );

		$off = $describe->execute(
			array(
				'plugin' => self::AKISMET,
				'active' => false,
			)
		);
		self::assertIsArray( $off );
		self::assertSame( 'Inactive already: nothing changes.', array_column( $off['fields'], 'value', 'label' )['Status'] );
		$same = wp_get_ability( self::SET )->execute(
			array(
				'plugin' => self::AKISMET,
				'active' => false,
			)
		);
		self::assertIsArray( $same );
		self::assertFalse( $same['changed'] );
	}

	/**
	 * @param array<string, mixed> $input The list's input.
	 * @return array<string, array<string, mixed>> The plugins it lists, by file.
	 */
	private function plugins( array $input ): array {
		$answer = wp_get_ability( self::LIST )->execute( $input + array( 'per_page' => 50 ) );
		self::assertIsArray( $answer );
		return array_column( $answer['plugins'], null, 'plugin' );
	}

	/**
	 * @param string $file Where.
	 * @param string $code What.
	 * @return string The file, removed after the test.
	 */
	private function write_file( string $file, string $code ): string {
		self::assertFileDoesNotExist( $file );
		wp_mkdir_p( dirname( $file ) );
		file_put_contents( $file, $code ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_file_put_contents -- a test fixture.
		$this->files[] = $file;
		wp_clean_plugins_cache( false );
		return $file;
	}
}
