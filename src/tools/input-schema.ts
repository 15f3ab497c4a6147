/**
 * Turns an ability's input schema into one strict WebMCP clients accept.
 */

type JsonObject = Record< string, unknown >;

function isObject( value: unknown ): value is JsonObject {
	return typeof value === 'object' && value !== null && ! Array.isArray( value );
}

/**
 * PHP encodes an empty `properties` array as `[]`, which strict JSON Schema clients reject;
 * a missing schema means the ability takes no input.
 *
 * @param schema The ability's `input_schema` as REST returns it.
 * @return An object schema.
 */
export function toInputSchema( schema: unknown ): JsonObject {
	if ( ! isObject( schema ) ) {
		return { type: 'object', properties: {}, additionalProperties: false };
	}
	const normalised: JsonObject = { ...schema };
	if ( Array.isArray( normalised.properties ) ) {
		normalised.properties = {};
	}
	return normalised;
}
