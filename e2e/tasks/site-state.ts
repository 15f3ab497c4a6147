/**
 * A task's starting state, made through REST as an administrator, and its end state, read the
 * same way: the score comes from the site, never from what the agent says.
 */
import type { RestClient } from '../utils/rest-client';
import { createImage } from '../utils/site-content';
import { isSeeded, seedTestPlugin } from '../utils/test-plugins';
import type { Check, SetupStep, Task } from './task';

/**
 * The ids a task's setup made, by name, a token unique to this run, and (while a task is
 * replayed) `calls`: each call's answer by its place, from 1.
 */
export type Names = Record< string, unknown >;

const REFERENCE = /\{\{([\w.:-]+)\}\}/g;

/**
 * Replaces `{{name}}` with what setup made (or a dot path into an earlier call's answer): a
 * whole-string reference becomes the value itself (an id stays a number), so arguments keep
 * their types.
 * @param value Task data.
 * @param names The names.
 */
export function fill< T >( value: T, names: Names ): T {
	if ( typeof value === 'string' ) {
		const whole = /^\{\{([\w.:-]+)\}\}$/.exec( value )?.[ 1 ];
		const named = whole === undefined ? undefined : at( names, whole );
		if ( named !== undefined ) {
			return named as T;
		}
		return value.replace( REFERENCE, ( match, path: string ) => {
			const found = at( names, path );
			return found === undefined ? match : String( found );
		} ) as T;
	}
	if ( Array.isArray( value ) ) {
		return value.map( ( item ) => fill( item, names ) ) as T;
	}
	if ( value && typeof value === 'object' ) {
		return Object.fromEntries(
			Object.entries( value ).map( ( [ key, item ] ) => [
				key,
				fill( item, names ),
			] )
		) as T;
	}
	return value;
}

/**
 * @param admin An administrator's client.
 * @param task  The task.
 * @return The names its setup made, with `run`, a token unique to this run, `user_LOGIN`, each
 *         test user's id, and for each of its test plugins with known data (the store, Jetpack
 *         Forms, Yoast SEO), that data put back and its ids under the plugin's name:
 *         `{{store.orders.wc_order_seed_1}}`, `{{jetpackForms.r1}}`, `{{yoastSeo.plain}}`.
 */
export async function makeStartingState(
	admin: RestClient,
	task: Task
): Promise< Names > {
	const names: Names = {
		run: `${ Date.now().toString( 36 ) }${ Math.random().toString( 36 ).slice( 2, 6 ) }`,
	};
	const users = await admin.request(
		'GET',
		'/wp/v2/users?context=edit&per_page=100'
	);
	for ( const user of users.body as Array< {
		id: number;
		username: string;
	} > ) {
		names[ `user_${ user.username }` ] = user.id;
	}
	// A fixture's data is shared by every task of a run: each starts from the known data.
	for ( const plugin of task.testPlugins ?? [] ) {
		if ( isSeeded( plugin ) ) {
			names[ plugin ] = await seedTestPlugin( admin, plugin );
		}
	}
	for ( const step of task.setup ?? [] ) {
		const id = await runStep( admin, fill( step, names ), task );
		if ( id === undefined && step.name ) {
			throw new Error(
				`Task ${ task.id }: setup found nothing to name ${ step.name }.`
			);
		}
		if ( step.name ) {
			names[ step.name ] = id;
		}
	}
	return names;
}

/**
 * Puts back what a task changed that other stories share, pass or fail. A `get` step names what
 * the task made (a user the agent invited) for the steps after it; a step naming something that
 * was never made has nothing to put back.
 * @param admin An administrator's client.
 * @param task  The task.
 * @param names What its setup made, and its calls' answers.
 * @return What could not be put back, said plainly.
 */
