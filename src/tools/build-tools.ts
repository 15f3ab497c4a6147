/**
 * One tool per ability, each under the name the bridge claims for it on this page.
 */
import type { Ability } from '../abilities/ability';
import { restRunner } from '../abilities/rest-runner';
import { warn } from '../warn';
import type { ModelContextTool } from '../webmcp';
import { buildTool } from './build-tool';
import { ToolNames } from './tool-name';

/**
 * @param abilities The abilities, in order: a later one whose name is taken is skipped.
 * @param lifetime  Aborts when the page goes away.
 * @param adapt     Changes a built tool for where it is offered (the public site's current page).
 * @return The tools, run over REST.
 */
export function buildTools(
	abilities: Ability[],
	lifetime: AbortSignal,
	adapt: ( tool: ModelContextTool, ability: Ability ) => ModelContextTool = (
		tool
	) => tool
): ModelContextTool[] {
	const names = new ToolNames();
	return abilities.flatMap( ( ability ) => {
		const claim = names.claim( ability.name );
		if ( ! claim.ok ) {
			warn(
				`Skipping the ability "${ ability.name }": ${ claim.reason }.`
			);
			return [];
		}
		return [
			adapt(
				buildTool(
					ability,
					claim.name,
					restRunner( ability, claim.name ),
					lifetime
				),
				ability
			),
		];
	} );
}
