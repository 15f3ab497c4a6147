<?php
/**
 * Serves the public site's bridge with the tools it offers, as one script any cache can keep.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Public_Site;

use const WebMCP_Abilities\PLUGIN_FILE;
use const WebMCP_Abilities\VERSION;
use WebMCP_Abilities\Admin\Build_Script;
use WebMCP_Abilities\Exposure\Ability_Answers;
use WebMCP_Abilities\Exposure\Public_Tools;

defined( 'ABSPATH' ) || exit;

/**
 * `/?webmcp-abilities-public-tools=VERSION`: the plan (REST's root, the offered abilities and
 * each one's REST answer) followed by `build/public/index.js`. The same for everyone: it is made as for a
 * logged-out visitor, carries no nonce, and its address changes with everything it depends on,
 * so browsers, page caches and CDNs may keep it for a year. An old address still gets the
 * current tools, kept for five minutes only.
 *
 * @internal
 * @since 0.1.0
 */
final class Public_Tools_Script {

	public const QUERY_VAR = 'webmcp-abilities-public-tools';

	private const ENTRY = 'public/index';

	/**
	 * @since 0.1.0
	 *
	 * @return string|null The script's address, or null when visitors are offered nothing.
	 */
	public static function url(): ?string {
		$version = self::version();
		return null === $version ? null : add_query_arg( self::QUERY_VAR, $version, home_url( '/' ) );
	}

	/**
	 * Runs on `wp_loaded`.
	 *
	 * @since 0.1.0
	 */
	public static function maybe_serve(): void {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a public, read-only script; it carries nothing of the visitor's.
		$asked = isset( $_GET[ self::QUERY_VAR ] ) ? sanitize_key( wp_unslash( $_GET[ self::QUERY_VAR ] ) ) : null;
		if ( null === $asked ) {
			return;
		}
		$version = self::version();
		$bundle  = plugin_dir_path( PLUGIN_FILE ) . 'build/' . self::ENTRY . '.js';
		if ( null === $version || ! is_readable( $bundle ) ) {
			status_header( 404 );
			header( 'Content-Type: text/javascript; charset=utf-8' );
			header( 'Cache-Control: public, max-age=300' );
			exit;
		}
		status_header( 200 );
		header( 'Content-Type: text/javascript; charset=utf-8' );
		header( 'X-Content-Type-Options: nosniff' );
		header( $asked === $version ? 'Cache-Control: public, max-age=31536000, immutable' : 'Cache-Control: public, max-age=300' );
		// JavaScript, not HTML: JSON the plugin made, then its own built file, read from disk.
		echo 'window.webmcpAbilitiesPublicPlan = ' . wp_json_encode( self::plan() ) . ";\n" . file_get_contents( $bundle ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped, WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
		exit;
	}

	/**
	 * @return array{root: string, chunks: string, offered: list<string>, abilities: object} What
	 *         the bridge needs, as a logged-out visitor would be answered; `chunks` is where its
	 *         code loaded at the first call lives (this script's own address names no folder).
	 */
	private static function plan(): array {
		$user = get_current_user_id();
		wp_set_current_user( 0 );
		$offered = Public_Tools::offered();
		$answers = Ability_Answers::of( $offered, true );
		wp_set_current_user( $user );
		return array(
			'root'      => esc_url_raw( rest_url() ),
			'chunks'    => esc_url_raw( self::chunks_url() ),
			'offered'   => $offered,
			// By name, and a JSON object even when empty.
			'abilities' => (object) $answers,
		);
	}

	/**
	 * What the script's answer depends on, cheaply: the plugin and its build, what is offered,
	 * the language, REST's address and the content types a search may ask for.
	 *
	 * @return string|null Null when nothing is offered or the script is not built.
	 */
	private static function version(): ?string {
		$offered = Public_Tools::offered();
		$asset   = Build_Script::asset( self::ENTRY );
		if ( array() === $offered || null === $asset ) {
			return null;
		}
		return substr( md5( (string) wp_json_encode( array( VERSION, $asset['version'], $offered, determine_locale(), rest_url(), self::chunks_url(), Public_Content::post_types() ) ) ), 0, 12 );
	}

	/**
	 * @return string Where the bridge's chunks are: this script's own address names no folder.
	 */
	private static function chunks_url(): string {
		return plugins_url( 'build/public/', PLUGIN_FILE );
	}
}
