/**
 * A test server must not outlive the process that started it: a Node process starts servers,
 * is killed with SIGKILL (no teardown runs), and within seconds their ports are closed and no
 * process of their groups is left. Run with `node --test bin/lib/test/`.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';

const LIB_DIR = join( dirname( fileURLToPath( import.meta.url ) ), '..' );
/** Free in the test set-up (`E2E_PORT_OFFSET` shifts it like the e2e ports). */
const PORT = 9459 + Number( process.env.E2E_PORT_OFFSET ?? 0 );

/** @return {Map<number, { ppid: number, pgid: number }>} Every process, from /proc. */
function processes() {
	const all = new Map();
	for ( const entry of readdirSync( '/proc' ) ) {
		if ( ! /^\d+$/.test( entry ) ) {
			continue;
		}
		try {
			// After the command name, which may hold spaces: state, ppid, pgrp, …
			const stat = readFileSync( `/proc/${ entry }/stat`, 'utf8' );
			const [ , ppid, pgid ] = stat
				.slice( stat.lastIndexOf( ')' ) + 2 )
				.split( ' ' );
			all.set( Number( entry ), {
				ppid: Number( ppid ),
				pgid: Number( pgid ),
			} );
		} catch {} // It ended while we looked.
	}
	return all;
}

/**
 * @param {number} pid A process ID.
 * @return {number[]} The process groups led by children of `pid`: the servers it started.
 */
function groupsStartedBy( pid ) {
	const all = processes();
	return [ ...all ]
		.filter(
			( [ child, { ppid, pgid } ] ) => ppid === pid && pgid === child
		)
		.map( ( [ child ] ) => child );
}

/**
 * @param {number} pid A process ID.
 * @return {number[]} The groups of every process under `pid`, however deep: a server that makes
 *                    a session of its own (PHP-FPM's master) leads a group of its own.
 */
function groupsUnder( pid ) {
	const all = processes();
	const under = new Set( [ pid ] );
	let grew = true;
	while ( grew ) {
		grew = false;
		for ( const [ child, { ppid } ] of all ) {
			if ( under.has( ppid ) && ! under.has( child ) ) {
				under.add( child );
				grew = true;
			}
		}
	}
	under.delete( pid );
	return [
		...new Set( [ ...under ].map( ( child ) => all.get( child ).pgid ) ),
	];
}

function remainingIn( groups ) {
	return [ ...processes() ]
		.filter( ( [ , { pgid } ] ) => groups.includes( pgid ) )
		.map( ( [ pid ] ) => pid );
}

function portIsOpen( port ) {
	return new Promise( ( resolve ) => {
		const socket = createConnection( { host: '127.0.0.1', port } );
		socket.once( 'connect', () => {
			socket.destroy();
			resolve( true );
		} );
		socket.once( 'error', () => resolve( false ) );
	} );
}

async function waitFor( condition, ms ) {
	const deadline = Date.now() + ms;
	while ( ! ( await condition() ) ) {
		if ( Date.now() > deadline ) {
			return false;
		}
		await new Promise( ( resolve ) => setTimeout( resolve, 100 ) );
	}
	return true;
}

/**
 * Runs `code` (an ES module) in a new Node process, which prints `ready` once it started its servers.
 *
 * @param {string} code The module's source.
 * @param {string} tmp  The temporary folder it works in.
 * @return {Promise<import('node:child_process').ChildProcess>} The parent, once its servers run.
 */
function startParent( code, tmp ) {
	const parent = spawn(
		process.execPath,
		[ '--input-type=module', '-e', code ],
		{
			stdio: [ 'ignore', 'pipe', 'inherit' ],
			// Its site and database folders, which nobody removes once it is killed.
			env: { ...process.env, TMPDIR: tmp },
		}
	);
	return new Promise( ( resolve, reject ) => {
		let output = '';
		parent.stdout.on( 'data', ( chunk ) => {
			output += chunk;
			if ( output.includes( 'ready' ) ) {
				resolve( parent );
			}
		} );
		parent.once( 'exit', ( exitCode ) =>
			reject(
				new Error(
					`The parent exited (${ exitCode }) before its servers ran.`
				)
			)
		);
	} );
}

