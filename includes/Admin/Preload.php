<?php
/**
 * Preloads the abilities a page offers, so registering its tools needs no request.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Admin;

defined( 'ABSPATH' ) || exit;

/**
 * The bridge reads each offered ability from `/wp-abilities/v1/abilities/{name}` through
 * `@wordpress/api-fetch`. The answers are computed here, by the REST API itself, and handed to
 * api-fetch's preloading middleware under those paths: only the abilities this page offers (at
 * most the cap), however many the site registers.
 *
 * @internal
 * @since 0.3.0
 */
final class Preload {

	/** Where the bridge reads one ability; `%s` is its name. */
	public const ABILITY_PATH = '/wp-abilities/v1/abilities/%s';

	/**
	 * @since 0.3.0
	 *
	 * @param string[] $ability_names The abilities the page offers.
	 * @return array<string, array{body: mixed, headers: array<string, string>}> Responses by path,
	 *         as `apiFetch.createPreloadingMiddleware()` takes them. An ability REST cannot answer
	 *         for is left out, and the bridge asks for it itself.
	 */
	public static function responses( array $ability_names ): array {
		$paths = array_map( static fn ( string $name ): string => sprintf( self::ABILITY_PATH, $name ), $ability_names );
		return array_filter(
			array_reduce( $paths, 'rest_preload_api_request', array() ),
			static fn ( $response ): bool => is_array( $response ) && ! isset( $response['body']['code'] )
		);
	}
}
