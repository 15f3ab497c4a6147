/**
 * Reads the abilities a page offers from REST, one by one (preloaded by PHP, so normally with no
 * request at all).
 */
import apiFetch from '@wordpress/api-fetch';

import { warn } from '../warn';
import { readAbility, type Ability } from './ability';

export const ABILITIES_ENDPOINT = '/wp-abilities/v1/abilities';

async function fetchAbility(
	name: string,
	signal: AbortSignal
): Promise< Ability[] > {
	let item: unknown;
	try {
		item = await apiFetch< unknown >( {
			path: `${ ABILITIES_ENDPOINT }/${ name }`,
			signal,
		} );
	} catch ( error ) {
		if ( ! signal.aborted ) {
			warn( `Could not read the ability "${ name }":`, error );
		}
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
 * @param names  The abilities to read, in order.
 * @param signal Aborts the requests when the page goes away.
 * @return The abilities, in the order given.
 */
export async function fetchAbilities(
	names: string[],
	signal: AbortSignal
): Promise< Ability[] > {
	return (
		await Promise.all(
			names.map( ( name ) => fetchAbility( name, signal ) )
		)
	).flat();
}
