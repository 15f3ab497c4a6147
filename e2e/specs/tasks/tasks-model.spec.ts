/**
 * `npm run tasks -- --model URL`: the owner's tasks driven by a model through a minimal agent
 * loop over the page's tools, scored from the site's end state. With no model named (`npm
 * test`), a few tasks run against the scripted model, each with the replies its calls make, and
 * one with a reply that only claims success: that task fails on the site's state, whatever the
 * model said.
 */
import { startScriptedModel } from '../../../bin/lib/scripted-model.mjs';
import {
	expect,
	test,
	UNREACHABLE_WORDPRESS_ORG,
} from '../../utils/clean-php-log';
import type { ModelEndpoint } from '../../tasks/agent-loop';
import { runTaskWithModel } from '../../tasks/run-task';
import { scriptedReplies } from '../../tasks/scripted-replies';
import type { Names } from '../../tasks/site-state';
import { loadTasks, type Task } from '../../tasks/task';

test.use( { phpLogIgnores: [ UNREACHABLE_WORDPRESS_ORG ] } );
test.describe.configure( { mode: 'parallel' } );

const MODEL_URL = process.env.TASKS_MODEL_URL;

/**
 * With no model named: one task of each kind of screen, against the scripted model; every task
 * with `npm run tasks -- --model scripted`.
 */
const SCRIPTED = [
	'publish-draft',
	'reply-comment',
	'editor-add-paragraph',
	'visitor-finds-page',
	'injected-comment',
];

/**
 * @param task    The task.
 * @param replies Its replies, once its names are known.
 * @return A scripted model that gives them, and how to stop it.
 */
function scripted(
	task: Task,
	replies: ( names: Names ) => object[]
): {
	endpoint: ( names: Names ) => Promise< ModelEndpoint >;
	stop: () => Promise< void >;
} {
	let stop = async () => {};
	return {
		endpoint: async ( names ) => {
			const model = await startScriptedModel();
			stop = model.stop;
			await fetch( `${ model.url }/script`, {
				method: 'PUT',
				body: JSON.stringify( replies( names ) ),
			} );
			return { url: `${ model.url }/v1`, model: 'scripted' };
		},
		stop: () => stop(),
	};
}

const tasks = loadTasks();

if ( MODEL_URL ) {
	for ( const task of tasks ) {
		test( `${ task.id }: ${ task.title }`, async ( {
			page,
			siteAdmin,
		} ) => {
			test.setTimeout( 300_000 );
			const keyEnv = process.env.TASKS_KEY_ENV;
			const result = await runTaskWithModel(
				page,
				siteAdmin,
				task,
				async () => ( {
					url: MODEL_URL,
					model: process.env.TASKS_MODEL_NAME ?? 'gpt-4o-mini',
					key: keyEnv ? process.env[ keyEnv ] : undefined,
				} )
			);
			// A measurement: the table says which tasks the model did; the run itself passes.
			test.info().annotations.push( {
				type: 'result',
				description: JSON.stringify( result ),
			} );
		} );
	}
} else {
	const all = process.env.TASKS_SCRIPTED === 'all';
	// Replies written ahead cannot name what an earlier call will answer (a block's client id).
	const scriptable = ( task: Task ) =>
		! JSON.stringify( task.calls ).includes( '{{calls.' );
	for ( const task of tasks.filter(
		( candidate ) =>
			scriptable( candidate ) &&
			( all || SCRIPTED.includes( candidate.id ) )
	) ) {
		test( `scripted model: ${ task.id }`, async ( { page, siteAdmin } ) => {
			const model = scripted( task, ( names ) =>
				scriptedReplies( task, names )
			);
			try {
				const result = await runTaskWithModel(
					page,
					siteAdmin,
					task,
					model.endpoint
				);
				expect( result.failures ).toEqual( [] );
				expect( result ).toMatchObject( {
					success: true,
					calls: task.calls.filter(
						( call ) => call.result !== 'absent'
					).length,
					tokens: { prompt: expect.any( Number ) },
				} );
			} finally {
				await model.stop();
			}
		} );
	}

	test( 'a model that only says it published fails on the site’s state', async ( {
		page,
		siteAdmin,
	} ) => {
		const task = tasks.find( ( { id } ) => id === 'publish-draft' );
		test.skip( ! task, 'The publish-draft task is not in this run.' );
		const model = scripted( task as Task, () => [
			{
				choices: [
					{
						message: {
							role: 'assistant',
							content: 'I have published your draft.',
						},
					},
				],
			},
		] );
		try {
			const result = await runTaskWithModel(
				page,
				siteAdmin,
				task as Task,
				model.endpoint,
				false
			);
			expect( result ).toMatchObject( { success: false, calls: 0 } );
			expect( result.failures ).toEqual( [
				expect.stringMatching( /→ status is draft, not "publish"$/ ),
			] );
		} finally {
			await model.stop();
		}
	} );
}
