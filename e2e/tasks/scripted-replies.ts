/**
 * The scripted model's replies for a task, written from the calls that do it: one turn per call,
 * then a closing word. With them, `--model` runs in CI with no model, through the same loop and
 * the same scoring as a real one.
 */
import { fill, type Names } from './site-state';
import type { Task } from './task';

/** Roughly what a provider counts for one of these turns: the table has numbers to compare. */
const USAGE = { prompt_tokens: 3000, completion_tokens: 40 };

/**
 * @param task  The task.
 * @param names What its setup made.
 * @return Chat completion bodies, in order.
 */
export function scriptedReplies( task: Task, names: Names ): object[] {
	const calls = task.calls.filter( ( call ) => call.result !== 'absent' );
	return [
		...calls.map( ( call, index ) => ( {
			choices: [
				{
					message: {
						role: 'assistant',
						content: null,
						tool_calls: [
							{
								id: `call-${ index + 1 }`,
								type: 'function',
								function: {
									name: call.tool.replaceAll( '.', '__' ),
									arguments: JSON.stringify(
										fill( call.args ?? {}, names )
									),
								},
							},
						],
					},
				},
			],
			usage: USAGE,
		} ) ),
		{
			choices: [ { message: { role: 'assistant', content: 'Done.' } } ],
			usage: USAGE,
		},
	];
}
