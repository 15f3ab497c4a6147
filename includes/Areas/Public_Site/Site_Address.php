<?php
/**
 * Checks that an address an agent sends belongs to this site.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Public_Site;

use WebMCP_Abilities\Abilities\Errors;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * The public abilities take addresses (the page the person is on, a link they found). Only this
 * site's own are read; anything else is an error the agent can act on, never a fetch.
 *
 * @internal
 * @since 0.1.0
 */
final class Site_Address {

	public const MAX_LENGTH = 2000;

	/**
	 * @param string $url An absolute address.
	 * @return array{path: string, query: array<string, mixed>}|WP_Error Its path below the site's
	 *                                                                  home and its query, or
	 *                                                                  `invalid_input`.
	 */
	public static function parse( string $url ): array|WP_Error {
		$parts = wp_parse_url( $url );
		$home  = wp_parse_url( home_url( '/' ) );
		if ( ! is_array( $parts ) || ! isset( $parts['host'] ) || ! in_array( $parts['scheme'] ?? '', array( 'http', 'https' ), true ) ) {
			return Errors::invalid_input( __( 'Give a full address on this site (https://…), such as one a search returned.', 'webmcp-abilities' ) );
		}
		$home_path = untrailingslashit( $home['path'] ?? '' );
		$path      = $parts['path'] ?? '/';
		if ( strtolower( $parts['host'] ) !== strtolower( $home['host'] ?? '' ) || ( $parts['port'] ?? null ) !== ( $home['port'] ?? null ) || ( '' !== $home_path && ! str_starts_with( $path . '/', $home_path . '/' ) ) ) {
			return Errors::invalid_input( __( 'This address is not on this site. Only this site’s own pages can be read here.', 'webmcp-abilities' ) );
		}
		$query = array();
		wp_parse_str( $parts['query'] ?? '', $query );
		return array(
			'path'  => '/' . ltrim( substr( $path, strlen( $home_path ) ), '/' ),
			'query' => $query,
		);
	}
}
