/**
 * @jest-environment node
 */
// Node has `structuredClone`, as every browser with WebMCP does; jsdom lacks it.
import type { Ability } from '../../abilities/ability';
import { askForConfirmation } from '../../confirm/ask-for-confirmation';
import type { ConfirmRequest } from '../../confirm/confirm-dialog';
import { sendForApproval } from '../../proposals/send-for-approval';
import { callTool, type ToolCall } from '../call-tool';

jest.mock( '../../confirm/ask-for-confirmation', () => ( {
	askForConfirmation: jest.fn(),
} ) );
jest.mock( '../../activity/agent-notice', () => ( {
	showAgentActivity: () => ( { finish: () => {} } ),
} ) );
jest.mock( '../../activity/report-outcome', () => ( {
	reportBrowserOutcome: jest.fn(),
} ) );
jest.mock( '../../proposals/send-for-approval', () => ( {
	sendForApproval: jest.fn(),
} ) );

// The call listens for the page leaving; in Node an EventTarget stands in for the window.
Object.assign( globalThis, { window: new EventTarget() } );

const mockRun = jest.fn();
const mockDescribe = jest.fn();
const mockAsk = askForConfirmation as jest.Mock;

const ability: Ability = {
	name: 'demo/publish',
	label: 'Publish',
	description: 'Publishes.',
	category: 'demo',
	meta: { webmcp: { consequential: true, describe: 'demo/describe' } },
};

function consequentialCall(): ToolCall {
	return {
		ability,
		toolName: 'demo_publish',
		consequential: true,
		runner: {
			loggedByServer: true,
			checkInput: () => ( { ok: true } ),
			describe: mockDescribe,
			run: mockRun,
		},
		toAbilityInput: ( args ) => args,
		lifetime: new AbortController().signal,
	};
}

