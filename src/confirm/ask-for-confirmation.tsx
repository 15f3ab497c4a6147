/**
 * Where consequential calls are confirmed: asks the person in the page, one call at a time.
 */
import { createRoot } from '@wordpress/element';

import { ConfirmDialog, type ConfirmRequest } from './confirm-dialog';
import { capturePageContext } from './page-context';

export type ConfirmAnswer =
	| { answer: 'confirmed' }
	| { answer: 'declined' }
	| { answer: 'cancelled' }
	| { answer: 'stale'; reason: string };

/** Dialogs wait for the one before them: the person answers one call at a time. */
let queue: Promise< unknown > = Promise.resolve();

function showDialog( request: ConfirmRequest, signal: AbortSignal | undefined ): Promise< ConfirmAnswer > {
	return new Promise( ( resolve ) => {
		if ( signal?.aborted ) {
			resolve( { answer: 'cancelled' } );
			return;
		}
		const context = capturePageContext();
		const container = document.createElement( 'div' );
		document.body.append( container );
		const root = createRoot( container );

		const settle = ( answer: ConfirmAnswer ) => {
			signal?.removeEventListener( 'abort', onAbort );
			root.unmount();
			container.remove();
			resolve( answer );
		};
		const onAbort = () => settle( { answer: 'cancelled' } );
		signal?.addEventListener( 'abort', onAbort, { once: true } );

		root.render(
			<ConfirmDialog
				{ ...request }
				onConfirm={ () => {
					const reason = context.change();
					settle( reason === null ? { answer: 'confirmed' } : { answer: 'stale', reason } );
				} }
				onCancel={ () => settle( { answer: 'declined' } ) }
			/>
		);
	} );
}

/**
 * @param request What to show.
 * @param signal  The agent's signal: aborting it closes the dialog.
 * @return The person's answer; `stale` when the page changed while the dialog was open.
 */
export function askForConfirmation(
	request: ConfirmRequest,
	signal: AbortSignal | undefined
): Promise< ConfirmAnswer > {
	const answer = queue.then( () => showDialog( request, signal ) );
	queue = answer;
	return answer;
}
