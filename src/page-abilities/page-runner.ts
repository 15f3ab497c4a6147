/**
 * Runs a browser-side ability in the page: checked and run by the abilities store itself.
 */
import type { Ability } from '../abilities/ability';
import type { Runner } from '../tools/runner';
import { checkInPage, runInPage } from './run-in-page';

export function pageRunner( ability: Ability ): Runner {
	return {
		loggedByServer: false,
		checkInput: ( input ) => checkInPage( ability.input_schema, input ),
		// Only a consequential call describes itself, just before its dialog: with the dialog's code.
		describe: async ( input, signal ) =>
			(
				await import(
					/* webpackChunkName: "confirm" */ './describe-in-page'
				)
			).describeInPage( ability, input, signal ),
		// The store's callbacks take no signal: once started, a call runs to its end.
		run: ( input ) => runInPage( ability.name, input ),
	};
}
