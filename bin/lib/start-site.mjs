/**
 * The site `npm start` runs, with ONLY this plugin: in the Playground CLI (blueprints/local.json,
 * logged in), or, `native`, on the system's PHP and MariaDB. The bench starts the same sites.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

import { startNativeServer } from './native-server.mjs';
import { startPlaygroundServer } from './playground-server.mjs';
import { PROJECT_DIR } from './wordpress-core.mjs';

/**
 * @param {Object}                 options
 * @param {string}                 options.siteDir   A core folder the site may write to.
 * @param {number}                 options.port      Port to listen on.
 * @param {boolean}                options.native    The system's PHP and MariaDB instead of Playground.
 * @param {number}                 [options.workers] Playground's PHP workers (the CLI's default, one
 *                                                   on 2 cores: two load the dashboard about a
 *                                                   quarter faster, but over one SQLite file a
 *                                                   save in the editor sometimes never answered).
 * @param {(line: string) => void} [options.log]     Receives the Playground CLI's output.
 * @return {Promise<{ url: string, stop: () => Promise<void> }>} The site's address, and how to stop it.
 */
export async function startStartSite( {
	siteDir,
	port,
	native,
	workers,
	log,
} ) {
	if ( native ) {
		return startNativeServer( {
			siteDir,
			port,
			fixtures: [
				join( PROJECT_DIR, 'bin', 'lib', 'offline-updates.php' ),
			],
		} );
	}
	const blueprint = JSON.parse(
		await readFile(
			join( PROJECT_DIR, 'blueprints', 'local.json' ),
			'utf8'
		)
	);
	return startPlaygroundServer( { siteDir, port, blueprint, workers, log } );
}
