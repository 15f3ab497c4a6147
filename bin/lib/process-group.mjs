/**
 * Long-lived test servers (php -S, MariaDB, the Playground CLI) run in a process group of their
 * own, tethered to the Node process that started them: they stop with `stopProcessGroup()`, and
 * if that process dies without stopping them (a killed test run), they die too, so no port is
 * left busy (their temporary folders do stay behind then).
 *
 * Why a tether and not `setpriv --pdeathsig SIGKILL` (util-linux, on Debian by default): the
 * death signal reaches the direct child only, and php -S forks its workers
 * (PHP_CLI_SERVER_WORKERS), which outlive a killed master and keep serving its port (measured);
 * the signal is also tied to the thread that spawned the child, so a server started from a Node
 * worker thread would die with that thread. The tether watches the parent through a pipe, which
 * the kernel closes only when the whole parent process is gone, and then kills the whole group.
 */
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const TETHER = join(
	dirname( fileURLToPath( import.meta.url ) ),
	'tether.mjs'
);

/**
 * @param {string}            command
 * @param {string[]}          args
 * @param {Object}            [options]
 * @param {'ignore'|'pipe'}   [options.output] Where the command's stdout and stderr go.
 * @param {NodeJS.ProcessEnv} [options.env]
 * @return {import('node:child_process').ChildProcess} The tether, leader of the group.
 */
export function spawnTethered(
	command,
	args,
	{ output = 'ignore', env = process.env } = {}
) {
	return spawn( process.execPath, [ TETHER, command, ...args ], {
		// stdin is the tether's lifeline: this process never writes to it nor closes it.
		stdio: [ 'pipe', output, output ],
		detached: true,
		env,
	} );
}

/**
 * Stops a group started with `spawnTethered()`: SIGTERM, then SIGKILL after 5 s.
 *
 * @param {import('node:child_process').ChildProcess} child
 * @return {Promise<void>}
 */
export function stopProcessGroup( child ) {
	if ( child.exitCode !== null || child.signalCode !== null ) {
		return Promise.resolve();
	}
	return new Promise( ( resolve ) => {
		const force = setTimeout(
			() => process.kill( -child.pid, 'SIGKILL' ),
			5000
		);
		child.once( 'exit', () => {
			clearTimeout( force );
			resolve();
		} );
		process.kill( -child.pid, 'SIGTERM' );
	} );
}
