/**
 * A fresh Playground site on a PHP version of the CLI's own builds (`@php-wasm/node-8-*`), with
 * only this plugin, active, and WP_DEBUG on: no test users, no must-use plugins. For the
 * compatibility run (`e2e/specs/playground/php-versions.spec.ts`).
 */
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { startPlaygroundServer } from '../../bin/lib/playground-server.mjs';
import { createSiteFolder } from '../../bin/lib/wordpress-core.mjs';
import { phpLogVariable } from '../runtimes';
import { playgroundBlueprint } from './playground-blueprint';

export interface PhpVersionSite {
	url: string;
	stop: () => Promise< void >;
}

/**
 * @param php  The PHP version, such as `8.1`.
 * @param port Where the site listens.
 * @return The site, once WordPress answers; `readPhpLog()` (`clean-php-log.ts`) reads its log.
 */
export async function startPhpVersionSite(
	php: string,
	port: number
): Promise< PhpVersionSite > {
	const siteDir = await createSiteFolder( `php-${ php }` );
	// It exists from the start, so a missing log means the check is broken, not that nothing
	// was logged.
	const debugLog = join( siteDir, 'wp-content', 'debug.log' );
	await writeFile( debugLog, '' );
	process.env[ phpLogVariable( port ) ] = debugLog;
	try {
		const server = await startPlaygroundServer( {
			siteDir,
			port,
			php,
			blueprint: await playgroundBlueprint(),
		} );
		return {
			url: server.url,
			async stop() {
				await server.stop();
				await rm( siteDir, { recursive: true, force: true } );
			},
		};
	} catch ( error ) {
		await rm( siteDir, { recursive: true, force: true } );
		throw error;
	}
}
