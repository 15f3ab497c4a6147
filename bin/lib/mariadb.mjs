/**
 * A throwaway MariaDB server for one test run: its own data folder, reachable only through a
 * Unix socket, so it never clashes with a server the machine already runs.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

import { spawnTethered, stopProcessGroup } from './process-group.mjs';

const run = promisify( execFile );

/**
 * Debian puts the server in /usr/sbin, outside a normal user's PATH.
 * @param {string} name A MariaDB program’s name.
 */
function binary( name ) {
	return (
		[ `/usr/sbin/${ name }`, `/usr/bin/${ name }` ].find( existsSync ) ??
		name
	);
}

/**
 * @param {Object} options
 * @param {string} options.database Database to create.
 * @param {string} options.user     User to create, with every privilege on it.
 * @param {string} options.password Its password.
 * @return {Promise<{ socket: string, restart: (downFor?: number) => Promise<void>, stop: () => Promise<void> }>}
 *         Its socket; a restart (stopped as a crash would, left down for `downFor` ms, then
 *         started on the same data); a stop.
 */
export async function startMariaDB( { database, user, password } ) {
	const dir = await mkdtemp( join( tmpdir(), 'webmcp-abilities-mariadb-' ) );
	const dataDir = join( dir, 'data' );
	const socket = join( dir, 'mariadb.sock' );
	const osUser = userInfo().username;
	// Its own temporary folder: two installs at once in the shared /tmp once failed on a
	// temporary table of the bootstrap that was gone when it dropped it.
	const tmpDir = join( dir, 'tmp' );
	await mkdir( tmpDir );

	await run( binary( 'mariadb-install-db' ), [
		`--datadir=${ dataDir }`,
		`--tmpdir=${ tmpDir }`,
		`--user=${ osUser }`,
		'--auth-root-authentication-method=socket',
		'--skip-test-db',
	] );

	const client = ( sql ) =>
		run( binary( 'mariadb' ), [
			`--socket=${ socket }`,
			'--user=root',
			'--execute',
			sql,
		] );
	let server = null;
	const launch = async () => {
		server = spawnTethered( binary( 'mariadbd' ), [
			'--no-defaults',
			`--datadir=${ dataDir }`,
			`--tmpdir=${ tmpDir }`,
			`--socket=${ socket }`,
			`--pid-file=${ join( dir, 'mariadb.pid' ) }`,
			`--user=${ osUser }`,
			'--skip-networking',
			'--skip-log-bin',
			'--innodb-buffer-pool-size=64M',
		] );
		const deadline = Date.now() + 30_000;
		for (;;) {
			try {
				await client( 'SELECT 1' );
				return;
			} catch ( error ) {
				if ( server.exitCode !== null || Date.now() > deadline ) {
					throw new Error(
						`MariaDB did not start: ${ error.message }`
					);
				}
				await new Promise( ( resolve ) => setTimeout( resolve, 100 ) );
			}
		}
	};
	await launch();
	await client(
		`CREATE DATABASE \`${ database }\`;
		CREATE USER '${ user }'@'localhost' IDENTIFIED BY '${ password }';
		GRANT ALL ON \`${ database }\`.* TO '${ user }'@'localhost';`
	);

	return {
		socket,
		async restart( downFor = 0 ) {
			process.kill( -server.pid, 'SIGKILL' );
			await new Promise( ( resolve ) => server.once( 'exit', resolve ) );
			await new Promise( ( resolve ) => setTimeout( resolve, downFor ) );
			await launch();
		},
		async stop() {
			await stopProcessGroup( server );
			await rm( dir, { recursive: true, force: true } );
		},
	};
}
