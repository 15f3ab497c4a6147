/**
 * A fresh WordPress in the Playground CLI, without the plugin mounted: for the stories that
 * install the plugin the way a site owner would (its zip, a blueprint).
 */
import { execFile } from 'node:child_process';
import { copyFile, mkdir, readFile, rm } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { promisify } from 'node:util';

import { expect } from '@playwright/test';

import { startPlaygroundServer } from '../../bin/lib/playground-server.mjs';
import {
	createSiteFolder,
	PLUGIN_SLUG,
	PROJECT_DIR,
} from '../../bin/lib/wordpress-core.mjs';

/** Where `wp-scripts plugin-zip` writes the plugin zip. */
export const PLUGIN_ZIP = join( PROJECT_DIR, `${ PLUGIN_SLUG }.zip` );

/** Zips the built plugin, as a release would. */
export async function buildPluginZip(): Promise< string > {
	await promisify( execFile )( 'npx', [ 'wp-scripts', 'plugin-zip' ], {
		cwd: PROJECT_DIR,
	} );
	return PLUGIN_ZIP;
}

interface FreshSiteOptions {
	name: string;
	port: number;
	blueprint: object;
	/** Files for the blueprint to read (`bundled` resources), put next to it. */
	files?: string[];
	/** Must-use plugins from `e2e/fixtures`, besides the offline-site one every site gets. */
	muPlugins?: string[];
}

/**
 * @param options What the site needs.
 * @param body    Runs against the site's URL; the site is removed afterwards.
 */
export async function withFreshSite(
	options: FreshSiteOptions,
	body: ( url: string ) => Promise< void >
): Promise< void > {
	const siteDir = await createSiteFolder( options.name );
	const muPlugins = join( siteDir, 'wp-content', 'mu-plugins' );
	await mkdir( muPlugins, { recursive: true } );
	for ( const fixture of [
		'mu-plugins/offline-site.php',
		...( options.muPlugins ?? [] ),
	] ) {
		await copyFile(
			join( PROJECT_DIR, 'e2e', 'fixtures', fixture ),
			join( muPlugins, basename( fixture ) )
		);
	}
	for ( const file of options.files ?? [] ) {
		await copyFile( file, join( siteDir, basename( file ) ) );
	}
	const server = await startPlaygroundServer( {
		siteDir,
		port: options.port,
		blueprint: options.blueprint,
		mountPlugin: false,
	} );
	// What PHP logs while the site installs (Debian's core patches the installer) is not ours.
	const log = () =>
		readFile( join( siteDir, 'wp-content', 'debug.log' ), 'utf8' ).catch(
			() => ''
		);
	try {
		const installed = ( await log() ).length;
		await body( server.url );
		expect(
			( await log() ).slice( installed ),
			`PHP logged something on the ${ options.name } site`
		).toBe( '' );
	} finally {
		await server.stop();
		await rm( siteDir, { recursive: true, force: true } );
	}
}
