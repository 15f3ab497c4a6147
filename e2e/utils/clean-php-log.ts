/**
 * The suite's `test`: Playwright's, plus a check after every test that WordPress logged no PHP
 * error, warning, notice or `_doing_it_wrong` (the sites run with WP_DEBUG on).
 */
import { test as base, expect } from '@playwright/test';
import { readFile } from 'node:fs/promises';

async function readLog( path: string | undefined ): Promise< string > {
	if ( ! path ) {
		return '';
	}
	try {
		return await readFile( path, 'utf8' );
	} catch {
		return '';
	}
}

export const test = base.extend< { phpLogStaysClean: void } >( {
	phpLogStaysClean: [
		async ( {}, use, testInfo ) => {
			const path = process.env[ `WP_DEBUG_LOG_${ testInfo.project.name.toUpperCase() }` ];
			const before = ( await readLog( path ) ).length;
			await use();
			const added = ( await readLog( path ) ).slice( before );
			expect( added, 'PHP logged something during this test' ).toBe( '' );
		},
		{ auto: true },
	],
} );

export { expect };
