/**
 * Turns one ability into one WebMCP tool. The tool holds no logic of its own: the ability, run
 * on the server or in the page, is the implementation.
 */
import type { Ability } from '../abilities/ability';
import { withApprovalReason } from '../proposals/approval-reason';
import type { ModelContextTool } from '../webmcp';
import { isConsequential, toToolAnnotations } from './annotations';
import { callTool } from './call-tool';
import { toInputSchema } from './input-schema';
import { toOutputSchema } from './output-schema';
import type { Runner } from './runner';
import { toToolDescription } from './tool-description';

/** Each tool's ability, for the site's assistant, which declares both to its turn route. */
const abilities = new WeakMap< ModelContextTool, string >();

/**
 * @param tool A tool this bridge built.
 * @return The name of its ability.
 */
export const abilityOf = ( tool: ModelContextTool ): string | undefined =>
	abilities.get( tool );

/**
 * @param tool        A tool the bridge made itself (the loader).
 * @param abilityName The ability-like name the assistant declares it under.
 */
export const nameToolAbility = (
	tool: ModelContextTool,
	abilityName: string
): void => void abilities.set( tool, abilityName );

/**
 * @param ability  The ability to offer.
 * @param toolName Its tool name, claimed on this page.
 * @param runner   Where it runs.
 * @param lifetime Aborts when the tool is withdrawn or the page starts to leave.
 */
export function buildTool(
	ability: Ability,
	toolName: string,
	runner: Runner,
	lifetime: AbortSignal
): ModelContextTool {
	const annotations = toToolAnnotations( ability );
	const { schema, toAbilityInput, toReason } = withApprovalReason(
		ability,
		toInputSchema( ability.input_schema )
	);
	const call = {
		ability,
		toolName,
		consequential: isConsequential( ability ),
		runner,
		toAbilityInput,
		toReason,
		lifetime,
	};
	const tool: ModelContextTool = {
		name: toolName,
		title: ability.label,
		description: toToolDescription( ability, annotations ),
		inputSchema: schema,
		outputSchema: toOutputSchema( ability.output_schema ),
		annotations,
		execute: ( args, options ) => callTool( call, args, options ),
	};
	abilities.set( tool, ability.name );
	return tool;
}
