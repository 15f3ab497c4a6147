<?php
/**
 * Invalid inputs made from a tool's input schema and one of its valid examples.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Tests\Contract;

use WebMCP_Abilities\Exposure\Tool_Examples;

/**
 * Each input is a valid example with one thing wrong, so the refusal can only be for that thing:
 * a property of the wrong type, a number out of its range, a text too long or too short, a list
 * too long or too short, a value outside its enum, a required property left out, a property the
 * schema does not know, and (`unknown_ids`) an ID of nothing where the example names an object.
 * Objects inside lists are reached through the list's first item.
 */
final class Bad_Inputs {

	/** A value of no JSON Schema type but an object: WordPress reads `"a,b"` as a list. */
	private const AN_OBJECT = array( 'not' => 'this' );

	/**
	 * @param array<string, mixed> $schema The tool's input schema.
	 * @param mixed                $valid  A valid input, as sent.
	 * @return list<array{why: string, input: mixed}> Inputs its schema refuses.
	 */
	public static function from_schema( array $schema, $valid ): array {
		return is_array( $valid ) ? self::object_cases( $schema, $valid, array() ) : array();
	}

	/**
	 * @param mixed $example The example's input, placeholders and all.
	 * @param mixed $valid   The same, as sent.
	 * @return list<array{why: string, input: mixed}> The example with each object it names by ID
	 *                                                missing instead.
	 */
	public static function unknown_ids( $example, $valid ): array {
		$cases = array();
		foreach ( self::id_paths( $example, $valid, array() ) as $path ) {
			$cases[] = array(
				'why'   => 'an ID of nothing at ' . implode( '.', $path ),
				'input' => self::with( $valid, $path, Tool_Examples::MISSING_ID ),
			);
		}
		return $cases;
	}

	/**
	 * @param array<string, mixed> $schema An object's schema.
	 * @param array<mixed>         $input  The input.
	 * @param list<string|int>     $at     Where the object is in it.
	 * @return list<array{why: string, input: mixed}>
	 */
	private static function object_cases( array $schema, array $input, array $at ): array {
		$object = self::get( $input, $at );
		$object = is_array( $object ) ? $object : array();
		$cases  = array();
		$where  = array() === $at ? 'the input' : implode( '.', $at );
		if ( false === ( $schema['additionalProperties'] ?? true ) ) {
			$cases[] = self::make( "a property $where does not know", $input, array_merge( $at, array( 'unexpected_property' ) ), 1 );
		}
		foreach ( (array) ( $schema['required'] ?? array() ) as $required ) {
			if ( array_key_exists( $required, $object ) ) {
				$cases[] = array(
					'why'   => "$where without its required $required",
					'input' => self::without( $input, array_merge( $at, array( $required ) ) ),
				);
			}
		}
		foreach ( (array) ( $schema['properties'] ?? array() ) as $property => $property_schema ) {
			$path  = array_merge( $at, array( $property ) );
			$cases = array_merge( $cases, self::value_cases( (array) $property_schema, $input, $path ) );
		}
		return $cases;
	}

	/**
	 * @param array<string, mixed> $schema A value's schema.
	 * @param array<mixed>         $input  The input.
	 * @param list<string|int>     $path   Where the value is.
	 * @return list<array{why: string, input: mixed}>
	 */
	private static function value_cases( array $schema, array $input, array $path ): array {
		$name  = implode( '.', $path );
		$type  = $schema['type'] ?? null;
		$cases = array();
		$wrong = array(
			'string'  => self::AN_OBJECT,
			'integer' => 'not a number',
			'number'  => 'not a number',
			'boolean' => 'maybe',
			'array'   => self::AN_OBJECT,
			'object'  => 'not an object',
		);
		if ( is_string( $type ) && isset( $wrong[ $type ] ) ) {
			$cases[] = self::make( "$name of the wrong type", $input, $path, $wrong[ $type ] );
		}
		if ( isset( $schema['enum'] ) && is_array( $schema['enum'] ) ) {
			$outside = 'boolean' === $type ? in_array( false, $schema['enum'], true ) : 'not-one-of-them';
			$cases[] = self::make( "$name outside its enum", $input, $path, $outside );
		}
		if ( isset( $schema['minimum'] ) ) {
			$cases[] = self::make( "$name below its minimum", $input, $path, $schema['minimum'] - 1 );
		}
		if ( isset( $schema['maximum'] ) ) {
			$cases[] = self::make( "$name above its maximum", $input, $path, $schema['maximum'] + 1 );
		}
		if ( isset( $schema['maxLength'] ) ) {
			$cases[] = self::make( "$name over its length", $input, $path, str_repeat( 'a', (int) $schema['maxLength'] + 1 ) );
		}
		if ( ( $schema['minLength'] ?? 0 ) > 0 ) {
			$cases[] = self::make( "$name under its length", $input, $path, '' );
		}
		if ( isset( $schema['maxItems'] ) ) {
			$cases[] = self::make( "$name with too many items", $input, $path, self::items( (array) ( $schema['items'] ?? array() ), (int) $schema['maxItems'] + 1, self::get( $input, array_merge( $path, array( 0 ) ) ) ) );
		}
		if ( ( $schema['minItems'] ?? 0 ) > 0 ) {
			$cases[] = self::make( "$name with too few items", $input, $path, array() );
		}
		$item = $schema['items'] ?? null;
		if ( 'array' === $type && is_array( $item ) && 'object' === ( $item['type'] ?? null ) && is_array( self::get( $input, array_merge( $path, array( 0 ) ) ) ) ) {
			$cases = array_merge( $cases, self::object_cases( $item, $input, array_merge( $path, array( 0 ) ) ) );
		}
		return $cases;
	}

