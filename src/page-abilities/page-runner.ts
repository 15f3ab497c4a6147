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
		// The dialog shows the exact input; the store has no describing contract.
		describe: async () => ( { kind: 'undescribed', reason: 'none' } ),
		// The store's callbacks take no signal: once started, a call runs to its end.
		run: ( input ) => runInPage( ability.name, input ),
	};
}
