<?php
/**
 * Tells whether this WordPress can run the plugin, and says so in wp-admin when it cannot.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities;

defined( 'ABSPATH' ) || exit;

/**
 * The plugin needs the Abilities API, which WordPress ships from 6.9 on.
 *
 * @internal
 * @since 0.1.0
 */
final class Requirements {

	/**
	 * @param string $minimum_wp_version Oldest WordPress version the plugin runs on.
	 */
	public function __construct( private readonly string $minimum_wp_version ) {}

	/**
	 * @since 0.1.0
	 *
	 * @return bool Whether WordPress is recent enough and has the Abilities API.
	 */
	public function are_met(): bool {
		return version_compare( $this->wordpress_version(), $this->minimum_wp_version, '>=' )
			&& function_exists( 'wp_register_ability' );
	}

	/**
	 * Prints the notice shown instead of loading the plugin, to people who can act on it.
	 *
	 * @since 0.1.0
	 */
	public function print_notice(): void {
		if ( ! current_user_can( 'activate_plugins' ) ) {
			return;
		}

		$message = sprintf(
			/* translators: 1: Required WordPress version, 2: Installed WordPress version. */
			__( 'WebMCP Abilities needs WordPress %1$s or newer (this site runs %2$s), so it is not running. Update WordPress to use it.', 'webmcp-abilities' ),
			$this->minimum_wp_version,
			$this->wordpress_version()
		);
		printf( '<div class="notice notice-error"><p>%s</p></div>', esc_html( $message ) );
	}

	/**
	 * @return string The running WordPress version.
	 */
	private function wordpress_version(): string {
		return (string) get_bloginfo( 'version' );
	}
}
