import apiFetch from '@wordpress/api-fetch';

import { fetchAbilities } from '../fetch-abilities';

function item( name: string ) {
	return { name, label: name, description: `About ${ name }.`, category: 'demo', meta: {} };
}

describe( 'fetchAbilities', () => {
	const requests: string[] = [];

	beforeAll( () => {
		// The real api-fetch, with the network replaced at its one official seam.
		apiFetch.setFetchHandler( async ( options ) => {
			requests.push( String( options.path ?? options.url ) );
			// Asked for every page, api-fetch reads pages raw (`parse: false`) to follow their links.
			const body = [ item( 'demo/fetched' ) ];
			return options.parse === false ? { status: 200, headers: new Map(), json: async () => body } : body;
		} );
	} );
	beforeEach( () => {
		requests.length = 0;
	} );

	it( 'answers from the preloaded list without a request, once', async () => {
		apiFetch.use(
			apiFetch.createPreloadingMiddleware( {
				'/wp-abilities/v1/abilities?per_page=-1': { body: [ item( 'demo/a' ), item( 'demo/b' ) ], headers: {} },
			} )
		);
		const signal = new AbortController().signal;
		expect( ( await fetchAbilities( [ 'demo/b', 'demo/a' ], signal ) ).map( ( a ) => a.name ) ).toEqual( [
			'demo/b',
			'demo/a',
		] );
		expect( requests ).toEqual( [] );

		// Used once: the next read goes to the server, for every page of the list.
		const fetched = await fetchAbilities( [ 'demo/fetched' ], signal );
		expect( fetched.map( ( a ) => a.name ) ).toEqual( [ 'demo/fetched' ] );
		expect( requests ).toEqual( [ expect.stringContaining( '/wp-abilities/v1/abilities?per_page=100' ) ] );
	} );

	it( 'keeps only the named abilities, and skips a malformed one with a warning', async () => {
		apiFetch.use(
			apiFetch.createPreloadingMiddleware( {
				'/wp-abilities/v1/abilities?per_page=-1': {
					body: [ item( 'demo/a' ), { name: 'demo/broken', label: 3 }, item( 'demo/other' ) ],
					headers: {},
				},
			} )
		);
		const warn = jest.spyOn( console, 'warn' ).mockImplementation( () => {} );
		const abilities = await fetchAbilities( [ 'demo/a', 'demo/broken' ], new AbortController().signal );
		expect( abilities.map( ( a ) => a.name ) ).toEqual( [ 'demo/a' ] );
		expect( warn ).toHaveBeenCalledWith( expect.stringContaining( 'demo/broken' ), expect.anything() );
		warn.mockRestore();
	} );
} );
