<?php
/**
 * Hands a script the REST answers it will ask for, computed by the REST API itself.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Admin;

defined( 'ABSPATH' ) || exit;

/**
 * The settings screen reads REST through `@wordpress/api-fetch`; the answers are computed here,
 * on the server, and handed to api-fetch's preloading middleware under their paths, so the
 * screen's first load makes no REST request of its own.
 *
 * @internal
 * @since 0.1.0
 */
final class Preload {

	/**
	 * @since 0.1.0
	 *
	 * @param string   $handle A script that depends on `wp-api-fetch`.
	 * @param string[] $paths  The REST paths it reads, as api-fetch's `path`.
	 */
	public static function attach( string $handle, array $paths ): void {
		// An answer REST gives as an error is left out, and the script asks for it itself.
		$responses = array_filter(
			array_reduce( $paths, 'rest_preload_api_request', array() ),
			static fn ( $response ): bool => is_array( $response ) && ! isset( $response['body']['code'] )
		);
		wp_add_inline_script(
			$handle,
			sprintf( 'wp.apiFetch.use( wp.apiFetch.createPreloadingMiddleware( %s ) );', wp_json_encode( (object) $responses ) ),
			'before'
		);
	}
}
