/**
 * The bridge for one document: offers the abilities PHP chose for this page as tools, and the
 * page's own browser-side abilities in the room left, until the page goes away.
 */

import { fetchAbilities } from './abilities/fetch-abilities';
import { watchPageWrites } from './confirm/page-context';
import { documentLifetime } from './document-lifetime';
import { offerPageAbilities } from './page-abilities/offer-page-abilities';
import { fetchPagePlan, type PagePlan } from './page-plan';
import { registerTools } from './register-tools';
import { buildTools } from './tools/build-tools';
import { warn } from './warn';
import type { ModelContext } from './webmcp';

function reportPlan( plan: PagePlan ): void {
	if ( plan.leftOut.length > 0 ) {
		warn(
			'This page offers as many tools as it may; left out:',
			plan.leftOut.join( ', ' )
		);
	}
	for ( const [ name, reason ] of Object.entries( plan.unnamed ) ) {
		warn( `Skipping the ability "${ name }": ${ reason }.` );
	}
	if ( plan.notInRest.length > 0 ) {
		warn(
			'These abilities ask for a tool but are not in the REST API:',
			plan.notInRest.join( ', ' )
		);
	}
}

/**
 * @param registry The page's WebMCP registry.
 * @param screen   The wp-admin screen, whose tools PHP decides.
 */
export async function startBridge(
	registry: ModelContext,
	screen: string
): Promise< void > {
	const lifetime = documentLifetime();
	watchPageWrites();

	const plan = await fetchPagePlan( screen, lifetime );
	if ( ! plan ) {
		return;
	}
	reportPlan( plan );
	const abilities = await fetchAbilities(
		plan.offered,
		plan.abilities,
		lifetime
	);
	await registerTools(
		registry,
		buildTools( abilities, lifetime ),
		lifetime
	);
	offerPageAbilities(
		registry,
		{
			room: plan.pageRoom,
			choices: plan.pageChoices,
			serverAbilities: abilities.map( ( { name } ) => name ),
		},
		lifetime
	);
}
