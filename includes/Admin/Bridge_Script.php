<?php
/**
 * Enqueues the WebMCP bridge script on wp-admin screens, with the list of tools for the page.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Admin;

use WebMCP_Abilities\Assistant\Assistant_Entry;
use WebMCP_Abilities\Exposure\Page_Tools;
use WebMCP_Abilities\Exposure\Tool_Offer;
use WebMCP_Abilities\Settings\Settings;


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

	/** The module of WordPress's browser-side abilities store, whose `executeAbility()` runs them. */
	public const ABILITIES_MODULE = '@wordpress/abilities';

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

		// With the plugin switched off, no page offers anything: not even browser-side abilities.
		// The store's module is mapped so the bridge can run browser-side abilities wherever a
		// script loaded the store, however it was loaded; a mapped module costs no request.
		if ( ! Settings::get()['enabled'] || ! Build_Script::enqueue( self::HANDLE, 'index', array(), array( self::ABILITIES_MODULE ) ) ) {
			return;
		}
		$tools = Page_Tools::for_current_user( get_current_screen() );
		Preload::attach_abilities( self::HANDLE, $tools['offered'] );

		$plan = array(
			'offered'     => $tools['offered'],
			'leftOut'     => $tools['left_out'],
			'notInRest'   => $tools['not_in_rest'],
			// Objects even when empty: the script reads them as maps.
			'unnamed'     => (object) $tools['unnamed'],
			// What browser-side abilities, which PHP never sees, need from the server's decision.
			'pageRoom'    => $tools['room'],
			'pageChoices' => (object) Tool_Offer::page_choices(),
			'assistant'   => Assistant_Entry::page_data(),
		);
		wp_add_inline_script(
			self::HANDLE,
			sprintf( 'window.%s = %s;', self::DATA_GLOBAL, wp_json_encode( $plan ) ),
			'before'
		);
	}
}
