/**
 * Tools > Site Health, as an owner reads it when something does not work: the plugin's checks
 * run (the REST one from the browser, with the owner's login), and the Info tab lists the
 * settings that matter.
 */
import {
	expect,
	test,
	UNREACHABLE_WORDPRESS_ORG,
} from '../../utils/clean-php-log';
import { logIn } from '../../utils/log-in';

// Core's own update checks on Site Health's screen.
test.use( { phpLogIgnores: [ UNREACHABLE_WORDPRESS_ORG ] } );

test( 'Site Health runs the plugin’s checks, the REST one from the browser, and lists its settings', async ( {
	page,
} ) => {
	test.setTimeout( 90_000 );
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
} );
