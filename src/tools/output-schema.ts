/**
 * What a tool answers, as its `outputSchema`: the bridge's envelope (`ok`, then `result` or
 * `error`) around the ability's own output schema, made strict-client safe like the input.
 */
import { isJsonObject } from '../schema/php-values';
import { repairSchema } from './repair-schema';

const ERROR_SCHEMA = {
	type: 'object',
	properties: {
		code: {
			type: 'string',
			description:
				'A stable code an agent can act on, such as not_found.',
		},
		message: { type: 'string' },
		retryable: {
			type: 'boolean',
			description: 'Whether calling again, unchanged, may succeed.',
		},
	},
	required: [ 'code', 'message', 'retryable' ],
};

/**
 * @param outputSchema The ability's `output_schema` as REST (or the store) has it.
 * @return The tool's output schema.
 */
export function toOutputSchema(
	outputSchema: unknown
): Record< string, unknown > {
	const result = isJsonObject( outputSchema )
		? repairSchema( outputSchema ).schema
		: {};
	return {
		type: 'object',
		properties: {
			ok: {
				type: 'boolean',
				description:
					'Whether the ability ran and answered `result`; otherwise see `error`.',
			},
			result,
			error: ERROR_SCHEMA,
		},
		required: [ 'ok' ],
	};
}
