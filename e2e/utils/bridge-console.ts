/**
 * Collects what the bridge says in the browser console.
 */
import type { Page } from '@playwright/test';

/**
 * @param page The page to listen to.
 * @return A live list of the bridge's console messages on this page.
 */
export function bridgeConsole( page: Page ): string[] {
	const messages: string[] = [];
	page.on( 'console', ( message ) => {
		if ( message.text().startsWith( '[webmcp-abilities]' ) ) {
			messages.push( message.text() );
		}
	} );
	return messages;
}
