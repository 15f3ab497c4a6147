/**
 * Turns an ability's input schema into one strict WebMCP clients accept, and an agent's
 * arguments back into the ability's input.
 */

import { isJsonObject, type Json } from '../schema/php-values';
import { repairSchema } from './repair-schema';

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

function isObjectSchema( schema: JsonObject ): boolean {
	return (
		schema.type === 'object' ||
		( schema.type === undefined && 'properties' in schema )
	);
}

/**
 * A tool always takes an object. An ability without input takes none; one whose input is not an
 * object (a string, a list) gets it wrapped as `{ input: … }`.
 *
 * @param inputSchema The ability's `input_schema` as REST returns it.
 */
export function toInputSchema( inputSchema: unknown ): ToolInputSchema {
	if (
		! isJsonObject( inputSchema ) ||
		Object.keys( inputSchema ).length === 0
	) {
		return { schema: NO_INPUT, toAbilityInput: () => undefined };
	}
	const { schema } = repairSchema( inputSchema );
	if ( isObjectSchema( schema ) ) {
		// Some strict clients want `properties` on every object schema, even an empty one.
		return {
			schema: { properties: {}, ...schema },
			toAbilityInput: ( args ) => args,
		};
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
