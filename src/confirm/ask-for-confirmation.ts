/**
 * Asks the person, in a modal `<dialog>`, whether a consequential call may run. Only the
 * person's own click on Confirm (or on the offer of a grant for bulk work, which confirms this
 * call too) says yes: clicks from page script are not answers.
 */
import { __, sprintf } from '@wordpress/i18n';

import { startAnswerDeadline, WARN_BEFORE_SECONDS } from './answer-deadline';
import { confirmWaitSeconds } from './confirm-wait';
import { createConfirmDialog, type ConfirmRequest } from './confirm-dialog';
import { capturePageContext } from './page-context';

export type ConfirmAnswer =
	| { answer: 'confirmed' }
	| { answer: 'granted' }
	| { answer: 'declined' }
	| { answer: 'cancelled' }
	/** Nobody answered in time: `message` says so to the agent. */
	| { answer: 'expired'; message: string }
	| { answer: 'stale'; reason: string };

/**
 * Shows the dialog until the person answers, the agent cancels, the wait ends (`expired`), or
 * the dialog goes away. Any
 * way it closes without a trusted click on Confirm (Cancel, Esc, page script closing or removing
 * it) is a "no": nothing runs. Reopening instead could fight a script that keeps closing it,
 * and would keep the agent waiting on a dialog the person may never see.
 *
 * @param request What to show.
 * @param signal  The agent's signal: aborting it closes the dialog.
 * @return The person's answer; `stale` when the page changed while the dialog was open.
 */
export function askForConfirmation(
	request: ConfirmRequest,
	signal: AbortSignal
): Promise< ConfirmAnswer > {
	return new Promise( ( resolve ) => {
		if ( signal.aborted ) {
			resolve( { answer: 'cancelled' } );
			return;
		}
		const waitSeconds = confirmWaitSeconds();
		const warnSeconds = Math.min( WARN_BEFORE_SECONDS, waitSeconds );
		const {
			dialog,
			confirmButton,
			cancelButton,
			grantButton,
			moreTimeButton,
			waitWarning,
		} = createConfirmDialog( request, waitSeconds );
		const context = capturePageContext();
		let settled = false;

		const yes =
			( answer: 'confirmed' | 'granted' ) => ( event: MouseEvent ) => {
				if ( ! event.isTrusted ) {
					return;
				}
				const reason = context.change();
				settle(
					reason === null ? { answer } : { answer: 'stale', reason }
				);
			};
		const onCancel = ( event: MouseEvent ) => {
			if ( event.isTrusted ) {
				settle( { answer: 'declined' } );
			}
		};
		// Esc, `close()`, or the `open` attribute removed: closed without a yes.
		const onClose = () => settle( { answer: 'declined' } );
		const onAbort = () => settle( { answer: 'cancelled' } );
		const deadline = startAnswerDeadline(
			waitSeconds,
			() => {
				waitWarning.textContent = deadline.canExtend()
					? sprintf(
							/* translators: %d: a number of seconds. */
							__(
								'%d seconds left to answer. Choose More time to keep this request open.',
								'webmcp-abilities'
							),
							warnSeconds
						)
					: sprintf(
							/* translators: %d: a number of seconds. */
							__(
								'%d seconds left to answer.',
								'webmcp-abilities'
							),
							warnSeconds
						);
			},
			() =>
				settle( {
					answer: 'expired',
					message: __(
						'Nobody answered in the tab in time: the request was withdrawn and nothing was changed. Call again when the person is there to answer.',
						'webmcp-abilities'
					),
				} )
		);
		const onMoreTime = ( event: MouseEvent ) => {
			if ( ! event.isTrusted ) {
				return;
			}
			deadline.extend();
			waitWarning.textContent = '';
			if ( ! deadline.canExtend() ) {
				// Focus moves on before the button goes, so it is never lost to the page.
				cancelButton.focus();
				moreTimeButton.remove();
			}
		};
		// A modal dialog taken out of the document leaves the top layer without a `close` event.
		const removal = new MutationObserver( () => {
			if ( ! dialog.isConnected || ! dialog.open ) {
				settle( { answer: 'declined' } );
			}
		} );

		function settle( answer: ConfirmAnswer ) {
			if ( settled ) {
				return;
			}
			settled = true;
			deadline.stop();
			removal.disconnect();
			signal.removeEventListener( 'abort', onAbort );
			dialog.removeEventListener( 'close', onClose );
			if ( dialog.open ) {
				dialog.close();
			}
			dialog.remove();
			resolve( answer );
		}

		confirmButton.addEventListener( 'click', yes( 'confirmed' ) );
		grantButton?.addEventListener( 'click', yes( 'granted' ) );
		cancelButton.addEventListener( 'click', onCancel );
		moreTimeButton.addEventListener( 'click', onMoreTime );
		dialog.addEventListener( 'close', onClose );
		signal.addEventListener( 'abort', onAbort, { once: true } );

		document.body.append( dialog );
		dialog.showModal();
		cancelButton.focus();
		removal.observe( document.body, { childList: true, subtree: true } );
		removal.observe( dialog, {
			attributes: true,
			attributeFilter: [ 'open' ],
		} );
	} );
}
