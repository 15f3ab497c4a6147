#!/usr/bin/env node
/**
 * Every set-up step `npm start` and `npm test` need, each skipped when what it makes is already
 * there: `node bin/prepare.mjs start|test`. Uses Node's own modules only, since it runs before
 * `node_modules` exists.
 *
 * - system packages (`setup-system.sh`: apt, needs root or sudo), skipped when all are installed;
 * - node packages (`npm ci`), skipped while `package-lock.json` is the one last installed;
 * - PHP dev tools (`composer install`, for `test` only), skipped while `composer.json` is the
 *   one last installed;
 * - WordPress core (`fetch-wordpress.sh`), cached once per machine.
 */
/* eslint-disable no-console -- a command-line script: the console is where it talks. */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const PROJECT_DIR = join( dirname( fileURLToPath( import.meta.url ) ), '..' );
const purpose = process.argv[ 2 ];
if ( purpose !== 'start' && purpose !== 'test' ) {
	console.error( 'Usage: node bin/prepare.mjs start|test' );
	process.exit( 2 );
}

function run( command, args ) {
	const result = spawnSync( command, args, {
		cwd: PROJECT_DIR,
		stdio: [ 'ignore', 'inherit', 'inherit' ],
	} );
	if ( result.status !== 0 ) {
		console.error(
			`prepare: "${ command } ${ args.join( ' ' ) }" failed (${
				result.error?.message ?? `exit ${ result.status }`
			}).`
		);
		process.exit( 1 );
	}
}

const hashOf = ( file ) =>
	createHash( 'sha256' )
		.update( readFileSync( join( PROJECT_DIR, file ) ) )
		.digest( 'hex' );

/**
 * Runs an install unless the stamp it left says its input has not changed since.
 *
 * @param {Object}   step
 * @param {string}   step.label   What it installs, for the person watching.
 * @param {string}   step.input   The file whose contents decide what is installed.
 * @param {string}   step.stamp   Where the last install's hash is kept (inside what it installs).
 * @param {string[]} step.command The install command.
 */
function installOnce( { label, input, stamp, command } ) {
	const stampFile = join( PROJECT_DIR, stamp );
	const hash = hashOf( input );
	if (
		existsSync( stampFile ) &&
		readFileSync( stampFile, 'utf8' ) === hash
	) {
		console.log( `prepare: ${ label } are installed.` );
		return;
	}
	console.log( `prepare: installing ${ label } (${ command.join( ' ' ) })…` );
	run( command[ 0 ], command.slice( 1 ) );
	writeFileSync( stampFile, hash );
}

run( 'bash', [ join( 'bin', 'setup-system.sh' ) ] );
installOnce( {
	label: 'node packages',
	input: 'package-lock.json',
	stamp: join( 'node_modules', '.webmcp-abilities-installed' ),
	command: [ 'npm', 'ci', '--no-audit', '--no-fund' ],
} );
if ( purpose === 'test' ) {
	installOnce( {
		label: 'PHP dev tools',
		input: 'composer.json',
		stamp: join( 'vendor', '.webmcp-abilities-installed' ),
		command: [ 'composer', 'install', '--no-interaction', '--no-progress' ],
	} );
}
console.log( 'prepare: WordPress core…' );
run( 'bash', [ join( 'bin', 'fetch-wordpress.sh' ) ] );
