#!/usr/bin/env node
/**
 * `npm start`: a fresh WordPress (>= 6.9) in the Playground CLI with this working tree mounted as
 * the active plugin, at http://127.0.0.1:9400 (PORT overrides). Ctrl-C stops it and deletes the
 * site; the cached WordPress core stays for the next start.
 */
/* eslint-disable no-console -- a command-line script: the console is where it talks. */
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';

import { startPlaygroundServer } from './lib/playground-server.mjs';
import { createSiteFolder, PROJECT_DIR } from './lib/wordpress-core.mjs';

const port = Number( process.env.PORT ?? 9400 );
const blueprint = JSON.parse(
	await readFile( join( PROJECT_DIR, 'blueprints', 'local.json' ), 'utf8' )
);

console.log( 'Preparing WordPress…' );
const siteDir = await createSiteFolder( 'start' );
let server;
try {
	server = await startPlaygroundServer( {
		siteDir,
		port,
		blueprint,
		log: ( line ) => console.log( `  ${ line }` ),
	} );
} catch ( error ) {
	await rm( siteDir, { recursive: true, force: true } );
	console.error( error.message );
	process.exit( 1 );
}

console.log( `
WordPress is running with WebMCP Abilities active.
  wp-admin: ${ server.url }/wp-admin/  (you are logged in; user admin, password password)
  Open it in Chromium started with --enable-features=WebMCP to see the tools.
Press Ctrl-C to stop.` );

let stopping = false;
const stop = async () => {
	if ( stopping ) {
		return;
	}
	stopping = true;
	console.log( '\nStopping WordPress…' );
	await server.stop();
	await rm( siteDir, { recursive: true, force: true } );
	process.exit( 0 );
};
process.on( 'SIGINT', stop );
process.on( 'SIGTERM', stop );
