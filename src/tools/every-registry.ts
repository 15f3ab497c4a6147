/**
 * One registry that hands each tool to several: the browser's WebMCP registry and the
 * assistant's toolbox get the same tool object, under the same signal.
 */
import type { ModelContext } from '../webmcp';

/**
 * @param registries Where each tool goes.
 * @return A registry whose `registerTool` registers everywhere, and rejects with the first
 *         failure once every registry has answered (one refusing never stops the others).
 */
export function everyRegistry( registries: ModelContext[] ): ModelContext {
	return {
		async registerTool( tool, options ) {
			const answers = await Promise.allSettled(
				// Playground's registry throws synchronously; `async` turns that into a rejection.
				registries.map( async ( registry ) =>
					registry.registerTool( tool, options )
				)
			);
			const failed = answers.find(
				( answer ): answer is PromiseRejectedResult =>
					answer.status === 'rejected'
			);
			if ( failed ) {
				throw failed.reason;
			}
		},
	};
}
