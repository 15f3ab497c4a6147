/**
 * The blueprints: valid against the schema Playground ships, the README's link is the release
 * blueprint, and that blueprint really installs the plugin zip into a logged-in wp-admin.
 */
import { execFile } from 'node:child_process';
import { copyFile, mkdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';

import { validateBlueprint } from '@wp-playground/blueprints';

import { playgroundLink } from '../../bin/playground-link.mjs';
import { startPlaygroundServer } from '../../bin/lib/playground-server.mjs';
import { createSiteFolder, PLUGIN_SLUG, PROJECT_DIR } from '../../bin/lib/wordpress-core.mjs';
import { Agent } from '../utils/agent';
import { expect, test } from '../utils/clean-php-log';

const PORT = 9456;
const BLUEPRINTS = [ 'local.json', 'playground.json' ];

async function readBlueprint( name: string ) {
	return JSON.parse( await readFile( join( PROJECT_DIR, 'blueprints', name ), 'utf8' ) );
}

for ( const name of BLUEPRINTS ) {
	test( `blueprints/${ name } is valid against Playground's blueprint schema`, async () => {
		expect( validateBlueprint( await readBlueprint( name ) ) ).toEqual( { valid: true } );
	} );
}

test( 'the schema check does refuse a broken blueprint', async () => {
	const broken = { ...( await readBlueprint( 'playground.json' ) ), landingPage: 5 };
	expect( validateBlueprint( broken ).valid ).toBe( false );
} );

test( 'the release blueprint asks for PHP 8.3, the latest WordPress, a login and wp-admin', async () => {
	expect( await readBlueprint( 'playground.json' ) ).toMatchObject( {
		landingPage: '/wp-admin/',
		preferredVersions: { php: '8.3', wp: 'latest' },
		login: true,
		steps: [ { step: 'installPlugin', pluginData: { resource: 'url' }, options: { activate: true } } ],
	} );
} );

test( 'the README’s “open in Playground” link carries the release blueprint', async () => {
	const readme = await readFile( join( PROJECT_DIR, 'README.md' ), 'utf8' );
	expect( readme ).toContain( `(${ await playgroundLink() })` );
} );

test( 'the release blueprint installs the plugin zip and lands logged in on wp-admin with the tools', async ( {
	page,
}, testInfo ) => {
	test.skip( testInfo.project.name !== 'playground', 'Blueprints run in the Playground CLI' );
	test.setTimeout( 150_000 );

	// The zip a release publishes, built from this tree; the blueprint reads it from next to itself
	// instead of the release URL, which this closed network cannot reach.
	await promisify( execFile )( 'npx', [ 'wp-scripts', 'plugin-zip' ], { cwd: PROJECT_DIR } );
	const siteDir = await createSiteFolder( 'release-blueprint' );
	await copyFile( join( PROJECT_DIR, `${ PLUGIN_SLUG }.zip` ), join( siteDir, `${ PLUGIN_SLUG }.zip` ) );
	const muPlugins = join( siteDir, 'wp-content', 'mu-plugins' );
	await mkdir( muPlugins, { recursive: true } );
	await copyFile( join( PROJECT_DIR, 'e2e', 'fixtures', 'mu-plugins', 'offline-site.php' ), join( muPlugins, 'offline-site.php' ) );
	const blueprint = await readBlueprint( 'playground.json' );
	blueprint.steps[ 0 ].pluginData = { resource: 'bundled', path: `/${ PLUGIN_SLUG }.zip` };
	expect( validateBlueprint( blueprint ) ).toEqual( { valid: true } );

	const server = await startPlaygroundServer( { siteDir, port: PORT, blueprint, mountPlugin: false } );
	try {
		const agent = await Agent.attach( page );
		await page.goto( `${ server.url }${ blueprint.landingPage }` );
		await expect( page.locator( '#wpadminbar' ) ).toBeVisible();
		await expect.poll( () => agent.toolNames(), { timeout: 20_000 } ).toContain(
			'webmcp-abilities_get-site-overview'
		);
		await page.goto( `${ server.url }/wp-admin/plugins.php` );
		await expect( page.locator( `tr[data-slug="${ PLUGIN_SLUG }"].active` ) ).toBeVisible();
	} finally {
		await server.stop();
		await rm( siteDir, { recursive: true, force: true } );
	}
} );
