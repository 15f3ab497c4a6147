#!/usr/bin/env node
/**
 * Runs npm scripts side by side, one per core, and prints each one's output whole when it ends,
 * with how long it took: `node bin/run-checks.mjs lint:types lint:js …`. The linters and unit
 * suites share nothing, so `npm test` need not wait for each in turn. They start in the order
 * given, so name the longest first: the others then fill the second core beside it rather than
 * making it start late. Exits 1 when any failed, after all have run, so one failure does not hide
 * another.
 */
/* eslint-disable no-console -- a command-line script: the console is where it talks. */
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const scripts = process.argv.slice( 2 );
const queue = [ ...scripts ];
const failed = [];

/**
 * @param {string} script An npm script.
 * @return {Promise<void>} Settles when it has ended and its output is printed.
 */
function run( script ) {
	const started = Date.now();
	return new Promise( ( resolve ) => {
		const child = spawn( 'npm', [ 'run', '--silent', script ], {
			stdio: [ 'ignore', 'pipe', 'pipe' ],
		} );
		const output = [];
		child.stdout.on( 'data', ( chunk ) => output.push( chunk ) );
		child.stderr.on( 'data', ( chunk ) => output.push( chunk ) );
		child.on( 'close', ( code ) => {
			const seconds = ( ( Date.now() - started ) / 1000 ).toFixed( 1 );
			console.log(
				`\n> ${ script }: ${ code === 0 ? 'passed' : `FAILED (exit ${ code })` } in ${ seconds } s`
			);
			process.stdout.write( Buffer.concat( output ) );
			if ( code !== 0 ) {
				failed.push( script );
			}
			resolve();
		} );
	} );
}

async function worker() {
	for ( let script = queue.shift(); script; script = queue.shift() ) {
		await run( script );
	}
}

await Promise.all(
	Array.from(
		{ length: Math.min( availableParallelism(), scripts.length ) },
		worker
	)
);
if ( failed.length > 0 ) {
	console.error( `\nFailed: ${ failed.join( ', ' ) }` );
	process.exit( 1 );
}
