/**
 * The page's own signal that its tools are offered (`data-webmcp-abilities="offered"`, set by
 * both bridges, `src/offered-signal.ts`): what a story waits for instead of a quiet period.
 */
import type { Frame } from '@playwright/test';

/**
 * @param frame A frame of the page.
 * @return The tools its document lists once its bridge has signalled; `[]` where no bridge
 *         loads (or the frame went away); `null` while its bridge has not signalled yet.
 */
export function offeredTools( frame: Frame ): Promise< string[] | null > {
	return (
		frame
			.evaluate( async () => {
				const bridge = document.querySelector(
					'script[src*="/build/index.js"], script[src*="webmcp-abilities-public-tools"]'
				);
				if ( ! bridge ) {
					return [];
				}
				if (
					document.documentElement.dataset.webmcpAbilities !==
					'offered'
				) {
					return null;
				}
				const context = document.modelContext as unknown as {
					getTools: () => Promise< Array< { name: string } > >;
				};
				return ( await context.getTools() ).map( ( tool ) =>
					String( tool.name )
				);
			} )
			// A frame that went away while it was asked lists nothing.
			.catch( () => [] )
	);
}
