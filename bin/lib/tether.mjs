#!/usr/bin/env node
/**
 * `node tether.mjs COMMAND [ARG...]`: runs COMMAND, and ends this process group (COMMAND and
 * everything it forked) as soon as the process that started the tether is gone, however it
 * ended, SIGKILL included. That process holds the only writing end of the tether's stdin; the
 * kernel closes it when the process dies, so the tether reads end-of-file.
 *
 * The tether must be started as a process group leader (`detached: true`): see
 * `process-group.mjs`. A signal sent to the group reaches COMMAND directly; the tether then
 * waits for it to exit and exits the same way. A COMMAND that makes a session of its own
 * (PHP-FPM's master does, with its workers) is outside the group: the tether passes the
 * group's signals on to COMMAND's own group, and kills that group too when its parent is gone.
 */
import { spawn } from 'node:child_process';
import { constants } from 'node:os';

const [ command, ...args ] = process.argv.slice( 2 );
const child = spawn( command, args, {
	stdio: [ 'ignore', 'inherit', 'inherit' ],
} );

/**
 * @param {NodeJS.Signals} signal
 */
const signalCommandsGroup = ( signal ) => {
	try {
		process.kill( -child.pid, signal );
	} catch {
		// COMMAND leads no group of its own: the tether's group signal reached it.
	}
};
const endGroup = () => {
	signalCommandsGroup( 'SIGKILL' );
	process.kill( -process.pid, 'SIGKILL' );
};
process.stdin.on( 'data', () => {} );
process.stdin.on( 'end', endGroup );
process.stdin.on( 'error', endGroup );

// The group's signal reached COMMAND too: stay until it has shut down (MariaDB takes a moment).
for ( const signal of [ 'SIGTERM', 'SIGINT', 'SIGHUP' ] ) {
	process.on( signal, () => signalCommandsGroup( signal ) );
}

child.on( 'error', ( error ) => {
	process.stderr.write( `tether: ${ command }: ${ error.message }\n` );
	process.exit( 127 );
} );
child.on( 'exit', ( code, signal ) => {
	process.exit( code ?? 128 + ( constants.signals[ signal ] ?? 0 ) );
} );
