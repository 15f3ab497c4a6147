/**
 * Builds a group's tools when the loader loads it: REST's answers for the group's abilities in
 * one request for its category, and one by one for any that request did not bring.
 */
import apiFetch from '@wordpress/api-fetch';

import {
	ABILITIES_ENDPOINT,
	fetchAbilities,
} from '../abilities/fetch-abilities';
import type { ToolGroup } from '../page-plan';
import { isJsonObject } from '../schema/php-values';
import { warn } from '../warn';
import { abilityOf } from './build-tool';
import { buildTools } from './build-tools';
import type { GroupTool } from './tool-groups';

/** The most the Abilities API's list answers at once. */
const PER_PAGE = 100;

/**
 * The category's list holds abilities the page does not offer too: only the names the plan
 * gave are read from it. A category longer than one page, or a list that failed, is read one
 * ability at a time.
 * @param category An ability category.
 * @param signal   Aborts the request.
 * @return REST's answers by ability name.
 */
async function readCategory(
	category: string,
	signal: AbortSignal
): Promise< Record< string, unknown > > {
	try {
		const list = await apiFetch< unknown >( {
			path: `${ ABILITIES_ENDPOINT }?category=${ encodeURIComponent(
				category
			) }&per_page=${ PER_PAGE }`,
			signal,
		} );
		return Object.fromEntries(
			( Array.isArray( list ) ? list : [] ).flatMap( ( item: unknown ) =>
				isJsonObject( item ) && typeof item.name === 'string'
					? [ [ item.name, item ] ]
					: []
			)
		);
	} catch ( error ) {
		if ( ! signal.aborted ) {
			warn(
				`Could not read the abilities of the category "${ category }":`,
				error
			);
		}
		return {};
	}
}

/**
 * @param lifetime Aborts when the page goes away (the tools' own lifetime).
 * @return What `ToolGroups` calls to build a group's tools.
 */
export function groupReader( lifetime: AbortSignal ) {
	return async (
		group: ToolGroup,
		abilities: string[],
		signal: AbortSignal
	): Promise< GroupTool[] > => {
		const answers = await readCategory( group.category, signal );
		const read = await fetchAbilities( abilities, answers, signal );
		return buildTools( read, lifetime ).flatMap( ( tool ) => {
			const ability = abilityOf( tool );
			return ability ? [ { ability, tool } ] : [];
		} );
	};
}
