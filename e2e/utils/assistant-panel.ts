/**
 * The site assistant's panel, as a person and a screen reader find it.
 */
import { expect, type Page } from '@playwright/test';

/**
 * @param page The person's page.
 * @return The panel.
 */
export const panel = ( page: Page ) =>
	page.getByRole( 'region', { name: 'Site assistant' } );

/**
 * Opens the panel from the admin bar, as a person does.
 * @param page The person's page.
 */
export async function openPanel( page: Page ): Promise< void > {
	await page
		.locator( '#wp-admin-bar-webmcp-abilities-assistant' )
		.getByRole( 'menuitem', { name: 'Assistant' } )
		.click();
	await expect( panel( page ) ).toBeVisible( { timeout: 30_000 } );
}

/**
 * @param page The person's page.
 * @param text What the person asks.
 */
export async function ask( page: Page, text: string ): Promise< void > {
	await panel( page ).getByRole( 'textbox' ).fill( text );
	await panel( page ).getByRole( 'button', { name: 'Send' } ).click();
}
