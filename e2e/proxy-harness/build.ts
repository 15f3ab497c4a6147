/**
 * Puts the proxy harness (page + bundled script) into a site folder, so the harness is served
 * from the same origin as WordPress, as Playground's website and its iframe are.
 */
import { copyFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';

import { build } from 'esbuild';

import { PROJECT_DIR } from '../../bin/lib/wordpress-core.mjs';

const HARNESS_DIR = join( PROJECT_DIR, 'e2e', 'proxy-harness' );

/** Where the harness page is on every test site. */
export const HARNESS_PATH = '/webmcp-proxy-harness/index.html';

/**
 * @param siteDir The WordPress folder the test server serves.
 */
export async function installProxyHarness( siteDir: string ): Promise< void > {
	const target = join( siteDir, 'webmcp-proxy-harness' );
	await mkdir( target, { recursive: true } );
	await copyFile(
		join( HARNESS_DIR, 'index.html' ),
		join( target, 'index.html' )
	);
	await build( {
		entryPoints: [ join( HARNESS_DIR, 'top-page.ts' ) ],
		bundle: true,
		format: 'esm',
		platform: 'browser',
		target: 'chrome120',
		outfile: join( target, 'top-page.js' ),
		logLevel: 'warning',
	} );
}
