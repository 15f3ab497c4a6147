/**
 * The bridge for one document: offers the abilities PHP chose for this page as tools (past the
 * cap, the first ones and a loader for the rest), and the page's own browser-side abilities in
 * the room left, until the page goes away.
 */

import { allowDestructiveGrants } from './grants/grant-scope';
import { watchPersonActions } from './grants/untrusted-reads';
import { fetchAbilities } from './abilities/fetch-abilities';
import { watchPageWrites } from './confirm/page-context';
import { documentLifetime } from './document-lifetime';
import {
	isBrowserSide,
	watchAbilitiesStore,
} from './page-abilities/abilities-store';
import type { PageOffer } from './page-abilities/offer-page-abilities';
import { signalOffered } from './offered-signal';
import { fetchPagePlan, type PagePlan } from './page-plan';
import { registerTools } from './register-tools';
import { buildTools } from './tools/build-tools';
import { prefetchInputRules } from './tools/validate-input';
import { warn } from './warn';
import type { ModelContext, ModelContextTool } from './webmcp';

function reportPlan( plan: PagePlan ): void {
	if ( plan.leftOut.length > 0 && plan.toolGroups.length > 0 ) {
		warn(
			'This page registers as many tools as it may at once; left out at first, and loaded by group through its loader tool:',
			plan.leftOut.join( ', ' )
		);
	} else if ( plan.leftOut.length > 0 ) {
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
 * Past the cap, the first tools and the loader (their own chunk, since few pages need them);
 * otherwise every tool, for the page's lifetime.
 * @param registry The page's WebMCP registry.
 * @param plan     The server's plan.
 * @param tools    The tools of the plan's first abilities.
 * @param lifetime Aborts when the page goes away.
 */
async function offerServerTools(
	registry: ModelContext,
	plan: PagePlan,
	tools: ModelContextTool[],
	lifetime: AbortSignal
): Promise< void > {
	const grouped =
		plan.toolGroups.length > 0
			? await import(
					/* webpackChunkName: "tool-groups" */ './tools/offer-tool-groups'
				).catch( () => null )
			: null;
	if ( grouped ) {
		await grouped.offerToolGroups( registry, plan, tools, lifetime );
	} else {
		await registerTools( registry, tools, lifetime );
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
	watchPersonActions();

	const plan = await fetchPagePlan( screen, lifetime );
	if ( ! plan ) {
		signalOffered();
		return;
	}
	reportPlan( plan );
	allowDestructiveGrants( plan.destructiveGrants );
	const abilities = await fetchAbilities(
		plan.offered,
		plan.abilities,
		lifetime
	);
	await offerServerTools(
		registry,
		plan,
		buildTools( abilities, lifetime ),
		lifetime
	);
	prefetchInputRules();
	await offerPageAbilitiesOnceAny(
		registry,
		{
			room: plan.pageRoom,
			choices: plan.pageChoices,
			// A group loaded later takes these names too.
			serverAbilities: [
				...abilities.map( ( { name } ) => name ),
				...plan.leftOut,
			],
		},
		lifetime
	);
	signalOffered();
}

/**
 * Most screens have no browser-side abilities: the code that offers them is a chunk of its own,
 * loaded once the page's abilities store holds one (the editors print it with the page, as
 * their tools are browser-side).
 * @param registry The page's WebMCP registry.
 * @param offer    What the server's plan leaves to the page.
 * @param lifetime Aborts when the page goes away.
 * @return Resolves once the abilities in the store now, if any, are offered.
 */
function offerPageAbilitiesOnceAny(
	registry: ModelContext,
	offer: PageOffer,
	lifetime: AbortSignal
): Promise< unknown > {
	const waiting = new AbortController();
	let offered: Promise< unknown > = Promise.resolve();
	watchAbilitiesStore(
		( abilities ) => {
			if ( waiting.signal.aborted || ! abilities.some( isBrowserSide ) ) {
				return;
			}
			waiting.abort();
			offered = import(
				/* webpackChunkName: "page-abilities" */ './page-abilities/offer-page-abilities'
			)
				.then( ( { offerPageAbilities } ) =>
					offerPageAbilities( registry, offer, lifetime )
				)
				.catch( ( error ) =>
					warn( 'Could not offer the page’s own abilities:', error )
				);
		},
		AbortSignal.any( [ lifetime, waiting.signal ] )
	);
	return offered;
}
