/**
 * The task suite's format (`tasks/task.schema.json`): an owner's request, the starting state it
 * makes, the screen the person has open, the calls that do it, and the end state read from the
 * site. Tasks are read from `tasks/` and from any folders named in `TASKS_DIRS` (a plugin's own).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import Ajv from 'ajv';

import { PROJECT_DIR } from '../../bin/lib/wordpress-core.mjs';
import type { TestUser } from '../utils/log-in';
import type { TestPlugin } from '../utils/test-plugins';

export type Answer = 'confirm' | 'decline';

export interface SetupStep {
	name?: string;
	rest?: string;
	method?: 'POST' | 'DELETE';
	body?: Record< string, unknown >;
	image?: string;
	alt?: string;
	/** Read, rather than make: a GET, the dot path to `pick`, and a `match` whose first group is kept. */
	get?: string;
	pick?: string;
	match?: string;
}

export interface TaskCall {
	tool: string;
	args?: Record< string, unknown >;
	person?: Answer;
	/** `ok` (default), an error code, or `absent`. */
	result?: string;
}

export interface Check {
	rest?: string;
	path?: string;
	equals?: unknown;
	contains?: string;
	lacks?: string;
	matches?: string;
	count?: number;
	called?: string;
	with?: Record< string, unknown >;
}

export interface Task {
	id: string;
	title: string;
	user: TestUser | null;
	screen: string;
	setup?: SetupStep[];
	cleanup?: SetupStep[];
	request: string;
	person?: Answer;
	turns?: number;
	/** Test plugins on for the task's browser and REST calls (`e2e/utils/test-plugins.ts`). */
	testPlugins?: TestPlugin[];
	calls: TaskCall[];
	expect: Check[];
	/** Where it was read from. */
	file: string;
}

/** The suite's own tasks. */
export const TASKS_DIR = join( PROJECT_DIR, 'tasks' );

/** @return Every task folder: the suite's, then `TASKS_DIRS` (separated by the path delimiter). */
export function taskDirs(): string[] {
	const more = ( process.env.TASKS_DIRS ?? '' )
		.split( /[:;]/ )
		.filter( Boolean );
	return [ TASKS_DIR, ...more ];
}

/**
 * @return Every task, checked against the format; a malformed one throws, naming its file.
 */
export function loadTasks(): Task[] {
	const validate = new Ajv( { allErrors: true } ).compile(
		JSON.parse(
			readFileSync( join( TASKS_DIR, 'task.schema.json' ), 'utf8' )
		)
	);
	const only = process.env.TASKS_ONLY?.split( ',' ).filter( Boolean );
	const tasks: Task[] = [];
	for ( const dir of taskDirs() ) {
		for ( const name of readdirSync( dir ).sort() ) {
			if ( ! name.endsWith( '.json' ) || name === 'task.schema.json' ) {
				continue;
			}
			const file = join( dir, name );
			const task: unknown = JSON.parse( readFileSync( file, 'utf8' ) );
			if ( ! validate( task ) ) {
				throw new Error(
					`${ file } is not a task: ${ JSON.stringify( validate.errors ) }`
				);
			}
			const { expect, cleanup } = task as Omit< Task, 'file' >;
			// A model's calls are its own: a check naming the replay's would score the replay.
			if (
				JSON.stringify( [ expect, cleanup ] ).includes( '{{calls.' )
			) {
				throw new Error(
					`${ file }: expect and cleanup may name only what setup made, not {{calls.…}}.`
				);
			}
			tasks.push( { ...( task as Omit< Task, 'file' > ), file } );
		}
	}
	const ids = tasks.map( ( { id } ) => id );
	const repeated = ids.find( ( id, index ) => ids.indexOf( id ) !== index );
	if ( repeated ) {
		throw new Error( `Two tasks are named "${ repeated }".` );
	}
	return only?.length
		? tasks.filter( ( { id } ) => only.includes( id ) )
		: tasks;
}
