#!/usr/bin/env node
/**
 * `npm run test:e2e`: the end-to-end runs one after another, each its own `playwright test`
 * with its own sites: the native suite, then the load and fault stories alone, then Playground's
 * (beside the native suite, Playground's stories timed out on 2 cores). A run that fails never
 * keeps the next from running, so a red suite lists every failure; the command exits 1 at the
 * end if any run failed. `WP_RUNTIME` picks runtimes as for Playwright itself; arguments are
 * handed to every run (`npm run test:e2e -- specs/assistant/assistant.spec.ts`).
 */
/* eslint-disable no-console -- a command-line script: the console is where it talks. */
import { spawnSync } from 'node:child_process';

const RUNS = [
	{ project: 'native', runtime: 'native' },
	// Its stories start sites of their own: one native site is all its project needs beside them.
	{
		project: 'native-load',
		runtime: 'native',
		env: { E2E_NATIVE_WORKERS: '1' },
	},
	// Its two projects side by side, a worker each: the stories on the suite's Playground site,
	// and those that start sites of their own.
	{ project: [ 'playground', 'playground-sites' ], runtime: 'playground' },
];

const wanted = ( process.env.WP_RUNTIME ?? 'native,playground' )
	.split( ',' )
	.map( ( name ) => name.trim() );
const results = [];
for ( const run of RUNS.filter( ( { runtime } ) =>
	wanted.includes( runtime )
) ) {
	const started = Date.now();
	const { status } = spawnSync(
		'npx',
		[
			'playwright',
			'test',
			'-c',
			'e2e',
			...[ run.project ]
				.flat()
				.flatMap( ( name ) => [ '--project', name ] ),
			'--pass-with-no-tests',
			...process.argv.slice( 2 ),
		],
		{
			stdio: 'inherit',
			env: {
				...process.env,
				...run.env,
				WP_RUNTIME: run.runtime,
				E2E_RUN: [ run.project ].flat()[ 0 ],
			},
		}
	);
	results.push( {
		project: [ run.project ].flat().join( ' + ' ),
		passed: status === 0,
		seconds: Math.round( ( Date.now() - started ) / 1000 ),
	} );
}

console.log( '\nEnd-to-end runs:' );
for ( const { project, passed, seconds } of results ) {
	console.log(
		`  ${ project }: ${ passed ? 'passed' : 'FAILED' } in ${ seconds } s`
	);
}
process.exit( results.every( ( { passed } ) => passed ) ? 0 : 1 );
