/**
 * The page's tools as an in-page agent reads and runs them: `document.modelContext.getTools()`
 * and `executeTool()`, as the WebMCP seeds' in-page agent does. Fields are read one by one, so
 * Chrome 160's `Tool` objects read the same as 156's dictionaries.
 */
import type { Page } from '@playwright/test';

export interface ListedTool {
	name: string;
	description: string;
	inputSchema: Record< string, unknown >;
}

/**
 * @param page The page.
 * @return The tools the page offers now, its own frames' included.
 */
export function listPageTools( page: Page ): Promise< ListedTool[] > {
	return page.evaluate( async () => {
		const context = document.modelContext as unknown as {
			getTools: () => Promise< Array< Record< string, unknown > > >;
		};
		const tools = await context.getTools();
		return tools.map( ( tool ) => {
			const schema = tool.inputSchema;
			return {
				name: String( tool.name ),
				description: String( tool.description ?? '' ),
				inputSchema:
					typeof schema === 'string' && schema !== ''
						? JSON.parse( schema )
						: ( ( schema as Record< string, unknown > ) ?? {
								type: 'object',
								properties: {},
							} ),
			};
		} );
	} );
}

/**
 * @param page The page.
 * @param name A tool it offers.
 * @param args The arguments.
 * @return What the tool answered, as the agent receives it (a string).
 */
export function runPageTool(
	page: Page,
	name: string,
	args: unknown
): Promise< string > {
	return page.evaluate(
		async ( [ toolName, input ] ) => {
			const context = document.modelContext as unknown as {
				getTools: () => Promise< Array< { name: string } > >;
				executeTool: (
					tool: object,
					input: unknown
				) => Promise< unknown >;
			};
			const tool = ( await context.getTools() ).find(
				( listed ) => listed.name === toolName
			);
			if ( ! tool ) {
				return JSON.stringify( {
					ok: false,
					error: {
						code: 'tool_withdrawn',
						message: `The page offers no tool named ${ toolName }.`,
					},
				} );
			}
			try {
				return String( await context.executeTool( tool, input ?? {} ) );
			} catch ( error ) {
				return JSON.stringify( {
					ok: false,
					error: { code: 'tool_failed', message: String( error ) },
				} );
			}
		},
		[ name, args ] as const
	);
}

/**
 * Waits for the page to offer its tools: until the list has stayed the same for 2 s after the
 * first came (or 30 s passed with none: a screen may offer nothing to this person).
 * @param page The page.
 */
export async function settledPageTools( page: Page ): Promise< void > {
	const started = Date.now();
	let last = '';
	let since = Date.now();
	while ( Date.now() - started < 30_000 ) {
		const names = JSON.stringify(
			( await listPageTools( page ) ).map( ( { name } ) => name )
		);
		if ( names !== last ) {
			last = names;
			since = Date.now();
		} else if ( names !== '[]' && Date.now() - since >= 2000 ) {
			return;
		}
		await new Promise( ( resolve ) => setTimeout( resolve, 200 ) );
	}
}
