<?php
/**
 * The site's themes as Appearance > Themes knows them, and which of them the site may switch to.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Themes;

use WebMCP_Abilities\Abilities\Errors;
use WP_Error;
use WP_Theme;

defined( 'ABSPATH' ) || exit;

/**
 * The checks are those of wp-admin/themes.php before `switch_theme()`: the theme exists and is
 * allowed on this site; and those of its screen, which shows broken themes apart and offers no
 * Activate button for a theme whose requirements are not met (where `switch_theme()` itself
 * would stop the request with `wp_die()`).
 *
 * @internal
 * @since 0.8.0
 */
final class Installed_Themes {

	/**
	 * @param string $stylesheet A theme's folder, as given.
	 * @return WP_Theme|WP_Error The theme, when the site may switch to it; why not otherwise.
	 */
	public static function usable( string $stylesheet ): WP_Theme|WP_Error {
		$theme = wp_get_themes( array( 'errors' => null ) )[ $stylesheet ] ?? null;
		if ( ! $theme instanceof WP_Theme ) {
			/* translators: %s: what the agent gave. */
			return Errors::not_found( sprintf( __( 'No theme %s is installed. list-themes gives each theme\'s stylesheet.', 'webmcp-abilities' ), $stylesheet ) );
		}
		$broken = $theme->errors();
		if ( is_wp_error( $broken ) ) {
			return Errors::invalid_state(
				sprintf(
					/* translators: 1: a theme's name or folder, 2: what WordPress says is wrong with it. */
					__( '%1$s is broken: %2$s WordPress does not switch to a broken theme.', 'webmcp-abilities' ),
					self::name( $theme ),
					self::text( $broken )
				)
			);
		}
		if ( ! $theme->is_allowed() ) {
			/* translators: %s: a theme's name. */
			return Errors::invalid_state( sprintf( __( '%s is not enabled for this site: a network administrator enables it in Network Admin > Themes.', 'webmcp-abilities' ), self::name( $theme ) ) );
		}
		$unmet = validate_theme_requirements( $stylesheet );
		return is_wp_error( $unmet ) ? Errors::invalid_state( self::text( $unmet ) ) : $theme;
	}

	/**
	 * @param WP_Theme $theme A theme.
	 * @return string Its name as text, or its folder when it has none.
	 */
	public static function name( WP_Theme $theme ): string {
		$name = trim( wp_strip_all_tags( (string) $theme->get( 'Name' ) ) );
		return '' === $name ? $theme->get_stylesheet() : $name;
	}

	/**
	 * @param WP_Theme $theme A theme.
	 * @return string Its name, version and kind, as the person knows it.
	 */
	public static function described( WP_Theme $theme ): string {
		return sprintf(
			/* translators: 1: a theme's name and version, 2: "block theme" or "classic theme". */
			__( '%1$s (%2$s)', 'webmcp-abilities' ),
			trim( self::name( $theme ) . ' ' . (string) $theme->get( 'Version' ) ),
			$theme->is_block_theme() ? __( 'block theme', 'webmcp-abilities' ) : __( 'classic theme', 'webmcp-abilities' )
		);
	}

	/**
	 * @param WP_Error $error One of WordPress's, whose message may be HTML.
	 * @return string The message as text.
	 */
	private static function text( WP_Error $error ): string {
		return trim( (string) preg_replace( '/\s+/', ' ', wp_strip_all_tags( $error->get_error_message() ) ) );
	}
}
