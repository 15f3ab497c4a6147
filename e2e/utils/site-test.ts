/**
 * Playwright's `test`, with `baseURL` the site of the worker it runs on: the native project's
 * workers run side by side, each against a native site of its own (`global-setup.ts`), so no
 * test sees another's settings, log or budgets.
 */
import { test, type TestInfo } from '@playwright/test';

import { nativePort } from '../runtimes';

/**
 * @param testInfo The running test.
 * @return The suite's site this test's worker uses.
 */
export function workerSiteUrl( testInfo: TestInfo ): string {
	// `native` and `native-load`.
	return testInfo.project.name.startsWith( 'native' )
		? `http://127.0.0.1:${ nativePort( testInfo.parallelIndex ) }`
		: ( testInfo.project.use.baseURL as string );
}

export const siteTest = test.extend( {
	baseURL: async ( { baseURL }, provide, testInfo ) => {
		// A spec that names a site of its own (`test.use()`) keeps it.
		await provide(
			baseURL === testInfo.project.use.baseURL
				? workerSiteUrl( testInfo )
				: baseURL
		);
	},
} );
