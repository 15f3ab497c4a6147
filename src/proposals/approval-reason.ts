/**
 * A tool whose call may go for approval takes one argument of its own besides the ability's
 * input: the agent's reason, for whoever decides. It never reaches the ability.
 */
import type { Ability } from '../abilities/ability';
import { isJsonObject, type Json } from '../schema/php-values';
import type { ToolInputSchema } from '../tools/input-schema';

export const REASON_KEY = 'approval_reason';

/** The most characters of a reason the server keeps. */
const MAX_REASON = 500;

export interface WithReason extends ToolInputSchema {
	/** The agent's reason in the arguments, or ''. */
	toReason: ( args: Json ) => string;
}

/**
 * @param ability The ability the tool runs.
 * @param input   The tool's input schema and its mapping to the ability's input.
 */
export function withApprovalReason(
	ability: Ability,
	input: ToolInputSchema
): WithReason {
	// A schema that names no properties (each value checked by the ability) takes the reason too.
	const properties = input.schema.properties ?? {};
	if (
		typeof ability.meta?.webmcp?.proposable !== 'string' ||
		! isJsonObject( properties ) ||
		REASON_KEY in properties
	) {
		return { ...input, toReason: () => '' };
	}
	return {
		schema: {
			...input.schema,
			properties: {
				...properties,
				[ REASON_KEY ]: {
					type: 'string',
					maxLength: MAX_REASON,
					description: 'Why, if this call goes for approval.',
				},
			},
		},
		toAbilityInput: ( args ) => {
			if ( ! isJsonObject( args ) ) {
				return input.toAbilityInput( args );
			}
			const { [ REASON_KEY ]: _reason, ...rest } = args;
			return input.toAbilityInput( rest );
		},
		toReason: ( args ) =>
			isJsonObject( args ) && typeof args[ REASON_KEY ] === 'string'
				? args[ REASON_KEY ]
				: '',
	};
}
