<?php
/**
 * Enqueues the WebMCP bridge script on wp-admin screens.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Admin;

use const WebMCP_Abilities\PLUGIN_FILE;

defined( 'ABSPATH' ) || exit;

/**
 * The bridge is one footer script built by `@wordpress/scripts`; its WordPress packages
 * (api-fetch, url) come from WordPress through the generated `index.asset.php`.
 *
 * @internal
 * @since 0.1.0
 */
final class Bridge_Script {

	public const HANDLE = 'webmcp-abilities-bridge';

	/**
	 * Runs on `admin_enqueue_scripts`.
	 *
	 * @since 0.1.0
	 */
	public static function enqueue(): void {
		if ( ! is_user_logged_in() ) {
			return;
		}

		$asset_file = plugin_dir_path( PLUGIN_FILE ) . 'build/index.asset.php';
		if ( ! is_readable( $asset_file ) ) {
			// A checkout without `npm run build`: nothing to load, and nothing to break.
			return;
		}
		$asset = require $asset_file;

		wp_enqueue_script(
			self::HANDLE,
			plugins_url( 'build/index.js', PLUGIN_FILE ),
			$asset['dependencies'],
			$asset['version'],
			// In the footer, so it runs after anything that defines `document.modelContext` in the
			// head, such as WordPress Playground's proxying registry.
			array( 'in_footer' => true )
		);
	}
}
