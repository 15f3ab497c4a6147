import apiFetch from '@wordpress/api-fetch';

import { fetchAbilities } from '../fetch-abilities';

function item( name: string ) {
	return {
		name,
		label: name,
		description: `About ${ name }.`,
		category: 'demo',
		meta: {},
	};
}

const path = ( name: string ) => `/wp-abilities/v1/abilities/${ name }`;

describe( 'fetchAbilities', () => {
	const requests: string[] = [];

	beforeAll( () => {
		// The real api-fetch, with the network replaced at its one official seam.
		apiFetch.setFetchHandler( async ( options ) => {
			const requested = String( options.path ?? options.url );
			requests.push( requested );
			// api-fetch adds `_locale=user`.
			const name = /\/abilities\/([^?]+)/.exec(
				requested
			)?.[ 1 ] as string;
			if ( name === 'demo/missing' ) {
				throw {
					code: 'rest_ability_not_found',
					message: 'Ability not found.',
					data: { status: 404 },
				};
			}
			return item( name );
		} );
	} );
	beforeEach( () => {
		requests.length = 0;
	} );

	it( 'answers from the answers at hand without a request, and asks REST for the others, in the order given', async () => {
		const signal = new AbortController().signal;
		expect(
			(
				await fetchAbilities(
					[ 'demo/b', 'demo/a', 'demo/c' ],
					{ 'demo/a': item( 'demo/a' ), 'demo/c': item( 'demo/c' ) },
					signal
				)
			).map( ( a ) => a.name )
		).toEqual( [ 'demo/b', 'demo/a', 'demo/c' ] );
		expect( requests ).toEqual( [
			expect.stringContaining( path( 'demo/b' ) ),
		] );
	} );

	it( 'skips a malformed or missing ability with a warning, and keeps the others', async () => {
		const warn = jest
			.spyOn( console, 'warn' )
			.mockImplementation( () => {} );
		const abilities = await fetchAbilities(
			[ 'demo/c', 'demo/broken', 'demo/missing' ],
			{ 'demo/broken': { name: 'demo/broken', label: 3 } },
			new AbortController().signal
		);
		expect( abilities.map( ( a ) => a.name ) ).toEqual( [ 'demo/c' ] );
		expect( warn ).toHaveBeenCalledWith(
			expect.stringMatching( /demo\/broken.*label is not a string/ )
		);
		expect( warn ).toHaveBeenCalledWith(
			expect.stringContaining( 'demo/missing' ),
			expect.anything()
		);
		warn.mockRestore();
	} );
} );
