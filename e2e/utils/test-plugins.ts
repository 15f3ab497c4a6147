/**
 * Test plugins that change what a page loads (modules, stores) are off on every site until a
 * spec switches them on for its own browser: a story then meets only what it set up, and every
 * other story meets what a real site with this plugin loads.
 */
import type { Page } from '@playwright/test';

import type { RestClient } from './rest-client';

/** The cookie each switchable test plugin in `e2e/fixtures/mu-plugins/` reads. */
const SWITCHES = {
	/** `page-abilities.{php,js}`: another plugin's browser-side abilities on every wp-admin screen. */
	pageAbilities: 'webmcp_test_page_abilities',
	/** `core-abilities-client.php`: WordPress's `@wordpress/core-abilities` in wp-admin. */
	coreAbilities: 'webmcp_test_core_abilities',
	/** `ai-client-resolver.php`: a route that runs abilities through the AI Client's resolver. */
	aiClient: 'webmcp_test_ai_client',
	/** `grouped-abilities.php`: 120 abilities offered to agents, in six categories. */
	groupedAbilities: 'webmcp_test_grouped_abilities',
	/** `books.php`: a "Book" content type with two fields, as a plugin adds one. */
	books: 'webmcp_test_books',
	/** `store.php`: WooCommerce's 10 canonical abilities over a small store, and a shop manager role. */
	store: 'webmcp_test_store',
	/** `jetpack-forms.php`: Jetpack Forms' 8 abilities over a form's responses. */
	jetpackForms: 'webmcp_test_jetpack_forms',
	/** `yoast-seo.php`: Yoast SEO's post data and score abilities (as on a production site). */
	yoastSeo: 'webmcp_test_yoast_seo',
	/** `elementor.php`: Elementor's `manage-post` (in REST) and `list-pages` (not). */
	elementor: 'webmcp_test_elementor',
} as const;

/** The fixtures with data to put back, and the route (administrators only) that does it. */
const SEEDS = {
	store: '/webmcp-test/v1/store',
	jetpackForms: '/webmcp-test/v1/jetpack-forms',
	yoastSeo: '/webmcp-test/v1/yoast-seo',
} as const;

export type TestPlugin = keyof typeof SWITCHES;

/** A fixture with data to put back. */
export type SeededPlugin = keyof typeof SEEDS;

/**
 * @param plugin A test plugin.
 * @return Whether it has known data that `seedTestPlugin()` puts back.
 */
export function isSeeded( plugin: TestPlugin ): plugin is SeededPlugin {
	return plugin in SEEDS;
}

/**
 * @param page    The person's page (the switch holds for its whole browser context).
 * @param baseURL The site.
 * @param plugin  Which test plugin.
 */
export async function switchOnTestPlugin(
	page: Page,
	baseURL: string,
	plugin: TestPlugin
): Promise< void > {
	await page
		.context()
		.addCookies( [
			{ name: SWITCHES[ plugin ], value: '1', url: baseURL },
		] );
}

/**
 * @param page The person's page: every test plugin switched off for its browser again.
 */
export async function switchOffTestPlugins( page: Page ): Promise< void > {
	for ( const name of Object.values( SWITCHES ) ) {
		await page.context().clearCookies( { name } );
	}
}

/**
 * A test plugin that adds content (a type, its fields) must be on for every request of a story:
 * the person's pages and the REST calls that set up and read the site.
 * @param page    The person's page.
 * @param client  A REST client.
 * @param plugins Which test plugins.
 * @return A client like the given one with them switched on (the given one when none are named);
 *         dispose of it after the story.
 */
export async function switchOnTestPlugins(
	page: Page,
	client: RestClient,
	plugins: TestPlugin[]
): Promise< RestClient > {
	if ( plugins.length === 0 ) {
		return client;
	}
	for ( const plugin of plugins ) {
		await switchOnTestPlugin( page, client.baseURL, plugin );
	}
	return client.withCookies(
		plugins.map( ( plugin ) => ( {
			name: SWITCHES[ plugin ],
			value: '1',
		} ) )
	);
}

/**
 * Puts back a fixture's known data, whether or not the fixture is switched on: the store's six
 * products, five orders and two coupons; the contact form and its five responses; two posts,
 * one with Yoast SEO data. Anything else a test created stays.
 *
 * @param admin  An administrator's REST client.
 * @param plugin Which fixture.
 * @return The IDs of what it put back (`{ products: { SKU: id }, orders: { key: id }, coupons:
 *         { code: id } }` for the store; `{ form, r1 … r5 }`; `{ optimized, plain }`).
 */
export async function seedTestPlugin(
	admin: RestClient,
	plugin: SeededPlugin
): Promise< Record< string, unknown > > {
	const response = await admin.request( 'POST', SEEDS[ plugin ] );
	if ( response.status !== 200 ) {
		throw new Error(
			`Could not seed ${ plugin } (HTTP ${ response.status }).`
		);
	}
	return response.body as Record< string, unknown >;
}
