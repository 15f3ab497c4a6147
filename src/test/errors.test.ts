import { AGENT_CODES } from '../contract';
import { toToolError } from '../errors';

function restError( code: string, status: number ) {
	return { code, message: 'Server says no.', data: { status } };
}

describe( 'toToolError', () => {
	it.each( [
		[ 'ability_invalid_input', 400, 'invalid_input' ],
		[ 'rest_not_logged_in', 401, 'session_expired' ],
		[ 'rest_ability_cannot_execute', 403, 'access_denied' ],
		[ 'rest_cookie_invalid_nonce', 403, 'session_expired' ],
		[ 'rest_ability_not_found', 404, 'not_found' ],
		[ 'not_found', 403, 'not_found' ],
		[ 'invalid_input', 400, 'invalid_input' ],
		[ 'rest_ability_invalid_method', 405, 'method_not_allowed' ],
		[ 'invalid_state', 409, 'conflict' ],
		[ 'internal_server_error', 500, 'server_error' ],
		[ 'rate_limited', 429, 'rate_limited' ],
		[ 'tool_withdrawn', 410, 'tool_withdrawn' ],
	] )( 'maps %s (%i) to %s', ( serverCode, status, code ) => {
		expect( toToolError( restError( serverCode, status ) ).code ).toBe(
			code
		);
	} );

	// Every code a tool's server side may answer with (the PHP contract suite holds each tool's
	// refusals to this list): its words and its retryable reach the agent; the page adds only the code.
	const answers = [
		...Object.keys( AGENT_CODES.byServerCode ).map(
			( serverCode ): [ string, number ] => [ serverCode, 400 ]
		),
		...Object.keys( AGENT_CODES.byStatus ).map(
			( status ): [ string, number ] => [
				`some_plugin_code_${ status }`,
				Number( status ),
			]
		),
	];
	it.each( answers )(
		'passes the server’s words for %s (%i) to the agent, retryable as it says',
		( serverCode, status ) => {
			const message = 'Tell the agent <exactly> this.';
			for ( const retryable of [ true, false ] ) {
				expect(
					toToolError( {
						code: serverCode,
						message,
						data: { status, retryable },
					} )
				).toMatchObject( {
					message: `${ message } (${ serverCode })`,
					retryable,
				} );
			}
		}
	);

	it( 'keeps the server code in the message so the agent can act on details', () => {
		expect(
			toToolError( restError( 'rest_ability_cannot_execute', 403 ) )
				.message
		).toBe( 'Server says no. (rest_ability_cannot_execute)' );
	} );

	it( 'reports a failed fetch as a retryable network error', () => {
		expect( toToolError( new TypeError( 'Failed to fetch' ) ) ).toEqual( {
			code: 'network_error',
			message: expect.any( String ),
			retryable: true,
		} );
	} );

	it.each( [ 'fetch_error', 'offline_error' ] )(
		'reports api-fetch’s %s (no response at all) as a network error',
		( code ) => {
			expect(
				toToolError( {
					code,
					message: 'Could not get a valid response from the server.',
				} )
			).toMatchObject( {
				code: 'network_error',
				retryable: true,
			} );
		}
	);

	it( 'reports an aborted request as cancelled', () => {
		expect(
			toToolError( new DOMException( 'Aborted', 'AbortError' ) ).code
		).toBe( 'cancelled' );
	} );

	it( 'reports a response that is not JSON as a server error', () => {
		expect(
			toToolError( { code: 'invalid_json', message: 'Not JSON.' } ).code
		).toBe( 'server_error' );
	} );

	it( 'hands the agent the server’s own words and its retryable when it is rate-limited', () => {
		const perMinute = {
			code: 'rate_limited',
			message:
				'Too many agent calls in a minute. Try again in 42 seconds.',
			data: { status: 429, retryable: true, retry_after: 42 },
		};
		expect( toToolError( perMinute ) ).toEqual( {
			code: 'rate_limited',
			message:
				'Too many agent calls in a minute. Try again in 42 seconds. (rate_limited)',
			retryable: true,
		} );
	} );

	it( 'does not call a day’s limit retryable when the server says it is not', () => {
		const daily = {
			code: 'rate_limited',
			message:
				'You have sent 4 proposals in the last day, as many as this site allows.',
			data: { status: 429, retryable: false, retry_after: 86310 },
		};
		expect( toToolError( daily ) ).toEqual( {
			code: 'rate_limited',
			message:
				'You have sent 4 proposals in the last day, as many as this site allows. (rate_limited)',
			retryable: false,
		} );
	} );

	it( 'says when to try again only when the server gave no words of its own', () => {
		expect(
			toToolError( {
				code: 'too_busy',
				message: '',
				data: { status: 429, retry_after: 7 },
			} )
		).toEqual( {
			code: 'rate_limited',
			message: expect.stringContaining( 'in 7 seconds' ),
			retryable: true,
		} );
		expect(
			toToolError( {
				code: 'too_busy',
				message: '',
				data: { status: 429 },
			} ).message
		).toContain( 'in a minute' );
	} );

	it( 'keeps the server’s words for a withdrawn tool, and does not retry it', () => {
		expect( toToolError( restError( 'tool_withdrawn', 410 ) ) ).toEqual( {
			code: 'tool_withdrawn',
			message: 'Server says no. (tool_withdrawn)',
			retryable: false,
		} );
	} );

	it( 'takes the server’s word on whether a call may be retried', () => {
		expect(
			toToolError( {
				code: 'internal_server_error',
				message: 'Broken for good.',
				data: { status: 500, retryable: false },
			} ).retryable
		).toBe( false );
	} );

	it( 'does not take any 410 for a withdrawn tool: another plugin’s “already gone” is a conflict, not retried', () => {
		const error = toToolError( restError( 'gone', 410 ) );
		expect( [ error.code, error.retryable ] ).toEqual( [
			'conflict',
			false,
		] );
	} );
} );
