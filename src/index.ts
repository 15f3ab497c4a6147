/**
 * Entry point of the WebMCP bridge, loaded in wp-admin for logged-in users.
 */
import { startBridge } from './bridge';
import { readPagePlan } from './page-plan';
import type { ModelContext } from './webmcp';

const registry = document.modelContext;
const plan = readPagePlan();

// Without WebMCP there is nothing to offer tools to: do nothing, request nothing.
if ( typeof registry?.registerTool === 'function' && plan ) {
	void startBridge( registry as ModelContext, plan );
}
