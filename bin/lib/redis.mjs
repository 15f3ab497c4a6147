/**
 * A throwaway Redis for one test run: on loopback, nothing saved to disk, in a folder of its
 * own. It can be stopped and started again on the same port (empty, as a restarted cache is),
 * and paused, which is how a slow or hung cache looks to PHP.
 */
import { existsSync } from 'node:fs';
import { connect } from 'node:net';

import { spawnTethered, stopProcessGroup } from './process-group.mjs';

const BINARY = [ '/usr/bin/redis-server', '/usr/sbin/redis-server' ].find(
	existsSync
);

/**
 * @param {number} port
 * @return {Promise<void>} Resolves when Redis answers PING on the port.
 */
async function answers( port ) {
	const deadline = Date.now() + 15_000;
	for (;;) {
		const ok = await new Promise( ( resolve ) => {
			const socket = connect( port, '127.0.0.1' );
			socket.once( 'error', () => resolve( false ) );
			socket.once( 'connect', () => socket.write( 'PING\r\n' ) );
			socket.once( 'data', ( data ) => {
				socket.destroy();
				resolve( data.toString().startsWith( '+PONG' ) );
			} );
		} );
		if ( ok ) {
			return;
		}
		if ( Date.now() > deadline ) {
			throw new Error( `Redis did not answer on port ${ port }.` );
		}
		await new Promise( ( resolve ) => setTimeout( resolve, 50 ) );
	}
}

/**
 * @param {Object} options
 * @param {string} options.dir  Its working folder.
 * @param {number} options.port Its port on 127.0.0.1.
 */
export async function startRedis( { dir, port } ) {
	if ( ! BINARY ) {
		throw new Error(
			'redis-server is missing: run bin/setup-system.sh (the README’s set-up does).'
		);
	}
	let server = null;
	const start = async () => {
		server = spawnTethered( BINARY, [
			'--port',
			String( port ),
			'--bind',
			'127.0.0.1',
			'--save',
			'',
			'--appendonly',
			'no',
			'--dir',
			dir,
		] );
		await answers( port );
	};
	await start();
	return {
		port,
		start,
		/** Stops it, as a crash would: connections drop, everything cached is gone. */
		async stop() {
			if ( server ) {
				process.kill( -server.pid, 'SIGCONT' );
				await stopProcessGroup( server );
				server = null;
			}
		},
		/** Freezes it (SIGSTOP): connections stay open and nothing answers. */
		pause() {
			process.kill( -server.pid, 'SIGSTOP' );
		},
		resume() {
			process.kill( -server.pid, 'SIGCONT' );
		},
	};
}
