/**
 * A page past the cap: its first tools and the loader, which swaps groups of the others in.
 * Loaded as its own chunk by the bridge, only on such a page.
 */
import type { PagePlan } from '../page-plan';
import { registerTools } from '../register-tools';
import type { ModelContext, ModelContextTool } from '../webmcp';
import { abilityOf } from './build-tool';
import { createLoadTool } from './load-tools-tool';
import { groupReader } from './read-group';
import { ToolGroups } from './tool-groups';

/**
 * @param registry The page's WebMCP registry.
 * @param plan     The server's plan, with its tool groups.
 * @param tools    The tools of the plan's first abilities.
 * @param lifetime Aborts when the page goes away.
 */
export async function offerToolGroups(
	registry: ModelContext,
	plan: PagePlan,
	tools: ModelContextTool[],
	lifetime: AbortSignal
): Promise< void > {
	const groups = new ToolGroups(
		registry,
		plan.toolGroups,
		plan.offered.length,
		lifetime,
		groupReader( lifetime )
	);
	await Promise.all( [
		groups.start(
			tools.flatMap( ( tool ) => {
				const ability = abilityOf( tool );
				return ability ? [ { ability, tool } ] : [];
			} )
		),
		registerTools(
			registry,
			[ createLoadTool( groups, plan.offered.length + 1 ) ],
			lifetime
		),
	] );
}
