/**
 * Test plugins that change what a page loads (modules, stores) are off on every site until a
 * spec switches them on for its own browser: a story then meets only what it set up, and every
 * other story meets what a real site with this plugin loads.
 */
import type { Page } from '@playwright/test';

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
} as const;

/**
 * @param page    The person's page (the switch holds for its whole browser context).
 * @param baseURL The site.
 * @param plugin  Which test plugin.
 */
export async function switchOnTestPlugin(
	page: Page,
	baseURL: string,
	plugin: keyof typeof SWITCHES
): Promise< void > {
	await page
		.context()
		.addCookies( [
			{ name: SWITCHES[ plugin ], value: '1', url: baseURL },
		] );
}
