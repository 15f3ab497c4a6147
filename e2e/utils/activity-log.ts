/**
 * The agent activity log, used as the person uses it.
 */
import { expect, type Page } from '@playwright/test';

/**
 * Clicks Undo, in the agent activity log, on the newest entry that changed the object, as the
 * person does.
 * @param page    The person's page.
 * @param object  The object as the log names it (Styles, Template “Pages”, a post's title).
 * @param ability Only that ability's entries, as the person filters the log. The log lists
 *                entries as they arrive, and an eager agent's calls reach it in one report after
 *                the save they came before: on the Playground CLI, one such report pushed a save
 *                to the log's second page.
 * @return The notice the log shows after the undo.
 */
export async function undoFromLog(
	page: Page,
	object: string,
	ability?: string
): Promise< string > {
	await page.goto(
		`/wp-admin/tools.php?page=webmcp-abilities-activity${
			ability ? `&ability=${ encodeURIComponent( ability ) }` : ''
		}`
	);
	const row = page
		.locator( '#the-list tr' )
		.filter( {
			has: page.getByRole( 'link', { name: object, exact: true } ),
		} )
		.filter( { has: page.getByRole( 'button', { name: 'Undo' } ) } )
		.first();
	await row.getByRole( 'button', { name: 'Undo' } ).click();
	const notice = page.locator( '.webmcp-abilities-undo-notice' );
	await expect( notice ).toBeVisible();
	return ( await notice.textContent() )?.trim() ?? '';
}

/**
 * @param page  A page of someone who may read the log.
 * @param input Text (or a pattern) of the calls' arguments as the log shows them.
 * @return The outcomes of those calls, newest first, as the log shows them.
 */
export async function loggedOutcomes(
	page: Page,
	input: string | RegExp
): Promise< string[] > {
	await page.goto( '/wp-admin/tools.php?page=webmcp-abilities-activity' );
	return page
		.locator( '#the-list tr', { hasText: input } )
		.locator( '.column-outcome .webmcp-abilities-outcome' )
		.allInnerTexts();
}
