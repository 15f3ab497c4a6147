<?php
/**
 * Enqueues the WebMCP bridge script on wp-admin screens, with what it needs to ask for the page's tools.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Admin;

use WebMCP_Abilities\Assistant\Assistant_Entry;
use WebMCP_Abilities\Desktop\Relay_Choice;
use WebMCP_Abilities\Settings\Settings;


defined( 'ABSPATH' ) || exit;

/**
 * The bridge is one footer script built by `@wordpress/scripts`; its WordPress packages come
 * from WordPress through the generated `index.asset.php`. The page carries only its screen ID
 * and the assistant's entry: the script reads which abilities this screen offers from REST
 * (`Page_Tools_Controller`) when the browser has WebMCP or the person opens the assistant, so
 * a page costs nothing for the tools to the server or to a browser without an agent.
 *
 * @internal
 * @since 0.1.0
 */
final class Bridge_Script {

	public const HANDLE = 'webmcp-abilities-bridge';

	/** The module of WordPress's browser-side abilities store, whose `executeAbility()` runs them. */
	public const ABILITIES_MODULE = '@wordpress/abilities';

	/** The global the inline data is assigned to; `src/page-plan.ts` reads it. */
	private const DATA_GLOBAL = 'webmcpAbilitiesPage';

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
		$screen = get_current_screen();
		$page   = array(
			// The bridge asks for this screen's tools only where a browser can use them.
			'screen'      => null === $screen ? '' : $screen->id,
			'assistant'   => Assistant_Entry::page_data(),
			// How long a confirmation waits for the person, in seconds.
			'confirmWait' => Settings::get()['desktop']['confirm_wait'],
			'relay'       => Relay_Choice::page_data(),
		);
		wp_add_inline_script(
			self::HANDLE,
			sprintf( 'window.%s = %s;', self::DATA_GLOBAL, wp_json_encode( $page ) ),
			'before'
		);
	}
}
