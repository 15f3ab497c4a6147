/**
 * The confirmation dialog the bridge shows before a consequential call, as the person sees it.
 */
import type { Locator, Page } from '@playwright/test';

/** @return The open confirmation dialog (there is at most one). */
export function confirmDialog( page: Page ): Locator {
	return page.getByRole( 'dialog', { name: /Allow the AI agent to run/ } );
}
