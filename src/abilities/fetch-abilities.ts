/**
 * Reads the abilities a page offers: from the answers its plan came with, and from REST, one by
 * one, for any it did not come with (REST then says why not).
 */
import apiFetch from '@wordpress/api-fetch';

import { warn } from '../warn';
import { readAbility, type Ability } from './ability';

export const ABILITIES_ENDPOINT = '/wp-abilities/v1/abilities';

/**
 * @param name   An ability.
 * @param signal Aborts the request when the page goes away.
 * @return What REST answered for it; `undefined`, with a warning, when that failed.
 */
async function readFromRest(
	name: string,
	signal: AbortSignal
): Promise< unknown > {
	try {
		return await apiFetch< unknown >( {
			path: `${ ABILITIES_ENDPOINT }/${ name }`,
			signal,
		} );
	} catch ( error ) {
		if ( ! signal.aborted ) {
			warn( `Could not read the ability "${ name }":`, error );
		}
		return undefined;
	}
}

async function fetchAbility(
	name: string,
	answers: Record< string, unknown >,
	signal: AbortSignal
): Promise< Ability[] > {
	const item = Object.hasOwn( answers, name )
		? answers[ name ]
		: await readFromRest( name, signal );
	if ( item === undefined ) {
		return [];
	}
	const ability = readAbility( item );
	if ( 'problem' in ability ) {
		warn(
			`Skipping the malformed ability "${ name }": ${ ability.problem }.`
		);
		return [];
	}
	return [ ability ];
}

/**
 * A missing or malformed ability is skipped with a warning; the others still become tools.
 *
 * @param names   The abilities to read, in order.
 * @param answers REST's answers already at hand, by name.
 * @param signal  Aborts the requests when the page goes away.
 * @return The abilities, in the order given.
 */
export async function fetchAbilities(
	names: string[],
	answers: Record< string, unknown >,
	signal: AbortSignal
): Promise< Ability[] > {
	return (
		await Promise.all(
			names.map( ( name ) => fetchAbility( name, answers, signal ) )
		)
	).flat();
}
