/**
 * The assistant's loop for one request of the person: ask the model, run the calls it asks for
 * with the page's tools, hand the results back, until it answers in words, the person stops it,
 * or the step cap is reached. Every change is saved at once, so a navigation loses nothing and
 * a call it cut off is marked as such, never sent again.
 */
import { __, sprintf } from '@wordpress/i18n';

import { toolFailure, type ToolResult } from '../../errors';
import type { AssistantHost } from '../assistant-host';
import type { CallPhase } from '../../tools/call-origin';
import type { TurnOutcome } from './ask-model';
import {
	isCall,
	isResult,
	type CallPart,
	type Conversation,
	type Message,
	type ResultPart,
} from './conversation';

/** Model turns per request of the person; the server caps calls per turn. */
export const MAX_STEPS = 10;

/** A result this large would make the message too long for the route: the model gets a part. */
const MAX_OUTPUT_CHARS = 24_000;

export interface Loop {
	conversation: Conversation;
	/** Saves the conversation and shows it. */
	changed: () => void;
	tools: AssistantHost[ 'tools' ];
	titleOf: ( toolName: string ) => string;
	ask: (
		messages: Message[],
		tools: ReturnType< AssistantHost[ 'tools' ] >,
		signal: AbortSignal
	) => Promise< TurnOutcome >;
	run: (
		call: CallPart[ 'call' ],
		signal: AbortSignal,
		onPhase: ( phase: CallPhase ) => void
	) => Promise< ToolResult >;
	/** Whether the page is being left: the next screen takes over, nothing more is asked. */
	leaving: () => boolean;
}

function fit( output: ToolResult ): ToolResult {
	const json = JSON.stringify( output );
	if ( json.length <= MAX_OUTPUT_CHARS ) {
		return output;
	}
	return {
		ok: output.ok,
		result: {
			truncated: true,
			start: json.slice( 0, MAX_OUTPUT_CHARS - 1000 ),
		},
	} as ToolResult;
}

function resultOf( call: CallPart[ 'call' ], output: ToolResult ): ResultPart {
	return { result: { id: call.id, tool: call.tool, output: fit( output ) } };
}

function note( conversation: Conversation, code: string, message: string ) {
	conversation.notes.push( {
		at: conversation.messages.length,
		code,
		message,
	} );
}

/**
 * @param conversation A conversation.
 * @return The person's message at its end that the model has not answered, if it ends so.
 */
function lastUnanswered( conversation: Conversation ): string | null {
	const last = conversation.messages.at( -1 );
	if ( last?.role !== 'user' || last.parts.some( isResult ) ) {
		return null;
	}
	return last.parts
		.map( ( part ) => ( 'text' in part ? part.text : '' ) )
		.join( '\n' );
}

/**
 * Takes the model's failure to answer: a message of the person's moves out of the history, to
 * be sent again only if they choose; tool results stay, with a note the person may retry from.
 * @param conversation The conversation.
 * @param code         Why.
 * @param message      Why, for the person.
 */
function notAnswered(
	conversation: Conversation,
	code: string,
	message: string
): void {
	const text = lastUnanswered( conversation );
	if ( text === null ) {
		conversation.notes.push( {
			at: conversation.messages.length,
			code,
			message,
			retry: code !== 'stopped',
		} );
		return;
	}
	conversation.messages.pop();
	conversation.unanswered.push( {
		id: `${ Date.now().toString( 36 ) }-${ Math.random().toString( 36 ).slice( 2 ) }`,
		at: conversation.messages.length,
		text,
		code,
		message,
	} );
}

/**
 * The person's Try again: the message goes to the end of the history, once, as if sent now.
 * @param conversation The conversation.
 * @param id           The unanswered message.
 * @return Whether there was such a message.
 */
export function sendAgain( conversation: Conversation, id: string ): boolean {
	const entry = conversation.unanswered.find(
		( unanswered ) => unanswered.id === id
	);
	if ( ! entry ) {
		return false;
	}
	removeUnanswered( conversation, id );
	conversation.messages.push( {
		role: 'user',
		parts: [ { text: entry.text } ],
	} );
	return true;
}

/**
 * The person's Remove: the message goes, unsent.
 * @param conversation The conversation.
 * @param id           The unanswered message.
 */
