/**
 * `--smoke`: a task replayed with the calls that do it, through the real tools on its screen, the
 * person answering each dialog as the call says; then its end state, read from the site.
 */
import type { Page } from '@playwright/test';

import type { RestClient } from '../utils/rest-client';
import { switchOnTestPlugins } from '../utils/test-plugins';
import { openTaskScreen, waitForTool } from './open-screen';
import { answerDialog } from './person';
import {
	checkEndState,
	cleanUp,
	fill,
	makeStartingState,
	type MadeCall,
	type Names,
} from './site-state';
import type { Task } from './task';

/**
 * @param page      The person's page.
 * @param siteAdmin An administrator's client.
 * @param task      The task.
 * @return What went wrong (empty when the task is done), and how many calls it took.
 */
export async function replayTask(
	page: Page,
	siteAdmin: RestClient,
	task: Task
): Promise< { failures: string[]; calls: number } > {
	const admin = await switchOnTestPlugins(
		page,
		siteAdmin,
		task.testPlugins ?? []
	);
	try {
		return await replayWith( page, admin, task );
	} finally {
		if ( admin !== siteAdmin ) {
			await admin.dispose();
		}
	}
}

/**
 * @param page  The person's page.
 * @param admin An administrator's client, with the task's test plugins.
 * @param task  The task.
 * @return What went wrong, and how many calls it took.
 */
async function replayWith(
	page: Page,
	admin: RestClient,
	task: Task
): Promise< { failures: string[]; calls: number } > {
	const names = await makeStartingState( admin, task );
	const made: MadeCall[] = [];
	let outcome: { failures: string[]; calls: number };
	try {
		outcome = await replayCalls( page, admin, task, names, made );
	} catch ( error ) {
		// A call with no answer in time still leaves the shared state put back.
		await cleanUp( admin, task, names );
		throw error;
	}
	const problems = await cleanUp( admin, task, names );
	return { ...outcome, failures: [ ...outcome.failures, ...problems ] };
}

/**
 * The task's calls, each answered as it says, then its end state.
 * @param page  The person's page.
 * @param admin An administrator's client.
 * @param task  The task.
 * @param names What its setup made; each call's answer is added as `calls.N`.
 * @param made  Receives each call made.
 */
async function replayCalls(
	page: Page,
	admin: RestClient,
	task: Task,
	names: Names,
	made: MadeCall[]
): Promise< { failures: string[]; calls: number } > {
	const agent = await openTaskScreen( page, task, names );
	for ( const call of task.calls ) {
		const args = fill( call.args ?? {}, names );
		const offered = await waitForTool( agent, call.tool );
		if ( call.result === 'absent' || ! offered ) {
			if ( offered !== ( call.result !== 'absent' ) ) {
				return {
					failures: [
						offered
							? `${ call.tool } is offered, and should not be`
							: `${ call.tool } is not offered (the page offers ${ agent.toolNames().join( ', ' ) })`,
					],
					calls: made.length,
				};
			}
			continue;
		}
		const invocation = await agent.invoke( call.tool, args );
		made.push( { tool: call.tool, args } );
		if ( call.person ) {
			await answerDialog( page, call.person );
		}
		const output = ( await agent.response( invocation ) ).output as {
			ok?: boolean;
			proposal?: object;
			error?: { code?: string };
		};
		// What later calls may name: `{{calls.1.result…}}`.
		names.calls = {
			...( names.calls as object ),
			[ made.length ]: output,
		};
		let answered = output.ok ? 'ok' : output.error?.code;
		if ( output.ok && output.proposal ) {
			answered = 'proposed';
		}
		if ( answered !== ( call.result ?? 'ok' ) ) {
			return {
				failures: [
					`${ call.tool } ${ JSON.stringify( args ) } answered ${ JSON.stringify( output ) }`,
				],
				calls: made.length,
			};
		}
	}
	return {
		failures: await checkEndState( admin, task, names, made ),
		calls: made.length,
	};
}
