/**
 * Entry point of the public site's bridge, loaded only by a browser with WebMCP: offers
 * visitors' agents the site's read-only public tools, built as wp-admin's are, until the page
 * goes away. Each link is a new document, which brings its own tools.
 */
import apiFetch from '@wordpress/api-fetch';

import { readAbility } from '../abilities/ability';
import { restRunner } from '../abilities/rest-runner';
import { registerTools } from '../register-tools';
import { buildTool } from '../tools/build-tool';
import { ToolNames } from '../tools/tool-name';
import { warn } from '../warn';
import type { ModelContext } from '../webmcp';
import { defaultingToCurrentPage } from './current-page';
import { readPublicPlan } from './public-plan';

const registry =
	typeof document.modelContext?.registerTool === 'function'
		? ( document.modelContext as ModelContext )
		: null;
const plan = readPublicPlan();

if ( registry && plan ) {
	// No nonce: a visitor's run is a logged-out one, even for a person who is logged in.
	apiFetch.use( apiFetch.createRootURLMiddleware( plan.root ) );
	const lifetime = new AbortController();
	window.addEventListener( 'pagehide', () => lifetime.abort(), {
		once: true,
	} );
	const names = new ToolNames();
	const tools = plan.abilities.flatMap( ( item ) => {
		const ability = readAbility( item );
		if ( 'problem' in ability ) {
			warn( `Skipping a malformed ability: ${ ability.problem }.` );
			return [];
		}
		const claim = names.claim( ability.name );
		if ( ! claim.ok ) {
			warn(
				`Skipping the ability "${ ability.name }": ${ claim.reason }.`
			);
			return [];
		}
		return [
			defaultingToCurrentPage(
				buildTool(
					ability,
					claim.name,
					restRunner( ability, claim.name ),
					lifetime.signal
				),
				ability
			),
		];
	} );
	void registerTools( registry, tools, lifetime.signal );
}
