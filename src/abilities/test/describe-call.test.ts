import apiFetch from '@wordpress/api-fetch';

import type { Ability } from '../ability';
import { describeCall } from '../describe-call';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );
const mockApiFetch = apiFetch as unknown as jest.Mock;

function ability( describe?: string ): Ability {
	return {
		name: 'demo/publish',
		label: 'Publish',
		description: 'Publishes.',
		category: 'demo',
		meta: {
			webmcp: {
				consequential: true,
				...( describe === undefined ? {} : { describe } ),
			},
		},
	};
}

const restError = ( code: string, status: number ) => ( {
	code,
	message: 'No.',
	data: { status },
} );

describe( 'describeCall', () => {
	const signal = new AbortController().signal;
	beforeEach( () => mockApiFetch.mockReset() );

	it( 'reads nothing for an ability that names no describing ability', async () => {
		expect( await describeCall( ability(), { id: 5 }, signal ) ).toEqual( {
			kind: 'undescribed',
			reason: 'none',
		} );
		expect( mockApiFetch ).not.toHaveBeenCalled();
	} );

	it( 'describes a server ability that names none through the site’s generic describer, with the ability’s name and its input', async () => {
		mockApiFetch.mockResolvedValue( { title: 'Order 12', fields: [] } );
		expect(
			await describeCall( ability(), { id: 5 }, signal, {
				toolName: 'demo_publish',
			} )
		).toEqual( {
			kind: 'described',
			description: { title: 'Order 12', fields: [], changes: [] },
		} );
		expect( mockApiFetch.mock.calls[ 0 ][ 0 ] ).toMatchObject( {
			method: 'GET',
			path: '/wp-abilities/v1/abilities/webmcp-abilities/describe-call/run?input%5Bability%5D=demo%2Fpublish&input%5Binput%5D%5Bid%5D=5',
			headers: { 'X-WebMCP-Abilities-Describes': 'demo/publish' },
		} );
	} );

	it( 'runs the describing ability with GET and the call’s own input, marked as the describe step of the call', async () => {
		mockApiFetch.mockResolvedValue( { title: 'Hello', fields: [] } );
		await describeCall(
			ability( 'demo/describe' ),
			{ id: 5, date: '2030-01-01' },
			signal,
			{ toolName: 'demo_publish', assistantCall: 'call-1' }
		);
		const options = mockApiFetch.mock.calls[ 0 ][ 0 ];
		expect( options ).toMatchObject( {
			method: 'GET',
			path: '/wp-abilities/v1/abilities/demo/describe/run?input%5Bid%5D=5&input%5Bdate%5D=2030-01-01',
			signal,
		} );
		// The tool header alone would make it a run of the describing ability's own tool.
		expect( options.headers ).toEqual( {
			'X-WebMCP-Abilities-Tool': 'demo_publish',
			'X-WebMCP-Abilities-Describes': 'demo/publish',
			'X-WebMCP-Abilities-Assistant-Call': 'call-1',
		} );
	} );

	it( 'posts an input too long for an address (an image’s data), marked, for the server to read as that GET', async () => {
		mockApiFetch.mockResolvedValue( { title: 'Hello', fields: [] } );
		const input = { data: 'A'.repeat( 3000 ), filename: 'a.png' };
		const step = { toolName: 'demo_publish' };
		await describeCall( ability( 'demo/describe' ), input, signal, step );
		expect( mockApiFetch.mock.calls[ 0 ][ 0 ] ).toMatchObject( {
			method: 'POST',
			path: '/wp-abilities/v1/abilities/demo/describe/run',
			data: { input },
			headers: { 'X-WebMCP-Abilities-Describes': 'demo/publish' },
		} );
		// Unmarked, the server would not read a post as a GET: a page's own describer keeps GET.
		await describeCall( ability( 'demo/describe' ), input, signal );
		expect( mockApiFetch.mock.calls[ 1 ][ 0 ].method ).toBe( 'GET' );
	} );

	it( 'marks nothing for a describe step the page reports itself (a browser-side ability’s)', async () => {
		mockApiFetch.mockResolvedValue( { title: 'Hello', fields: [] } );
		await describeCall( ability( 'demo/describe' ), { id: 5 }, signal );
		expect( mockApiFetch.mock.calls[ 0 ][ 0 ].headers ).toEqual( {} );
	} );

	it( 'refuses the call unasked for a withdrawn tool or a spent budget, as for a missing object', async () => {
		for ( const [ code, status ] of [
			[ 'tool_withdrawn', 410 ],
			[ 'rate_limited', 429 ],
		] as const ) {
			mockApiFetch.mockRejectedValueOnce( restError( code, status ) );
			expect(
				await describeCall(
					ability( 'demo/describe' ),
					{ id: 5 },
					signal
				)
			).toMatchObject( { kind: 'refused', error: { code } } );
		}
	} );

	it( 'refuses the call unasked when the describing ability itself finds the input bad (a term merged into itself)', async () => {
		mockApiFetch.mockRejectedValueOnce( restError( 'invalid_input', 403 ) );
		expect(
			await describeCall( ability( 'demo/describe' ), { id: 5 }, signal )
		).toMatchObject( {
			kind: 'refused',
			error: { code: 'invalid_input' },
		} );
	} );

	it( 'hands on the description, values as text', async () => {
		mockApiFetch.mockResolvedValue( {
			title: '<b>Hi</b>',
			fields: [
				{ label: 'Status', value: 'Draft' },
				{ label: 'ID', value: 5 },
			],
		} );
		expect(
			await describeCall( ability( 'demo/describe' ), { id: 5 }, signal )
		).toEqual( {
			kind: 'described',
			description: {
				title: '<b>Hi</b>',
				fields: [
					{ label: 'Status', value: 'Draft' },
					{ label: 'ID', value: '5' },
				],
				changes: [],
			},
		} );
	} );

	it( 'hands on a diff of each text the call rewrites', async () => {
		const parts = [
			{ change: 'same', text: 'Open on ' },
			{ change: 'removed', text: 'Mondys' },
			{ change: 'added', text: 'Mondays' },
		];
		mockApiFetch.mockResolvedValue( {
			title: 'Hours',
			fields: [],
			changes: [ { label: 'Content', parts } ],
		} );
		expect(
			await describeCall( ability( 'demo/describe' ), { id: 5 }, signal )
		).toMatchObject( {
			kind: 'described',
			description: { changes: [ { label: 'Content', parts } ] },
		} );
	} );

	it.each( [
		[ 'an unknown kind of part', [ { change: 'moved', text: 'x' } ] ],
		[ 'a part without text', [ { change: 'added' } ] ],
		[ 'parts that are not a list', 'removed: x' ],
	] )( 'shows only the input when a diff has %s', async ( _case, parts ) => {
		mockApiFetch.mockResolvedValue( {
			title: 'Hours',
			fields: [],
			changes: [ { label: 'Content', parts } ],
		} );
		expect(
			await describeCall( ability( 'demo/describe' ), { id: 5 }, signal )
		).toEqual( { kind: 'undescribed', reason: 'failed' } );
	} );

	it.each( [
		[ 'not_found', 403, 'not_found' ],
		[ 'not_found', 404, 'not_found' ],
		[ 'access_denied', 403, 'access_denied' ],
		[ 'rest_ability_cannot_execute', 403, 'access_denied' ],
	] )(
		'stops the call when the server answers %s (%d): it could not run either',
		async ( code, status, toolCode ) => {
			mockApiFetch.mockRejectedValue( restError( code, status ) );
			expect(
				await describeCall(
					ability( 'demo/describe' ),
					{ id: 5 },
					signal
				)
			).toMatchObject( {
				kind: 'refused',
				error: { code: toolCode },
			} );
		}
	);

	it( 'stops the call unasked, with the server’s words, when the describing ability refuses the input', async () => {
		mockApiFetch.mockRejectedValue( {
			code: 'ability_invalid_input',
			message:
				'Ability "demo/describe" has invalid input. Reason: input[date] is not a valid date.',
			data: { status: 400 },
		} );
		expect(
			await describeCall( ability( 'demo/describe' ), { id: 5 }, signal )
		).toEqual( {
			kind: 'refused',
			error: {
				code: 'invalid_input',
				message:
					'Ability "demo/describe" has invalid input. Reason: input[date] is not a valid date. (ability_invalid_input)',
				retryable: false,
			},
		} );
	} );

	it( 'stops the call when the agent cancels while it reads', async () => {
		mockApiFetch.mockRejectedValue(
			new DOMException( 'Aborted', 'AbortError' )
		);
		expect(
			await describeCall( ability( 'demo/describe' ), { id: 5 }, signal )
		).toMatchObject( {
			kind: 'refused',
			error: { code: 'cancelled' },
		} );
	} );

	it.each( [
		[ 'a server error', restError( 'boom', 500 ) ],
		[
			'a missing describing ability',
			restError( 'rest_ability_not_found', 404 ),
		],
		[
			'a describing ability that is not read-only',
			restError( 'rest_ability_invalid_method', 405 ),
		],
		[ 'an expired session', restError( 'rest_cookie_invalid_nonce', 403 ) ],
		[ 'a network failure', new TypeError( 'Failed to fetch' ) ],
	] )( 'falls back to the input on %s', async ( _name, error ) => {
		mockApiFetch.mockRejectedValue( error );
		expect(
			await describeCall( ability( 'demo/describe' ), { id: 5 }, signal )
		).toEqual( {
			kind: 'undescribed',
			reason: 'failed',
		} );
	} );

	it.each( [
		[ 'no title', { fields: [] } ],
		[ 'fields that are not a list', { title: 'x', fields: 'a' } ],
		[
			'a field without a label',
			{ title: 'x', fields: [ { value: 'a' } ] },
		],
		[ 'markup instead of data', '<html></html>' ],
	] )(
		'falls back to the input when the description has %s',
		async ( _name, output ) => {
			mockApiFetch.mockResolvedValue( output );
			expect(
				await describeCall(
					ability( 'demo/describe' ),
					{ id: 5 },
					signal
				)
			).toEqual( {
				kind: 'undescribed',
				reason: 'failed',
			} );
		}
	);

	it( 'never requests a path that is not an ability name', async () => {
		expect(
			await describeCall(
				ability( '../../wp/v2/users' ),
				{ id: 5 },
				signal
			)
		).toEqual( {
			kind: 'undescribed',
			reason: 'failed',
		} );
		expect( mockApiFetch ).not.toHaveBeenCalled();
	} );
} );
