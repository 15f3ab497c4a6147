/**
 * The plugin installs like any other: on a fresh site, upload the zip through Plugins > Add
 * Plugin > Upload, activate it (tools appear), deactivate it (they go), delete it (its option,
 * table and scheduled event go too).
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

import { expect, test, type Page } from '@playwright/test';

import { PLUGIN_SLUG } from '../../../bin/lib/wordpress-core.mjs';
import { buildPluginZip, withFreshSite } from '../../utils/fresh-site';
import { dashboardTools } from '../../utils/page-watch';
import {
	findAbility,
	offerSwitch,
	openSettingsTab,
} from '../../utils/settings-screen';
import { testPort } from '../../runtimes';

const PORT = testPort( 9457 );

async function leftovers( page: Page, url: string ) {
	return (
		await page.request.get( `${ url }/?webmcp_test_leftovers=1` )
	).json();
}

test( 'the zip holds only the plugin’s runtime files', async () => {
	const { stdout } = await promisify( execFile )( 'unzip', [
		'-Z1',
		await buildPluginZip(),
	] );
	const files = stdout.trim().split( '\n' );
	expect( files ).toContain( `${ PLUGIN_SLUG }/plugin.php` );
	expect( files ).toContain( `${ PLUGIN_SLUG }/uninstall.php` );
	expect( files ).toContain( `${ PLUGIN_SLUG }/readme.txt` );
	expect( files ).toContain( `${ PLUGIN_SLUG }/build/index.js` );
	expect( files ).toContain( `${ PLUGIN_SLUG }/build/settings.js` );
	expect( files ).toContain( `${ PLUGIN_SLUG }/build/settings-abilities.js` );
	// The confirmation dialog's own chunk, loaded with the first consequential call.
	expect( files ).toContain( `${ PLUGIN_SLUG }/build/confirm.js` );
	expect( files ).toContain( `${ PLUGIN_SLUG }/build/public/index.js` );
	expect(
		files.filter( ( file ) =>
			/node_modules|\/e2e\/|\/src\/|\/tests?\/|\.map$|\.ts$/.test( file )
		)
	).toEqual( [] );
} );

test( 'uploaded through wp-admin, the plugin activates, deactivates and uninstalls cleanly', async ( {
	page,
}, testInfo ) => {
	test.skip(
		! testInfo.project.name.startsWith( 'playground' ),
		'A fresh site without the plugin comes from the Playground CLI'
	);
	test.setTimeout( 180_000 );

	const zip = await buildPluginZip();
	const site = {
		name: 'zip-install',
		port: PORT,
		blueprint: {
			landingPage: '/wp-admin/',
			preferredVersions: { php: '8.3', wp: 'latest' },
			login: true,
			// As a developer's site runs: what PHP says on the way fails the story.
			constants: {
				WP_DEBUG: true,
				WP_DEBUG_LOG: true,
				WP_DEBUG_DISPLAY: false,
			},
			steps: [],
		},
		muPlugins: [ 'leftovers-probe.php' ],
	};
	await withFreshSite( site, async ( url ) => {
		await page.goto( `${ url }/wp-admin/plugin-install.php?tab=upload` );
		await page.locator( '#pluginzip' ).setInputFiles( zip );
		await page.locator( '#install-plugin-submit' ).click();
		await expect(
			page.getByText( 'Plugin installed successfully.' )
		).toBeVisible( { timeout: 60_000 } );
		await page.getByRole( 'link', { name: 'Activate Plugin' } ).click();
		await expect(
			page.locator( `tr[data-slug="${ PLUGIN_SLUG }"].active` )
		).toBeVisible();

		expect( await dashboardTools( page, url ) ).toContain(
			'wp_get-site-overview'
		);
		await openSettingsTab( page, 'abilities', url );
		// Saving the defaults stores nothing (WordPress skips unchanged options): make a choice.
		await offerSwitch(
			await findAbility( page, 'webmcp-abilities/find-posts' )
		).uncheck();
		await page.getByRole( 'button', { name: 'Save settings' } ).click();
		await expect(
			page.locator( '.components-notice' ).getByText( 'Settings saved.' )
		).toBeVisible();
		expect( await leftovers( page, url ) ).toEqual( {
			option: true,
			table: true,
			cron: true,
		} );

		await page.goto( `${ url }/wp-admin/plugins.php` );
		await page
			.locator( `tr[data-slug="${ PLUGIN_SLUG }"] .deactivate a` )
			.click();
		await expect(
			page.locator( `tr[data-slug="${ PLUGIN_SLUG }"].inactive` )
		).toBeVisible();
		expect( await dashboardTools( page, url ) ).toEqual( [] );
		await expect(
			page.locator( '#webmcp-abilities-bridge-js' )
		).toHaveCount( 0 );

		await page.goto( `${ url }/wp-admin/plugins.php` );
		page.once( 'dialog', ( dialog ) => dialog.accept() );
		await page
			.locator( `tr[data-slug="${ PLUGIN_SLUG }"] .delete a` )
			.click();
		await expect(
			page.getByText( 'was successfully deleted' )
		).toBeVisible( { timeout: 30_000 } );
		expect( await leftovers( page, url ) ).toEqual( {
			option: false,
			table: false,
			cron: false,
		} );
	} );
} );
