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
		reportBrowserOutcome( { ability: 'demo/thing', tool: 'demo_thing', outcome: 'confirmation_declined', input: undefined } );
		expect( mockApiFetch ).toHaveBeenCalledWith( {
			path: '/webmcp-abilities/v1/activity',
			method: 'POST',
			headers: { 'X-WebMCP-Abilities-Tool': 'demo_thing' },
			data: { ability: 'demo/thing', tool: 'demo_thing', outcome: 'confirmation_declined', input: null },
		} );
	} );

	it( 'sends nothing the server would refuse: outcomes the server sees itself cost the budget for nothing', () => {
		reportBrowserOutcome( { ability: 'demo/thing', tool: 'demo_thing', outcome: 'rate_limited', input: {} } );
		reportBrowserOutcome( { ability: 'demo/thing', tool: 'demo_thing', outcome: 'server_error', input: {} } );
		expect( mockApiFetch ).not.toHaveBeenCalled();
	} );

	it( 'never rejects when the report fails', async () => {
		mockApiFetch.mockRejectedValue( { code: 'rate_limited' } );
		expect( () =>
			reportBrowserOutcome( { ability: 'demo/thing', tool: 'demo_thing', outcome: 'cancelled', input: {} } )
		).not.toThrow();
		await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
	} );
} );
