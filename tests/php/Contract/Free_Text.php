<?php
/**
 * Where a tool's input holds text an agent words freely.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Tests\Contract;

/**
 * A string with no `enum`, `pattern` or `format`: a title, a reply, a caption. Those are where an
 * agent's markup could reach the site; the others are refused by the schema unless they match.
 */
final class Free_Text {

	/**
	 * @param array<string, mixed> $schema A value's schema.
	 */
	public static function is_free( array $schema ): bool {
		return 'string' === ( $schema['type'] ?? null ) && ! isset( $schema['enum'] ) && ! isset( $schema['pattern'] ) && ! isset( $schema['format'] );
	}

	/**
	 * @param array<string, mixed> $schema A value's schema.
	 * @param string[]             $at     Where it is, by property.
	 * @return list<string> Every property path (`items.alt`: lists' items are not numbered) whose
	 *                      value is free text.
	 */
	public static function in_schema( array $schema, array $at = array() ): array {
		if ( self::is_free( $schema ) ) {
			return array( implode( '.', $at ) );
		}
		$paths = array();
		foreach ( (array) ( $schema['properties'] ?? array() ) as $property => $property_schema ) {
			$paths = array_merge( $paths, self::in_schema( (array) $property_schema, array_merge( $at, array( (string) $property ) ) ) );
		}
		if ( 'array' === ( $schema['type'] ?? null ) && is_array( $schema['items'] ?? null ) ) {
			$paths = array_merge( $paths, self::in_schema( $schema['items'], $at ) );
		}
		return $paths;
	}

	/**
	 * @param array<string, mixed> $schema A value's schema.
	 * @param mixed                $value  The value.
	 * @param list<string|int>     $at     Where it is.
	 * @return list<list<string|int>> Where the value holds free text.
	 */
	public static function in_value( array $schema, $value, array $at = array() ): array {
		if ( is_array( $value ) ) {
			$paths = array();
			foreach ( $value as $key => $item ) {
				$item_schema = is_int( $key ) ? (array) ( $schema['items'] ?? array() ) : (array) ( $schema['properties'][ $key ] ?? array() );
				$paths       = array_merge( $paths, self::in_value( $item_schema, $item, array_merge( $at, array( $key ) ) ) );
			}
			return $paths;
		}
		return is_string( $value ) && self::is_free( $schema ) ? array( $at ) : array();
	}

	/**
	 * @param list<string|int> $path A path in a value.
	 * @return string It as `in_schema()` names it.
	 */
	public static function named( array $path ): string {
		return implode( '.', array_filter( $path, 'is_string' ) );
	}
}
