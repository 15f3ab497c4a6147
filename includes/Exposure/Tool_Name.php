<?php
/**
 * The WebMCP tool name an ability gets, worked out on the server exactly as the bridge does.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Exposure;

use WebMCP_Abilities\Contract;

defined( 'ABSPATH' ) || exit;

/**
 * The PHP twin of `src/tools/tool-name.ts` and `src/tools/reserved-names.ts` (the names, lengths
 * and patterns themselves live in `includes/contract.json`, which both read), so the server can
 * tell the bridge's own calls from a header that merely claims to be one. A Jest test
 * (`src/tools/test/tool-name-parity.test.ts`) runs both over the same names, so they cannot drift.
 *
 * JavaScript measures, cuts and hashes strings in UTF-16 code units, so this does too. The one
 * thing PHP cannot copy is a lone surrogate left where a cut splits a character outside the
 * Basic Multilingual Plane; that character is dropped here. Both names are invalid either way,
 * since a tool name is ASCII.
 *
 * @internal
 * @since 0.1.0
 */
final class Tool_Name {

	/**
	 * `namespace/name` becomes `namespace_name` (every `/` an `_`, for browser-side names of up to
	 * four segments), and the plugin's own `webmcp-abilities/name` the short `wp_name`, within
	 * Chrome's guidance of about 30 characters; a name over 128 characters is cut and ends in `.`
	 * plus a 32-bit FNV-1a hash of the whole ability name.
	 *
	 * @since 0.1.0
	 *
	 * @param string $ability_name An ability name.
	 * @return string The tool name; it may still be invalid for names outside the ability rules.
	 */
	public static function for_ability( string $ability_name ): string {
		$tool_name = Contract::is_own( $ability_name )
			? Contract::own_tool_prefix() . str_replace( '/', '_', substr( $ability_name, strlen( Contract::own_namespace() ) + 1 ) )
			: str_replace( '/', '_', $ability_name );
		// No character takes more UTF-16 units than UTF-8 bytes: a short byte string is short in JS.
		$max_length = Contract::tool_name_max_length();
		if ( strlen( $tool_name ) <= $max_length ) {
			return $tool_name;
		}
		$chars = self::characters( $tool_name );
		if ( self::length( $chars ) <= $max_length ) {
			return $tool_name;
		}
		$hash = self::hash( $ability_name );
		$kept = '';
		$room = $max_length - strlen( $hash ) - 1;
		foreach ( $chars as $char ) {
			$room -= count( self::code_units( $char ) );
			if ( $room < 0 ) {
				break;
			}
			$kept .= $char;
		}
		return $kept . '.' . $hash;
	}

	/**
	 * @since 0.1.0
	 *
	 * @param string $ability_name An ability name.
	 * @return string|null Its tool name, or null when the bridge cannot register one for it (an
	 *                     invalid name, one Playground reserves, or one of the plugin's own kind
	 *                     for another namespace).
	 */
	public static function claim( string $ability_name ): ?string {
		// Asked for every ability each time a page works out its tools, and again for each one
		// it offers.
		static $claims = array();
		if ( ! array_key_exists( $ability_name, $claims ) ) {
			$tool_name               = self::for_ability( $ability_name );
			$claims[ $ability_name ] = self::is_valid( $tool_name ) && ! self::is_reserved( $tool_name ) && ! self::takes_own_prefix( $ability_name, $tool_name ) ? $tool_name : null;
		}
		return $claims[ $ability_name ];
	}

	/**
	 * @since 0.1.0
	 *
	 * @param string $ability_name An ability name `claim()` refuses.
	 * @return string Why, in the words the bridge uses in the console.
	 */
	public static function why_not( string $ability_name ): string {
		$tool_name = self::for_ability( $ability_name );
		if ( ! self::is_valid( $tool_name ) ) {
			return sprintf( '"%s" is not a valid WebMCP tool name', $tool_name );
		}
		return self::is_reserved( $tool_name )
			? sprintf( '"%s" is reserved by WordPress Playground', $tool_name )
			: sprintf( '"%s" is kept for the tools of %s', $tool_name, Contract::own_namespace() );
	}

	/**
	 * @since 0.1.0
	 *
	 * @param string $tool_name A tool name.
	 */
	public static function is_valid( string $tool_name ): bool {
		// What Chromium accepts as a tool name.
		return 1 === preg_match( Contract::tool_name_regex(), $tool_name );
	}

	/**
	 * @since 0.1.0
	 *
	 * @param string $tool_name A tool name.
	 * @return bool Whether WordPress Playground claims that name: its own tools, which its proxy
	 *              skips a site tool for, and the `wp_ability_*` tools it is adding.
	 */
	public static function is_reserved( string $tool_name ): bool {
		return in_array( $tool_name, Contract::playground_tool_names(), true ) || str_starts_with( $tool_name, Contract::playground_tool_prefix() );
	}

	/**
	 * @param string $ability_name An ability name.
	 * @param string $tool_name    Its tool name.
	 * @return bool Whether another namespace (`wp/…`) would take a name of the plugin's own kind.
	 */
	private static function takes_own_prefix( string $ability_name, string $tool_name ): bool {
		return ! Contract::is_own( $ability_name ) && str_starts_with( $tool_name, Contract::own_tool_prefix() );
	}

	/**
	 * FNV-1a over UTF-16 code units, as `Math.imul` does it: stays below 2^57 on 64-bit PHP.
	 *
	 * @param string $value The text to hash.
	 * @return string Eight hexadecimal digits.
	 */
	private static function hash( string $value ): string {
		$hash = 0x811c9dc5;
		foreach ( self::characters( $value ) as $char ) {
			foreach ( self::code_units( $char ) as $unit ) {
				$hash = ( ( $hash ^ $unit ) * 0x01000193 ) & 0xffffffff;
			}
		}
		return sprintf( '%08x', $hash );
	}

	/**
	 * @param string $value A string.
	 * @return string[] Its characters; bytes when it is not UTF-8 (no JavaScript string is that).
	 */
	private static function characters( string $value ): array {
		$chars = preg_split( '//u', $value, -1, PREG_SPLIT_NO_EMPTY );
		return false === $chars ? str_split( $value ) : $chars;
	}

	/**
	 * @param string[] $chars Characters.
	 * @return int Their length as JavaScript counts it.
	 */
	private static function length( array $chars ): int {
		return array_sum( array_map( static fn ( string $char ): int => count( self::code_units( $char ) ), $chars ) );
	}

	/**
	 * @param string $char One UTF-8 character (or one stray byte).
	 * @return int[] Its UTF-16 code units.
	 */
	private static function code_units( string $char ): array {
		$bytes = array_values( (array) unpack( 'C*', $char ) );
		switch ( count( $bytes ) ) {
			case 1:
				return $bytes;
			case 2:
				return array( ( ( $bytes[0] & 0x1f ) << 6 ) | ( $bytes[1] & 0x3f ) );
			case 3:
				return array( ( ( $bytes[0] & 0x0f ) << 12 ) | ( ( $bytes[1] & 0x3f ) << 6 ) | ( $bytes[2] & 0x3f ) );
		}
		$code_point = ( ( ( $bytes[0] & 0x07 ) << 18 ) | ( ( $bytes[1] & 0x3f ) << 12 ) | ( ( $bytes[2] & 0x3f ) << 6 ) | ( $bytes[3] & 0x3f ) ) - 0x10000;
		return array( 0xd800 | ( $code_point >> 10 ), 0xdc00 | ( $code_point & 0x3ff ) );
	}
}
