/**
 * Puts the person on the task's screen, logged in as the task says (or a logged-out visitor),
 * with an agent attached through the browser's CDP `WebMCP` domain.
 */
import type { Page } from '@playwright/test';

import { Agent } from '../utils/agent';
import { logInBeforeVisit } from '../utils/log-in';
import { fill, type Names } from './site-state';
import { EDITOR_TOOLS } from './page-tools';
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
		await logInBeforeVisit( page, task.user );
	}
	const agent = await Agent.attach( page );
	await page.goto( fill( task.screen, names ) );
	return agent;
}

/**
 * @param agent The agent.
 * @param name  A tool.
 * @return Whether the page offers it: at once when it comes; otherwise once the page signals its
 *         tools are offered (an editor's own tools, which come once the editor is ready: within
 *         30 s).
 */
export async function waitForTool(
	agent: Agent,
	name: string
): Promise< boolean > {
	const offered = agent.whenTool( name ).then( () => true );
	const notOffered = EDITOR_TOOLS.has( name )
		? new Promise< boolean >( ( resolve ) =>
				setTimeout( () => resolve( false ), 30_000 )
			)
		: agent
				.settledToolNames()
				.then( () => agent.toolNames().includes( name ) );
	return Promise.race( [ offered, notOffered ] );
}
