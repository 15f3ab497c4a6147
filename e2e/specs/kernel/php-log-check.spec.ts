/**
 * The suite's check that PHP logged nothing (`e2e/utils/clean-php-log.ts`) can fail: what PHP
 * logs on the test site lands in the very file the check reads. This spec uses the suite's `test`
 * without that check, since it makes PHP log on purpose.
 */
import { expect } from '@playwright/test';

import { readPhpLog } from '../../utils/clean-php-log';
import { siteTest as test } from '../../utils/site-test';

test( 'a notice PHP logs on the test site shows up in the log every test is checked against', async ( {
	page,
	baseURL,
} ) => {
	const before = ( await readPhpLog( baseURL as string ) ).length;
	const response = await page.goto( '/?webmcp_test_php_notice=1' );
	expect( response?.status() ).toBe( 200 );
	await expect
		.poll( async () =>
			( await readPhpLog( baseURL as string ) ).slice( before )
		)
		.toContain( 'WebMCP Abilities test: a deliberate notice.' );
} );