export async function cleanUp(
	admin: RestClient,
	task: Task,
	names: Names
): Promise< string[] > {
	const problems: string[] = [];
	for ( const step of task.cleanup ?? [] ) {
		const filled = fill( step, names );
		if ( JSON.stringify( filled ).includes( '{{' ) ) {
			continue;
		}
		const id = await runStep( admin, filled, task ).catch(
			( error: Error ) => {
				problems.push( `cleanup: ${ error.message }` );
			}
		);
		if ( step.name && id !== undefined ) {
			names[ step.name ] = id;
		}
	}
	return problems;
}

async function runStep(
	admin: RestClient,
	step: SetupStep,
	task: Task
): Promise< unknown > {
	if ( step.image !== undefined ) {
		return createImage( admin, { title: step.image, alt: step.alt } );
	}
	if ( step.get !== undefined ) {
		const found = at(
			( await admin.request( 'GET', step.get ) ).body,
			step.pick
		);
		return step.match
			? new RegExp( step.match ).exec( String( found ) )?.[ 1 ]
			: found;
	}
	const response = await admin.request(
		step.method ?? 'POST',
		step.rest as string,
		step.body ?? {}
	);
	if ( response.status >= 300 ) {
		throw new Error(
			`Task ${ task.id }: setup ${ step.rest } answered ${ response.status }: ${ JSON.stringify( response.body ) }`
		);
	}
	return response.body?.id;
}

function at( value: unknown, path: string | undefined ): unknown {
	if ( ! path ) {
		return value;
	}
	return path
		.split( '.' )
		.reduce< unknown >(
			( inner, key ) =>
				inner && typeof inner === 'object'
					? ( inner as Record< string, unknown > )[ key ]
					: undefined,
			value
		);
}

/** A call the agent made, as the harness saw it go into the page. */
export interface MadeCall {
	tool: string;
	args: unknown;
}

function includes( args: unknown, wanted: Record< string, unknown > ): boolean {
	return (
		!! args &&
		typeof args === 'object' &&
		Object.entries( wanted ).every(
			( [ key, value ] ) =>
				JSON.stringify(
					( args as Record< string, unknown > )[ key ]
				) === JSON.stringify( value )
		)
	);
}

/**
 * @param admin An administrator's client.
 * @param task  The task.
 * @param names What its setup made.
 * @param calls The calls the agent made.
 * @return Each check that failed, said plainly; empty when the task is done.
 */
export async function checkEndState(
	admin: RestClient,
	task: Task,
	names: Names,
	calls: MadeCall[]
): Promise< string[] > {
	const failures: string[] = [];
	for ( const check of fill( task.expect, names ) as Check[] ) {
		if ( check.called ) {
			const made = calls.some(
				( call ) =>
					call.tool === check.called &&
					includes( call.args, check.with ?? {} )
			);
			if ( ! made ) {
				failures.push(
					`no call of ${ check.called } with ${ JSON.stringify( check.with ?? {} ) }`
				);
			}
			continue;
		}
		const response = await admin.request( 'GET', check.rest as string );
		const value = at( response.body, check.path );
		const where = `${ check.rest }${ check.path ? ` → ${ check.path }` : '' }`;
		const text =
			typeof value === 'string' ? value : JSON.stringify( value );
		if (
			'equals' in check &&
			JSON.stringify( value ) !== JSON.stringify( check.equals )
		) {
			failures.push(
				`${ where } is ${ text }, not ${ JSON.stringify( check.equals ) }`
			);
		}
		if (
			check.contains !== undefined &&
			! text?.includes( check.contains )
		) {
			failures.push( `${ where } lacks "${ check.contains }"` );
		}
		if (
			check.matches !== undefined &&
			! new RegExp( check.matches ).test( text ?? '' )
		) {
			failures.push( `${ where } does not match /${ check.matches }/` );
		}
		if ( check.lacks !== undefined && text?.includes( check.lacks ) ) {
			failures.push( `${ where } still has "${ check.lacks }"` );
		}
		if (
			check.count !== undefined &&
			( ! Array.isArray( value ) || value.length !== check.count )
		) {
			failures.push(
				`${ where } holds ${ Array.isArray( value ) ? value.length : 'no list' }, not ${ check.count }`
			);
		}
	}
	return failures;
}
