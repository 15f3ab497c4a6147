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
/**
 * @param {string[]} args PHPUnit's arguments.
 * @param {Object}   env  More of its environment.
 * @return {Promise<number>} Its exit status.
 */
const phpunit = ( args, env = {} ) =>
	new Promise( ( resolve, reject ) => {
		const run = spawn(
			join( PROJECT_DIR, 'vendor', 'bin', 'phpunit' ),
			args,
			{
				cwd: PROJECT_DIR,
				stdio: 'inherit',
				env: {
					...process.env,
					WEBMCP_ABILITIES_TEST_SITE: siteDir,
					WEBMCP_TEST_SCRIPTED_MODEL_URL: model.url,
					...env,
				},
			}
		);
		run.on( 'error', reject );
		run.on( 'exit', ( code ) => resolve( code ?? 1 ) );
	} );

let status = 1;
try {
	const args = process.argv.slice( 2 );
	status = await phpunit( args );
	// The whole suite goes on to hold other plugins' tools to the tool contract: a second run,
	// since their fixtures (the store) must be there as WordPress loads, and nowhere before.
	if ( status === 0 && args.length === 0 ) {
		process.stdout.write(
			"\nThe tool contract over other plugins' tools (the store fixture):\n"
		);
		status = await phpunit( [ '--filter', 'Tool_Contract_Test' ], {
			WEBMCP_ABILITIES_ECOSYSTEM: '1',
		} );
	}
} finally {
	await model.stop();
	await database.stop();
	await rm( siteDir, { recursive: true, force: true } );
}
process.exit( status );
