#!/usr/bin/env node
/**
 * `npm run tasks`: the owner's task suite (`tasks/`, docs/tasks.md), on a native site of its own.
 *
 *   npm run tasks -- --smoke        replays each task's calls through the real tools; the calls each needs
 *   npm run tasks -- --weight       each screen's tool list in o200k tokens, per tool and in all
 *   npm run tasks -- --model URL [--model NAME] [--key-env NAME]
 *                                   drives each task with an OpenAI-compatible model; a table and a JSON file
 *   npm run tasks -- --model scripted
 *                                   the same against the scripted model, each task's replies its own calls
 *
 * Also: `--only id,id` runs those tasks; `--tasks DIR` adds a folder of tasks (a plugin's own).
 * The key is read from the named environment variable in the test process and never printed.
 */
/* eslint-disable no-console -- a command-line script: the console is where it talks. */
import { spawnSync } from 'node:child_process';
import {
	existsSync,
	mkdirSync,
	readFileSync,
	rmSync,
	writeFileSync,
} from 'node:fs';
import { join, resolve } from 'node:path';

import { PROJECT_DIR } from './lib/wordpress-core.mjs';

const OUT = join( PROJECT_DIR, 'artifacts', 'tasks' );

function parse( argv ) {
	const options = {
		mode: null,
		only: '',
		dirs: [],
		url: '',
		model: '',
		keyEnv: '',
	};
	for ( let i = 0; i < argv.length; i++ ) {
		const flag = argv[ i ];
		const value = () => {
			if ( argv[ i + 1 ] === undefined ) {
				throw new Error( `${ flag } needs a value.` );
			}
			return argv[ ++i ];
		};
		if ( flag === '--smoke' || flag === '--weight' ) {
			options.mode = flag.slice( 2 );
		} else if ( flag === '--model' ) {
			// The first --model names the endpoint (a URL, or `scripted`), a second one the model.
			const given = value();
			if ( /^https?:\/\//.test( given ) || given === 'scripted' ) {
				options.mode = 'model';
				options.url = given;
			} else {
				options.model = given;
			}
		} else if ( flag === '--key-env' ) {
			options.keyEnv = value();
		} else if ( flag === '--only' ) {
			options.only = value();
		} else if ( flag === '--tasks' ) {
			options.dirs.push( resolve( value() ) );
		} else {
			throw new Error( `Unknown option ${ flag }.` );
		}
	}
	if ( ! options.mode ) {
		throw new Error( 'Say --smoke, --weight or --model URL.' );
	}
	if ( options.mode === 'model' && options.url === 'scripted' ) {
		options.model = 'scripted';
	}
	if ( options.mode === 'model' && ! options.model ) {
		throw new Error( 'Name the model too: --model URL --model NAME.' );
	}
	return options;
}

function playwright( spec, env ) {
	return spawnSync(
		'npx',
		[ 'playwright', 'test', spec, '-c', 'e2e', '--project', 'native' ],
		{
			cwd: PROJECT_DIR,
			stdio: 'inherit',
			env: {
				...process.env,
				WP_RUNTIME: 'native',
				E2E_RUN: 'tasks',
				...env,
			},
		}
	).status;
}

function readLines( file ) {
	return existsSync( file )
		? readFileSync( file, 'utf8' )
				.split( '\n' )
				.filter( Boolean )
				.map( ( line ) => JSON.parse( line ) )
				.sort( ( a, b ) => a.task.localeCompare( b.task ) )
		: [];
}

function table( header, rows ) {
	const widths = header.map( ( title, column ) =>
		Math.max(
			title.length,
			...rows.map( ( row ) => String( row[ column ] ).length )
		)
	);
	const line = ( cells ) =>
		cells
			.map( ( cell, column ) =>
				String( cell ).padEnd( widths[ column ] )
			)
			.join( '  ' );
	console.log( [ line( header ), ...rows.map( line ) ].join( '\n' ) );
}

