/**
 * `npm run tasks -- --smoke`: every owner's task (`tasks/`), replayed with the calls that do it,
 * through a real browser and the real tools on the screen the task names, the person answering
 * the dialogs as the task says; then the end state, read from the site. A change to a tool that
 * makes one of these jobs impossible fails here.
 */
import { appendFileSync } from 'node:fs';

import {
	expect,
	test,
	UNREACHABLE_WORDPRESS_ORG,
} from '../../utils/clean-php-log';
import {
	DEFAULT_SETTINGS,
	savePluginSettings,
} from '../../utils/plugin-settings';
import { replayTask } from '../../tasks/replay';
import { loadTasks } from '../../tasks/task';

// Core's screens (General settings' languages) ask WordPress.org, out of this machine's reach.
test.use( { phpLogIgnores: [ UNREACHABLE_WORDPRESS_ORG ] } );

// Each task makes its own state on the worker's site: they spread over the workers.
test.describe.configure( { mode: 'parallel' } );

const tasks = loadTasks();

for ( const task of tasks ) {
	test( `${ task.id }: ${ task.title }`, async ( {
		page,
		siteAdmin,
	}, testInfo ) => {
		const { failures, calls } = await replayTask( page, siteAdmin, task );
		testInfo.annotations.push( {
			type: 'calls',
			description: String( calls ),
		} );
		if ( process.env.TASKS_REPORT ) {
			appendFileSync(
				process.env.TASKS_REPORT,
				JSON.stringify( {
					task: task.id,
					success: failures.length === 0,
					failures,
					calls,
				} ) + '\n'
			);
		}
		expect( failures, `task ${ task.id } (${ task.file })` ).toEqual( [] );
	} );
}

test( 'the suite fails the day a task becomes impossible: publish-post switched off, publishing a draft cannot be done', async ( {
	page,
	siteAdmin,
} ) => {
	test.skip(
		! tasks.some( ( { id } ) => id === 'publish-draft' ),
		'The publish-draft task is not in this run.'
	);
	const task = tasks.find( ( { id } ) => id === 'publish-draft' );
	await savePluginSettings( siteAdmin, {
		...DEFAULT_SETTINGS,
		abilities: { 'webmcp-abilities/publish-post': false },
	} );
	try {
		const { failures } = await replayTask(
			page,
			siteAdmin,
			task as NonNullable< typeof task >
		);
		expect( failures ).toEqual( [
			expect.stringContaining( 'wp_publish-post is not offered' ),
		] );
	} finally {
		await savePluginSettings( siteAdmin, DEFAULT_SETTINGS );
	}
} );
