import type { ToolResult } from '../../../errors';
import type { Conversation, Message } from '../conversation';
import { emptyConversation } from '../conversation';
import {
	closeInterruptedRound,
	continueConversation,
	MAX_STEPS,
	removeUnanswered,
	sendAgain,
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

	it( 'takes a message the model never answered out of the history: the next message goes alone', async () => {
		const conversation = started( 'Trash the old drafts' );
		await continueConversation(
			loop( conversation, [] ),
			new AbortController().signal
		);
		expect( conversation.messages ).toEqual( [] );
		expect( conversation.unanswered ).toMatchObject( [
			{
				at: 0,
				text: 'Trash the old drafts',
				code: 'provider_failed',
				message: 'No reply.',
			},
		] );

		conversation.messages.push( {
			role: 'user',
			parts: [ { text: 'What is the site called?' } ],
		} );
		const next = loop( conversation, [
			{ role: 'model', parts: [ { text: 'Hello.' } ] },
		] );
		await continueConversation( next, new AbortController().signal );
		expect( JSON.stringify( next.asked ) ).not.toContain(
			'Trash the old drafts'
		);
		expect( conversation.unanswered ).toHaveLength( 1 );
	} );

	it( 'sends an unanswered message again only on Try again, once, at the end; Remove drops it unsent', async () => {
		const conversation = started( 'First' );
		await continueConversation(
			loop( conversation, [] ),
			new AbortController().signal
		);
		const id = conversation.unanswered[ 0 ]?.id ?? '';
		expect( sendAgain( conversation, id ) ).toBe( true );
		expect( sendAgain( conversation, id ) ).toBe( false );
		const again = loop( conversation, [
			{ role: 'model', parts: [ { text: 'Done first.' } ] },
		] );
		await continueConversation( again, new AbortController().signal );
		expect( again.asked ).toEqual( [
			[ { role: 'user', parts: [ { text: 'First' } ] } ],
		] );
		expect( conversation.unanswered ).toEqual( [] );

		conversation.messages.push( {
			role: 'user',
			parts: [ { text: 'Second' } ],
		} );
		await continueConversation(
			loop( conversation, [] ),
			new AbortController().signal
		);
		removeUnanswered( conversation, conversation.unanswered[ 0 ]!.id );
		expect( conversation.unanswered ).toEqual( [] );
		expect( JSON.stringify( conversation.messages ) ).not.toContain(
			'Second'
		);
	} );

	it( 'keeps tool results the model never heard of, with a note to try the turn again', async () => {
		const conversation = started();
		await continueConversation(
			loop( conversation, [ modelCalls( 'a' ) ] ),
			new AbortController().signal
		);
		expect( conversation.messages.map( ( { role } ) => role ) ).toEqual( [
			'user',
			'model',
			'user',
		] );
		expect( conversation.unanswered ).toEqual( [] );
		expect( conversation.notes ).toEqual( [
			{
				at: 3,
				code: 'provider_failed',
				message: 'No reply.',
				retry: true,
			},
		] );
	} );

	it( 'tells the tool runner each phase of a call, for the step the person sees', async () => {
		const conversation = started();
		const phases: Array< string | undefined > = [];
		const run = loop(
			conversation,
			[ modelCalls( 'a' ), { role: 'model', parts: [ { text: 'Ok' } ] } ],
			async ( _call, _signal, onPhase ) => {
				phases.push( conversation.round?.phase );
				onPhase( 'waiting' );
				phases.push( conversation.round?.phase );
				onPhase( 'running' );
				phases.push( conversation.round?.phase );
				return ok;
			}
		);
		await continueConversation( run, new AbortController().signal );
		expect( phases ).toEqual( [ 'running', 'waiting', 'running' ] );
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

	it( 'keeps a message the model had not answered when the screen was left as unanswered, unsent', () => {
		const conversation = started( 'Publish it' );
		closeInterruptedRound( conversation );
		expect( conversation.messages ).toEqual( [] );
		expect( conversation.unanswered ).toMatchObject( [
			{ at: 0, text: 'Publish it', code: 'call_interrupted' },
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
