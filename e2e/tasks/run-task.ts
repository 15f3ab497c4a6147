/**
 * One task driven by a model: the starting state, the screen, the agent loop with the person
 * answering dialogs as the task says, then the end state read from the site. Each result is
 * appended to the run's report (`TASKS_REPORT`, one JSON line per task) for `bin/tasks.mjs`.
 */
import { appendFileSync } from 'node:fs';

import type { Page } from '@playwright/test';

import type { RestClient } from '../utils/rest-client';
import { switchOnTestPlugins } from '../utils/test-plugins';
import { runAgentLoop, type ModelEndpoint } from './agent-loop';
import { openTaskScreen } from './open-screen';
import { settledPageTools } from './page-tools';
import { answerEveryDialog } from './person';
import {
	checkEndState,
	cleanUp,
	makeStartingState,
	type Names,
} from './site-state';
import type { Task } from './task';

export interface TaskResult {
	task: string;
	success: boolean;
	failures: string[];
	turns: number;
	calls: number;
	tokens: { prompt: number; completion: number };
	seconds: number;
	dialogs: number;
	stopped?: string;
}

/**
 * @param page      The person's page.
 * @param siteAdmin An administrator's client.
 * @param task      The task.
 * @param endpoint  The model, or how to reach a scripted one once the names are known.
 * @param record    Whether the result goes in the run's report.
 */
export async function runTaskWithModel(
	page: Page,
	siteAdmin: RestClient,
	task: Task,
	endpoint: ( names: Names ) => Promise< ModelEndpoint >,
	record = true
): Promise< TaskResult > {
	const admin = await switchOnTestPlugins(
		page,
		siteAdmin,
		task.testPlugins ?? []
	);
	try {
		return await runWith( page, admin, task, endpoint, record );
	} finally {
		if ( admin !== siteAdmin ) {
			await admin.dispose();
		}
	}
}

/**
 * @param page     The person's page.
 * @param admin    An administrator's client, with the task's test plugins.
 * @param task     The task.
 * @param endpoint The model.
 * @param record   Whether the result goes in the run's report.
 */
async function runWith(
	page: Page,
	admin: RestClient,
	task: Task,
	endpoint: ( names: Names ) => Promise< ModelEndpoint >,
	record: boolean
): Promise< TaskResult > {
	const started = Date.now();
	const names = await makeStartingState( admin, task );
	try {
		const model = await endpoint( names );
		await openTaskScreen( page, task, names );
		await settledPageTools( page );
		const stopAnswering = answerEveryDialog(
			page,
			task.person ?? 'confirm'
		);
		const loop = await runAgentLoop(
			page,
			task.request,
			model,
			task.turns ?? 10
		);
		const dialogs = await stopAnswering();
		const failures = await checkEndState( admin, task, names, loop.calls );
		const result: TaskResult = {
			task: task.id,
			success: failures.length === 0,
			failures,
			turns: loop.turns,
			calls: loop.calls.length,
			tokens: loop.tokens,
			seconds: Math.round( ( Date.now() - started ) / 100 ) / 10,
			dialogs,
			...( loop.stopped ? { stopped: loop.stopped } : {} ),
		};
		if ( record && process.env.TASKS_REPORT ) {
			appendFileSync(
				process.env.TASKS_REPORT,
				JSON.stringify( result ) + '\n'
			);
		}
		return result;
	} finally {
		// Shared state put back; a failure here shows in the suite's next tasks.
		await cleanUp( admin, task, names );
	}
}
