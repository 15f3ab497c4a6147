/**
 * Starts the suite's WordPress sites before it, and stops them after it: one per worker of the
 * native project, one Playground; and a scripted model per worker.
 */
import { cp, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { startNativeServer } from '../bin/lib/native-server.mjs';
import { startPlaygroundServer } from '../bin/lib/playground-server.mjs';
import { startScriptedModel } from '../bin/lib/scripted-model.mjs';
import { createSiteFolder, PROJECT_DIR } from '../bin/lib/wordpress-core.mjs';
import { installProxyHarness } from './proxy-harness/build';
import {
	nativeWorkers,
	nativePort,
	phpLogVariable,
	RUNTIMES,
	selectedRuntimes,
	type Runtime,
} from './runtimes';
import { playgroundBlueprint } from './utils/playground-blueprint';
import { scriptedModelPort } from './utils/scripted-model';

const FIXTURES = [ join( PROJECT_DIR, 'e2e', 'fixtures', 'users.php' ) ];

interface Server {
	stop: () => Promise< void >;
}

/**
 * @param runtime The runtime.
 * @param port    Where the site listens.
 */
async function start( runtime: Runtime, port: number ): Promise< Server > {
	const siteDir = await createSiteFolder( runtime );
	await cp(
		join( PROJECT_DIR, 'e2e', 'fixtures', 'mu-plugins' ),
		join( siteDir, 'wp-content', 'mu-plugins' ),
		{
			recursive: true,
		}
	);
	await installProxyHarness( siteDir );
	// Specs read the PHP log of the site they run against. It exists from the start, so a
	// missing log means the check is broken, not that nothing was logged.
	const debugLog = join( siteDir, 'wp-content', 'debug.log' );
	await writeFile( debugLog, '' );
	process.env[ phpLogVariable( port ) ] = debugLog;
	const server =
		runtime === 'native'
			? await startNativeServer( { siteDir, port, fixtures: FIXTURES } )
			: await startPlaygroundServer( {
					siteDir,
					port,
					blueprint: await playgroundBlueprint( FIXTURES ),
				} );
	return {
		async stop() {
			await server.stop();
			await rm( siteDir, { recursive: true, force: true } );
		},
	};
}

/**
 * @return The native sites, started one after another: two MariaDB installs at once once failed
 *         on a temporary table of one of them.
 */
function startNativeSites(): Promise< Server >[] {
	let previous: Promise< unknown > = Promise.resolve();
	return Array.from( { length: nativeWorkers() }, ( _, worker ) => {
		const site = previous.then(
			() => start( 'native', nativePort( worker ) ),
			() => start( 'native', nativePort( worker ) )
		);
		previous = site;
		return site;
	} );
}

export default async function globalSetup(): Promise< () => Promise< void > > {
	const started = await Promise.allSettled( [
		...selectedRuntimes().flatMap( ( runtime ) =>
			runtime === 'native'
				? startNativeSites()
				: [ start( runtime, RUNTIMES[ runtime ].port ) ]
		),
		// One scripted model per worker, whichever site it tests; a spec switches its provider
		// on for its browser.
		...Array.from( { length: nativeWorkers() }, ( _, worker ) =>
			startScriptedModel( scriptedModelPort( worker ) )
		),
	] );
	const servers = started.flatMap( ( result ) =>
		result.status === 'fulfilled' ? [ result.value ] : []
	);
	const stopAll = async () => {
		await Promise.all( servers.map( ( server ) => server.stop() ) );
	};
	const failure = started.find( ( result ) => result.status === 'rejected' );
	if ( failure ) {
		await stopAll();
		throw failure.reason;
	}
	return stopAll;
}
