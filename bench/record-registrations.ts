/**
 * When a page registers its tools, for the benches that compare it with the page's load.
 */
import type { Page } from '@playwright/test';

/**
 * Records when the page last registered a tool.
 * @param page The page to record on.
 */
export async function recordRegistrations( page: Page ): Promise< void > {
	await page.addInitScript( () => {
		const registry = (
			document as unknown as {
				modelContext?: {
					registerTool: ( ...args: unknown[] ) => unknown;
				};
			}
		 ).modelContext;
		if ( ! registry ) {
			return;
		}
		const register = registry.registerTool.bind( registry );
		registry.registerTool = ( ...args: unknown[] ) => {
			( window as unknown as { lastToolAt: number } ).lastToolAt =
				performance.now();
			return register( ...args );
		};
	} );
}
