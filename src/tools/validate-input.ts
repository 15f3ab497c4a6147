/**
 * Checks a call's input in the browser with WordPress's own rules, so input the server would
 * refuse never becomes a request. The server validates again: it stays the authority, and
 * whatever the browser cannot be sure of is left to it.
 */
import { inputAsServerReadsIt } from '../abilities/server-input';
import type { RunMethod } from '../abilities/run-ability';
import type { Json } from '../schema/php-values';
import { validateValue } from '../schema/validate-value';

export type InputCheck = { ok: true } | { ok: false; message: string };

/**
 * @param inputSchema The ability's input schema, as REST serves it (not the tool's repaired one:
 *                    WordPress validates against the original).
 * @param method      How the run endpoint receives the input.
 * @return A check of the ability's input (plain JSON data, or `undefined` for none).
 */
export function createInputCheck(
	inputSchema: unknown,
	method: RunMethod
): ( input: Json | undefined ) => InputCheck {
	return ( input ) => {
		const verdict = validateValue(
			inputAsServerReadsIt( input, method, inputSchema ),
			inputSchema
		);
		return typeof verdict === 'object'
			? { ok: false, message: verdict.refused }
			: { ok: true };
	};
}
