/**
 * How PHP sees a decoded JSON value: WordPress's schema checks run on PHP arrays and PHP's loose
 * scalar rules, so a faithful check in the browser has to read values the same way.
 */

/** What JSON (and so the agent, and PHP's `json_decode`) can carry. */
export type Json =
	null | boolean | number | string | Json[] | { [ key: string ]: Json };

export type JsonObject = { [ key: string ]: Json };

export function isJsonObject( value: unknown ): value is JsonObject {
	return (
		typeof value === 'object' && value !== null && ! Array.isArray( value )
	);
}

/**
 * @param value A decoded JSON value.
 * @return Whether it is a list of strings.
 */
export function isStringList( value: unknown ): value is string[] {
	return (
		Array.isArray( value ) &&
		value.every( ( item ) => typeof item === 'string' )
	);
}

/**
 * A PHP array: JSON lists and objects both decode to one.
 * @param value A decoded JSON value.
 */
export function isPhpArray( value: unknown ): value is Json[] | JsonObject {
	return typeof value === 'object' && value !== null;
}

/** PHP's `is_numeric()`: numbers, and strings that read as one (with whitespace around). */
const NUMERIC_STRING =
	/^[ \t\n\r\v\f]*[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?[ \t\n\r\v\f]*$/;

export function isNumeric( value: Json ): boolean {
	return (
		typeof value === 'number' ||
		( typeof value === 'string' && NUMERIC_STRING.test( value ) )
	);
}

/**
 * `rest_is_integer()`: an integer, an integer string, or a number with nothing after the point.
 * @param value A decoded JSON value.
 */
export function isInteger( value: Json ): boolean {
	if (
		typeof value === 'string' &&
		/^[ \t\n\v\f\r]*[+-]?[0-9]+[ \t\n\v\f\r]*$/.test( value )
	) {
		return true;
	}
	return isNumeric( value ) && Number.isInteger( Number( value ) );
}

/**
 * `rest_is_boolean()`.
 * @param value A decoded JSON value.
 */
export function isBoolean( value: Json ): boolean {
	if ( typeof value === 'string' ) {
		return [ 'false', 'true', '0', '1' ].includes( value.toLowerCase() );
	}
	return typeof value === 'boolean' || value === 0 || value === 1;
}

/**
 * PHP's `(string)` of a scalar, as far as JSON values go.
 * @param value A decoded JSON value.
 */
function phpString( value: Exclude< Json, object > ): string {
	if ( typeof value === 'boolean' ) {
		return value ? '1' : '';
	}
	return value === null ? '' : String( value );
}

/**
 * Whether a PHP array key is an integer: `json_decode` turns `"5"` into `5`, not `"05"`.
 * @param key An object key.
 */
function isIntegerKey( key: string ): boolean {
	return (
		/^(0|-?[1-9][0-9]*)$/.test( key ) &&
		Number.isSafeInteger( Number( key ) )
	);
}

/**
 * `rest_is_array()`: lists, objects with only integer keys, and any scalar (read as `a,b`).
 * @param value A decoded JSON value.
 */
export function isList( value: Json ): boolean {
	if ( value === null ) {
		return false;
	}
	return (
		typeof value !== 'object' ||
		Array.isArray( value ) ||
		Object.keys( value ).every( isIntegerKey )
	);
}

/**
 * `rest_sanitize_array()`: the values, with a scalar split on commas and whitespace.
 * @param value A decoded JSON value.
 */
export function toList( value: Json ): Json[] {
	if ( value === null ) {
		return [];
	}
	if ( typeof value !== 'object' ) {
		return phpString( value )
			.split( /[\s,]+/ )
			.filter( ( item ) => item !== '' );
	}
	return Array.isArray( value ) ? value : Object.values( value );
}

/**
 * `rest_is_object()`: any PHP array, or the empty string.
 * @param value A decoded JSON value.
 */
export function isObjectLike( value: Json ): boolean {
	return value === '' || isPhpArray( value );
}

/**
 * `rest_sanitize_object()`, as key/value pairs.
 * @param value A decoded JSON value.
 */
export function toEntries( value: Json ): Array< [ string, Json ] > {
	if ( ! isPhpArray( value ) ) {
		return [];
	}
	return Array.isArray( value )
		? value.map( ( item, index ) => [ String( index ), item ] )
		: Object.entries( value );
}

/**
 * PHP's `isset()` on a decoded value: present and not null.
 * @param value A decoded JSON value.
 */
export function isSet( value: unknown ): boolean {
	return value !== undefined && value !== null;
}

/**
 * PHP's `empty()`.
 * @param value A decoded JSON value.
 */
export function isEmpty( value: unknown ): boolean {
	if ( Array.isArray( value ) ) {
		return value.length === 0;
	}
	if ( isJsonObject( value ) ) {
		return Object.keys( value ).length === 0;
	}
	return ! value || value === '0';
}

/**
 * PHP's `mb_strlen()`: code points, not UTF-16 units.
 * @param value A decoded JSON value.
 */
export function characterCount( value: string ): number {
	return Array.from( value ).length;
}

/**
 * `rest_sanitize_boolean()`.
 * @param value A decoded JSON value.
 */
export function toBoolean( value: Json ): boolean {
	if (
		typeof value === 'string' &&
		[ 'false', '0' ].includes( value.toLowerCase() )
	) {
		return false;
	}
	return ! isEmpty( value );
}

/**
 * PHP's `(int)` of a scalar.
 * @param value A decoded JSON value.
 */
export function toInteger( value: Json ): number {
	if ( typeof value === 'boolean' ) {
		return value ? 1 : 0;
	}
	const number =
		typeof value === 'string'
			? Number.parseFloat( value.trim() )
			: Number( value );
	return Number.isFinite( number ) ? Math.trunc( number ) : 0;
}

/**
 * `rest_are_values_equal()`: arrays key by key, numbers by value, everything else strictly.
 * @param a One value.
 * @param b The other.
 */
export function areEqual( a: Json, b: Json ): boolean {
	if ( isPhpArray( a ) && isPhpArray( b ) ) {
		const left = toEntries( a );
		const right = new Map( toEntries( b ) );
		return (
			left.length === right.size &&
			left.every(
				( [ key, item ] ) =>
					right.has( key ) &&
					areEqual( item, right.get( key ) as Json )
			)
		);
	}
	return a === b;
}

/**
 * `serialize( rest_stabilize_value() )`: equal for equal PHP values, whatever the key order.
 * @param value A decoded JSON value.
 */
export function stableKey( value: Json ): string {
	if ( ! isPhpArray( value ) ) {
		return JSON.stringify( value );
	}
	const entries = toEntries( value ).sort( ( [ a ], [ b ] ) =>
		a < b ? -1 : 1
	);
	return `{${ entries.map( ( [ key, item ] ) => `${ JSON.stringify( key ) }:${ stableKey( item ) }` ).join( ',' ) }}`;
}