	/**
	 * @param array<string, mixed> $schema The items' schema.
	 * @param int                  $count  How many.
	 * @param mixed                $first  The list's first item in the example, if any.
	 * @return list<mixed> That many distinct items, where the items' type allows it.
	 */
	private static function items( array $schema, int $count, $first ): array {
		$type = $schema['type'] ?? null;
		if ( 'integer' === $type || 'number' === $type ) {
			return range( 1, $count );
		}
		if ( 'string' === $type ) {
			return array_map( static fn ( int $n ): string => "item $n", range( 1, $count ) );
		}
		return array_fill( 0, $count, $first ?? array() );
	}

	/**
	 * @param mixed            $example The example's input.
	 * @param mixed            $valid   It filled.
	 * @param list<string|int> $at      Where they are.
	 * @return list<list<string|int>> Paths of the IDs placeholders became.
	 */
	private static function id_paths( $example, $valid, array $at ): array {
		if ( is_array( $example ) && is_array( $valid ) ) {
			$paths = array();
			foreach ( $example as $key => $value ) {
				$paths = array_merge( $paths, self::id_paths( $value, $valid[ $key ] ?? null, array_merge( $at, array( $key ) ) ) );
			}
			return $paths;
		}
		return is_string( $example ) && is_int( $valid ) && array() !== Tool_Examples::placeholders_in( $example ) ? array( $at ) : array();
	}

	/**
	 * @param string           $why   What is wrong.
	 * @param array<mixed>     $input The valid input.
	 * @param list<string|int> $path  Where.
	 * @param mixed            $value The wrong value.
	 * @return array{why: string, input: mixed}
	 */
	private static function make( string $why, array $input, array $path, $value ): array {
		return array(
			'why'   => $why,
			'input' => self::with( $input, $path, $value ),
		);
	}

	/**
	 * @param mixed            $input An input.
	 * @param list<string|int> $path  Where.
	 * @param mixed            $value The value to put there.
	 * @return mixed
	 */
	public static function with( $input, array $path, $value ) {
		if ( array() === $path ) {
			return $value;
		}
		$input         = is_array( $input ) ? $input : array();
		$key           = array_shift( $path );
		$input[ $key ] = self::with( $input[ $key ] ?? null, $path, $value );
		return $input;
	}

	/**
	 * @param array<mixed>     $input An input.
	 * @param list<string|int> $path  Where.
	 * @return array<mixed> It without that value.
	 */
	private static function without( array $input, array $path ): array {
		$key = array_shift( $path );
		if ( array() === $path ) {
			unset( $input[ $key ] );
		} elseif ( is_array( $input[ $key ] ?? null ) ) {
			$input[ $key ] = self::without( $input[ $key ], $path );
		}
		return $input;
	}

	/**
	 * @param mixed            $input An input.
	 * @param list<string|int> $path  Where.
	 * @return mixed The value there, or null.
	 */
	public static function get( $input, array $path ) {
		foreach ( $path as $key ) {
			if ( ! is_array( $input ) || ! array_key_exists( $key, $input ) ) {
				return null;
			}
			$input = $input[ $key ];
		}
		return $input;
	}
}