async function assertDiesWithParent( code, t ) {
	const tmp = mkdtempSync(
		join( tmpdir(), 'webmcp-abilities-tether-test-' )
	);
	t.after( () => rmSync( tmp, { recursive: true, force: true } ) );
	const parent = await startParent( code, tmp );
	const groups = groupsUnder( parent.pid );
	t.after(
		() =>
			remainingIn( groups ).length &&
			groups.forEach( ( group ) => process.kill( -group, 'SIGKILL' ) )
	);
	assert.ok(
		groupsStartedBy( parent.pid ).length > 0,
		'the parent started its servers in groups of their own'
	);
	assert.ok(
		await waitFor( () => portIsOpen( PORT ), 10_000 ),
		'the server listens'
	);

	parent.kill( 'SIGKILL' );

	assert.ok(
		await waitFor( async () => ! ( await portIsOpen( PORT ) ), 5000 ),
		'the port is closed within 5 s'
	);
	assert.ok(
		await waitFor( () => remainingIn( groups ).length === 0, 5000 ),
		`no process is left (${ remainingIn( groups ) })`
	);
}

test(
	'php -S and its forked workers die when the Node process that started them is killed',
	{ timeout: 30_000 },
	async ( t ) => {
		await assertDiesWithParent(
			`import { spawnTethered } from '${ join( LIB_DIR, 'process-group.mjs' ) }';
		import { mkdtempSync } from 'node:fs';
		import { tmpdir } from 'node:os';
		spawnTethered( 'php', [ '-S', '127.0.0.1:${ PORT }', '-t', mkdtempSync( tmpdir() + '/tether-' ) ], {
			env: { ...process.env, PHP_CLI_SERVER_WORKERS: '2' },
		} );
		console.log( 'ready' );`,
			t
		);
	}
);

test(
	'the native test site (MariaDB and php -S) dies when the Node process that started it is killed',
	{ timeout: 120_000 },
	async ( t ) => {
		await assertDiesWithParent(
			`import { startNativeServer } from '${ join( LIB_DIR, 'native-server.mjs' ) }';
		import { createSiteFolder } from '${ join( LIB_DIR, 'wordpress-core.mjs' ) }';
		await startNativeServer( { siteDir: await createSiteFolder( 'tether-test' ), port: ${ PORT } } );
		console.log( 'ready' );`,
			t
		);
	}
);

test(
	'the production-shaped site (nginx, PHP-FPM, Redis, MariaDB) dies when the Node process that started it is killed',
	{ timeout: 120_000 },
	async ( t ) => {
		await assertDiesWithParent(
			`import { startProductionServer } from '${ join( LIB_DIR, 'production-server.mjs' ) }';
		import { createSiteFolder } from '${ join( LIB_DIR, 'wordpress-core.mjs' ) }';
		await startProductionServer( { siteDir: await createSiteFolder( 'tether-test' ), port: ${ PORT }, workers: 2, nodes: 2 } );
		console.log( 'ready' );`,
			t
		);
	}
);

test(
	'stopping the production-shaped site leaves no process behind',
	{ timeout: 120_000 },
	async () => {
		const { startProductionServer } = await import(
			join( LIB_DIR, 'production-server.mjs' )
		);
		const { createSiteFolder } = await import(
			join( LIB_DIR, 'wordpress-core.mjs' )
		);
		const siteDir = await createSiteFolder( 'stop-test' );
		const site = await startProductionServer( {
			siteDir,
			port: PORT,
			workers: 2,
			nodes: 2,
		} );
		const groups = groupsUnder( process.pid );
		assert.ok( groups.length >= 5, `its servers run (${ groups })` );
		await site.stop();
		rmSync( siteDir, { recursive: true, force: true } );
		assert.ok(
			await waitFor( () => remainingIn( groups ).length === 0, 5000 ),
			`no process is left (${ remainingIn( groups ) })`
		);
		assert.equal( await portIsOpen( PORT ), false );
	}
);
