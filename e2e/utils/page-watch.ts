/**
 * Watches what a page does: the ability runs it requests, and the tools on its dashboard.
 */
import type { Page } from '@playwright/test';

import { Agent } from './agent';

/**
 * The confirmation dialog's read of what a call acts on is a run too, but not the call's: only
 * runs marked with the bridge's tool header, and not as the call's describe step, are counted.
 *
 * @param page The page to watch.
 * @return A live list of the page's (and its frames') requests to run an ability for an agent.
 */
export function runRequests( page: Page ): string[] {
	const runs: string[] = [];
	page.on( 'request', ( request ) => {
		const headers = request.headers();
		// The describe step reads what a call acts on: marked with its tool, it runs nothing.
		if (
			decodeURIComponent( request.url() ).includes( '/run' ) &&
			headers[ 'x-webmcp-abilities-tool' ] &&
			! headers[ 'x-webmcp-abilities-describes' ]
		) {
			runs.push( request.url() );
		}
	} );
	return runs;
}

/**
 * For dashboards where no tool at all may be the right answer.
 *
 * @param page    A logged-in page.
 * @param siteUrl The site, when it is not the project's base URL.
 * @return The tools the dashboard registers, once the list stops changing.
 */
export async function dashboardTools(
	page: Page,
	siteUrl = ''
): Promise< string[] > {
	const agent = await Agent.attach( page );
	await page.goto( `${ siteUrl }/wp-admin/` );
	await page.waitForLoadState( 'networkidle' );
	return agent.settledToolNames();
}
