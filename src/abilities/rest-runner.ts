/**
 * Runs a server ability over REST: checked with WordPress's own rules first, described by its
 * describing ability, run through `/run` with the tool header (so the server logs it).
 */
import type { Runner } from '../tools/runner';
import { createInputCheck } from '../tools/validate-input';
import type { Ability } from './ability';
import { runAbility, toRunMethod } from './run-ability';

/**
 * @param ability  A server ability from REST.
 * @param toolName Its tool's name, sent with each run.
 */
export function restRunner( ability: Ability, toolName: string ): Runner {
	return {
		loggedByServer: true,
		checkInput: createInputCheck(
			ability.input_schema,
			toRunMethod( ability )
		),
		// Only a consequential call describes itself, just before its dialog: with the dialog's code.
		describe: async ( input, signal, assistantCall ) =>
			(
				await import(
					/* webpackChunkName: "confirm" */ './describe-call'
				)
			).describeCall( ability, input, signal, {
				toolName,
				assistantCall,
			} ),
		run: ( input, signal, assistantCall, grant ) =>
			runAbility(
				ability,
				input,
				toolName,
				signal,
				assistantCall,
				grant
			),
	};
}