describe( 'callTool', () => {
	beforeEach( () => {
		jest.resetAllMocks();
		mockRun.mockResolvedValue( { ok: true, result: 'done' } );
		mockDescribe.mockResolvedValue( {
			kind: 'undescribed',
			reason: 'none',
		} );
	} );

	it( 'shows a copy of the input, and runs exactly that copy, whatever the caller changes meanwhile', async () => {
		const args = { id: 5, tags: [ 'a' ] };
		mockAsk.mockImplementation( async ( request: ConfirmRequest ) => {
			// A caller that kept a reference changes it while the person reads the dialog.
			args.id = 6;
			args.tags.push( 'b' );
			expect( request.input ).toEqual( { id: 5, tags: [ 'a' ] } );
			return { answer: 'confirmed' };
		} );

		expect( await callTool( consequentialCall(), args ) ).toEqual( {
			ok: true,
			result: 'done',
		} );
		const shown = mockAsk.mock.calls[ 0 ][ 0 ].input;
		expect( shown ).not.toBe( args );
		const ran = mockRun.mock.calls[ 0 ][ 0 ];
		expect( ran ).toBe( shown );
		expect( ran ).toEqual( { id: 5, tags: [ 'a' ] } );
		expect( mockDescribe.mock.calls[ 0 ][ 0 ] ).toBe( shown );
	} );

	// What webpack rejects an `import()` with when the chunk's script does not load.
	const chunkLoadError = () =>
		Object.assign( new Error( 'Loading chunk 7 failed.' ), {
			name: 'ChunkLoadError',
		} );

	it.each( [
		[
			'the input’s rules',
			{ checkInput: () => Promise.reject( chunkLoadError() ) },
			/input could not be checked/,
		],
		[
			'the describe step',
			{ describe: () => Promise.reject( chunkLoadError() ) },
			/confirmation could not be shown/,
		],
	] )(
		'ends the call unasked, with nothing run, when the script for %s does not load',
		async ( _part, broken, message ) => {
			const call = consequentialCall();
			const result = await callTool(
				{ ...call, runner: { ...call.runner, ...broken } },
				{ id: 5 }
			);

			expect( result ).toEqual( {
				ok: false,
				error: {
					code: 'network_error',
					message: expect.stringMatching( message ),
					retryable: true,
				},
			} );
			expect( mockAsk ).not.toHaveBeenCalled();
			expect( mockRun ).not.toHaveBeenCalled();
		}
	);

	it.each( [
		[
			'checking the input',
			{
				checkInput: () => {
					throw new TypeError( 'schema.type is not iterable' );
				},
			},
		],
		[
			'describing the call',
			{
				describe: () =>
					Promise.reject(
						new TypeError( 'schema.type is not iterable' )
					),
			},
		],
	] )(
		'reports a fault in %s as a fault, not as a script that may load next time',
		async ( _step, broken ) => {
			const call = consequentialCall();
			const result = await callTool(
				{ ...call, runner: { ...call.runner, ...broken } },
				{ id: 5 }
			);

			expect( result ).toEqual( {
				ok: false,
				error: {
					code: 'ability_failed',
					message:
						'The call failed in the page before it ran (schema.type is not iterable). Nothing ran.',
					retryable: false,
				},
			} );
			expect( mockAsk ).not.toHaveBeenCalled();
			expect( mockRun ).not.toHaveBeenCalled();
		}
	);

	it( 'sends for approval, with the agent’s reason, a call the server would make a proposal, and runs nothing', async () => {
		const mockSend = sendForApproval as jest.Mock;
		const proposed = {
			ok: true,
			proposal: {
				id: 7,
				approvers: 'an editor',
				message: 'Sent as proposal 7.',
			},
		};
		mockSend.mockResolvedValue( proposed );
		mockDescribe.mockResolvedValue( {
			kind: 'described',
			description: {
				title: 'Hello',
				fields: [],
				changes: [],
				proposal: { approvers: 'an editor' },
			},
		} );
		mockAsk.mockResolvedValue( { answer: 'confirmed' } );
		const call = {
			...consequentialCall(),
			toAbilityInput: ( args: unknown ) => {
				const { approval_reason: _reason, ...rest } = args as Record<
					string,
					unknown
				>;
				return rest as never;
			},
			toReason: () => 'The editor asked for it.',
		};

		expect(
			await callTool( call, { id: 5, approval_reason: 'x' } )
		).toEqual( proposed );
		expect( mockAsk.mock.calls[ 0 ][ 0 ] ).toMatchObject( {
			reason: 'The editor asked for it.',
		} );
		expect( mockAsk.mock.calls[ 0 ][ 0 ].grant ).toBeUndefined();
		expect( mockSend ).toHaveBeenCalledWith(
			'demo/publish',
			'demo_publish',
			{ id: 5 },
			'The editor asked for it.',
			undefined
		);
		expect( mockRun ).not.toHaveBeenCalled();
	} );

	it( 'refuses arguments that cannot be copied, without asking or running', async () => {
		const result = await callTool( consequentialCall(), {
			id: 5,
			later: () => 6,
		} );
		expect( result ).toMatchObject( {
			ok: false,
			error: { code: 'invalid_input' },
		} );
		expect( mockAsk ).not.toHaveBeenCalled();
		expect( mockRun ).not.toHaveBeenCalled();
	} );

	it( 'shows the object as the describing ability read it', async () => {
		const description = {
			title: 'Hello',
			fields: [ { label: 'Status', value: 'Draft' } ],
		};
		mockDescribe.mockResolvedValue( { kind: 'described', description } );
		mockAsk.mockResolvedValue( { answer: 'declined' } );

		expect(
			await callTool( consequentialCall(), { id: 5 } )
		).toMatchObject( {
			ok: false,
			error: { code: 'confirmation_declined' },
		} );
		expect( mockAsk.mock.calls[ 0 ][ 0 ] ).toMatchObject( {
			subject: description,
			input: { id: 5 },
		} );
		expect( mockRun ).not.toHaveBeenCalled();
	} );

	it( 'asks with the input alone when the object could not be described', async () => {
		mockDescribe.mockResolvedValue( {
			kind: 'undescribed',
			reason: 'failed',
		} );
		mockAsk.mockResolvedValue( { answer: 'confirmed' } );

		await callTool( consequentialCall(), { id: 5 } );
		expect( mockAsk.mock.calls[ 0 ][ 0 ] ).toMatchObject( {
			subject: null,
			input: { id: 5 },
		} );
		expect( mockRun ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'returns the describing ability’s refusal without asking or running', async () => {
		const error = {
			code: 'not_found',
			message: 'No post 5.',
			retryable: false,
		};
		mockDescribe.mockResolvedValue( { kind: 'refused', error } );

		expect( await callTool( consequentialCall(), { id: 5 } ) ).toEqual( {
			ok: false,
			error,
		} );
		expect( mockAsk ).not.toHaveBeenCalled();
		expect( mockRun ).not.toHaveBeenCalled();
	} );

	it( 'neither describes nor asks for a call that is not consequential', async () => {
		await callTool(
			{ ...consequentialCall(), consequential: false },
			{ id: 5 }
		);
		expect( mockDescribe ).not.toHaveBeenCalled();
		expect( mockAsk ).not.toHaveBeenCalled();
		expect( mockRun ).toHaveBeenCalledTimes( 1 );
	} );
} );
