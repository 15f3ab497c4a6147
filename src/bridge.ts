/**
 * The bridge for one document: reads the exposed abilities and offers each as a tool until the
 * page goes away.
 */
import type { Ability } from './abilities/ability';
import { fetchAbilities } from './abilities/fetch-abilities';
import { buildTool } from './tools/build-tool';
import { registerTools } from './register-tools';
import type { ModelContext, ModelContextTool } from './webmcp';

/**
 * Abilities that ask to be exposed. Consequential ones wait until the bridge can ask the person
 * to confirm each call; until then an agent cannot reach them through a tool.
 *
 * @param ability An ability from the REST list.
 */
function isOffered( ability: Ability ): boolean {
	const webmcp = ability.meta?.webmcp;
	return webmcp?.expose === true && webmcp.consequential !== true;
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
