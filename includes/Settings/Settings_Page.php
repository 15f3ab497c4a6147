<?php
/**
 * The settings screen: Settings > WebMCP Abilities, for people who manage options.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Settings;

use WebMCP_Abilities\Admin\Build_Script;
use WebMCP_Abilities\Admin\Preload;
use WebMCP_Abilities\Contract;
use const WebMCP_Abilities\PLUGIN_FILE;


defined( 'ABSPATH' ) || exit;

/**
 * The screen is a small script built from WordPress components (`src/settings/`); it reads
 * `Exposure_Controller`'s list and saves through core's `/wp/v2/settings`, both preloaded here.
 *
 * @internal
 * @since 0.1.0
 */
final class Settings_Page {

	public const SLUG   = 'webmcp-abilities';
	public const HANDLE = 'webmcp-abilities-settings';

	/** @var string The page's hook suffix, set when the menu is added. */
	private static string $hook_suffix = '';

	/**
	 * Runs on `admin_menu`.
	 *
	 * @since 0.1.0
	 */
	public static function add_menu(): void {
		self::$hook_suffix = (string) add_options_page(
			__( 'WebMCP Abilities', 'webmcp-abilities' ),
			__( 'WebMCP Abilities', 'webmcp-abilities' ),
			'manage_options',
			self::SLUG,
			array( self::class, 'render' )
		);
	}

	/**
	 * Runs on `admin_enqueue_scripts`.
	 *
	 * @since 0.1.0
	 *
	 * @param string $hook_suffix The current screen's hook suffix.
	 */
	public static function enqueue( string $hook_suffix ): void {
		if ( self::$hook_suffix !== $hook_suffix || ! Build_Script::enqueue( self::HANDLE, 'settings' ) ) {
			return;
		}
		wp_enqueue_style( 'wp-components' );
		// The abilities list's DataViews styles, which WordPress does not ship to plugins.
		$asset = Build_Script::asset( 'settings' );
		wp_enqueue_style( self::HANDLE, plugins_url( 'build/style-settings.css', PLUGIN_FILE ), array( 'wp-components' ), null === $asset ? false : $asset['version'] );
		wp_style_add_data( self::HANDLE, 'rtl', 'replace' );
		// The components' help text grey (#757575) is made for white; on wp-admin's #f0f0f1 it falls
		// below WCAG's 4.5:1. wp-admin's own description grey keeps it readable.
		wp_add_inline_style( 'wp-components', '#webmcp-abilities-settings .components-base-control__help, #webmcp-abilities-settings .components-toggle-control__help { color: #50575e; }' );
		Preload::attach( self::HANDLE, array( '/' . Contract::rest_namespace() . Exposure_Controller::ROUTE, '/' . Contract::rest_namespace() . Exposure_Controller::COUNTS_ROUTE, '/wp/v2/settings' ) );
	}

	/**
	 * @since 0.1.0
	 */
	public static function render(): void {
		if ( ! current_user_can( 'manage_options' ) ) {
			return;
		}
		?>
		<div class="wrap">
			<h1><?php esc_html_e( 'WebMCP Abilities', 'webmcp-abilities' ); ?></h1>
			<p><?php esc_html_e( 'Choose which of this site\'s abilities AI agents in the browser are offered as WebMCP tools in wp-admin. Each tool runs with the permissions of the person who is logged in, and the person confirms every consequential call.', 'webmcp-abilities' ); ?></p>
			<div id="webmcp-abilities-settings">
				<noscript><?php esc_html_e( 'This screen needs JavaScript.', 'webmcp-abilities' ); ?></noscript>
			</div>
		</div>
		<?php
	}
}
