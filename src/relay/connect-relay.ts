/**
 * Connects this tab to the person's MCP-B relay (`@mcp-b/webmcp-local-relay`), when they and the
 * site's owner chose it: lends the relay's script the page's tools, then loads that script from
 * the plugin's build once the relay answers. It opens a hidden frame, from this site's own
 * origin, that talks to the relay on the person's computer; the page answers only that frame.
 */
import type { Toolbox } from '../tools/toolbox';
import { readRelayPlan } from './relay-plan';
import { relayRuntime } from './relay-runtime';
import { waitForRelay } from './wait-for-relay';

/**
 * @param toolbox The page's tools.
 */
export function connectRelay( toolbox: Toolbox ): void {
	const plan = readRelayPlan();
	if ( ! plan ) {
		return;
	}
	// Chromium 156 has no `navigator.modelContext` (WebMCP moved to `document`): nothing of the
	// browser's is hidden by it. Configurable, as the browser's own would be.
	Object.defineProperty( navigator, 'modelContext', {
		value: relayRuntime( toolbox ),
		configurable: true,
	} );
	void waitForRelay( plan.port ).then( () => {
		const script = document.createElement( 'script' );
		script.src = plan.embed;
		script.dataset.relayPort = String( plan.port );
		document.body.append( script );
	} );
}
