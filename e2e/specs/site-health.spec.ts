/**
 * Tools > Site Health, as an owner reads it when something does not work: the plugin's checks
 * run (the REST one from the browser, with the owner's login), and the Info tab lists the
 * settings that matter.
 */
import { expect } from '@playwright/test';

import { readPhpLog } from '../utils/clean-php-log';
import { logIn } from '../utils/log-in';
import { siteTest as test, workerSiteUrl } from '../utils/site-test';

/** Core's own update checks on Site Health's screen, with WordPress.org out of this machine's reach. */
const UNREACHABLE_WORDPRESS_ORG =
	/could not establish a secure connection to WordPress\.org/;

test( 'Site Health runs the plugin’s checks, the REST one from the browser, and lists its settings', async ( {
	page,
}, testInfo ) => {
	test.setTimeout( 90_000 );
	const site = workerSiteUrl( testInfo );
	const logBefore = ( await readPhpLog( site ) ).length;
	await logIn( page, 'admin' );
	await page.goto( '/wp-admin/site-health.php' );
	// Every check has run once the screen shows its score.
	await expect( page.locator( '.site-health-progress-label' ) ).toContainText(
		/Good|Should be improved/,
		{ timeout: 60_000 }
	);
	await page.getByRole( 'button', { name: /Passed tests/ } ).click();
	const passed = page.locator( '#health-check-issues-good' );
	for ( const label of [
		'The browser reaches WebMCP Abilities over the REST API',
		'The Abilities API is available',
		'The agent activity log is ready',
	] ) {
		await expect( passed ).toContainText( label );
	}
	// This test site has no persistent object cache: the plugin says what that costs.
	await expect(
		page.locator( '#health-check-issues-recommended' )
	).toContainText(
		'WebMCP Abilities works out its page plans on every request'
	);

	await page.goto( '/wp-admin/site-health.php?tab=debug' );
	await page.getByRole( 'button', { name: 'WebMCP Abilities' } ).click();
	await expect(
		page.locator( '#health-check-accordion-block-webmcp-abilities' )
	).toContainText( 'Agent requests per person per minute' );

	// The PHP log stays clean but for core's own update checks, which cannot reach WordPress.org.
	const logged = ( await readPhpLog( site ) )
		.slice( logBefore )
		.split( '\n' )
		.filter(
			( line ) => line !== '' && ! UNREACHABLE_WORDPRESS_ORG.test( line )
		);
	expect( logged ).toEqual( [] );
} );
