import apiFetch from '@wordpress/api-fetch';

import type { Ability } from '../ability';
import { runAbility, toRunMethod } from '../run-ability';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );
const mockApiFetch = apiFetch as unknown as jest.Mock;
const TOOL = 'demo_thing';

function ability(
	annotations: NonNullable< Ability[ 'meta' ] >[ 'annotations' ]
): Ability {
	return {
		name: 'demo/thing',
		label: 'Thing',
		description: 'Does a thing.',
		category: 'demo',
		meta: { annotations },
	};
}

describe( 'toRunMethod', () => {
	it( 'runs read-only abilities with GET', () => {
		expect( toRunMethod( ability( { readonly: true } ) ) ).toBe( 'GET' );
	} );

	it( 'runs destructive, idempotent abilities with DELETE', () => {
		expect(
			toRunMethod( ability( { destructive: true, idempotent: true } ) )
		).toBe( 'DELETE' );
	} );

	it( 'runs everything else with POST', () => {
		expect(
			toRunMethod( ability( { destructive: true, idempotent: false } ) )
		).toBe( 'POST' );
		expect( toRunMethod( ability( null ) ) ).toBe( 'POST' );
	} );
} );

describe( 'runAbility', () => {
	beforeEach( () => mockApiFetch.mockReset() );

	it( 'sends GET input as PHP bracket query parameters', async () => {
		mockApiFetch.mockResolvedValue( { n: 1 } );
		await runAbility(
			ability( { readonly: true } ),
			{ ids: [ 3 ], q: 'a b' },
			TOOL
		);
		expect( mockApiFetch.mock.calls[ 0 ][ 0 ] ).toMatchObject( {
			method: 'GET',
			path: '/wp-abilities/v1/abilities/demo/thing/run?input%5Bids%5D%5B0%5D=3&input%5Bq%5D=a%20b',
		} );
	} );

	it( 'sends no input parameter for an empty input, so the schema default applies', async () => {
		mockApiFetch.mockResolvedValue( {} );
		await runAbility( ability( { readonly: true } ), {}, TOOL );
		expect( mockApiFetch.mock.calls[ 0 ][ 0 ].path ).toBe(
			'/wp-abilities/v1/abilities/demo/thing/run'
		);
	} );

	it( 'sends POST input as a JSON body', async () => {
		mockApiFetch.mockResolvedValue( {} );
		await runAbility( ability( {} ), { title: 'Hi' }, TOOL );
		expect( mockApiFetch.mock.calls[ 0 ][ 0 ] ).toMatchObject( {
			method: 'POST',
			data: { input: { title: 'Hi' } },
		} );
	} );

	it( 'marks the request as an agent call through the tool', async () => {
		mockApiFetch.mockResolvedValue( {} );
		await runAbility( ability( {} ), { title: 'Hi' }, TOOL );
		expect( mockApiFetch.mock.calls[ 0 ][ 0 ].headers ).toEqual( {
			'X-WebMCP-Abilities-Tool': TOOL,
		} );
	} );

	it( 'sends a failed call once, never again', async () => {
		mockApiFetch.mockRejectedValue( new TypeError( 'Failed to fetch' ) );
		await runAbility( ability( {} ), { title: 'Hi' }, TOOL );
		expect( mockApiFetch ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'passes the signal on so a cancelled call aborts the request', async () => {
		mockApiFetch.mockResolvedValue( {} );
		const controller = new AbortController();
		await runAbility(
			ability( { readonly: true } ),
			{},
			TOOL,
			controller.signal
		);
		expect( mockApiFetch.mock.calls[ 0 ][ 0 ].signal ).toBe(
			controller.signal
		);
	} );

	it( 'says a request cancelled once sent may have run', async () => {
		mockApiFetch.mockRejectedValue(
			new DOMException( 'Aborted', 'AbortError' )
		);
		const result = await runAbility(
			ability( {} ),
			{ id: 1 },
			TOOL,
			AbortSignal.abort()
		);
		expect( result ).toMatchObject( {
			ok: false,
			error: { code: 'cancelled', retryable: false },
		} );
		expect( ! result.ok && result.error.message ).toMatch( /may have run/ );
	} );

	it( 'wraps the result', async () => {
		mockApiFetch.mockResolvedValue( { title: 'Site' } );
		await expect(
			runAbility( ability( { readonly: true } ), {}, TOOL )
		).resolves.toEqual( {
			ok: true,
			result: { title: 'Site' },
		} );
	} );

	it( 'returns a REST error as a value instead of rejecting', async () => {
		mockApiFetch.mockRejectedValue( {
			code: 'rest_ability_cannot_execute',
			message: 'Sorry.',
			data: { status: 403 },
		} );
		await expect(
			runAbility( ability( { readonly: true } ), {}, TOOL )
		).resolves.toMatchObject( {
			ok: false,
			error: { code: 'access_denied', retryable: false },
		} );
	} );
} );
