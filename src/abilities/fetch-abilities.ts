/**
 * Reads the abilities this site exposes over REST.
 */
import apiFetch from '@wordpress/api-fetch';

import { abilitySchema, type Ability } from './ability';

export const ABILITIES_ENDPOINT = '/wp-abilities/v1/abilities';

/**
 * Fetches every page of the abilities list and keeps the well-formed entries; a malformed
 * entry is skipped with a warning rather than failing the whole list.
 *
 * @param signal Aborts the request when the page goes away.
 * @return The abilities the current user can list.
 */
export async function fetchAbilities( signal: AbortSignal ): Promise< Ability[] > {
	const items = await apiFetch< unknown[] >( {
		path: `${ ABILITIES_ENDPOINT }?per_page=-1`,
		signal,
	} );
	const abilities: Ability[] = [];
	for ( const item of items ) {
		const parsed = abilitySchema.safeParse( item );
		if ( parsed.success ) {
			abilities.push( parsed.data );
		} else {
			// eslint-disable-next-line no-console
			console.warn( '[webmcp-abilities] Skipping a malformed ability:', item, parsed.error );
		}
	}
	return abilities;
}
