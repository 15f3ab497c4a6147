<?php
/**
 * Wires the plugin into WordPress: checks what it needs, then adds its hooks.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities;

defined( 'ABSPATH' ) || exit;

/**
 * Plugin bootstrap.
 *
 * @internal
 * @since 0.1.0
 */
final class Plugin {

	/**
	 * Adds the plugin's hooks, or only an admin notice when WordPress is too old.
	 *
	 * @since 0.1.0
	 */
	public static function boot(): void {
		$requirements = new Requirements( MINIMUM_WP_VERSION );
		if ( ! $requirements->are_met() ) {
			add_action( 'admin_notices', array( $requirements, 'print_notice' ) );
			return;
		}

		add_action( 'wp_abilities_api_categories_init', array( Abilities\Categories::class, 'register' ) );
		add_action( 'wp_abilities_api_init', array( Abilities\Registry::class, 'register' ) );
		add_action( 'admin_enqueue_scripts', array( Admin\Bridge_Script::class, 'enqueue' ) );
		add_action( 'admin_notices', array( Admin\Not_In_Rest_Notice::class, 'print' ) );
	}
}
