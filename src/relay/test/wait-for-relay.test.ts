import { waitForRelay } from '../wait-for-relay';

describe( 'waitForRelay', () => {
	const realFetch = global.fetch;
	let answers: boolean[];
	let fetched: string[];

	beforeEach( () => {
		jest.useFakeTimers();
		answers = [];
		fetched = [];
		global.fetch = jest.fn( async ( url: string | URL | Request ) => {
			fetched.push( String( url ) );
			if ( answers.shift() ) {
				// Opaque, as a `no-cors` answer is.
				return { type: 'opaque' } as Response;
			}
			throw new TypeError( 'Failed to fetch' );
		} ) as typeof fetch;
	} );

	afterEach( () => {
		global.fetch = realFetch;
		jest.useRealTimers();
	} );

	const settled = ( promise: Promise< void > ) => {
		let done = false;
		void promise.then( () => {
			done = true;
		} );
		return () => done;
	};

	it( 'asks the relay’s port again, less and less often, until it answers', async () => {
		answers = [ false, false, true ];
		const done = settled( waitForRelay( 9333 ) );
		await jest.advanceTimersByTimeAsync( 0 );
		expect( fetched ).toEqual( [ 'http://127.0.0.1:9333/' ] );
		expect( done() ).toBe( false );
		await jest.advanceTimersByTimeAsync( 1000 );
		expect( fetched ).toHaveLength( 2 );
		// The second wait is longer than the first.
		await jest.advanceTimersByTimeAsync( 1000 );
		expect( fetched ).toHaveLength( 2 );
		expect( done() ).toBe( false );
		await jest.advanceTimersByTimeAsync( 500 );
		expect( fetched ).toHaveLength( 3 );
		expect( done() ).toBe( true );
		// Found: it stops asking.
		await jest.advanceTimersByTimeAsync( 60_000 );
		expect( fetched ).toHaveLength( 3 );
	} );

	it( 'looks at once when the person comes back to the tab, never twice at a time', async () => {
		answers = Array( 8 ).fill( false );
		const done = settled( waitForRelay( 9400 ) );
		await jest.advanceTimersByTimeAsync( 30_000 );
		const before = fetched.length;
		answers = [ true ];
		window.dispatchEvent( new Event( 'focus' ) );
		window.dispatchEvent( new Event( 'focus' ) );
		await jest.advanceTimersByTimeAsync( 0 );
		expect( fetched ).toHaveLength( before + 1 );
		expect( done() ).toBe( true );
		window.dispatchEvent( new Event( 'focus' ) );
		await jest.advanceTimersByTimeAsync( 0 );
		expect( fetched ).toHaveLength( before + 1 );
	} );
} );
