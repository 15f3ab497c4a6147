<?php
/**
 * The kind of the active theme, for the tools made for one kind's screens.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Abilities;

use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * A classic theme's menus (Appearance > Menus), widgets (Appearance > Widgets) and Additional CSS
 * (the Customizer) have no screen under a block theme, which has the Site Editor instead
 * (`wp-admin/menu.php` leaves them out). A tool made for one kind says so in
 * `meta.webmcp.theme`, and `Exposure\Exposure_Policy` offers it only while the active theme is of
 * that kind; its ability refuses to run under the other kind (`refusal()`), so a call that reaches
 * it anyway changes nothing.
 *
 * @internal
 * @since 0.9.0
 */
final class Theme_Kind {

	public const CLASSIC = 'classic';
	public const BLOCK   = 'block';

	/**
	 * @return string `classic` or `block`, as WordPress tells the active theme's kind.
	 */
	public static function active(): string {
		return wp_is_block_theme() ? self::BLOCK : self::CLASSIC;
	}

	/**
	 * @return WP_Error|null `invalid_state` under a block theme, for the abilities of a classic
	 *                       theme's screens; null under a classic theme.
	 */
	public static function classic_refusal(): ?WP_Error {
		if ( self::CLASSIC === self::active() ) {
			return null;
		}
		return Errors::invalid_state( __( 'The active theme is a block theme: it has no classic menus, widgets or Additional CSS. Use the Site Editor (Appearance > Editor) and its tools instead.', 'webmcp-abilities' ) );
	}
}
