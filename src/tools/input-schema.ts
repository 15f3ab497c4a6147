/**
 * Turns an ability's input schema into one strict WebMCP clients accept, and an agent's
 * arguments back into the ability's input.
 */

import { isJsonObject, type Json } from '../schema/php-values';

type JsonObject = Record< string, unknown >;

/** Where a non-object input travels inside the object a tool must take. */
const WRAPPED_KEY = 'input';

const NO_INPUT: JsonObject = {
	type: 'object',
	properties: {},
	additionalProperties: false,
};

export interface ToolInputSchema {
	/** The schema the tool declares: always an object schema. */
	schema: JsonObject;
	/** Turns the arguments an agent sent into the ability's input. */
	toAbilityInput: ( args: Json ) => Json | undefined;
}

function isObject( value: unknown ): value is JsonObject {
	return (
		typeof value === 'object' && value !== null && ! Array.isArray( value )
	);
}

function isObjectSchema( schema: JsonObject ): boolean {
	return (
		schema.type === 'object' ||
		( schema.type === undefined && 'properties' in schema )
	);
}

/**
 * WordPress accepts draft-03 style `required: true` on a property and PHP encodes an empty
 * `properties` as `[]`; strict clients accept neither. Rewrites both, at every depth.
 *
 * @param schema A JSON schema as WordPress returns it.
 * @return The same schema in draft-04 form.
 */
export function normaliseSchema( schema: JsonObject ): JsonObject {
	const normalised: JsonObject = { ...schema };
	if ( Array.isArray( normalised.properties ) ) {
		normalised.properties = {};
	}
	if ( isObject( normalised.properties ) ) {
		const required = new Set(
			Array.isArray( normalised.required )
				? normalised.required.filter(
						( key ) => typeof key === 'string'
					)
				: []
		);
		const properties: JsonObject = {};
		for ( const [ key, property ] of Object.entries(
			normalised.properties
		) ) {
			if ( ! isObject( property ) ) {
				properties[ key ] = property;
				continue;
			}
			const { required: flag, ...rest } = property;
			if ( flag === true ) {
				required.add( key );
			}
			// A boolean `required` is the draft-03 flag; an array is this property's own list.
			properties[ key ] = normaliseSchema(
				typeof flag === 'boolean' ? rest : property
			);
		}
		normalised.properties = properties;
		if ( required.size > 0 ) {
			normalised.required = [ ...required ];
		} else {
			delete normalised.required;
		}
	}
	if ( isObject( normalised.items ) ) {
		normalised.items = normaliseSchema( normalised.items );
	}
	for ( const keyword of [ 'anyOf', 'oneOf', 'allOf' ] ) {
		const branches = normalised[ keyword ];
		if ( Array.isArray( branches ) ) {
			normalised[ keyword ] = branches.map( ( branch ) =>
				isObject( branch ) ? normaliseSchema( branch ) : branch
			);
		}
	}
	return normalised;
}

/**
 * A tool always takes an object. An ability without input takes none; one whose input is not an
 * object (a string, a list) gets it wrapped as `{ input: … }`.
 *
 * @param inputSchema The ability's `input_schema` as REST returns it.
 */
export function toInputSchema( inputSchema: unknown ): ToolInputSchema {
	if (
		! isObject( inputSchema ) ||
		Object.keys( inputSchema ).length === 0
	) {
		return { schema: NO_INPUT, toAbilityInput: () => undefined };
	}
	const schema = normaliseSchema( inputSchema );
	if ( isObjectSchema( schema ) ) {
		return { schema, toAbilityInput: ( args ) => args };
	}
	const { description, ...wrapped } = schema;
	return {
		schema: {
			type: 'object',
			properties: { [ WRAPPED_KEY ]: schema },
			// With a default the ability can run without it.
			...( 'default' in wrapped ? {} : { required: [ WRAPPED_KEY ] } ),
			additionalProperties: false,
			...( typeof description === 'string' ? { description } : {} ),
		},
		toAbilityInput: ( args ) =>
			isJsonObject( args ) ? args[ WRAPPED_KEY ] : undefined,
	};
}
