/**
 * `npm run test:php`: PHPUnit against a real WordPress, a fresh native site (MariaDB) with the
 * plugin active, which the suite loads through its `wp-load.php`. Arguments go to PHPUnit
 * (`npm run test:php -- --filter Rate_Limiter`).
 */
import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';

import { installNativeSite } from './lib/native-server.mjs';
import { startScriptedModel } from './lib/scripted-model.mjs';
import { PROJECT_DIR, createSiteFolder } from './lib/wordpress-core.mjs';

const siteDir = await createSiteFolder( 'phpunit' );
// Nothing listens there: the address only fills WP_HOME, which links and cookies are built from.
const database = await installNativeSite( { siteDir, host: '127.0.0.1:8' } );
// The assistant's tests reach a provider over real HTTP: the scripted model stands in for one.
const model = await startScriptedModel();
let status = 1;
try {
	status = await new Promise( ( resolve, reject ) => {
		const phpunit = spawn(
			join( PROJECT_DIR, 'vendor', 'bin', 'phpunit' ),
			process.argv.slice( 2 ),
			{
				cwd: PROJECT_DIR,
				stdio: 'inherit',
				env: {
					...process.env,
					WEBMCP_ABILITIES_TEST_SITE: siteDir,
					WEBMCP_TEST_SCRIPTED_MODEL_URL: model.url,
				},
			}
		);
		phpunit.on( 'error', reject );
		phpunit.on( 'exit', ( code ) => resolve( code ?? 1 ) );
	} );
} finally {
	await model.stop();
	await database.stop();
	await rm( siteDir, { recursive: true, force: true } );
}
process.exit( status );
