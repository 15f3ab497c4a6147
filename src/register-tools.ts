/**
 * Registers tools on a WebMCP registry, one failure never stopping the others.
 */
import { warn } from './warn';
import type { ModelContext, ModelContextTool } from './webmcp';

/**
 * Chromium rejects a bad tool with a rejected promise; Playground's registry throws
 * synchronously. Both are logged and skipped.
 *
 * @param registry The page's `document.modelContext`.
 * @param tools    The tools to register.
 * @param signal   Aborting it withdraws every tool registered here.
 */
export async function registerTools(
	registry: ModelContext,
	tools: ModelContextTool[],
	signal: AbortSignal
): Promise< void > {
	await Promise.all(
		tools.map( async ( tool ) => {
			try {
				await registry.registerTool( tool, { signal } );
			} catch ( error ) {
				if ( ! signal.aborted ) {
					warn(
						`Could not register the tool "${ tool.name }":`,
						error
					);
				}
			}
		} )
	);
}
