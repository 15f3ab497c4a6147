/**
 * Describes a browser-side ability's call for the confirmation. Its describing ability may live in
 * the page (the editor's publish is described from the editor, unsaved changes included) or on
 * the server; either is read with the call's exact input, under the same contract.
 */
import type { Ability } from '../abilities/ability';
import {
	describeCall,
	readDescription,
	REFUSALS,
	type DescribeOutcome,
} from '../abilities/describe-call';
import { runInPage, storeHas } from './run-in-page';

/**
 * @param ability The browser-side ability being called.
 * @param input   The exact input the call will run with.
 * @param signal  Aborts a server read when the agent cancels or the page leaves.
 * @return What the dialog can show; never rejects.
 */
export async function describeInPage(
	ability: Ability,
	input: unknown,
	signal: AbortSignal
): Promise< DescribeOutcome > {
	const describer = ability.meta?.webmcp?.describe;
	if ( describer === undefined || ! ( await storeHas( describer ) ) ) {
		return describeCall( ability, input, signal );
	}
	const described = await runInPage( describer, input );
	if ( ! described.ok ) {
		return REFUSALS.has( described.error.code )
			? { kind: 'refused', error: described.error }
			: { kind: 'undescribed', reason: 'failed' };
	}
	const description = readDescription(
		'result' in described ? described.result : undefined
	);
	return description
		? { kind: 'described', description }
		: { kind: 'undescribed', reason: 'failed' };
}
