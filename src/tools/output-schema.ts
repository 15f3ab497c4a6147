/**
 * What a tool answers, as its `outputSchema`: the bridge's envelope (`ok`, then `result` or
 * `error`) around the ability's own output schema, made strict-client safe like the input. Only
 * an ability that declares one gets it, and only where the browser reads it (Chrome 159+).
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

/** Instead of `result`, when the person sent the call for approval: nothing ran yet. */
const PROPOSAL_SCHEMA = {
	type: 'object',
	properties: {
		id: { type: 'integer' },
		approvers: { type: 'string' },
		message: { type: 'string' },
	},
	required: [ 'id', 'approvers', 'message' ],
};

let browserReadsIt: boolean | undefined;

/**
 * The browser converts the tool dictionary before `registerTool` runs, reading each member it
 * knows, so a getter tells whether it knows `outputSchema`; older versions never touch it, so
 * nothing is logged. The empty name is refused (by Chromium and Playground alike) and the signal
 * is already aborted: nothing is registered, no agent sees a tool, nothing is requested.
 * @return Whether the page's registry reads `outputSchema`.
 */
function probeBrowser(): boolean {
	let read = false;
	try {
		Promise.resolve(
			document.modelContext?.registerTool?.(
				{
					name: '',
					description: '',
					execute: async () => null,
					get outputSchema() {
						read = true;
						return undefined;
					},
				},
				{ signal: AbortSignal.abort() }
			)
		).catch( () => undefined );
	} catch {
		// A registry that throws at once has refused the probe, as intended.
	}
	return read;
}

/**
 * @param outputSchema The ability's `output_schema` as REST (or the store) has it.
 * @return The tool's output schema; none when the ability declares none or the browser would
 *         drop it.
 */
export function toOutputSchema(
	outputSchema: unknown
): Record< string, unknown > | undefined {
	// PHP serves an empty array for "none".
	if (
		! isJsonObject( outputSchema ) ||
		! ( browserReadsIt ??= probeBrowser() )
	) {
		return undefined;
	}
	return {
		type: 'object',
		properties: {
			ok: {
				type: 'boolean',
				description:
					'Whether the ability ran and answered `result`; otherwise see `error`.',
			},
			result: repairSchema( outputSchema ).schema,
			proposal: PROPOSAL_SCHEMA,
			error: ERROR_SCHEMA,
		},
		required: [ 'ok' ],
	};
}
