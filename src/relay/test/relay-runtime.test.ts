import { Toolbox } from '../../tools/toolbox';
import type { ModelContextTool } from '../../webmcp';
import { relayRuntime } from '../relay-runtime';

function tool(
	name: string,
	execute: ModelContextTool[ 'execute' ]
): ModelContextTool {
	return {
		name,
		description: `Does ${ name }.`,
		inputSchema: {
			type: 'object',
			properties: { id: { type: 'integer' } },
		},
		execute,
	};
}

describe( 'relayRuntime', () => {
	it( 'lists the toolbox’s tools as the relay reads them, and says when they change', () => {
		const toolbox = new Toolbox();
		const runtime = relayRuntime( toolbox );
		const changed = jest.fn();
		runtime.addEventListener( 'toolschanged', changed );
		const withdrawn = new AbortController();
		toolbox.registerTool(
			tool( 'wp_find-posts', async () => ( { ok: true, result: [] } ) ),
			{ signal: withdrawn.signal }
		);
		expect( runtime.listTools() ).toEqual( [
			{
				name: 'wp_find-posts',
				description: 'Does wp_find-posts.',
				inputSchema: {
					type: 'object',
					properties: { id: { type: 'integer' } },
				},
			},
		] );
		withdrawn.abort();
		expect( runtime.listTools() ).toEqual( [] );
		expect( changed ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'runs the very tool object and hands its value back as an MCP result', async () => {
		const toolbox = new Toolbox();
		const execute = jest.fn( async () => ( {
			ok: false,
			error: { code: 'confirmation_declined', message: 'No.' },
		} ) );
		toolbox.registerTool( tool( 'wp_publish-post', execute ) );
		const result = await relayRuntime( toolbox ).callTool( {
			name: 'wp_publish-post',
			arguments: { id: 3 },
		} );
		expect( execute ).toHaveBeenCalledWith( { id: 3 }, {} );
		expect( result.isError ).toBe( true );
		expect( JSON.parse( result.content[ 0 ]?.text ?? '' ).error.code ).toBe(
			'confirmation_declined'
		);
	} );

	it( 'answers a tool the page no longer offers with tool_withdrawn, running nothing', async () => {
		const result = await relayRuntime( new Toolbox() ).callTool( {
			name: 'wp_gone',
		} );
		expect( JSON.parse( result.content[ 0 ]?.text ?? '' ).error.code ).toBe(
			'tool_withdrawn'
		);
	} );
} );
