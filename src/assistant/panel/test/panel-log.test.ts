import { emptyConversation } from '../conversation';
import { showConversation } from '../panel-log';
import { proposalsOfTask } from '../task-writes';

function conversationWithCall() {
	const conversation = emptyConversation();
	conversation.messages.push(
		{ role: 'user', parts: [ { text: 'Publish it' } ] },
		{
			role: 'model',
			parts: [
				{
					call: {
						id: 'c1',
						tool: 'wp_publish-post',
						arguments: { id: 7 },
					},
				},
			],
		}
	);
	conversation.titles.c1 = 'Publish post';
	conversation.round = { results: [], running: 'c1', phase: 'running' };
	return conversation;
}

describe( 'showConversation', () => {
	beforeAll( () => {
		window.requestAnimationFrame = () => 0;
	} );

	it( 'changes a step’s state in place, so a screen reader hears the change and nothing else again', () => {
		const log = document.createElement( 'ol' );
		const conversation = conversationWithCall();
		showConversation( log, conversation, null, true );
		const step = log.querySelector( '[data-key="1-0"]' );
		expect( step?.textContent ).toContain( 'Running…' );

		conversation.round = { results: [], running: 'c1', phase: 'waiting' };
		showConversation( log, conversation, null, true );
		expect( log.querySelector( '[data-key="1-0"]' ) ).toBe( step );
		expect( step?.getAttribute( 'data-state' ) ).toBe( 'waiting' );
		expect( step?.textContent ).toContain(
			'Waiting for you: confirm or cancel in the dialog.'
		);

		conversation.messages.push( {
			role: 'user',
			parts: [
				{
					result: {
						id: 'c1',
						tool: 'wp_publish-post',
						output: {
							ok: false,
							error: {
								code: 'confirmation_declined',
								message: 'The person declined.',
								retryable: false,
							},
						},
					},
				},
			],
		} );
		conversation.round = null;
		showConversation( log, conversation, null, false );
		expect( log.querySelector( '[data-key="1-0"]' ) ).toBe( step );
		expect( step?.getAttribute( 'data-state' ) ).toBe( 'declined' );
	} );

	it( 'shows an unanswered message with Try again and Remove, which wait while the assistant works', () => {
		const log = document.createElement( 'ol' );
		const conversation = emptyConversation();
		conversation.unanswered.push( {
			id: 'u1',
			at: 0,
			text: 'Trash the drafts',
			code: 'provider_failed',
			message: 'The AI provider did not answer.',
		} );
		showConversation( log, conversation, null, true );
		const buttons = [ ...log.querySelectorAll( 'button' ) ];
		expect( buttons.map( ( button ) => button.textContent ) ).toEqual( [
			'Try again',
			'Remove',
		] );
		expect( buttons.every( ( button ) => button.disabled ) ).toBe( true );
		showConversation( log, conversation, null, false );
		expect( buttons.some( ( button ) => button.disabled ) ).toBe( false );
		expect( log.textContent ).toContain(
			'Not answered, and not sent again: The AI provider did not answer.'
		);
	} );

	it( 'ends a task whose call went for approval with its proposal and state', () => {
		const log = document.createElement( 'ol' );
		const conversation = conversationWithCall();
		conversation.round = null;
		conversation.messages.push( {
			role: 'user',
			parts: [
				{
					result: {
						id: 'c1',
						tool: 'wp_publish-post',
						output: {
							ok: true,
							proposal: {
								id: 12,
								approvers: 'An editor',
								message: 'Sent for approval as proposal 12.',
							},
						},
					},
				},
			],
		} );
		const proposals = proposalsOfTask( conversation, 0 );
		expect( proposals ).toEqual( [ { id: 12, title: 'Publish post' } ] );
		conversation.summaries.push( {
			at: conversation.messages.length,
			writes: [],
			proposals,
		} );
		showConversation( log, conversation, null, false );
		expect(
			log
				.querySelector( '[data-key="1-0"]' )
				?.getAttribute( 'data-state' )
		).toBe( 'proposed' );
		expect( log.textContent ).toContain(
			'Proposal 12, Publish post: waiting for a decision'
		);
	} );
} );
