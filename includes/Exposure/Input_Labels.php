<?php
/**
 * What another plugin's input schema says about each field, in words the person can read.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Exposure;

defined( 'ABSPATH' ) || exit;

/**
 * Reads labels and enum meanings from a JSON schema as plugins write them: a property's `title`,
 * else its `description` cut short, else its key in words; an enum value's meaning from
 * `enumDescriptions` / `enumNames` beside `enum`, or a `oneOf`/`anyOf` of `const`s (or one-value
 * `enum`s) with a `title` or `description`. An input schema with no top-level `properties` but a `oneOf` (WooCommerce's
 * product-create and product-update) is read through the branch the input matches.
 *
 * @internal
 * @since 0.10.0
 */
final class Input_Labels {

	/** A description longer than this is cut to its first words for a label. */
	private const LABEL_CHARS = 40;

	/**
	 * @param array<string, mixed> $schema An ability's input schema.
	 * @param array<string, mixed> $input  Its input, already checked against the schema.
	 * @return array<string, array<string, mixed>> The schema of each property the input may have,
	 *         by key, in the schema's order.
	 */
	public static function properties( array $schema, array $input ): array {
		if ( isset( $schema['properties'] ) && is_array( $schema['properties'] ) ) {
			return $schema['properties'];
		}
		$branches = $schema['oneOf'] ?? $schema['anyOf'] ?? array();
		if ( ! is_array( $branches ) ) {
			return array();
		}
		$merged = array();
		foreach ( $branches as $branch ) {
			if ( ! is_array( $branch ) || ! is_array( $branch['properties'] ?? null ) ) {
				continue;
			}
			// The branch the input is valid against says what its fields are; the others only fill gaps.
			if ( true === rest_validate_value_from_schema( $input, $branch + array( 'type' => 'object' ), 'input' ) ) {
				return $branch['properties'];
			}
			$merged += $branch['properties'];
		}
		return $merged;
	}

	/**
	 * @param string               $key    A property's key.
	 * @param array<string, mixed> $schema Its schema.
	 * @return string Its label: the schema's title, its description's first words, or the key in words.
	 */
	public static function label( string $key, array $schema ): string {
		if ( is_string( $schema['title'] ?? null ) && '' !== trim( $schema['title'] ) ) {
			return trim( $schema['title'] );
		}
		if ( is_string( $schema['description'] ?? null ) && '' !== trim( $schema['description'] ) ) {
			return self::short( $schema['description'] );
		}
		return self::humanise( $key );
	}

	/**
	 * @param string $key A key such as `regular_price` or `productTypeAlias`.
	 * @return string "Regular price", "Product type alias"; "ID" for `id`.
	 */
	public static function humanise( string $key ): string {
		$words = strtolower( trim( (string) preg_replace( '/[_\-\s]+|(?<=[a-z])(?=[A-Z])/', ' ', $key ) ) );
		$words = (string) preg_replace( '/\bids?\b/', 'ID', $words );
		return ucfirst( '' === $words ? $key : $words );
	}

	/**
	 * @param array<string, mixed> $schema A property's schema.
	 * @param mixed                $value  A value of it.
	 * @return string|null What the schema says the value means, if it says.
	 */
	public static function meaning( array $schema, $value ): ?string {
		if ( is_array( $schema['enum'] ?? null ) ) {
			$position = array_search( $value, $schema['enum'], true );
			foreach ( array( 'enumDescriptions', 'enumNames' ) as $key ) {
				if ( false !== $position && is_string( $schema[ $key ][ $position ] ?? null ) && '' !== $schema[ $key ][ $position ] ) {
					return self::short( $schema[ $key ][ $position ], 80 );
				}
			}
		}
		foreach ( array( 'oneOf', 'anyOf' ) as $key ) {
			foreach ( is_array( $schema[ $key ] ?? null ) ? $schema[ $key ] : array() as $option ) {
				// WordPress's validator knows no `const`: a one-value `enum` says the same to it.
				$only = is_array( $option ) ? ( array_key_exists( 'const', $option ) ? array( $option['const'] ) : $option['enum'] ?? null ) : null;
				if ( array( $value ) === $only ) {
					$words = $option['title'] ?? $option['description'] ?? null;
					return is_string( $words ) && '' !== $words ? self::short( $words, 80 ) : null;
				}
			}
		}
		return null;
	}

	/**
	 * @param string $text  A plugin's words.
	 * @param int    $chars How long they may be.
	 * @return string Their first sentence, cut at a word to fit, on one line.
	 */
	private static function short( string $text, int $chars = self::LABEL_CHARS ): string {
		$text     = trim( (string) preg_replace( '/\s+/', ' ', wp_strip_all_tags( $text ) ) );
		$sentence = (string) preg_replace( '/(?<=[a-z0-9)])[.;:](\s.*)?$/i', '', $text );
		if ( mb_strlen( $sentence ) <= $chars ) {
			return $sentence;
		}
		$cut = mb_substr( $sentence, 0, $chars );
		$end = mb_strrpos( $cut, ' ' );
		return rtrim( false === $end ? $cut : mb_substr( $cut, 0, $end ), ' ,' ) . '…';
	}
}
