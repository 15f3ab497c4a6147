/**
 * Reads the abilities offered on this page from the REST list (preloaded by PHP when it can be).
 */
import apiFetch from '@wordpress/api-fetch';

import { abilitySchema, type Ability } from './ability';

export const ABILITIES_ENDPOINT = '/wp-abilities/v1/abilities';

/**
 * Reads every page of the abilities list and keeps the named ones, in the order given; a
 * malformed entry is skipped with a warning rather than failing the whole list.
 *
 * @param names  The abilities to keep.
 * @param signal Aborts the request when the page goes away.
 */
export async function fetchAbilities( names: string[], signal: AbortSignal ): Promise< Ability[] > {
	const items = await apiFetch< unknown[] >( {
		path: `${ ABILITIES_ENDPOINT }?per_page=-1`,
		signal,
	} );
	const byName = new Map< string, Ability >();
	for ( const item of items ) {
		const parsed = abilitySchema.safeParse( item );
		if ( parsed.success ) {
			byName.set( parsed.data.name, parsed.data );
			continue;
		}
		const name = ( item as { name?: unknown } | null )?.name;
		if ( typeof name === 'string' && names.includes( name ) ) {
			// eslint-disable-next-line no-console
			console.warn( `[webmcp-abilities] Skipping the malformed ability "${ name }":`, parsed.error.issues );
		}
	}
	return names.flatMap( ( name ) => byName.get( name ) ?? [] );
}
