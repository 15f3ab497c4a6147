/**
 * Puts the person on the task's screen, logged in as the task says (or a logged-out visitor),
 * with an agent attached through the browser's CDP `WebMCP` domain.
 */
import type { Page } from '@playwright/test';

import { Agent } from '../utils/agent';
import { logIn } from '../utils/log-in';
import { fill, type Names } from './site-state';
import type { Task } from './task';

/**
 * @param page  The person's page.
 * @param task  The task.
 * @param names What its setup made.
 * @return The agent, on the screen.
 */
export async function openTaskScreen(
	page: Page,
	task: Task,
	names: Names
): Promise< Agent > {
	if ( task.user ) {
		await logIn( page, task.user );
	}
	const agent = await Agent.attach( page );
	await page.goto( fill( task.screen, names ) );
	return agent;
}

/**
 * @param agent The agent.
 * @param name  A tool.
 * @return Whether the page offers it: at once when it comes; otherwise once the page's tools
 *         have come and stopped changing (or none came in 30 s).
 */
export async function waitForTool(
	agent: Agent,
	name: string
): Promise< boolean > {
	const settled = ( async () => {
		const started = Date.now();
		while (
			agent.toolNames().length === 0 &&
			Date.now() - started < 30_000
		) {
			await new Promise( ( resolve ) => setTimeout( resolve, 100 ) );
		}
		await agent.settledToolNames( 2000 );
		return agent.toolNames().includes( name );
	} )();
	return Promise.race( [
		agent.whenTool( name ).then( () => true ),
		settled,
	] );
}
