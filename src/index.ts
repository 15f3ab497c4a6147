/**
 * Entry point of the WebMCP bridge, loaded in wp-admin for logged-in users.
 */
import { startBridge } from './bridge';
import type { ModelContext } from './webmcp';

const registry = document.modelContext;

// Without WebMCP there is nothing to offer tools to: do nothing, request nothing.
if ( typeof registry?.registerTool === 'function' ) {
	void startBridge( registry as ModelContext );
}
