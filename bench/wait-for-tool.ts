/**
 * Waits until the page's WebMCP registry lists a tool, read in the page as an agent would.
 */
import type { Page } from '@playwright/test';

/**
 * @param page     A page in a browser with WebMCP on.
 * @param toolName The tool.
 */
export async function waitForTool( page: Page, toolName: string ) {
	await page.waitForFunction(
		async ( tool ) =>
			(
				( await (
					document as unknown as {
						modelContext: {
							getTools: () => Promise<
								Array< { name: string } >
							>;
						};
					}
				 ).modelContext.getTools() ) as Array< { name: string } >
			 ).some( ( { name } ) => name === tool ),
		toolName
	);
}
