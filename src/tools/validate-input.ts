/**
 * Checks an agent's arguments against the tool's schema in the browser, so invalid input never
 * becomes a request. The server validates again: it stays the authority.
 */
import * as z from 'zod';

type JsonObject = Record< string, unknown >;

export type InputCheck = { ok: true } | { ok: false; message: string };

/**
 * Formats are left to the server: WordPress's own reading of `date-time` is looser than zod's,
 * and a browser check must never refuse what the server would accept.
 *
 * @param schema A JSON schema.
 * @return The schema without `format` keywords.
 */
function withoutFormats( schema: unknown ): unknown {
	if ( Array.isArray( schema ) ) {
		return schema.map( withoutFormats );
	}
	if ( typeof schema !== 'object' || schema === null ) {
		return schema;
	}
	return Object.fromEntries(
		Object.entries( schema )
			.filter( ( [ key, value ] ) => ! ( key === 'format' && typeof value === 'string' ) )
			.map( ( [ key, value ] ) => [ key, withoutFormats( value ) ] )
	);
}

/**
 * @param schema The tool's (normalised) input schema.
 * @return A checker, or `null` when the schema uses something zod cannot check (then only the
 *         server checks).
 */
export function createInputCheck( schema: JsonObject ): ( ( args: unknown ) => InputCheck ) | null {
	let validator: z.ZodType;
	try {
		validator = z.fromJSONSchema( withoutFormats( schema ) as Parameters< typeof z.fromJSONSchema >[ 0 ] );
	} catch {
		return null;
	}
	return ( args ) => {
		const result = validator.safeParse( args ?? {} );
		return result.success ? { ok: true } : { ok: false, message: z.prettifyError( result.error ) };
	};
}
