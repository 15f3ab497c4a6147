/**
 * Settings > WebMCP Abilities as the owner works it: tabs, and the abilities list (DataViews)
 * whose rows are paged, so a story finds an ability by searching for its name.
 */
import { expect, type Locator, type Page } from '@playwright/test';

export const SETTINGS_SCREEN =
	'/wp-admin/options-general.php?page=webmcp-abilities';

export type SettingsTab =
	| 'general'
	| 'abilities'
	| 'counts'
	| 'public-site'
	| 'proposals'
	| 'desktop';

/**
 * @param page    The owner's page.
 * @param tab     The tab to open (the address names it).
 * @param siteUrl A site other than the base URL (a network's), if any.
 */
export async function openSettingsTab(
	page: Page,
	tab: SettingsTab,
	siteUrl = ''
): Promise< void > {
	await page.goto( `${ siteUrl }${ SETTINGS_SCREEN }&tab=${ tab }` );
	await expect(
		page.getByRole( 'tab', { name: tabTitle( tab ), selected: true } )
	).toBeVisible();
}

function tabTitle( tab: SettingsTab ): string {
	return {
		general: 'General',
		abilities: 'Abilities',
		counts: 'Tools per role',
		'public-site': 'Visitors’ agents',
		proposals: 'Proposals',
		desktop: 'Desktop agents',
	}[ tab ];
}

/**
 * @param page    The owner's page.
 * @param ability An ability's name.
 * @return Its row in the list, wherever it is shown.
 */
export function abilityRow( page: Page, ability: string ): Locator {
	return page.locator( `tr:has([data-ability="${ ability }"])` );
}

/**
 * Searches the list for an ability by its name, on the Abilities tab.
 * @param page    The owner's page.
 * @param ability An ability's name.
 * @return Its row, shown.
 */
export async function findAbility(
	page: Page,
	ability: string
): Promise< Locator > {
	await page
		.getByRole( 'searchbox', { name: 'Search abilities' } )
		.fill( ability );
	const row = abilityRow( page, ability );
	await expect( row ).toBeVisible();
	return row;
}

/**
 * @param row An ability's row.
 * @return The owner's switch that offers it (the other checkbox selects the row).
 */
export function offerSwitch( row: Locator ): Locator {
	return row.getByRole( 'checkbox', { name: /^Offer “/ } );
}

/**
 * Runs one of a row's actions (its "Actions" menu), as a keyboard user would reach it too.
 * @param page   The owner's page.
 * @param row    An ability's row.
 * @param action The action's label.
 */
export async function rowAction(
	page: Page,
	row: Locator,
	action: string
): Promise< void > {
	await row.getByRole( 'button', { name: 'Actions' } ).click();
	await page.getByRole( 'menuitem', { name: action } ).click();
}

/**
 * @param page The owner's page.
 * @return Every row the list's search and filters leave, page after page, as locators' texts
 *         and tool names.
 */
export async function everyRow(
	page: Page
): Promise< Array< { ability: string; text: string; toolName: string } > > {
	const rows: Array< { ability: string; text: string; toolName: string } > =
		[];
	const next = page.getByRole( 'button', { name: 'Next page' } );
	for (;;) {
		await expect(
			page.locator( 'tr:has([data-ability])' ).first()
		).toBeVisible();
		rows.push(
			...( await page
				.locator( 'tr:has([data-ability])' )
				.evaluateAll( ( trs ) =>
					trs.map( ( tr ) => ( {
						ability:
							tr
								.querySelector( '[data-ability]' )
								?.getAttribute( 'data-ability' ) ?? '',
						text: ( tr as HTMLElement ).innerText,
						toolName:
							tr.querySelector( '.webmcp-abilities-tool-name' )
								?.textContent ?? '',
					} ) )
				) )
		);
		if ( ( await next.count() ) === 0 || ! ( await next.isEnabled() ) ) {
			return rows;
		}
		const last = rows[ rows.length - 1 ]?.ability ?? '';
		await next.click();
		await expect( abilityRow( page, last ) ).toHaveCount( 0 );
	}
}

/**
 * @param page  The owner's page.
 * @param field A filter's field ("Plugin", "Kind", "Status"…).
 * @param value The element to filter by.
 */
export async function filterAbilities(
	page: Page,
	field: string,
	value: string
): Promise< void > {
	await page.getByRole( 'button', { name: 'Add filter' } ).click();
	await page.getByRole( 'menuitem', { name: field } ).click();
	await page.getByRole( 'option', { name: value, exact: true } ).click();
	await page.keyboard.press( 'Escape' );
}
