/**
 * On a subdirectory multisite (Debian's PHP with MariaDB, a network of its own): activated on
 * one site, the plugin sets up that site alone; network-activated, it sets up every site, also
 * one added later, whose agent calls are logged in that site's own table; on a network too
 * large to walk, a site is set up by its first request and write; deleted from the network
 * admin, it removes every site's option, table, table version and scheduled prune.
 */
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';

import type { Page } from '@playwright/test';

import { startNativeServer } from '../../../bin/lib/native-server.mjs';
import {
	createSiteFolder,
	PLUGIN_SLUG,
	PROJECT_DIR,
} from '../../../bin/lib/wordpress-core.mjs';
import { Agent } from '../../utils/agent';
import { expect, test } from '../../utils/clean-php-log';
import { logIn } from '../../utils/log-in';
import { addMuPlugins } from '../../utils/mu-plugins';
import { dashboardTools } from '../../utils/page-watch';
import {
	findAbility,
	offerSwitch,
	openSettingsTab,
} from '../../utils/settings-screen';
import { ownTool } from '../../utils/tool-names';
import { testPort } from '../../runtimes';

const NETWORK = `http://127.0.0.1:${ testPort( 9458 ) }`;
const FIXTURES = join( PROJECT_DIR, 'e2e', 'fixtures' );
const PLUGIN_ROW = `tr[data-slug="${ PLUGIN_SLUG }"]`;

interface SiteState {
	option: boolean;
	table: boolean;
	version: boolean;
	cron: boolean;
	entries: number;
}
const NOTHING = {
	option: false,
	table: false,
	version: false,
	cron: false,
	entries: 0,
};

let network: { stop: () => Promise< void > } | undefined;
let siteDir = '';

/**
 * @param page A page logged in as the network admin.
 * @return Each site's data, by path (`/`, `/before/`, …).
 */
async function networkState(
	page: Page
): Promise< Record< string, SiteState > > {
	return (
		await page.request.get( `${ NETWORK }/?webmcp_test_network=1` )
	).json();
}

async function phpLog(): Promise< string > {
	return readFile( join( siteDir, 'wp-content', 'debug.log' ), 'utf8' ).catch(
		() => ''
	);
}

/**
 * Adds a site in the network admin, as a person would.
 * @param page A page logged in as the network admin.
 * @param slug The new site’s slug.
 */
async function addSite( page: Page, slug: string ): Promise< void > {
	await page.goto( '/wp-admin/network/site-new.php' );
	await page.locator( '#site-address' ).fill( slug );
	await page.locator( '#site-title' ).fill( slug );
	await page.locator( '#admin-email' ).fill( 'admin@example.org' );
	await page.locator( '#add-site' ).click();
	await expect( page.locator( '#message' ) ).toContainText( 'Site added' );
}

async function networkActivation(
	page: Page,
	link: 'activate' | 'deactivate'
): Promise< void > {
	await page.goto( '/wp-admin/network/plugins.php' );
	await page.locator( `${ PLUGIN_ROW } .${ link } a` ).click();
	await expect(
		page.locator(
			`${ PLUGIN_ROW }.${ link === 'activate' ? 'active' : 'inactive' }`
		)
	).toBeVisible();
}

test.describe.configure( { mode: 'serial' } );
test.use( { baseURL: NETWORK } );

test.beforeAll( async ( {}, testInfo ) => {
	test.skip(
		testInfo.project.name !== 'native',
		'The network runs on Debian’s PHP with MariaDB'
	);
	test.setTimeout( 120_000 );
	siteDir = await createSiteFolder( 'multisite' );
	await addMuPlugins( siteDir, [
		'mu-plugins/offline-site.php',
		'offline-network.php',
		'network-probe.php',
	] );
	network = await startNativeServer( {
		siteDir,
		port: testPort( 9458 ),
		multisite: true,
		activate: false,
		// Deleting the plugin in the network admin deletes this copy, not the working tree.
		copyPlugin: true,
		fixtures: [ join( FIXTURES, 'network-sites.php' ) ],
	} );
} );

test.afterAll( async () => {
	await network?.stop();
	if ( siteDir ) {
		await rm( siteDir, { recursive: true, force: true } );
	}
} );

// The suite's check watches the suite's own site; this network has its own PHP log.
let logBefore = 0;
test.beforeEach( async () => {
	logBefore = ( await phpLog() ).length;
} );
test.afterEach( async () => {
	expect(
		( await phpLog() ).slice( logBefore ),
		'PHP logged something on the network'
	).toBe( '' );
} );

