<?php
/**
 * Gives the assistant's panel its translations, though WordPress never prints its script.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Admin;

defined( 'ABSPATH' ) || exit;

/**
 * Language packs hold one JSON file per script, named by the script's path. The panel's script
 * is loaded by the bridge only when a person opens it, so WordPress never loads its file: its
 * strings join the bridge's instead, which the page loads anyway (both use the same text
 * domain in the same `wp.i18n`). A site in English loads nothing more.
 *
 * @internal
 * @since 0.1.0
 */
final class Panel_Translations {

	/** The built scripts, as language packs name their files (`md5` of the path). */
	private const BRIDGE = 'build/index.js';
	private const PANEL  = 'build/assistant-panel.js';

	/**
	 * Runs on `load_script_translations`.
	 *
	 * @since 0.1.0
	 *
	 * @param string|false $translations The bridge's translations (JSON), as read from `$file`.
	 * @param string       $file         The file they were read from.
	 * @param string       $handle       The script.
	 * @param string       $domain       The text domain.
	 * @return string|false The bridge's translations with the panel's added.
	 */
	public static function merge( $translations, $file, $handle, $domain ) {
		if ( Bridge_Script::HANDLE !== $handle || 'webmcp-abilities' !== $domain || ! is_string( $translations ) ) {
			return $translations;
		}
		$panel_file = str_replace( md5( self::BRIDGE ), md5( self::PANEL ), $file );
		if ( $panel_file === $file || ! is_readable( $panel_file ) ) {
			return $translations;
		}
		$bridge = json_decode( $translations, true );
		$panel  = json_decode( (string) file_get_contents( $panel_file ), true ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local language file, as core reads it.
		if ( ! is_array( $bridge['locale_data']['messages'] ?? null ) || ! is_array( $panel['locale_data']['messages'] ?? null ) ) {
			return $translations;
		}
		$bridge['locale_data']['messages'] += $panel['locale_data']['messages'];
		return (string) wp_json_encode( $bridge );
	}
}
