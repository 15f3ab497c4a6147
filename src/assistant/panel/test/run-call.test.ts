import type { AssistantHost } from '../../assistant-host';
import { Tool, toolObject } from '../../../tools/test/fixtures/chrome-160-tool';
import type { ModelContextTool } from '../../../webmcp';
import { runCall } from '../run-call';

const NAME = 'site_publish-post';
const CALL = { id: 'call-1', tool: NAME, arguments: { id: 7 } };

type Registered = { tool: ModelContextTool; from: object };

/**
 * The browser's agent side over what the page and a same-origin frame registered, listing
 * entries in one of its two shapes. Like Chrome 160, the `Tool` shape runs only the very object
 * it listed; the plain one goes by name and window, as Chromium 156 does.
 * @param shape      Chromium 156-159's plain dictionaries, or Chrome 160's `Tool` objects.
 * @param registered What is registered, the frame's tool first.
 * @return The agent side, and the windows whose tool `executeTool()` ran.
 */
function browser( shape: 'plain' | 'Tool', registered: Registered[] ) {
	const ran: object[] = [];
	const listed = new WeakMap< Tool, Registered >();
	const toEntry = ( item: Registered ) => {
		if ( shape === 'plain' ) {
			return {
				name: item.tool.name,
				title: item.tool.title ?? '',
				description: item.tool.description,
				window: item.from,
			};
		}
		const entry = toolObject( {
			name: item.tool.name,
			title: item.tool.title,
			description: item.tool.description,
			source: item.from,
		} );
		listed.set( entry, item );
		return entry;
	};
	const find = ( entry: object ) => {
		if ( entry instanceof Tool ) {
			return listed.get( entry );
		}
		const { name, window: from } = entry as Record< string, unknown >;
		return registered.find(
			( item ) => item.tool.name === name && item.from === from
		);
	};
	return {
		ran,
		side: {
			getTools: async () => registered.map( toEntry ),
			async executeTool(
				entry: object,
				input: Record< string, unknown >
			) {
				const item = find( entry );
				if ( ! item ) {
					throw new TypeError( 'Not a registered tool.' );
				}
				ran.push( item.from );
				return JSON.stringify( await item.tool.execute( input ) );
			},
		},
	};
}

function pageTool( answer: unknown ): ModelContextTool & { calls: unknown[] } {
	const calls: unknown[] = [];
	return {
		calls,
		name: NAME,
		description: 'Publishes a post.',
		execute: async ( input ) => {
			calls.push( input );
			return answer;
		},
	};
}

function host( tool?: ModelContextTool ): AssistantHost & { noted: string[] } {
	const noted: string[] = [];
	return {
		noted,
		plan: {} as AssistantHost[ 'plan' ],
		startTools: async () => {},
		tools: () => [],
		tool: ( name ) => ( name === tool?.name ? tool : undefined ),
		noteCall: ( name, { callId } ) => noted.push( `${ name } ${ callId }` ),
		clearCall: ( name ) => noted.push( `cleared ${ name }` ),
	};
}

const onPage = ( side: unknown ) =>
	Object.defineProperty( document, 'modelContext', {
		value: side,
		configurable: true,
	} );

const NOTE = { askedAt: 0, onPhase: () => {} };

describe( 'runCall', () => {
	afterEach( () => {
		Reflect.deleteProperty( document, 'modelContext' );
	} );

	it.each( [ 'plain', 'Tool' ] as const )(
		'runs this page’s tool through executeTool(), given the browser’s %s entry',
		async ( shape ) => {
			const tool = pageTool( { ok: true, result: { id: 7 } } );
			const frame = {};
			const agent = browser( shape, [
				{ tool: pageTool( { ok: false } ), from: frame },
				{ tool, from: window },
			] );
			onPage( agent.side );
			const signal = new AbortController().signal;
			expect( await runCall( host( tool ), CALL, signal, NOTE ) ).toEqual(
				{
					ok: true,
					result: { id: 7 },
				}
			);
			expect( agent.ran ).toEqual( [ window ] );
			expect( tool.calls ).toEqual( [ { id: 7 } ] );
		}
	);

	it( 'tells the tool it is the assistant’s call, and clears the note after', async () => {
		const tool = pageTool( { ok: true, result: null } );
		onPage( browser( 'Tool', [ { tool, from: window } ] ).side );
		const page = host( tool );
		await runCall( page, CALL, new AbortController().signal, NOTE );
		expect( page.noted ).toEqual( [
			`${ NAME } call-1`,
			`cleared ${ NAME }`,
		] );
	} );

	it( 'runs the tool itself where the browser has no agent side (Playground, or no WebMCP)', async () => {
		const tool = pageTool( { ok: true, result: 'done' } );
		onPage( { registerTool: () => undefined } );
		expect(
			await runCall(
				host( tool ),
				CALL,
				new AbortController().signal,
				NOTE
			)
		).toEqual( { ok: true, result: 'done' } );
		expect( tool.calls ).toEqual( [ { id: 7 } ] );
	} );

	it( 'answers tool_withdrawn, running nothing, for a tool the page no longer offers', async () => {
		const agent = browser( 'Tool', [] );
		onPage( agent.side );
		const result = await runCall(
			host(),
			CALL,
			new AbortController().signal,
			NOTE
		);
		expect( result ).toMatchObject( {
			ok: false,
			error: { code: 'tool_withdrawn' },
		} );
		expect( agent.ran ).toEqual( [] );
	} );

	it( 'answers tool_failed when the browser refuses the call', async () => {
		const tool = pageTool( { ok: true } );
		const agent = browser( 'Tool', [ { tool, from: window } ] );
		agent.side.executeTool = async () => {
			throw new DOMException( 'Unknown', 'UnknownError' );
		};
		onPage( agent.side );
		expect(
			await runCall(
				host( tool ),
				CALL,
				new AbortController().signal,
				NOTE
			)
		).toMatchObject( { ok: false, error: { code: 'tool_failed' } } );
	} );
} );
