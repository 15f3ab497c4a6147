/**
 * Runs a browser-side ability in the page: checked and run by the abilities store itself.
 */
import type { Ability } from '../abilities/ability';
import type { Runner } from '../tools/runner';
import { describeInPage } from './describe-in-page';
import { checkInPage, runInPage } from './run-in-page';

export function pageRunner( ability: Ability ): Runner {
	return {
		loggedByServer: false,
		checkInput: ( input ) => checkInPage( ability.input_schema, input ),
		describe: ( input, signal ) => describeInPage( ability, input, signal ),
		// The store's callbacks take no signal: once started, a call runs to its end.
		run: ( input ) => runInPage( ability.name, input ),
	};
}
