/**
 * The bridge for one document: reads the exposed abilities and offers each as a tool until the
 * page goes away.
 */
import type { Ability } from './abilities/ability';
import { fetchAbilities } from './abilities/fetch-abilities';
import { buildTool } from './tools/build-tool';
import { registerTools } from './register-tools';
import type { ModelContext, ModelContextTool } from './webmcp';

/** The plugin's own namespace; which other abilities become tools is decided later. */
const OWN_NAMESPACE = 'webmcp-abilities/';

function isOffered( ability: Ability ): boolean {
	return ability.name.startsWith( OWN_NAMESPACE );
}

/**
 * @param registry The page's WebMCP registry.
 */
export async function startBridge( registry: ModelContext ): Promise< void > {
	// One controller per document: aborting it cancels the list request and withdraws every tool.
	const lifetime = new AbortController();
	window.addEventListener( 'pagehide', () => lifetime.abort(), { once: true } );

	let abilities: Ability[];
	try {
		abilities = await fetchAbilities( lifetime.signal );
	} catch ( error ) {
		if ( ! lifetime.signal.aborted ) {
			// eslint-disable-next-line no-console
			console.warn( '[webmcp-abilities] Could not read the abilities list:', error );
		}
		return;
	}

	const tools = abilities
		.filter( isOffered )
		.map( buildTool )
		.filter( ( tool ): tool is ModelContextTool => tool !== null );
	await registerTools( registry, tools, lifetime.signal );
}
