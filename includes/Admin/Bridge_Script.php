<?php
/**
 * Enqueues the WebMCP bridge script on wp-admin screens, with the list of tools for the page.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Admin;

use WebMCP_Abilities\Exposure\Page_Tools;
use WebMCP_Abilities\Exposure\Tool_Offer;
use WebMCP_Abilities\Settings\Settings;

use const WebMCP_Abilities\PLUGIN_FILE;

defined( 'ABSPATH' ) || exit;

/**
 * The bridge is one footer script built by `@wordpress/scripts`; its WordPress packages come
 * from WordPress through the generated `index.asset.php`. PHP decides which abilities the page
 * offers and hands that decision to the script as inline data.
 *
 * @internal
 * @since 0.1.0
 */
final class Bridge_Script {

	public const HANDLE = 'webmcp-abilities-bridge';

	/** The global the inline data is assigned to; `src/page-plan.ts` reads it. */
	private const DATA_GLOBAL = 'webmcpAbilitiesPagePlan';

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

		// With the plugin switched off, no page offers anything: not even browser-side abilities.
		if ( ! Settings::get()['enabled'] ) {
			return;
		}
		$tools = Page_Tools::for_current_user( get_current_screen() );

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
		wp_set_script_translations( self::HANDLE, 'webmcp-abilities' );

		$plan = array(
			'offered'     => $tools['offered'],
			'leftOut'     => $tools['left_out'],
			'notInRest'   => $tools['not_in_rest'],
			// Objects even when empty: the script reads them as maps.
			'unnamed'     => (object) $tools['unnamed'],
			'preload'     => (object) Preload::responses( $tools['offered'] ),
			// What browser-side abilities, which PHP never sees, need from the server's decision.
			'pageRoom'    => $tools['room'],
			'pageChoices' => (object) Tool_Offer::page_choices(),
		);
		wp_add_inline_script(
			self::HANDLE,
			sprintf( 'window.%s = %s;', self::DATA_GLOBAL, wp_json_encode( $plan ) ),
			'before'
		);
	}
}
