import apiFetch from '@wordpress/api-fetch';

import { reportBrowserOutcome } from '../report-outcome';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );
const mockApiFetch = apiFetch as unknown as jest.Mock;

describe( 'reportBrowserOutcome', () => {
	beforeEach( () => {
		mockApiFetch.mockReset();
		mockApiFetch.mockResolvedValue( null );
	} );

	it( 'reports a call that ended in the browser, marked with its tool', () => {
		reportBrowserOutcome( {
			ability: 'demo/thing',
			tool: 'demo_thing',
			outcome: 'confirmation_declined',
			input: undefined,
			inPage: false,
			durationMs: 0,
		} );
		expect( mockApiFetch ).toHaveBeenCalledWith( {
			path: '/webmcp-abilities/v1/activity',
			method: 'POST',
			headers: { 'X-WebMCP-Abilities-Tool': 'demo_thing' },
			data: {
				reports: [
					{
						ability: 'demo/thing',
						tool: 'demo_thing',
						outcome: 'confirmation_declined',
						input: null,
						in_page: false,
						duration_ms: 0,
					},
				],
			},
		} );
	} );

	it( 'sends one request at a time: what queues meanwhile goes in the next, 20 at most', async () => {
		let answer: ( value: null ) => void = () => {};
		mockApiFetch.mockImplementation(
			() => new Promise( ( resolve ) => ( answer = resolve ) )
		);
		const report = ( n: number ) =>
			reportBrowserOutcome( {
				ability: 'demo/page/thing',
				tool: 'demo_page_thing',
				outcome: 'ok',
				input: { n },
				inPage: true,
				durationMs: 1,
			} );
		for ( let n = 0; n < 26; n++ ) {
			report( n );
		}
		const sizes = () =>
			mockApiFetch.mock.calls.map(
				( [ options ] ) => options.data.reports.length
			);
		expect( sizes() ).toEqual( [ 1 ] );
		for ( const expected of [
			[ 1, 20 ],
			[ 1, 20, 5 ],
		] ) {
			answer( null );
			await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
			expect( sizes() ).toEqual( expected );
		}
		answer( null );
		await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
		expect( sizes() ).toEqual( [ 1, 20, 5 ] );
		expect(
			mockApiFetch.mock.calls
				.flatMap( ( [ options ] ) => options.data.reports )
				.map( ( sent ) => sent.input.n )
		).toEqual( Array.from( { length: 26 }, ( _, n ) => n ) );
	} );

	it( 'sends nothing the server would refuse: outcomes the server sees itself cost the budget for nothing', () => {
		reportBrowserOutcome( {
			ability: 'demo/thing',
			tool: 'demo_thing',
			outcome: 'rate_limited',
			input: {},
			inPage: false,
			durationMs: 0,
		} );
		reportBrowserOutcome( {
			ability: 'demo/thing',
			tool: 'demo_thing',
			outcome: 'server_error',
			input: {},
			inPage: false,
			durationMs: 0,
		} );
		expect( mockApiFetch ).not.toHaveBeenCalled();
	} );

	it( 'reports every call of an ability that runs in the page, how it ended and how long it took', () => {
		reportBrowserOutcome( {
			ability: 'demo/page/thing',
			tool: 'demo_page_thing',
			outcome: 'ok',
			input: { a: 1 },
			inPage: true,
			durationMs: 12,
		} );
		reportBrowserOutcome( {
			ability: 'demo/page/thing',
			tool: 'demo_page_thing',
			outcome: 'ok',
			input: {},
			inPage: false,
			durationMs: 3,
		} );
		expect( mockApiFetch ).toHaveBeenCalledTimes( 1 );
		expect( mockApiFetch.mock.calls[ 0 ][ 0 ].data.reports ).toEqual( [
			expect.objectContaining( {
				outcome: 'ok',
				in_page: true,
				duration_ms: 12,
			} ),
		] );
	} );

	it( 'never rejects when the report fails', async () => {
		mockApiFetch.mockRejectedValue( { code: 'rate_limited' } );
		expect( () =>
			reportBrowserOutcome( {
				ability: 'demo/thing',
				tool: 'demo_thing',
				outcome: 'cancelled',
				input: {},
				inPage: false,
				durationMs: 0,
			} )
		).not.toThrow();
		await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
	} );
} );
