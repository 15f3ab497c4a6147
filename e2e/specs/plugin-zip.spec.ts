/**
 * The plugin installs like any other: on a fresh site, upload the zip through Plugins > Add
 * Plugin > Upload, activate it (tools appear), deactivate it (they go), delete it (its option,
 * table and scheduled event go too).
 */
import { execFile } from 'node:child_process';
import { copyFile, mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';

import type { Page } from '@playwright/test';

import { startPlaygroundServer } from '../../bin/lib/playground-server.mjs';
import { createSiteFolder, PLUGIN_SLUG, PROJECT_DIR } from '../../bin/lib/wordpress-core.mjs';
import { Agent } from '../utils/agent';
import { expect, test } from '../utils/clean-php-log';

const PORT = 9457;
const ZIP = join( PROJECT_DIR, `${ PLUGIN_SLUG }.zip` );

async function leftovers( page: Page, url: string ) {
	return ( await page.request.get( `${ url }/?webmcp_test_leftovers=1` ) ).json();
}

async function dashboardTools( page: Page, url: string ): Promise< string[] > {
	const agent = await Agent.attach( page );
	await page.goto( `${ url }/wp-admin/` );
	await page.waitForLoadState( 'networkidle' );
	return agent.settledToolNames();
}

test( 'the zip holds only the plugin’s runtime files', async () => {
	await promisify( execFile )( 'npx', [ 'wp-scripts', 'plugin-zip' ], { cwd: PROJECT_DIR } );
	const { stdout } = await promisify( execFile )( 'unzip', [ '-Z1', ZIP ] );
	const files = stdout.trim().split( '\n' );
	expect( files ).toContain( `${ PLUGIN_SLUG }/plugin.php` );
	expect( files ).toContain( `${ PLUGIN_SLUG }/uninstall.php` );
	expect( files ).toContain( `${ PLUGIN_SLUG }/readme.txt` );
	expect( files ).toContain( `${ PLUGIN_SLUG }/build/index.js` );
	expect( files ).toContain( `${ PLUGIN_SLUG }/build/settings.js` );
	expect( files.filter( ( file ) => /node_modules|\/e2e\/|\/src\/|\/test\/|\.map$|\.ts$/.test( file ) ) ).toEqual( [] );
} );

test( 'uploaded through wp-admin, the plugin activates, deactivates and uninstalls cleanly', async ( {
	page,
}, testInfo ) => {
	test.skip( testInfo.project.name !== 'playground', 'A fresh site without the plugin comes from the Playground CLI' );
	test.setTimeout( 180_000 );

	await promisify( execFile )( 'npx', [ 'wp-scripts', 'plugin-zip' ], { cwd: PROJECT_DIR } );
	const siteDir = await createSiteFolder( 'zip-install' );
	const muPlugins = join( siteDir, 'wp-content', 'mu-plugins' );
	await mkdir( muPlugins, { recursive: true } );
	for ( const fixture of [ 'mu-plugins/offline-site.php', 'leftovers-probe.php' ] ) {
		await copyFile( join( PROJECT_DIR, 'e2e', 'fixtures', fixture ), join( muPlugins, fixture.split( '/' ).pop() as string ) );
	}
	const server = await startPlaygroundServer( {
		siteDir,
		port: PORT,
		mountPlugin: false,
		blueprint: { landingPage: '/wp-admin/', preferredVersions: { php: '8.3', wp: 'latest' }, login: true, steps: [] },
	} );
	const { url } = server;
	try {
		await page.goto( `${ url }/wp-admin/plugin-install.php?tab=upload` );
		await page.locator( '#pluginzip' ).setInputFiles( ZIP );
		await page.locator( '#install-plugin-submit' ).click();
		await expect( page.getByText( 'Plugin installed successfully.' ) ).toBeVisible( { timeout: 60_000 } );
		await page.getByRole( 'link', { name: 'Activate Plugin' } ).click();
		await expect( page.locator( `tr[data-slug="${ PLUGIN_SLUG }"].active` ) ).toBeVisible();

		expect( await dashboardTools( page, url ) ).toContain( 'webmcp-abilities_get-site-overview' );
		await page.goto( `${ url }/wp-admin/options-general.php?page=webmcp-abilities` );
		// Saving the defaults stores nothing (WordPress skips unchanged options): make a choice.
		await page.locator( 'tr[data-ability="webmcp-abilities/find-posts"]' ).getByRole( 'checkbox' ).uncheck();
		await page.getByRole( 'button', { name: 'Save settings' } ).click();
		await expect( page.locator( '.components-notice' ).getByText( 'Settings saved.' ) ).toBeVisible();
		expect( await leftovers( page, url ) ).toEqual( { option: true, table: true, cron: true } );

		await page.goto( `${ url }/wp-admin/plugins.php` );
		await page.locator( `tr[data-slug="${ PLUGIN_SLUG }"] .deactivate a` ).click();
		await expect( page.locator( `tr[data-slug="${ PLUGIN_SLUG }"].inactive` ) ).toBeVisible();
		expect( await dashboardTools( page, url ) ).toEqual( [] );
		await expect( page.locator( '#webmcp-abilities-bridge-js' ) ).toHaveCount( 0 );

		await page.goto( `${ url }/wp-admin/plugins.php` );
		page.once( 'dialog', ( dialog ) => dialog.accept() );
		await page.locator( `tr[data-slug="${ PLUGIN_SLUG }"] .delete a` ).click();
		await expect( page.getByText( 'was successfully deleted' ) ).toBeVisible( { timeout: 30_000 } );
		expect( await leftovers( page, url ) ).toEqual( { option: false, table: false, cron: false } );
	} finally {
		await server.stop();
		await rm( siteDir, { recursive: true, force: true } );
	}
} );
