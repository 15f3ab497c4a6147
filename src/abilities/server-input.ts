/**
 * The input an ability's run endpoint will validate, worked out in the browser: what survives the
 * trip (a JSON body, or PHP's bracket form in the query string), then the schema's `default`
 * when nothing arrives, as `WP_Ability::normalize_input()` applies it.
 */
import { isJsonObject, isPhpArray, type Json } from '../schema/php-values';
import type { RunMethod } from './run-ability';

/**
 * @param input An ability's input.
 * @return Whether a request carries it: `null`, `undefined` and `{}` send nothing.
 */
export function hasInput( input: unknown ): boolean {
	if ( input === undefined || input === null ) {
		return false;
	}
	return typeof input !== 'object' || Object.keys( input ).length > 0;
}

/**
 * What PHP reads from `@wordpress/url`'s query string: every scalar as a string (`null` as
 * `''`), and an empty list or object not at all.
 *
 * @param value Plain JSON data.
 */
function asQueryString( value: Json ): Json | undefined {
	if ( ! isPhpArray( value ) ) {
		return value === null ? '' : String( value );
	}
	const entries = (
		Array.isArray( value )
			? value.map( ( item, index ) => [ index, item ] as const )
			: Object.entries( value )
	)
		.map( ( [ key, item ] ) => [ key, asQueryString( item ) ] as const )
		.filter(
			( entry ): entry is readonly [ string | number, Json ] =>
				entry[ 1 ] !== undefined
		);
	if ( entries.length === 0 ) {
		return undefined;
	}
	return Array.isArray( value )
		? entries.map( ( [ , item ] ) => item )
		: Object.fromEntries( entries );
}

/**
 * @param input       The ability's input, as plain JSON data (or `undefined` for none).
 * @param method      How it travels.
 * @param inputSchema The ability's input schema.
 * @return The value the server validates.
 */
export function inputAsServerReadsIt(
	input: Json | undefined,
	method: RunMethod,
	inputSchema: unknown
): Json {
	if ( hasInput( input ) ) {
		const sent = method === 'POST' ? input : asQueryString( input as Json );
		if ( sent !== undefined ) {
			return sent;
		}
	}
	return isJsonObject( inputSchema ) && 'default' in inputSchema
		? inputSchema.default
		: null;
}
