/**
 * The person at the screen, as a task says they answer: each confirmation dialog that opens gets
 * their real click on Confirm (or Send for approval) or Cancel.
 */
import type { Page } from '@playwright/test';

import { confirmDialog } from '../utils/confirm-dialog';
import type { Answer } from './task';

/**
 * @param page   The person's page.
 * @param answer How they answer.
 */
export async function answerDialog(
	page: Page,
	answer: Answer
): Promise< void > {
	const dialog = confirmDialog( page );
	await dialog.waitFor( { timeout: 30_000 } );
	await dialog
		.getByRole( 'button', {
			name:
				answer === 'decline'
					? 'Cancel'
					: /^(Confirm|Send for approval)$/,
		} )
		.click();
}

/**
 * Answers every dialog that opens until stopped, for a run where nobody knows which calls ask.
 * @param page   The person's page.
 * @param answer How they answer.
 * @return Stops answering; resolves with the number of dialogs answered.
 */
export function answerEveryDialog(
	page: Page,
	answer: Answer
): () => Promise< number > {
	let answered = 0;
	let stopped = false;
	const watching = ( async () => {
		while ( ! stopped && ! page.isClosed() ) {
			if (
				await confirmDialog( page )
					.isVisible()
					.catch( () => false )
			) {
				await answerDialog( page, answer ).then(
					() => answered++,
					() => {}
				);
			}
			await new Promise( ( resolve ) => setTimeout( resolve, 100 ) );
		}
	} )();
	return async () => {
		stopped = true;
		await watching;
		return answered;
	};
}
