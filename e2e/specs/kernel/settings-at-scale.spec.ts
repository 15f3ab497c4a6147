/**
 * The owner's screen at the ecosystem's scale (issue 59): with about 300 abilities registered (a
 * store, a plugin of 120, and many more), the owner finds the store's among them by filter,
 * offers its read-only ones in bulk and one write, by keyboard, saves, and sees the per-role
 * counts change; a bulk offer never sweeps in another plugin's destructive ability. The list
 * stays within two screens at 1280×800 and axe-clean; its height and load time are printed.
 * The same screen on a site with only this plugin, first.
 */
import type { Page } from '@playwright/test';

import { CORE_ADMIN_MENU, expectNoSeriousViolations } from '../../utils/axe';
import { logIn } from '../../utils/log-in';
import {
	DEFAULT_SETTINGS,
	readPluginSettings,
	savePluginSettings,
} from '../../utils/plugin-settings';
import { RestClient } from '../../utils/rest-client';
import {
	SETTINGS_SCREEN as SCREEN,
	abilityRow as row,
	filterAbilities,
} from '../../utils/settings-screen';
import { switchOnTestPlugins } from '../../utils/test-plugins';
import { expect, test } from '../../utils/clean-php-log';
import { NATIVE_ONLY } from '../../runtimes';

const ABILITIES = `${ SCREEN }&tab=abilities`;
/** Two screens at 1280×800. */
const MOST_HEIGHT = 1600;
const ABOUT = 300;

test.use( { viewport: { width: 1280, height: 800 } } );

let admin: RestClient;
test.beforeAll( async ( { baseURL } ) => {
	admin = await RestClient.as( baseURL as string, 'admin' );
} );
test.afterEach( async () => savePluginSettings( admin, DEFAULT_SETTINGS ) );
test.afterAll( async () => admin.dispose() );

const rows = ( page: Page ) => page.locator( 'tr:has([data-ability])' );
/**
 * @param page The owner's page.
 * @return The list's own notice, which a screen reader hears too.
 */
const listNotice = ( page: Page ) =>
	page.locator( '.webmcp-abilities-list .components-notice' );
const offerSwitch = ( page: Page, label: string ) =>
	page.getByRole( 'checkbox', { name: `Offer “${ label }”` } );

/**
 * Opens the list and measures it: the time until its first row shows, and the page's height.
 * @param page The owner's page.
 * @param site What the site has, for the printed line.
 * @return The page's height, in CSS pixels.
 */
async function openAndMeasure( page: Page, site: string ): Promise< number > {
	const start = Date.now();
	await page.goto( ABILITIES );
	await expect( rows( page ).first() ).toBeVisible();
	const loaded = Date.now() - start;
	const height = await page.evaluate(
		() => document.documentElement.scrollHeight
	);
	const total = await page
		.locator( '.dataviews-bulk-actions-footer__item-count' )
		.innerText();
	// eslint-disable-next-line no-console
	console.log(
		`Abilities list, ${ site } (${ total.trim() }): ${ height } px tall at 1280×800, first row after ${ loaded } ms`
	);
	return height;
}

/**
 * The Administrator's and the Subscriber's tools offered on every other screen, as the "Tools per
 * role" tab says.
 * @param page The owner's page.
 */
async function offeredCounts( page: Page ) {
	await page.goto( `${ SCREEN }&tab=counts` );
	const table = page.locator( '.webmcp-abilities-tool-counts' );
	const roles = ( await table.locator( 'thead th' ).allInnerTexts() )
		.slice( 1 )
		.map( ( name ) => name.trim() );
	const cell = async ( role: string ) =>
		Number(
			(
				await table
					.locator( 'tr[data-screen="*"] td' )
					.nth( roles.indexOf( role ) )
					.innerText()
			).match( /^\d+/ )?.[ 0 ]
		);
	return {
		administrator: await cell( 'Administrator' ),
		subscriber: await cell( 'Subscriber' ),
	};
}

test(
	'on a site with only this plugin, the list of abilities stays within two screens',
	{ tag: NATIVE_ONLY },
	async ( { page } ) => {
		await logIn( page, 'admin' );
		expect(
			await openAndMeasure( page, 'this plugin only' )
		).toBeLessThanOrEqual( MOST_HEIGHT );
		await expectNoSeriousViolations( page, { excluded: CORE_ADMIN_MENU } );
	}
);