export function removeUnanswered(
	conversation: Conversation,
	id: string
): void {
	conversation.unanswered = conversation.unanswered.filter(
		( entry ) => entry.id !== id
	);
}

const notRun = () =>
	toolFailure(
		'cancelled',
		__(
			'Stopped before this call ran; nothing was changed.',
			'webmcp-abilities'
		)
	);

/**
 * @param loop   The conversation and what the loop works with.
 * @param signal The person's Stop.
 */
export async function continueConversation(
	loop: Loop,
	signal: AbortSignal
): Promise< void > {
	const { conversation } = loop;
	for ( let step = 0; step < MAX_STEPS; step++ ) {
		if ( loop.leaving() ) {
			return;
		}
		const answer = await loop.ask(
			conversation.messages,
			loop.tools(),
			signal
		);
		if ( ! answer.ok ) {
			notAnswered( conversation, answer.code, answer.message );
			loop.changed();
			return;
		}
		const message = answer.reply.message;
		conversation.messages.push( message );
		const calls = message.parts.filter( isCall );
		if ( calls.length === 0 ) {
			loop.changed();
			return;
		}
		const round: NonNullable< Conversation[ 'round' ] > = {
			results: [],
			running: null,
		};
		conversation.round = round;
		for ( const { call } of calls ) {
			conversation.titles[ call.id ] = loop.titleOf( call.tool );
			if ( signal.aborted ) {
				round.results.push( resultOf( call, notRun() ) );
				continue;
			}
			round.running = call.id;
			round.phase = 'running';
			loop.changed();
			const result = await loop.run( call, signal, ( phase ) => {
				round.phase = phase;
				loop.changed();
			} );
			round.results.push( resultOf( call, result ) );
			round.running = null;
		}
		conversation.messages.push( { role: 'user', parts: round.results } );
		conversation.round = null;
		if ( signal.aborted ) {
			note(
				conversation,
				'stopped',
				__( 'Stopped.', 'webmcp-abilities' )
			);
			loop.changed();
			return;
		}
		loop.changed();
	}
	note(
		conversation,
		'step_limit',
		sprintf(
			/* translators: %d: the most steps the assistant takes for one request. */
			__(
				'The assistant stopped after %d steps. Send a message to let it go on.',
				'webmcp-abilities'
			),
			MAX_STEPS
		)
	);
	loop.changed();
}

const INTERRUPTED = () =>
	__(
		'Leaving the previous screen interrupted the assistant; nothing was sent again. This screen’s tools apply now: send a message to go on.',
		'webmcp-abilities'
	);

/**
 * A conversation saved while calls ran was cut off by leaving the page: the running call may or
 * may not have run, the others never did. None is sent again; the model is told which is which.
 * One saved after its calls, before the model heard of them, waits for the person; so does a
 * message of theirs the model had not answered yet.
 * @param conversation The conversation found on arrival.
 */
export function closeInterruptedRound( conversation: Conversation ): void {
	if ( ! conversation.round && lastUnanswered( conversation ) !== null ) {
		notAnswered(
			conversation,
			'call_interrupted',
			__(
				'Leaving the previous screen interrupted the assistant before it answered; nothing was sent again.',
				'webmcp-abilities'
			)
		);
		return;
	}
	const round = conversation.round;
	const last = conversation.messages.at( -1 );
	conversation.round = null;
	if ( round && last?.role === 'model' ) {
		const done = new Set(
			round.results.map( ( { result } ) => result.id )
		);
		const results = [ ...round.results ];
		for ( const { call } of last.parts.filter( isCall ) ) {
			if ( done.has( call.id ) ) {
				continue;
			}
			results.push(
				resultOf(
					call,
					call.id === round.running
						? toolFailure(
								'stale_context',
								__(
									'The person moved to another screen while this call ran: it may or may not have run, and it was not sent again. Check the site before calling again.',
									'webmcp-abilities'
								)
							)
						: notRun()
				)
			);
		}
		conversation.messages.push( { role: 'user', parts: results } );
	}
	const ended = conversation.messages.at( -1 );
	const noted = conversation.notes.some(
		( { at } ) => at === conversation.messages.length
	);
	if ( ended?.role === 'user' && ended.parts.every( isResult ) && ! noted ) {
		notAnswered( conversation, 'call_interrupted', INTERRUPTED() );
	}
}
