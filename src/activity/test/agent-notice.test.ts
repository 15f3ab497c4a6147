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

	describe( 'a draft the call made', () => {
		const EDITOR = 'http://localhost/wp-admin/post.php?post=12&action=edit';
		const finished = ( result: Record< string, unknown > ) => {
			showAgentActivity( 'agent', 'Duplicate post' ).finish( {
				ok: true,
				result,
			} );
			jest.advanceTimersByTime( 0 );
			return notice()?.querySelector( 'a' );
		};

		beforeEach( () =>
			window.history.pushState( {}, '', '/wp-admin/edit.php' )
		);

		it( 'is offered as a link to this site’s editor', () => {
			const link = finished( {
				id: 12,
				title: 'Hours (Copy)',
				status: 'draft',
				edit_link: EDITOR,
			} );
			expect( link?.textContent ).toBe( 'Open the draft' );
			expect( link?.href ).toBe( EDITOR );
			expect( notice()?.textContent ).toBe(
				'An AI agent in your browser used “Duplicate post”: done. Open the draft'
			);
		} );

		it.each( [
			[
				'another site',
				'https://example.org/wp-admin/post.php?post=12&action=edit',
			],
			[
				'a script',
				'javascript:alert(1)//wp-admin/post.php?post=12&action=edit',
			],
			[
				'another screen',
				'http://localhost/wp-admin/options.php?post=12&action=edit',
			],
			[
				'no post number',
				'http://localhost/wp-admin/post.php?post=12"><b&action=edit',
			],
			[
				'no edit',
				'http://localhost/wp-admin/post.php?post=12&action=trash',
			],
		] )( 'is not offered for %s', ( _why, editLink ) => {
			expect(
				finished( { id: 12, status: 'draft', edit_link: editLink } )
			).toBeNull();
		} );

		it( 'is not offered for a post that is no draft', () => {
			expect(
				finished( { id: 12, status: 'trash', edit_link: EDITOR } )
			).toBeNull();
		} );

		it( 'stays while the person has the link focused', () => {
			const link = finished( {
				id: 12,
				status: 'draft',
				edit_link: EDITOR,
			} );
			link?.focus();
			jest.advanceTimersByTime( 6000 );
			expect( notice()?.hidden ).toBe( false );
			link?.blur();
			jest.advanceTimersByTime( 6000 );
			expect( notice()?.hidden ).toBe( true );
		} );
	} );
} );
