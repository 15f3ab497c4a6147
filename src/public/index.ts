/**
 * Entry point of the public site's bridge, loaded only by a browser with WebMCP: offers
 * visitors' agents the site's read-only public tools, built as wp-admin's are, until the page
 * goes away. Each link is a new document, which brings its own tools.
 */
import apiFetch from '@wordpress/api-fetch';

import { fetchAbilities } from '../abilities/fetch-abilities';
import { documentLifetime } from '../document-lifetime';
import { signalOffered } from '../offered-signal';
import { registerTools } from '../register-tools';
import { buildTools } from '../tools/build-tools';
import type { ModelContext } from '../webmcp';
import { defaultingToCurrentPage } from './current-page';
import { readPublicPlan, type PublicPlan } from './public-plan';

async function offerPublicTools(
	registry: ModelContext,
	plan: PublicPlan
): Promise< void > {
	// No nonce: a visitor's run is a logged-out one, even for a person who is logged in.
	apiFetch.use( apiFetch.createRootURLMiddleware( plan.root ) );
	const lifetime = documentLifetime();
	const abilities = await fetchAbilities(
		plan.offered,
		plan.abilities,
		lifetime
	);
	await registerTools(
		registry,
		buildTools( abilities, lifetime, defaultingToCurrentPage ),
		lifetime
	);
	signalOffered();
}

// Webpack's own variable: where `import()` finds chunks. This script is served from the site's
// front page (`/?webmcp-abilities-public-tools=…`), not from its build folder.
// eslint-disable-next-line camelcase -- webpack's name.
declare let __webpack_public_path__: string;

const plan = readPublicPlan();
if ( plan && typeof document.modelContext?.registerTool === 'function' ) {
	// eslint-disable-next-line camelcase, @typescript-eslint/no-unused-vars -- webpack's name, read by its runtime.
	__webpack_public_path__ = plan.chunks;
	void offerPublicTools( document.modelContext as ModelContext, plan );
}
