/**
 * The confirmation dialog the bridge shows before a consequential call, as the person sees it.
 */
import type { FrameLocator, Locator, Page } from '@playwright/test';

/**
 * @param page The page, or the frame WordPress runs in.
 * @return The open confirmation dialog (there is at most one).
 */
export function confirmDialog( page: Page | FrameLocator ): Locator {
	return page.getByRole( 'dialog', { name: /Allow the AI agent to run/ } );
}
