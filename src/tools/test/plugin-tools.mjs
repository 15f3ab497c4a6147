/**
 * Installs a fresh native site with the plugin (as `npm run test:php` does), prints what
 * `plugin-tools.php` reads from it, and removes the site again.
 */
import { execFile } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

import { installNativeSite } from '../../../bin/lib/native-server.mjs';
import { createSiteFolder } from '../../../bin/lib/wordpress-core.mjs';

const siteDir = await createSiteFolder( 'tool-budgets' );
try {
	// Nothing listens there: the address only fills WP_HOME.
	const database = await installNativeSite( {
		siteDir,
		host: '127.0.0.1:8',
	} );
	try {
		const { stdout } = await promisify( execFile )(
			'php',
			[
				fileURLToPath( new URL( 'plugin-tools.php', import.meta.url ) ),
				siteDir,
			],
			{ maxBuffer: 16 * 1024 * 1024 }
		);
		process.stdout.write( stdout );
	} finally {
		await database.stop();
	}
} finally {
	await rm( siteDir, { recursive: true, force: true } );
}
