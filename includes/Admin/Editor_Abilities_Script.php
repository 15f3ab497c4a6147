<?php
/**
 * Loads the editor abilities (browser-side, `build/editor.js`) on the post editor screens and the
 * Site Editor.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Admin;

use WebMCP_Abilities\Settings\Settings;


defined( 'ABSPATH' ) || exit;

/**
 * The editor abilities register themselves in the `@wordpress/abilities` store, which this
 * enqueues too (WordPress 7.0+; on older versions there is no store, and nothing happens). The
 * bridge then offers them as tools like any browser-side ability.
 *
 * @internal
 * @since 0.1.0
 */
final class Editor_Abilities_Script {

	public const HANDLE = 'webmcp-abilities-editor';

	/** The bridge's confirmation dialog (`build/confirm.js`), printed with the editors. */
	public const CONFIRM_HANDLE = 'webmcp-abilities-confirm';

	/** The Site Editor's own tools (`build/site-editor.js`), printed with the Site Editor only. */
	public const SITE_EDITOR_HANDLE = 'webmcp-abilities-site-editor';

	/** What offers the page's browser-side abilities (`build/page-abilities.js`), the editors' tools among them. */
	public const PAGE_ABILITIES_HANDLE = 'webmcp-abilities-page-abilities';

	/** The screens (by base) whose editor the abilities work in. */
	private const SCREENS = array( 'post', 'site-editor' );

	/** The block editor's stores and paste handling, which the abilities act through. */
	private const EDITOR_SCRIPTS = array( 'wp-blocks', 'wp-block-editor', 'wp-editor' );

	/**
	 * Runs on `enqueue_block_editor_assets`.
	 *
	 * @since 0.1.0
	 */
	public static function enqueue(): void {
		$screen = get_current_screen();
		// The post editor and the Site Editor (which WordPress opens only to people with
		// `edit_theme_options`); the widget editor has no entity of its own to work on.
		if ( null === $screen || ! in_array( $screen->base, self::SCREENS, true ) || ! Settings::get()['enabled'] || ! function_exists( 'wp_enqueue_script_module' ) ) {
			return;
		}
		if ( ! Build_Script::enqueue( self::HANDLE, 'editor', self::EDITOR_SCRIPTS ) ) {
			return;
		}
		wp_enqueue_script_module( Bridge_Script::ABILITIES_MODULE );
		// The editors' own tools ask the person (publish, the Site Editor's saves). Fetched at the
		// first call, the dialog's code waited on the Playground CLI's one PHP worker, which serves
		// static files too, behind every REST request the Site Editor had queued: 25 to 45 s before
		// the dialog showed, 0.7 s once the file needed no request (issue 55). With the page, it is
		// there before the editor asks for anything.
		Build_Script::enqueue_chunk( self::CONFIRM_HANDLE, 'confirm', 'index', array( Bridge_Script::HANDLE ) );
		// Other screens fetch it once the page's abilities store holds a browser-side ability; here
		// that is every one of the editors' tools, so it comes with the page.
		Build_Script::enqueue_chunk( self::PAGE_ABILITIES_HANDLE, 'page-abilities', 'index', array( Bridge_Script::HANDLE ) );
		// The post editor does without the Site Editor's tools: about half of the editors' code.
		if ( 'site-editor' === $screen->base ) {
			Build_Script::enqueue_chunk( self::SITE_EDITOR_HANDLE, 'site-editor', 'editor', array( self::HANDLE ) );
		}
	}
}
