<?php
/**
 * Enqueues one of the scripts `npm run build` makes, with the dependencies it declares.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Admin;

use const WebMCP_Abilities\PLUGIN_FILE;

defined( 'ABSPATH' ) || exit;

/**
 * Each entry in `build/` comes with `{entry}.asset.php`, listing the WordPress packages it uses
 * and a version that changes with its contents.
 *
 * @internal
 * @since 0.1.0
 */
final class Build_Script {

	/**
	 * @since 0.1.0
	 *
	 * @param string   $handle       The script handle.
	 * @param string   $entry        The entry's name in `build/` (`index`, `settings`, `editor`).
	 * @param string[] $dependencies Scripts it needs besides those it imports.
	 * @return bool False for a checkout without `npm run build`: nothing to load, and nothing to
	 *              break.
	 */
	public static function enqueue( string $handle, string $entry, array $dependencies = array() ): bool {
		$asset_file = plugin_dir_path( PLUGIN_FILE ) . "build/{$entry}.asset.php";
		if ( ! is_readable( $asset_file ) ) {
			return false;
		}
		$asset = require $asset_file;
		wp_enqueue_script(
			$handle,
			plugins_url( "build/{$entry}.js", PLUGIN_FILE ),
			array_values( array_unique( array_merge( $asset['dependencies'], $dependencies ) ) ),
			$asset['version'],
			// In the footer, after anything that defines `document.modelContext` in the head,
			// such as WordPress Playground's proxying registry.
			array( 'in_footer' => true )
		);
		wp_set_script_translations( $handle, 'webmcp-abilities' );
		return true;
	}
}
