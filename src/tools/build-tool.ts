/**
 * Turns one ability into one WebMCP tool. The tool holds no logic of its own: the ability,
 * run on the server, is the implementation.
 */
import type { Ability } from '../abilities/ability';
import { runAbility } from '../abilities/run-ability';
import type { ModelContextTool } from '../webmcp';
import { toToolAnnotations } from './annotations';
import { toInputSchema } from './input-schema';
import { toToolName } from './tool-name';

/**
 * @param ability The ability to offer.
 * @return The tool, or `null` when the ability's name cannot become a tool name.
 */
export function buildTool( ability: Ability ): ModelContextTool | null {
	const name = toToolName( ability.name );
	if ( name === null ) {
		return null;
	}
	return {
		name,
		title: ability.label,
		description: ability.description || ability.label,
		inputSchema: toInputSchema( ability.input_schema ),
		annotations: toToolAnnotations( ability ),
		execute: ( input, options ) => runAbility( ability, input, options?.signal ),
	};
}