test(
	'among about 300 abilities the owner finds the store’s by filter, offers its read-only ones in bulk and one write, and the counts per role follow; its destructive ones stay unoffered',
	{ tag: NATIVE_ONLY },
	async ( { page, baseURL } ) => {
		test.setTimeout( 120_000 );
		const client = await switchOnTestPlugins( page, admin, [
			'store',
			'groupedAbilities',
		] );
		try {
			// As many more as make about 300 on the screen, where the editors' abilities join the server's.
			const listed = (
				await client.request( 'GET', '/webmcp-abilities/v1/exposure' )
			).body.length;
			await page.context().addCookies( [
				{
					name: 'webmcp_test_bulk_abilities',
					value: String( ABOUT - listed ),
					url: baseURL as string,
				},
			] );
		} finally {
			await client.dispose();
		}
		await logIn( page, 'admin' );
		const before = await offeredCounts( page );

		expect(
			await openAndMeasure( page, `about ${ ABOUT } abilities` )
		).toBeLessThanOrEqual( MOST_HEIGHT );
		await expectNoSeriousViolations( page, { excluded: CORE_ADMIN_MENU } );

		// The store's, by the plugin filter: its eleven, and nothing else.
		await filterAbilities( page, 'Plugin', 'WooCommerce' );
		await expect( rows( page ) ).toHaveCount( 11 );
		for ( const name of await rows( page )
			.locator( '[data-ability]' )
			.evaluateAll( ( cells ) =>
				cells.map( ( cell ) => cell.getAttribute( 'data-ability' ) )
			) ) {
			expect( name ).toMatch( /^woocommerce\// );
		}
		await expectNoSeriousViolations( page, { excluded: CORE_ADMIN_MENU } );

		// Its read-only ones, all selected and offered in one go, by keyboard.
		await filterAbilities( page, 'Kind', 'Read-only' );
		await expect( rows( page ) ).toHaveCount( 4 );
		const readOnly = await rows( page )
			.locator( '[data-ability]' )
			.evaluateAll( ( cells ) =>
				cells.map( ( cell ) => cell.getAttribute( 'data-ability' ) )
			);
		await page
			.getByRole( 'columnheader', { name: 'Select all' } )
			.getByRole( 'checkbox' )
			.focus();
		await page.keyboard.press( 'Space' );
		await page
			.getByRole( 'button', { name: 'Offer', exact: true } )
			.press( 'Enter' );
		await expect( listNotice( page ) ).toContainText(
			'4 abilities offered.'
		);
		for ( const label of [
			'Query products',
			'Query orders',
			'Query coupons',
		] ) {
			await expect( offerSwitch( page, label ) ).toBeChecked();
		}

		// One write, by its own switch; and a bulk offer that would sweep in a destructive one
		// leaves it out and says so.
		await page
			.getByRole( 'columnheader', { name: 'Deselect all' } )
			.getByRole( 'checkbox' )
			.uncheck();
		await page
			.getByRole( 'button', { name: 'Reset', exact: true } )
			.click();
		await filterAbilities( page, 'Plugin', 'WooCommerce' );
		await expect( rows( page ) ).toHaveCount( 11 );
		await offerSwitch( page, 'Add order note' ).focus();
		await page.keyboard.press( 'Space' );
		await expect( offerSwitch( page, 'Add order note' ) ).toBeChecked();
		await row( page, 'woocommerce/product-delete' )
			.getByRole( 'checkbox', { name: 'Delete product', exact: true } )
			.check();
		await page
			.getByRole( 'button', { name: 'Offer', exact: true } )
			.click();
		await expect( listNotice( page ) ).toContainText(
			'0 abilities offered. Not offered, as they are other plugins’ destructive abilities: Delete product.'
		);
		await expect( offerSwitch( page, 'Delete product' ) ).not.toBeChecked();

		await page.getByRole( 'button', { name: 'Save settings' } ).click();
		await expect(
			page.locator( '.components-notice' ).getByText( 'Settings saved.' )
		).toBeVisible();
		const { abilities } = await readPluginSettings( admin );
		expect( abilities ).toEqual(
			Object.fromEntries(
				[ ...readOnly, 'woocommerce/order-add-note' ].map( ( name ) => [
					name,
					true,
				] )
			)
		);
		await expect(
			row( page, 'woocommerce/product-delete' ).locator( '[data-status]' )
		).toHaveAttribute( 'data-status', 'not-offered' );
		await expect(
			row( page, 'woocommerce/orders-query' ).locator( '[data-status]' )
		).toHaveAttribute( 'data-status', 'offered' );

		// The store's tools go to those who may run the store, not to a subscriber.
		const after = await offeredCounts( page );
		expect( after.administrator ).toBeGreaterThan( before.administrator );
		expect( after.subscriber ).toBe( before.subscriber );
	}
);