test( 'activated on one site of the network, the plugin sets up and offers tools on that site alone', async ( {
	page,
} ) => {
	await logIn( page, 'admin' );
	await page.goto( '/before/wp-admin/plugins.php' );
	await page.locator( `${ PLUGIN_ROW } .activate a` ).click();
	await expect( page.locator( `${ PLUGIN_ROW }.active` ) ).toBeVisible();

	expect( await networkState( page ) ).toEqual( {
		'/': NOTHING,
		'/before/': { ...NOTHING, table: true, version: true, cron: true },
	} );
	expect( await dashboardTools( page, `${ NETWORK }/before` ) ).toContain(
		ownTool( 'get-site-overview' )
	);
	expect( await dashboardTools( page, NETWORK ) ).toEqual( [] );

	await page.goto( '/before/wp-admin/plugins.php' );
	await page.locator( `${ PLUGIN_ROW } .deactivate a` ).click();
	await expect( page.locator( `${ PLUGIN_ROW }.inactive` ) ).toBeVisible();
	expect( ( await networkState( page ) )[ '/before/' ] ).toEqual( {
		...NOTHING,
		table: true,
		version: true,
	} );
} );

test( 'network-activated, every site and a site added later get their table and prune, and an agent’s call is logged on its own site', async ( {
	page,
} ) => {
	await logIn( page, 'admin' );
	await networkActivation( page, 'activate' );
	const ready = { ...NOTHING, table: true, version: true, cron: true };
	expect( await networkState( page ) ).toEqual( {
		'/': ready,
		'/before/': ready,
	} );

	await addSite( page, 'after' );
	// Before anyone opens the new site's wp-admin.
	expect( ( await networkState( page ) )[ '/after/' ] ).toEqual( ready );

	const agent = await Agent.attach( page );
	await page.goto( '/after/wp-admin/' );
	await expect
		.poll( () => agent.toolNames() )
		.toContain( ownTool( 'get-site-overview' ) );
	const response = await agent.call( ownTool( 'get-site-overview' ) );
	expect( response.output ).toMatchObject( {
		ok: true,
		result: { url: `${ NETWORK }/after/` },
	} );

	await expect
		.poll( async () =>
			Object.values( await networkState( page ) ).map(
				( site ) => site.entries
			)
		)
		.toEqual( [ 0, 0, 1 ] );
	expect( Object.keys( await networkState( page ) ) ).toEqual( [
		'/',
		'/before/',
		'/after/',
	] );
} );

test( 'on a network too large to walk, a site gets its table and prune with its first agent call, without a visit to its wp-admin', async ( {
	page,
} ) => {
	await logIn( page, 'admin' );
	await networkActivation( page, 'deactivate' );
	await addSite( page, 'lazy' );
	expect(
		await (
			await page.request.get(
				`${ NETWORK }/?webmcp_test_large_network=1`
			)
		).json()
	).toEqual( { large: true } );
	await networkActivation( page, 'activate' );
	expect( ( await networkState( page ) )[ '/lazy/' ] ).toEqual( NOTHING );

	// An agent's call as the bridge sends it, to that site's REST API alone (a REST nonce does
	// not depend on the site; the main site's admin-ajax hands it out).
	const nonce = await (
		await page.request.get(
			`${ NETWORK }/wp-admin/admin-ajax.php?action=rest-nonce`
		)
	).text();
	const run = await page.request.get(
		`${ NETWORK }/lazy/wp-json/wp-abilities/v1/abilities/webmcp-abilities/get-site-overview/run`,
		{
			headers: {
				'X-WP-Nonce': nonce,
				'X-WebMCP-Abilities-Tool': ownTool( 'get-site-overview' ),
			},
		}
	);
	expect( run.status() ).toBe( 200 );
	expect( await run.json() ).toMatchObject( { url: `${ NETWORK }/lazy/` } );
	expect( ( await networkState( page ) )[ '/lazy/' ] ).toEqual( {
		...NOTHING,
		table: true,
		version: true,
		cron: true,
		entries: 1,
	} );
	await page.request.get( `${ NETWORK }/?webmcp_test_large_network=0` );
} );

test( 'deleted from the network admin, the plugin removes every site’s option, table, version and prune', async ( {
	page,
} ) => {
	await logIn( page, 'admin' );
	for ( const site of [ '', '/before', '/after', '/lazy' ] ) {
		await openSettingsTab( page, 'abilities', site );
		// Saving the defaults stores nothing (WordPress skips unchanged options): make a choice.
		await offerSwitch(
			await findAbility( page, 'webmcp-abilities/find-posts' )
		).uncheck();
		await page.getByRole( 'button', { name: 'Save settings' } ).click();
		await expect(
			page.locator( '.components-notice' ).getByText( 'Settings saved.' )
		).toBeVisible();
	}
	const before = await networkState( page );
	expect(
		Object.values( before ).map( ( { entries, ...site } ) => site )
	).toEqual(
		Array( 4 ).fill( {
			option: true,
			table: true,
			version: true,
			cron: true,
		} )
	);

	await networkActivation( page, 'deactivate' );
	// Once the screen's script runs, Delete asks in a dialog and deletes in the background.
	await page.waitForLoadState( 'load' );
	page.once( 'dialog', ( dialog ) => dialog.accept() );
	await page.locator( `${ PLUGIN_ROW } .delete a` ).click();
	await expect( page.getByText( 'was successfully deleted' ) ).toBeVisible( {
		timeout: 30_000,
	} );

	expect( await networkState( page ) ).toEqual( {
		'/': NOTHING,
		'/before/': NOTHING,
		'/after/': NOTHING,
		'/lazy/': NOTHING,
	} );
} );
