/**
 * Runs an ability through `/wp-abilities/v1/abilities/{name}/run` with the method it requires.
 */
import apiFetch, { type APIFetchOptions } from '@wordpress/api-fetch';
import { __ } from '@wordpress/i18n';
import { addQueryArgs } from '@wordpress/url';

import { ASSISTANT_CALL_HEADER, GRANT_HEADER, TOOL_HEADER } from '../contract';
import { toToolError, type ToolResult } from '../errors';
import type { Ability } from './ability';
import { ABILITIES_ENDPOINT } from './fetch-abilities';
import { hasInput } from './server-input';

export type RunMethod = 'GET' | 'POST' | 'DELETE';

/**
 * The server accepts exactly one method per ability, decided by its annotations.
 *
 * @param ability The ability to run.
 * @return The HTTP method the run endpoint accepts for it.
 */
export function toRunMethod( ability: Ability ): RunMethod {
	const annotations = ability.meta?.annotations;
	if ( annotations?.readonly ) {
		return 'GET';
	}
	if ( annotations?.destructive && annotations?.idempotent ) {
		return 'DELETE';
	}
	return 'POST';
}

/**
 * @param name   The ability's name.
 * @param method The method it accepts.
 * @param input  Its input.
 * @return The `apiFetch` options that send `input` to the ability's run endpoint.
 */
export function toRunRequest(
	name: string,
	method: RunMethod,
	input: unknown
): APIFetchOptions< true > {
	const path = `${ ABILITIES_ENDPOINT }/${ name }/run`;
	const withInput = hasInput( input );
	// GET and DELETE carry input in the query string, in PHP's bracket form.
	return method === 'POST'
		? { method, path, data: withInput ? { input } : {} }
		: { method, path: withInput ? addQueryArgs( path, { input } ) : path };
}

/**
 * Runs once: a failed call is never sent again, since it may have run on the server.
 *
 * @param ability       The ability to run.
 * @param input         The ability's input.
 * @param toolName      The tool the call came through; sent in a header that marks agent calls.
 * @param signal        Aborts the request when the agent cancels the call.
 * @param assistantCall The site assistant's call id, when the assistant made the call.
 * @param grant         The person's grant for bulk work the call runs under, if any.
 * @return The ability's result, or a `ToolError`; never rejects.
 */
export async function runAbility(
	ability: Ability,
	input: unknown,
	toolName: string,
	signal?: AbortSignal,
	assistantCall?: string,
	grant?: string
): Promise< ToolResult > {
	try {
		const result = await apiFetch< unknown >( {
			...toRunRequest( ability.name, toRunMethod( ability ), input ),
			signal,
			headers: {
				[ TOOL_HEADER ]: toolName,
				...( assistantCall
					? { [ ASSISTANT_CALL_HEADER ]: assistantCall }
					: {} ),
				...( grant ? { [ GRANT_HEADER ]: grant } : {} ),
			},
		} );
		return { ok: true, result };
	} catch ( error ) {
		const failure = toToolError( error );
		if ( failure.code === 'cancelled' ) {
			// The request had been sent: the server may run the ability all the same.
			failure.message = __(
				'The call was cancelled after its request was sent: it may have run on the site. Check the site before calling again.',
				'webmcp-abilities'
			);
		}
		return { ok: false, error: failure };
	}
}
