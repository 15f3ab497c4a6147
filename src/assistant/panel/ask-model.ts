/**
 * Asks the turn route for the model's next message. The route answers with the plugin's own
 * stable codes (`includes/Assistant/Model_Turn.php`); anything else becomes one here.
 */
import apiFetch from '@wordpress/api-fetch';
import { __ } from '@wordpress/i18n';

import { REST_BASE } from '../../contract';
import type { AssistantHost } from '../assistant-host';
import type { Message } from './conversation';

export interface ModelReply {
	message: Message;
	finish_reason: string;
	provider: string;
	model: string;
}

export interface TurnFailure {
	code: string;
	message: string;
}

export type TurnOutcome =
	{ ok: true; reply: ModelReply } | ( { ok: false } & TurnFailure );

/**
 * @param tools The page's tools now.
 * @return What the route declares to the model, each tool with its ability so the server can
 *         check it is offered to this person here.
 */
function declare( tools: ReturnType< AssistantHost[ 'tools' ] > ) {
	return tools.map( ( { tool, ability } ) => ( {
		name: tool.name,
		ability,
		description: tool.description,
		inputSchema: tool.inputSchema ?? { type: 'object' },
	} ) );
}

function failure( error: unknown ): TurnFailure {
	if ( error instanceof DOMException && error.name === 'AbortError' ) {
		return {
			code: 'stopped',
			message: __( 'Stopped.', 'webmcp-abilities' ),
		};
	}
	const body = error as { code?: unknown; message?: unknown } | null;
	if (
		typeof body?.code === 'string' &&
		typeof body.message === 'string' &&
		! [ 'fetch_error', 'offline_error', 'invalid_json' ].includes(
			body.code
		)
	) {
		return { code: body.code, message: body.message };
	}
	return {
		code: 'network_error',
		message: __(
			'The site could not be reached. Check the connection, then send again.',
			'webmcp-abilities'
		),
	};
}

/**
 * @param messages The conversation so far, ending with the person's side.
 * @param tools    The page's tools now.
 * @param signal   Stop.
 */
export async function askModel(
	messages: Message[],
	tools: ReturnType< AssistantHost[ 'tools' ] >,
	signal: AbortSignal
): Promise< TurnOutcome > {
	try {
		const reply = await apiFetch< ModelReply >( {
			path: `${ REST_BASE }/assistant/turn`,
			method: 'POST',
			data: { messages, tools: declare( tools ) },
			signal,
		} );
		return { ok: true, reply };
	} catch ( error ) {
		return { ok: false, ...failure( error ) };
	}
}
