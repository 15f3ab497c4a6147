/**
 * The scripted model, from a spec: its provider switched on for one browser, the replies it
 * will give queued, and what WordPress's AI Client sent it read back (`bin/lib/scripted-model.mjs`).
 */
import type { Page } from '@playwright/test';

import { parallelIndex, testPort } from '../runtimes';

/**
 * @param worker A worker's parallel index.
 * @return The port of that worker's scripted model: each worker scripts its own.
 */
export function scriptedModelPort( worker: number ): number {
	return testPort( 9479 ) + 2 * worker;
}

const SCRIPTED_MODEL_PORT = scriptedModelPort( parallelIndex() );
const URL_BASE = `http://127.0.0.1:${ SCRIPTED_MODEL_PORT }`;

export interface ScriptedCall {
	id: string;
	/** The name the provider sees (the tool's name, when it is a valid function name). */
	name: string;
	arguments?: Record< string, unknown >;
}

type Reply = Record< string, unknown >;

const usage = { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 };

/**
 * @param text What the model says.
 * @return A reply in words.
 */
export function textReply( text: string ): Reply {
	return {
		id: 'scripted',
		choices: [
			{
				index: 0,
				message: { role: 'assistant', content: text },
				finish_reason: 'stop',
			},
		],
		usage,
	};
}

/**
 * @param calls The tool calls it asks for.
 * @return A reply that asks for tool calls.
 */
export function callsReply( calls: ScriptedCall[] ): Reply {
	return {
		id: 'scripted',
		choices: [
			{
				index: 0,
				message: {
					role: 'assistant',
					tool_calls: calls.map( ( call ) => ( {
						id: call.id,
						type: 'function',
						function: {
							name: call.name,
							arguments: JSON.stringify( call.arguments ?? {} ),
						},
					} ) ),
				},
				finish_reason: 'tool_calls',
			},
		],
		usage,
	};
}

/**
 * @param status  The HTTP status.
 * @param message The provider's own words (which must never reach the page).
 * @return A provider's HTTP error.
 */
export function errorReply( status: number, message: string ): Reply {
	return { status, body: { error: { message } } };
}

/**
 * @param page    The person's page (the switch holds for its whole browser context).
 * @param baseURL The site.
 */
export async function switchOnScriptedModel(
	page: Page,
	baseURL: string
): Promise< void > {
	await page.context().addCookies( [
		{
			name: 'webmcp_test_scripted_model',
			value: String( SCRIPTED_MODEL_PORT ),
			url: baseURL,
		},
	] );
}

/**
 * Replaces the queue of replies and forgets what was received.
 * @param replies The replies, in order.
 */
export async function scriptModel( replies: Reply[] ): Promise< void > {
	await fetch( `${ URL_BASE }/received`, { method: 'DELETE' } );
	await fetch( `${ URL_BASE }/script`, {
		method: 'PUT',
		body: JSON.stringify( replies ),
	} );
}

/** What WordPress's AI Client sent in one chat completion request. */
export interface ModelRequest {
	messages: unknown[];
	tools?: Array< { function: { name: string } } >;
}

/** @return The chat completion requests received since the last `scriptModel()`. */
export async function receivedByModel(): Promise< ModelRequest[] > {
	return ( await fetch( `${ URL_BASE }/received` ) ).json();
}

/**
 * @param index Which request, from 0.
 * @return Its messages as JSON text, to look for what reached the model.
 */
export async function messagesSent( index: number ): Promise< string > {
	const request = ( await receivedByModel() )[ index ];
	if ( ! request ) {
		throw new Error( `The scripted model received no request ${ index }.` );
	}
	return JSON.stringify( request.messages );
}
