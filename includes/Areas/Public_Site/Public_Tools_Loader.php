<?php
/**
 * Puts the public site's tools within reach of a visitor's agent: one feature check per page.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Public_Site;

defined( 'ABSPATH' ) || exit;

/**
 * A page of the public site gets one small inline script, the same for every visitor: in a
 * browser with `document.modelContext` it loads the public bridge (one request, which caches
 * keep); anywhere else it does nothing more and nothing is requested. Full-page caches and CDNs
 * keep working, since nothing in it is the visitor's.
 *
 * @internal
 * @since 0.1.0
 */
final class Public_Tools_Loader {

	/**
	 * Runs on `wp_footer`.
	 *
	 * @since 0.1.0
	 */
	public static function print(): void {
		$url = Public_Tools_Script::url();
		if ( null === $url ) {
			return;
		}
		wp_print_inline_script_tag(
			sprintf(
				'if("modelContext"in document){var s=document.createElement("script");s.src=%s;document.body.append(s)}',
				wp_json_encode( $url, JSON_UNESCAPED_SLASHES )
			),
			array( 'id' => 'webmcp-abilities-public-tools' )
		);
	}
}
