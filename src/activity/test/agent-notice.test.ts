import { showAgentActivity } from '../agent-notice';

const notice = () => document.querySelector< HTMLElement >( '[role="status"]' );

describe( 'showAgentActivity', () => {
	beforeEach( () => jest.useFakeTimers() );
	afterEach( () => jest.useRealTimers() );

	it( 'shows a quick call only by its outcome, drawn after the agent has its answer', () => {
		const activity = showAgentActivity( 'agent', 'Find posts' );
		jest.advanceTimersByTime( 50 );
		activity.finish( { ok: true, result: [] } );
		// The answer is handed back before the page draws anything.
		expect( notice()?.hidden ?? true ).toBe( true );
		jest.advanceTimersByTime( 0 );
		expect( notice()?.textContent ).toBe(
			'An AI agent in your browser used “Find posts”: done.'
		);
		jest.advanceTimersByTime( 6000 );
		expect( notice()?.hidden ).toBe( true );
	} );

	it( 'says who is using a tool while a slower call runs', () => {
		const activity = showAgentActivity( 'assistant', 'Publish post' );
		jest.advanceTimersByTime( 250 );
		expect( notice()?.textContent ).toBe(
			'The site assistant is using “Publish post”…'
		);
		expect( notice()?.hidden ).toBe( false );
		activity.finish( {
			ok: false,
			error: {
				code: 'not_found',
				message: 'No such post.',
				retryable: false,
			},
		} );
		jest.runOnlyPendingTimers();
		expect( notice()?.textContent ).toBe(
			'The site assistant used “Publish post”: failed (not_found).'
		);
	} );
} );
