<?php
/**
 * What every test starts from: the installed site as it was, whatever the previous test did.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Tests;

use PHPUnit\Framework\TestCase;
use WebMCP_Abilities\Activity\Activity_Log;
use WebMCP_Abilities\Contract;
use WebMCP_Abilities\Settings\Settings;
use WP_Abilities_Registry;
use WP_Ability;
use WP_Hook;
use WP_REST_Request;
use WP_REST_Response;
use WP_Theme_JSON_Resolver;

/**
 * Each test runs in a database transaction that is rolled back, with the hooks and the object
 * cache put back and nobody logged in, as WordPress's own test case does.
 */
abstract class Test_Case extends TestCase {

	/** @var array<string, WP_Hook> */
	private array $hooks = array();

	/** @var string[] Abilities a test registered. */
	private array $abilities = array();

	/** @var string The active theme as the test starts. */
	private string $theme = '';

	/** @var array<string, mixed> What WordPress keeps in memory of the theme's setup: its features, menu locations and sidebars. */
	private array $theme_setup = array();

	/** The globals that hold it. */
	private const THEME_SETUP = array( '_wp_theme_features', '_wp_registered_nav_menus', 'wp_registered_sidebars' );

	protected function setUp(): void {
		global $wpdb, $wp_filter;
		parent::setUp();
		$wpdb->query( 'START TRANSACTION' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- WordPress has no API for transactions; its own test case does the same.
		$this->hooks = array_map( static fn ( WP_Hook $hook ): WP_Hook => clone $hook, $wp_filter );
		$this->theme = get_stylesheet();
		foreach ( self::THEME_SETUP as $global ) {
			$this->theme_setup[ $global ] = $GLOBALS[ $global ] ?? array();
		}
		// The site's mail (a reply's notification to the post's author, say) goes nowhere here.
		add_filter( 'pre_wp_mail', '__return_false' );
	}

	protected function tearDown(): void {
		global $wpdb, $wp_filter;
		foreach ( array_unique( $this->abilities ) as $name ) {
			// A test may have unregistered it itself, as another plugin would.
			if ( WP_Abilities_Registry::get_instance()->is_registered( $name ) ) {
				WP_Abilities_Registry::get_instance()->unregister( $name );
			}
		}
		$wp_filter = $this->hooks; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- Puts back the hooks a test added.
		$switched  = get_stylesheet() !== $this->theme;
		$wpdb->query( 'ROLLBACK' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- As above.
		wp_cache_flush();
		if ( $switched ) {
			// The rollback puts the theme back, but not the paths and theme.json WordPress keeps
			// in memory for the theme of the request, nor what a classic theme's setup registered.
			wp_set_template_globals();
			WP_Theme_JSON_Resolver::clean_cached_data();
			foreach ( $this->theme_setup as $global => $value ) {
				$GLOBALS[ $global ] = $value; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited, WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedVariableFound -- WordPress's own globals, put back.
			}
		}
		// The rollback puts the option back without the hooks that tell the plugin.
		Settings::forget();
		wp_set_current_user( 0 );
		unset( $GLOBALS['wp_rest_application_password_uuid'] );
		parent::tearDown();
	}

	/**
	 * Switches to Twenty Twenty-One, a classic theme, and sets it up as WordPress does on the next
	 * request, from its own `functions.php`: its menu locations (`primary`, `footer`) and its
	 * sidebar (`sidebar-1`, "Footer"). The test's end puts the theme and that setup back.
	 */
	protected function switch_to_classic_theme(): void {
		switch_theme( 'twentytwentyone' );
		// Loaded once a run, as WordPress loads it once a request; its setup runs for each test.
		require_once get_stylesheet_directory() . '/functions.php';
		// WordPress warns of theme features added after `wp_loaded`; here they come before the
		// next request's, which is what the test stands for.
		$early = static fn ( bool $trigger, string $function_name ): bool => $trigger && ! str_starts_with( $function_name, 'add_theme_support' );
		add_filter( 'doing_it_wrong_trigger_error', $early, 10, 2 );
		foreach ( array( 'twenty_twenty_one_setup', 'twenty_twenty_one_widgets_init' ) as $setup ) {
			// @phpstan-ignore argument.type (the theme's own functions, from the functions.php loaded above)
			call_user_func( $setup );
		}
		remove_filter( 'doing_it_wrong_trigger_error', $early );
	}

	/**
	 * Registers an ability for this test only, as another plugin would.
	 *
	 * @param string               $name An ability name.
	 * @param array<string, mixed> $meta Its meta, besides `show_in_rest` (true unless given).
	 * @param array<string, mixed> $args Other arguments, over a test ability's.
	 */
	protected function register_ability( string $name, array $meta = array(), array $args = array() ): WP_Ability {
		$ability = WP_Abilities_Registry::get_instance()->register(
			$name,
			$args + array(
				'label'               => 'Test ability',
				'description'         => 'Registered by a test.',
				'category'            => 'site',
				'input_schema'        => array(
					'type'    => 'object',
					'default' => array(),
				),
				'execute_callback'    => static fn (): array => array( 'ran' => true ),
				'permission_callback' => static fn (): bool => current_user_can( 'read' ),
				'meta'                => $meta + array( 'show_in_rest' => true ),
			)
		);
		self::assertInstanceOf( WP_Ability::class, $ability );
		$this->abilities[] = $name;
		return $ability;
	}

	/**
	 * Logs in a new user with a role.
	 *
	 * @param string $role A role.
	 * @return int The user's ID.
	 */
	protected function log_in_as( string $role ): int {
		$user_id = wp_insert_user(
			array(
				'user_login' => uniqid( $role ),
				'user_pass'  => wp_generate_password(),
				'user_email' => uniqid( $role ) . '@example.org',
				'role'       => $role,
			)
		);
		self::assertIsInt( $user_id );
		wp_set_current_user( $user_id );
		return $user_id;
	}

	/**
	 * @param array<string, mixed> $settings Settings to save, over the defaults.
	 */
	protected function save_settings( array $settings ): void {
		update_option( Contract::settings_option(), $settings + Settings::defaults() );
	}

	/**
	 * Dispatches a run of core's run route as `WP_REST_Server::serve_request()` does, with the
	 * `rest_post_dispatch` filter that `rest_do_request()` alone leaves out.
	 *
	 * @param string                $ability The ability.
	 * @param array<string, string> $headers Headers the client sends.
	 * @param array<string, mixed>  $input   The input.
	 * @param string                $method  The method core's run route takes for the ability.
	 */
	protected function run_over_rest( string $ability, array $headers = array(), array $input = array(), string $method = 'POST' ): WP_REST_Response {
		$request = new WP_REST_Request( $method, "/wp-abilities/v1/abilities/$ability/run" );
		foreach ( $headers as $name => $value ) {
			$request->set_header( $name, $value );
		}
		if ( 'POST' === $method ) {
			$request->set_header( 'Content-Type', 'application/json' );
			$request->set_body( (string) wp_json_encode( array( 'input' => (object) $input ) ) );
		} else {
			$request->set_query_params( array( 'input' => $input ) );
		}
		$server   = rest_get_server();
		$response = rest_ensure_response( $server->dispatch( $request ) );
		return apply_filters(
			'rest_post_dispatch', // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- Core's hook, applied as core applies it.
			$response,
			$server,
			$request
		);
	}

	/**
	 * @param int $user_id A user.
	 * @return string[] Their entries, newest first: channel, outcome and ability.
	 */
	protected function rows_of( int $user_id ): array {
		$items = Activity_Log::query(
			array(
				'user_id'  => $user_id,
				'per_page' => 100,
				'page'     => 1,
			)
		)['items'];
		return array_map( static fn ( object $row ): string => "{$row->channel} {$row->outcome} {$row->ability}", $items );
	}

	/**
	 * Signs the current request in as WordPress does once an application password checked out.
	 */
	protected function sign_with_app_password(): void {
		$GLOBALS['wp_rest_application_password_uuid'] = wp_generate_uuid4(); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedVariableFound -- core's own global.
	}

	/**
	 * @param string               $ability The write.
	 * @param array<string, mixed> $input   Its input.
	 * @param string               $method  Its REST method.
	 * @return int The log entry of the agent's run.
	 */
	protected function agent_runs( string $ability, array $input, string $method = 'POST' ): int {
		$this->sign_with_app_password();
		$response = $this->run_over_rest( $ability, array(), $input, $method );
		unset( $GLOBALS['wp_rest_application_password_uuid'] );
		self::assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$row = Activity_Log::query(
			array(
				'user_id'  => get_current_user_id(),
				'per_page' => 1,
				'page'     => 1,
			)
		)['items'][0];
		self::assertNotNull( $row->reversal, 'The write kept what undo needs.' );
		return (int) $row->id;
	}
}
