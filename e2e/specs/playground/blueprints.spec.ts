/**
 * The blueprints: valid against the schema Playground ships, the README's link is the release
 * blueprint, and that blueprint really installs the plugin zip into a logged-in wp-admin.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

import { expect, test } from '@playwright/test';
import { validateBlueprint } from '@wp-playground/blueprints';

import { playgroundLink } from '../../../bin/playground-link.mjs';
import { PLUGIN_SLUG, PROJECT_DIR } from '../../../bin/lib/wordpress-core.mjs';
import { Agent } from '../../utils/agent';
import { buildPluginZip, withFreshSite } from '../../utils/fresh-site';
import { testPort } from '../../runtimes';

const PORT = testPort( 9456 );
const BLUEPRINTS = [ 'local.json', 'playground.json' ];

async function readBlueprint( name: string ) {
	return JSON.parse(
		await readFile( join( PROJECT_DIR, 'blueprints', name ), 'utf8' )
	);
}

for ( const name of BLUEPRINTS ) {
	test( `blueprints/${ name } is valid against Playground's blueprint schema`, async () => {
		expect( validateBlueprint( await readBlueprint( name ) ) ).toEqual( {
			valid: true,
		} );
	} );
}

test( 'the schema check does refuse a broken blueprint', async () => {
	const broken = {
		...( await readBlueprint( 'playground.json' ) ),
		landingPage: 5,
	};
	expect( validateBlueprint( broken ).valid ).toBe( false );
} );

test( 'the release blueprint asks for PHP 8.3, the latest WordPress, a login and wp-admin', async () => {
	expect( await readBlueprint( 'playground.json' ) ).toMatchObject( {
		landingPage: '/wp-admin/',
		preferredVersions: { php: '8.3', wp: 'latest' },
		login: true,
		steps: [
			{
				step: 'installPlugin',
				pluginData: { resource: 'url' },
				options: { activate: true },
			},
		],
	} );
} );

test( 'the README’s “open in Playground” link carries the release blueprint', async () => {
	const readme = await readFile( join( PROJECT_DIR, 'README.md' ), 'utf8' );
	expect( readme ).toContain( `(${ await playgroundLink() })` );
} );

test( 'the release blueprint installs the plugin zip and lands logged in on wp-admin with the tools', async ( {
	page,
}, testInfo ) => {
	test.skip(
		! testInfo.project.name.startsWith( 'playground' ),
		'Blueprints run in the Playground CLI'
	);
	test.setTimeout( 150_000 );

	// The zip a release publishes, built from this tree; the blueprint reads it from next to itself
	// instead of the release URL, which this closed network cannot reach.
	const zip = await buildPluginZip();
	const blueprint = await readBlueprint( 'playground.json' );
	blueprint.steps[ 0 ].pluginData = {
		resource: 'bundled',
		path: `/${ PLUGIN_SLUG }.zip`,
	};
	expect( validateBlueprint( blueprint ) ).toEqual( { valid: true } );

	await withFreshSite(
		{ name: 'release-blueprint', port: PORT, blueprint, files: [ zip ] },
		async ( url ) => {
			const agent = await Agent.attach( page );
			await page.goto( `${ url }${ blueprint.landingPage }` );
			await expect( page.locator( '#wpadminbar' ) ).toBeVisible();
			await expect
				.poll( () => agent.toolNames(), { timeout: 20_000 } )
				.toContain( 'wp_get-site-overview' );
			await page.goto( `${ url }/wp-admin/plugins.php` );
			await expect(
				page.locator( `tr[data-slug="${ PLUGIN_SLUG }"].active` )
			).toBeVisible();
		}
	);
} );
