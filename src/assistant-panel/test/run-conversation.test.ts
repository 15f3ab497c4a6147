import type { ToolResult } from '../../errors';
import type { Conversation, Message } from '../conversation';
import { emptyConversation } from '../conversation';
import {
	closeInterruptedRound,
	continueConversation,
	MAX_STEPS,
	type Loop,
} from '../run-conversation';

const call = ( id: string, tool = 'site_find' ) => ( {
	call: { id, tool, arguments: {} },
} );
const modelCalls = ( ...ids: string[] ): Message => ( {
	role: 'model',
	parts: ids.map( ( id ) => call( id ) ),
} );
const ok: ToolResult = { ok: true, result: { found: 1 } };

function loop(
	conversation: Conversation,
	replies: Message[],
	run: Loop[ 'run' ] = async () => ok
): Loop & { asked: Message[][] } {
	const asked: Message[][] = [];
	return {
		asked,
		conversation,
		changed: () => {},
		tools: () => [],
		titleOf: ( name ) => name,
		ask: async ( messages ) => {
			asked.push( JSON.parse( JSON.stringify( messages ) ) );
			const message = replies.shift();
			return message
				? {
						ok: true,
						reply: {
							message,
							finish_reason: 'stop',
							provider: 'p',
							model: 'm',
						},
					}
				: { ok: false, code: 'provider_failed', message: 'No reply.' };
		},
		run,
		leaving: () => false,
	};
}

function started( text = 'Do it' ): Conversation {
	const conversation = emptyConversation();
	conversation.messages.push( { role: 'user', parts: [ { text } ] } );
	return conversation;
}

describe( 'continueConversation', () => {
	it( 'runs every call of a reply, then hands all results back in one message', async () => {
		const conversation = started();
		const ran: string[] = [];
		const run = loop(
			conversation,
			[
				modelCalls( 'a', 'b' ),
				{ role: 'model', parts: [ { text: 'Done.' } ] },
			],
			async ( { id } ) => {
				ran.push( id );
				return ok;
			}
		);
		await continueConversation( run, new AbortController().signal );
		expect( ran ).toEqual( [ 'a', 'b' ] );
		expect( conversation.messages.map( ( { role } ) => role ) ).toEqual( [
			'user',
			'model',
			'user',
			'model',
		] );
		expect( conversation.messages[ 2 ]?.parts ).toHaveLength( 2 );
		expect( run.asked ).toHaveLength( 2 );
		expect( conversation.round ).toBeNull();
	} );

	it( 'after Stop, the calls not yet run are handed back as not run and the model is not asked again', async () => {
		const conversation = started();
		const stop = new AbortController();
		const run = loop(
			conversation,
			[ modelCalls( 'a', 'b' ) ],
			async () => {
				stop.abort();
				return {
					ok: false,
					error: {
						code: 'cancelled',
						message: 'Cancelled.',
						retryable: false,
					},
				};
			}
		);
		await continueConversation( run, stop.signal );
		const results = JSON.stringify( conversation.messages[ 2 ] );
		expect( results ).toContain( 'Stopped before this call ran' );
		expect( run.asked ).toHaveLength( 1 );
		expect( conversation.notes.map( ( { code } ) => code ) ).toEqual( [
			'stopped',
		] );
	} );

	it( `stops after ${ MAX_STEPS } model turns`, async () => {
		const conversation = started();
		const replies = Array.from( { length: MAX_STEPS + 2 }, ( _, index ) =>
			modelCalls( `c${ index }` )
		);
		const run = loop( conversation, replies );
		await continueConversation( run, new AbortController().signal );
		expect( run.asked ).toHaveLength( MAX_STEPS );
		expect( conversation.notes.at( -1 )?.code ).toBe( 'step_limit' );
	} );

	it( 'keeps the route’s error as a note and leaves the conversation able to go on', async () => {
		const conversation = started();
		await continueConversation(
			loop( conversation, [] ),
			new AbortController().signal
		);
		expect( conversation.messages ).toHaveLength( 1 );
		expect( conversation.notes ).toEqual( [
			{ at: 1, code: 'provider_failed', message: 'No reply.' },
		] );
	} );
} );

describe( 'closeInterruptedRound', () => {
	it( 'marks the running call as maybe run and the others as not run, and sends none again', () => {
		const conversation = started();
		conversation.messages.push( modelCalls( 'done', 'running', 'later' ) );
		conversation.round = {
			results: [
				{ result: { id: 'done', tool: 'site_find', output: ok } },
			],
			running: 'running',
		};
		closeInterruptedRound( conversation );
		const [ done, running, later ] = (
			conversation.messages[ 2 ]?.parts ?? []
		).map( ( part ) => JSON.stringify( part ) );
		expect( done ).toContain( '"ok":true' );
		expect( running ).toContain( 'may or may not have run' );
		expect( later ).toContain( 'Stopped before this call ran' );
		expect( conversation.round ).toBeNull();
		expect( conversation.notes.map( ( { code } ) => code ) ).toEqual( [
			'call_interrupted',
		] );
	} );

	it( 'leaves a finished conversation as it is', () => {
		const conversation = started();
		conversation.messages.push( {
			role: 'model',
			parts: [ { text: 'Hi' } ],
		} );
		closeInterruptedRound( conversation );
		expect( conversation.messages ).toHaveLength( 2 );
		expect( conversation.notes ).toEqual( [] );
	} );
} );
