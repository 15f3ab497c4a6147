/**
 * The page's tools as an in-page agent reads and runs them: `document.modelContext.getTools()`
 * and `executeTool()`, as the WebMCP seeds' in-page agent does. Fields are read one by one, so
 * Chrome 160's `Tool` objects read the same as 156's dictionaries.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { expect, type Page } from '@playwright/test';

import { PROJECT_DIR } from '../../bin/lib/wordpress-core.mjs';
import { offeredTools } from '../utils/offered-signal';
import { ownTool } from '../utils/tool-names';

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
 * The editors' own tools: browser-side, offered once the editor is ready, after the page's
 * signal (`includes/contract.json`, which the server reads too).
 */
export const EDITOR_TOOLS = new Set(
	Object.values(
		(
			JSON.parse(
				readFileSync(
					join( PROJECT_DIR, 'includes', 'contract.json' ),
					'utf8'
				)
			) as { editorTools: Record< string, string[] > }
		 ).editorTools
	)
		.flat()
		.map( ( ability ) => ownTool( ability.split( '/' )[ 1 ] as string ) )
);

/**
 * Waits for the page to offer its tools: for its own signal (`data-webmcp-abilities="offered"`,
 * set once the plan's tools and the page's own abilities are registered; a screen may offer
 * nothing to this person), and in an editor for its own tools too, never for a quiet period.
 * @param page The page.
 */
export async function settledPageTools( page: Page ): Promise< void > {
	await expect
		.poll(
			async () => ( await offeredTools( page.mainFrame() ) ) !== null,
			{
				message: 'the page signals its tools are offered',
				timeout: 30_000,
			}
		)
		.toBe( true );
	if ( await page.locator( 'script[src*="/build/editor.js"]' ).count() ) {
		await expect
			.poll(
				async () =>
					( await listPageTools( page ) ).some( ( { name } ) =>
						EDITOR_TOOLS.has( name )
					),
				{ message: 'the editor offers its tools', timeout: 30_000 }
			)
			.toBe( true );
	}
}
