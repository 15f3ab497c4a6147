<?php
/**
 * Preloads the abilities list into the page, so registering tools needs no request.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Admin;

defined( 'ABSPATH' ) || exit;

/**
 * The bridge reads `/wp-abilities/v1/abilities?per_page=-1` through `@wordpress/api-fetch`. The
 * answer is computed here, in PHP, and handed to api-fetch's preloading middleware under that
 * path. REST serves at most 100 per page, so a site with more abilities gets no preload and the
 * bridge fetches every page itself.
 *
 * @internal
 * @since 0.3.0
 */
final class Preload {

	/** What the bridge asks for. */
	public const ABILITIES_PATH = '/wp-abilities/v1/abilities?per_page=-1';

	/** The same list, as REST can serve it in one response. */
	private const ONE_PAGE_PATH = '/wp-abilities/v1/abilities?per_page=100';

	/**
	 * @since 0.3.0
	 *
	 * @return array<string, array{body: mixed, headers: array<string, string>}> Responses by path,
	 *         as `apiFetch.createPreloadingMiddleware()` takes them; empty when the list fails or
	 *         does not fit one page.
	 */
	public static function responses(): array {
		$preloaded = rest_preload_api_request( array(), self::ONE_PAGE_PATH );
		$response  = $preloaded[ self::ONE_PAGE_PATH ] ?? null;
		if ( null === $response || '1' !== (string) ( $response['headers']['X-WP-TotalPages'] ?? '' ) ) {
			return array();
		}
		return array(
			self::ABILITIES_PATH => array(
				'body'    => $response['body'],
				'headers' => array(),
			),
		);
	}
}
