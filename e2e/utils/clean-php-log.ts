/**
 * The suite's `test`: Playwright's, plus a check after every test that WordPress logged no PHP
 * error, warning, notice or `_doing_it_wrong` (the sites run with WP_DEBUG on).
 */
import { test as base, expect } from '@playwright/test';
import { readFile } from 'node:fs/promises';

/**
 * A log that cannot be read would make every test pass the check unseen, so that fails the test.
 * `e2e/global-setup.ts` creates the file when the site starts (WordPress creates it only when
 * something is logged).
 *
 * @param runtime The project: the site whose debug.log to read.
 * @return The whole log.
 */
export async function readPhpLog( runtime: string ): Promise< string > {
	const path = process.env[ `WP_DEBUG_LOG_${ runtime.toUpperCase() }` ];
	if ( ! path ) {
		throw new Error(
			`No PHP log to check for the ${ runtime } site: WP_DEBUG_LOG_${ runtime.toUpperCase() } is unset.`
		);
	}
	try {
		return await readFile( path, 'utf8' );
	} catch ( error ) {
		throw new Error(
			`The PHP log of the ${ runtime } site cannot be read (${ String( error ) }).`
		);
	}
}

export const test = base.extend< { phpLogStaysClean: void } >( {
	phpLogStaysClean: [
		async ( {}, use, testInfo ) => {
			const before = ( await readPhpLog( testInfo.project.name ) ).length;
			await use();
			const added = ( await readPhpLog( testInfo.project.name ) ).slice(
				before
			);
			expect( added, 'PHP logged something during this test' ).toBe( '' );
		},
		{ auto: true },
	],
} );

export { expect };