let options;
try {
	options = parse( process.argv.slice( 2 ) );
} catch ( error ) {
	console.error( `tasks: ${ error.message }` );
	process.exit( 2 );
}
mkdirSync( OUT, { recursive: true } );
const common = {
	TASKS_ONLY: options.only,
	TASKS_DIRS: options.dirs.join( ':' ),
};

if ( options.mode === 'weight' ) {
	const file = join( OUT, 'weight.json' );
	rmSync( file, { force: true } );
	const status = playwright( 'specs/tasks/tasks-weight.spec.ts', {
		...common,
		TASKS_WEIGHT: file,
	} );
	if ( existsSync( file ) ) {
		for ( const screen of JSON.parse( readFileSync( file, 'utf8' ) ) ) {
			console.log(
				`\n${ screen.screen }: ${ screen.count } tools, ${ screen.total } tokens`
			);
			table(
				[ 'tool', 'tokens' ],
				screen.tools
					.sort( ( a, b ) => b.tokens - a.tokens )
					.map( ( tool ) => [ tool.name, tool.tokens ] )
			);
		}
		console.log( `\nWritten to ${ file }` );
	}
	process.exit( status ?? 1 );
}

if ( options.mode === 'smoke' ) {
	const file = join( OUT, 'smoke.jsonl' );
	rmSync( file, { force: true } );
	const status = playwright( 'specs/tasks/tasks-smoke.spec.ts', {
		...common,
		TASKS_REPORT: file,
	} );
	const rows = readLines( file );
	console.log();
	table(
		[ 'task', 'done', 'calls' ],
		rows.map( ( row ) => [
			row.task,
			row.success ? 'yes' : 'NO',
			row.calls,
		] )
	);
	process.exit( status ?? 1 );
}

const stamp = new Date().toISOString().replace( /[:.]/g, '-' );
const lines = join( OUT, `model-${ stamp }.jsonl` );
const status = playwright( 'specs/tasks/tasks-model.spec.ts', {
	...common,
	TASKS_REPORT: lines,
	// `scripted`: each task against a scripted model answering with the calls that do it.
	...( options.url === 'scripted'
		? { TASKS_SCRIPTED: 'all' }
		: { TASKS_MODEL_URL: options.url } ),
	TASKS_MODEL_NAME: options.model,
	TASKS_KEY_ENV: options.keyEnv,
} );
const results = readLines( lines );
const sum = ( pick ) =>
	results.reduce( ( total, row ) => total + pick( row ), 0 );
const totals = {
	tasks: results.length,
	done: results.filter( ( row ) => row.success ).length,
	turns: sum( ( row ) => row.turns ),
	calls: sum( ( row ) => row.calls ),
	prompt_tokens: sum( ( row ) => row.tokens.prompt ),
	completion_tokens: sum( ( row ) => row.tokens.completion ),
	seconds: Math.round( sum( ( row ) => row.seconds ) * 10 ) / 10,
};
console.log();
table(
	[
		'task',
		'done',
		'turns',
		'calls',
		'prompt tokens',
		'completion tokens',
		'seconds',
		'why not',
	],
	[
		...results.map( ( row ) => [
			row.task,
			row.success ? 'yes' : 'NO',
			row.turns,
			row.calls,
			row.tokens.prompt,
			row.tokens.completion,
			row.seconds,
			row.success ? '' : ( row.stopped ?? row.failures.join( '; ' ) ),
		] ),
		[
			'TOTAL',
			`${ totals.done }/${ totals.tasks }`,
			totals.turns,
			totals.calls,
			totals.prompt_tokens,
			totals.completion_tokens,
			totals.seconds,
			'',
		],
	]
);
const report = join( OUT, `model-${ stamp }.json` );
writeFileSync(
	report,
	JSON.stringify(
		{
			model: options.model,
			endpoint:
				options.url === 'scripted'
					? 'scripted'
					: new URL( options.url ).host,
			at: new Date().toISOString(),
			totals,
			tasks: results,
		},
		null,
		'\t'
	)
);
rmSync( lines, { force: true } );
console.log( `\nWritten to ${ report }` );
process.exit( results.length > 0 ? 0 : ( status ?? 1 ) );
