/**
 * Playwright's `test`, with `baseURL` the site of the worker it runs on: the native project's
 * workers run side by side, each against a native site of its own (`global-setup.ts`), so no
 * test sees another's settings or log; and each test starts with every agent budget of that
 * site unspent, so no test sees another's budgets either.
 */
import { test, type TestInfo, type WorkerInfo } from '@playwright/test';

import { nativePort } from '../runtimes';
import { RestClient } from './rest-client';

/**
 * @param info The running test, or its worker.
 * @return The suite's site this test's worker uses.
 */
export function workerSiteUrl( info: TestInfo | WorkerInfo ): string {
	// `native` and `native-load`.
	return info.project.name.startsWith( 'native' )
		? `http://127.0.0.1:${ nativePort( info.parallelIndex ) }`
		: ( info.project.use.baseURL as string );
}

export const siteTest = test.extend<
	{ freshBudgets: void },
	{ siteAdmin: RestClient }
>( {
	baseURL: async ( { baseURL }, provide, testInfo ) => {
		// A spec that names a site of its own (`test.use()`) keeps it.
		await provide(
			baseURL === testInfo.project.use.baseURL
				? workerSiteUrl( testInfo )
				: baseURL
		);
	},
	siteAdmin: [
		async ( {}, provide, workerInfo ) => {
			const admin = await RestClient.as(
				workerSiteUrl( workerInfo ),
				'admin'
			);
			await provide( admin );
			await admin.dispose();
		},
		{ scope: 'worker' },
	],
	// A person's agent may make 60 requests a minute. Stories run back to back on one site, as
	// admin mostly: a fast machine fits several stories' calls into one minute, and the next
	// story's calls would be refused for budget its predecessors spent (`fresh-budgets.php`).
	freshBudgets: [
		async ( { siteAdmin }, use ) => {
			const { status } = await siteAdmin.request(
				'DELETE',
				'/webmcp-test/v1/budgets'
			);
			if ( status !== 200 ) {
				throw new Error(
					`The site's agent budgets could not be emptied (HTTP ${ status }).`
				);
			}
			await use();
		},
		{ auto: true },
	],
} );
