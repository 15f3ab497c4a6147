/**
 * The confirmation dialog the bridge shows before a consequential call, as the person sees it.
 */
import type { FrameLocator, Locator, Page } from '@playwright/test';

/**
 * @param page The page, or the frame WordPress runs in.
 * @return The open confirmation dialog (there is at most one).
 */
export function confirmDialog( page: Page | FrameLocator ): Locator {
	return page.getByRole( 'dialog', { name: /wants to run/ } );
}

/**
 * @param dialog The open dialog.
 * @return What the call acts on, as the dialog lists it: label => value, in order.
 */
export async function shownSubject(
	dialog: Locator
): Promise< Record< string, string > > {
	return dialog
		.locator( '.webmcp-abilities-confirm__subject dl' )
		.evaluate( ( list ) =>
			Object.fromEntries(
				[ ...list.querySelectorAll( 'dt' ) ].map( ( term ) => [
					term.textContent ?? '',
					term.nextElementSibling?.textContent ?? '',
				] )
			)
		);
}
