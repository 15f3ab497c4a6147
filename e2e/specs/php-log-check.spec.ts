/**
 * The suite's check that PHP logged nothing (`e2e/utils/clean-php-log.ts`) can fail: what PHP
 * logs on the test site lands in the very file the check reads. This spec uses Playwright's own
 * `test`, since it makes PHP log on purpose.
 */
import { expect, test } from '@playwright/test';

import { readPhpLog } from '../utils/clean-php-log';

test( 'a notice PHP logs on the test site shows up in the log every test is checked against', async ( {
	page,
}, testInfo ) => {
	const before = ( await readPhpLog( testInfo.project.name ) ).length;
	const response = await page.goto( '/?webmcp_test_php_notice=1' );
	expect( response?.status() ).toBe( 200 );
	await expect
		.poll( async () =>
			( await readPhpLog( testInfo.project.name ) ).slice( before )
		)
		.toContain( 'WebMCP Abilities test: a deliberate notice.' );
} );
