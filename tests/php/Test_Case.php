<?php
/**
 * What every test starts from: the installed site as it was, whatever the previous test did.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Tests;

use PHPUnit\Framework\TestCase;
use WebMCP_Abilities\Contract;
use WebMCP_Abilities\Settings\Settings;
use WP_Abilities_Registry;
use WP_Ability;
use WP_Hook;

/**
 * Each test runs in a database transaction that is rolled back, with the hooks and the object
 * cache put back and nobody logged in, as WordPress's own test case does.
 */
abstract class Test_Case extends TestCase {

	/** @var array<string, WP_Hook> */
	private array $hooks = array();

	/** @var string[] Abilities a test registered. */
	private array $abilities = array();

	protected function setUp(): void {
		global $wpdb, $wp_filter;
		parent::setUp();
		$wpdb->query( 'START TRANSACTION' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- WordPress has no API for transactions; its own test case does the same.
		$this->hooks = array_map( static fn ( WP_Hook $hook ): WP_Hook => clone $hook, $wp_filter );
	}

	protected function tearDown(): void {
		global $wpdb, $wp_filter;
		foreach ( $this->abilities as $name ) {
			WP_Abilities_Registry::get_instance()->unregister( $name );
		}
		$wp_filter = $this->hooks; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- Puts back the hooks a test added.
		$wpdb->query( 'ROLLBACK' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- As above.
		wp_cache_flush();
		// The rollback puts the option back without the hooks that tell the plugin.
		Settings::forget();
		wp_set_current_user( 0 );
		parent::tearDown();
	}

	/**
	 * Registers an ability for this test only, as another plugin would.
	 *
	 * @param string               $name An ability name.
	 * @param array<string, mixed> $meta Its meta, besides `show_in_rest` (true unless given).
	 */
	protected function register_ability( string $name, array $meta = array() ): WP_Ability {
		$ability = WP_Abilities_Registry::get_instance()->register(
			$name,
			array(
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
}
