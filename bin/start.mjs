#!/usr/bin/env node
/**
 * `npm start`: a fresh WordPress (>= 6.9) with this working tree as the active plugin, at
 * http://127.0.0.1:9400 (PORT overrides), and nothing else installed. By default it runs in the
 * Playground CLI (PHP in WebAssembly, SQLite), logged in; `npm start -- --native` runs it on the
 * system's PHP and MariaDB instead, about ten times faster (log in as admin / password). Ctrl-C
 * stops it and deletes the site; the cached WordPress core stays for the next start.
 */
/* eslint-disable no-console -- a command-line script: the console is where it talks. */
import { rm } from 'node:fs/promises';

import { startStartSite } from './lib/start-site.mjs';
import { createSiteFolder } from './lib/wordpress-core.mjs';

const port = Number( process.env.PORT ?? 9400 );
const native = process.argv.includes( '--native' );

console.log(
	`Preparing WordPress (${
		native ? 'PHP and MariaDB of this machine' : 'Playground CLI'
	})…`
);
const siteDir = await createSiteFolder( 'start' );
let server;
try {
	server = await startStartSite( {
		siteDir,
		port,
		native,
		log: ( line ) => console.log( `  ${ line }` ),
	} );
} catch ( error ) {
	await rm( siteDir, { recursive: true, force: true } );
	console.error( error.message );
	process.exit( 1 );
}

console.log( `
WordPress is running with WebMCP Abilities active.
  wp-admin: ${ server.url }/wp-admin/  (${
		native ? 'log in as' : 'you are logged in;'
  } user admin, password password)
  Site files: ${ siteDir } (PHP's log: wp-content/debug.log)
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
