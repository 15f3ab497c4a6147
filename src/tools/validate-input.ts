/**
 * Checks a call's input in the browser with WordPress's own rules, so input the server would
 * refuse never becomes a request. The server validates again: it stays the authority, and
 * whatever the browser cannot be sure of is left to it.
 */
import { inputAsServerReadsIt } from '../abilities/server-input';
import type { RunMethod } from '../abilities/run-ability';
import type { Json } from '../schema/php-values';

export type InputCheck = { ok: true } | { ok: false; message: string };

/**
 * WordPress's rules are the bridge's largest code, and no page needs them before its first call:
 * they are a chunk of their own, fetched once the page's tools are offered
 * (`prefetchInputRules`), so the first call seldom waits for them.
 */
const loadValidator = () =>
	import( /* webpackChunkName: "input-rules" */ '../schema/validate-value' );

/** Fetches WordPress's rules while nobody waits for them. */
export function prefetchInputRules(): void {
	loadValidator().catch( () => {
		// A call that needs them tries again, and says so if it fails.
	} );
}

/**
 * @param inputSchema The ability's input schema, as REST serves it (not the tool's repaired one:
 *                    WordPress validates against the original).
 * @param method      How the run endpoint receives the input.
 * @return A check of the ability's input (plain JSON data, or `undefined` for none).
 */
export function createInputCheck(
	inputSchema: unknown,
	method: RunMethod
): ( input: Json | undefined ) => Promise< InputCheck > {
	return async ( input ) => {
		const { validateValue } = await loadValidator();
		const verdict = validateValue(
			inputAsServerReadsIt( input, method, inputSchema ),
			inputSchema
		);
		return typeof verdict === 'object'
			? { ok: false, message: verdict.refused }
			: { ok: true };
	};
}
