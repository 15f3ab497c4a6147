/**
 * What the page's tools return, as an in-page caller would read it: the CDP agent gets no
 * output for a call it cancelled or whose page went away, but the tool still answers.
 */
import type { Page } from '@playwright/test';

const KEY = 'webmcp-test-tool-results';

/**
 * Wraps `document.modelContext.registerTool` in every document the page loads from now on, so
 * each tool's answer is also kept in the tab's sessionStorage: written even while the page
 * leaves, and readable from the next page.
 *
 * @param page The page, before it loads wp-admin.
 * @return Reads the answers so far, oldest first.
 */
export async function watchToolResults(
	page: Page
): Promise< () => Promise< unknown[] > > {
	await page.addInitScript( ( key ) => {
		type Execute = (
			input: unknown,
			options?: unknown
		) => Promise< unknown >;
		const registry = (
			document as unknown as {
				modelContext?: {
					registerTool: (
						tool: { execute: Execute },
						options?: unknown
					) => unknown;
				};
			}
		 ).modelContext;
		if ( ! registry ) {
			return;
		}
		const register = registry.registerTool.bind( registry );
		registry.registerTool = ( tool, options ) =>
			register(
				{
					...tool,
					execute: async ( input, executeOptions ) => {
						const result = await tool.execute(
							input,
							executeOptions
						);
						const kept = JSON.parse(
							sessionStorage.getItem( key ) ?? '[]'
						) as unknown[];
						sessionStorage.setItem(
							key,
							JSON.stringify( [ ...kept, result ] )
						);
						return result;
					},
				},
				options
			);
	}, KEY );
	return () =>
		page.evaluate(
			( key ) =>
				JSON.parse(
					sessionStorage.getItem( key ) ?? '[]'
				) as unknown[],
			KEY
		);
}
