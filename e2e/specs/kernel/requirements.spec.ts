/**
 * On a WordPress older than 6.9 the plugin does not run: it says why, and breaks nothing.
 */
import { Agent } from '../../utils/agent';
import { logIn, logInBeforeVisit } from '../../utils/log-in';
import { expect, test } from '../../utils/clean-php-log';

const NOTICE = 'WebMCP Abilities needs WordPress';

test( 'on WordPress 6.8 the plugin shows a notice instead of loading', async ( {
	page,
} ) => {
	await logInBeforeVisit( page, 'admin' );
	const agent = await Agent.attach( page );
	await page.goto( '/wp-admin/plugins.php?pretend_wp_version=6.8' );

	await expect(
		page.locator( '.notice-error', { hasText: NOTICE } )
	).toContainText( `${ NOTICE } 6.9 or newer (this site runs 6.8)` );
	await expect( page.locator( '#webmcp-abilities-bridge-js' ) ).toHaveCount(
		0
	);
	await page.waitForLoadState( 'networkidle' );
	expect( agent.toolNames() ).toEqual( [] );
} );

test( 'the notice is not shown to people who cannot act on it', async ( {
	page,
} ) => {
	await logIn( page, 'subscriber' );
	// The control: on this site the subscriber's profile screen has the plugin's tools.
	await page.goto( '/wp-admin/profile.php' );
	await expect( page.locator( '#webmcp-abilities-bridge-js' ) ).toHaveCount(
		1
	);

	await page.goto( '/wp-admin/profile.php?pretend_wp_version=6.8' );
	await expect( page.locator( '#your-profile' ) ).toBeVisible();
	// The pretended version took effect: WordPress itself reports it, and the plugin did not load.
	await expect( page.locator( '#footer-upgrade' ) ).toContainText(
		'Version 6.8'
	);
	await expect( page.locator( '#webmcp-abilities-bridge-js' ) ).toHaveCount(
		0
	);
	await expect( page.getByText( NOTICE ) ).toHaveCount( 0 );
} );

test( 'on WordPress 6.9 and later the plugin runs', async ( { page } ) => {
	await logIn( page, 'admin' );
	await page.goto( '/wp-admin/plugins.php' );
	await expect( page.locator( '#webmcp-abilities-bridge-js' ) ).toHaveCount(
		1
	);
	await expect( page.getByText( NOTICE ) ).toHaveCount( 0 );
} );
