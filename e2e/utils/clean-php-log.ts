/**
 * The suite's `test`: Playwright's on the worker's own site, plus a check after every test that
 * WordPress logged no PHP error, warning, notice or `_doing_it_wrong` (the sites run with
 * WP_DEBUG on).
 */
import { expect } from '@playwright/test';
import { readFile } from 'node:fs/promises';

import { phpLogVariable } from '../runtimes';
import { siteTest, workerSiteUrl } from './site-test';

/**
 * A log that cannot be read would make every test pass the check unseen, so that fails the test.
 * `e2e/global-setup.ts` creates the file when the site starts (WordPress creates it only when
 * something is logged).
 *
 * @param siteUrl The site whose debug.log to read.
 * @return The whole log.
 */
export async function readPhpLog( siteUrl: string ): Promise< string > {
	const variable = phpLogVariable( new URL( siteUrl ).port );
	const path = process.env[ variable ];
	if ( ! path ) {
		throw new Error(
			`No PHP log to check for the site at ${ siteUrl }: ${ variable } is unset.`
		);
	}
	try {
		return await readFile( path, 'utf8' );
	} catch ( error ) {
		throw new Error(
			`The PHP log of the site at ${ siteUrl } cannot be read (${ String( error ) }).`
		);
	}
}

/**
 * What core logs when it asks WordPress.org (updates, translations), out of this machine's reach:
 * a spec whose screens make core ask (Site Health, the profile's languages) ignores it.
 */
export const UNREACHABLE_WORDPRESS_ORG =
	/could not establish a secure connection to WordPress\.org/;

export const test = siteTest.extend< {
	phpLogStaysClean: void;
	/** Lines of core's own that a spec's screens log, each named where it is set. */
	phpLogIgnores: RegExp[];
} >( {
	phpLogIgnores: [ [], { option: true } ],
	phpLogStaysClean: [
		async ( { phpLogIgnores }, use, testInfo ) => {
			const site = workerSiteUrl( testInfo );
			const before = ( await readPhpLog( site ) ).length;
			await use();
			const added = ( await readPhpLog( site ) )
				.slice( before )
				.split( '\n' )
				.filter(
					( line ) =>
						line !== '' &&
						! phpLogIgnores.some( ( pattern ) =>
							pattern.test( line )
						)
				);
			expect( added, 'PHP logged something during this test' ).toEqual(
				[]
			);
		},
		{ auto: true },
	],
} );

export { expect };
