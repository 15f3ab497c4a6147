<?php
/**
 * Tells logged-out visitors apart for their agents' budgets, without keeping their addresses.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Activity;

use WebMCP_Abilities\Settings\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * A visitor is the connection's own address: a header anyone may send is never believed, unless
 * the owner names the header a proxy in front of the site sets (behind a CDN every visitor would
 * otherwise share one budget). The budget is keyed by a keyed hash of the address: the table
 * never holds an address, and without the site's salt the key cannot be tried against guesses.
 *
 * @internal
 * @since 0.1.0
 */
final class Visitor_Address {

	/**
	 * @since 0.1.0
	 *
	 * @return string The visitor's budget key: 40 hex digits.
	 */
	public static function key(): string {
		return substr( hash_hmac( 'sha256', self::address(), wp_salt( 'nonce' ) ), 0, 40 );
	}

	/**
	 * @return string The visitor's address, as the connection or the trusted proxy gives it.
	 */
	private static function address(): string {
		$remote = isset( $_SERVER['REMOTE_ADDR'] ) ? sanitize_text_field( wp_unslash( $_SERVER['REMOTE_ADDR'] ) ) : '';
		/**
		 * Filters the header the site's proxy or CDN puts the visitor's address in, such as
		 * `X-Forwarded-For` or `CF-Connecting-IP`; its first address is the visitor's. Name one
		 * only when every request passes through that proxy: anyone can send any header.
		 *
		 * @since 0.1.0
		 *
		 * @param string $header The header's name, as the owner chose it on the settings screen;
		 *                       empty (the default) for the connection's own address.
		 */
		$header = (string) apply_filters( 'webmcp_abilities_visitor_address_header', Settings::get()['public_site']['address_header'] );
		if ( '' === $header ) {
			return $remote;
		}
		$server_key = 'HTTP_' . strtoupper( str_replace( '-', '_', $header ) );
		$forwarded  = isset( $_SERVER[ $server_key ] ) ? sanitize_text_field( wp_unslash( $_SERVER[ $server_key ] ) ) : '';
		$first      = trim( explode( ',', $forwarded )[0] );
		return false === filter_var( $first, FILTER_VALIDATE_IP ) ? $remote : $first;
	}
}
