/**
 * Settings > WebMCP Abilities: the owner sees every ability with the tool it becomes (or why it
 * cannot), chooses which are offered, switches everything off, and sets the per-page cap.
 */
import type { Page } from '@playwright/test';

import { logIn } from '../../utils/log-in';
import { dashboardTools } from '../../utils/page-watch';
import {
	DEFAULT_SETTINGS,
	readPluginSettings,
	savePluginSettings,
} from '../../utils/plugin-settings';
import { RestClient } from '../../utils/rest-client';
import {
	SETTINGS_SCREEN as SCREEN,
	everyRow,
	filterAbilities,
	findAbility,
	offerSwitch,
	openSettingsTab,
	rowAction,
} from '../../utils/settings-screen';
import { switchOnTestPlugin } from '../../utils/test-plugins';
import { expect, test } from '../../utils/clean-php-log';
import { NATIVE_ONLY } from '../../runtimes';

let admin: RestClient;
test.beforeAll( async ( { baseURL } ) => {
	admin = await RestClient.as( baseURL as string, 'admin' );
} );
test.afterEach( async () => savePluginSettings( admin, DEFAULT_SETTINGS ) );
test.afterAll( async () => admin.dispose() );
// This story is about another plugin's browser-side abilities: its test plugin is on here only.
test.beforeEach( async ( { page, baseURL } ) =>
	switchOnTestPlugin( page, baseURL as string, 'pageAbilities' )
);

const saved = ( page: Page ) =>
	page.locator( '.components-notice' ).getByText( 'Settings saved.' );

test(
	'every ability is listed by category with its tool name, kind, capability and status',
	{ tag: NATIVE_ONLY },
	async ( { page } ) => {
		await logIn( page, 'admin' );
		await openSettingsTab( page, 'abilities' );

		// The categories, which the list filters by.
		await filterAbilities( page, 'Category', 'Site (WebMCP Abilities)' );
		await expect(
			await findAbility( page, 'webmcp-abilities/get-site-overview' )
		).toBeVisible();
		await page
			.getByRole( 'button', { name: 'Reset', exact: true } )
			.click();

		const overview = await findAbility(
			page,
			'webmcp-abilities/get-site-overview'
		);
		await expect( overview ).toContainText( 'wp_get-site-overview' );
		await expect( overview ).toContainText( 'read-only' );
		await expect( overview ).toContainText( 'Offered' );
		await expect(
			await findAbility( page, 'webmcp-abilities/publish-post' )
		).toContainText( 'consequential' );
		await expect(
			await findAbility( page, 'webmcp-abilities/trash-post' )
		).toContainText( 'destructive' );
		await expect(
			await findAbility( page, 'webmcp-abilities/moderate-comment' )
		).toContainText( 'only on: edit-comments' );
		await expect(
			await findAbility( page, 'core/get-site-info' )
		).toContainText( 'manage_options' );

		const restLess = await findAbility( page, 'webmcp-test/rest-less' );
		await expect( restLess ).toContainText( 'Cannot be offered' );
		await expect( restLess ).toContainText( 'not in the REST API' );
		await expect( offerSwitch( restLess ) ).toBeDisabled();
		await expect(
			await findAbility( page, 'playground/request' )
		).toContainText( 'reserved by WordPress Playground' );
		await expect(
			await findAbility( page, 'webmcp-test/not-offered' )
		).toContainText( 'Not offered' );

		// The names the screen shows are the names the agent sees.
		await openSettingsTab( page, 'abilities' );
		await filterAbilities( page, 'Status', 'Offered' );
		const offered = ( await everyRow( page ) )
			// Visitors' tools are not in wp-admin.
			.filter( ( { text } ) => ! text.includes( 'on the public site' ) )
			// Of the screen-limited tools, those limited to screens that include the dashboard.
			.filter(
				( { text } ) =>
					! text.includes( 'only on:' ) ||
					/only on:.*\bdashboard\b/.test( text )
			);
		expect( offered.map( ( { toolName } ) => toolName ).sort() ).toEqual(
			await dashboardTools( page )
		);
	}
);

test( 'the owner’s choice turns an ability’s tool off or on', async ( {
	page,
} ) => {
	await logIn( page, 'admin' );
	await openSettingsTab( page, 'abilities' );
	await offerSwitch(
		await findAbility( page, 'webmcp-abilities/find-posts' )
	).uncheck();
	await offerSwitch(
		await findAbility( page, 'webmcp-test/not-offered' )
	).check();
	await page.getByRole( 'button', { name: 'Save settings' } ).click();
	await expect( saved( page ) ).toBeVisible();
	await expect(
		await findAbility( page, 'webmcp-abilities/find-posts' )
	).toContainText( 'Not offered' );

	const tools = await dashboardTools( page );
	expect( tools ).not.toContain( 'wp_find-posts' );
	expect( tools ).toContain( 'webmcp-test_not-offered' );

	// Choices stick: the screen shows them after a reload.
	await openSettingsTab( page, 'abilities' );
	await expect(
		offerSwitch( await findAbility( page, 'webmcp-abilities/find-posts' ) )
	).not.toBeChecked();
} );

test(
	'browser-side abilities are listed with the server’s, and the owner switches one off',
	{ tag: NATIVE_ONLY },
	async ( { page } ) => {
		await logIn( page, 'admin' );
		await openSettingsTab( page, 'abilities' );
		// The plugin's editor abilities, which live in the post editor, and another plugin's in this page.
		await filterAbilities( page, 'Category', 'Block editor' );
		const insertBlocks = await findAbility(
			page,
			'webmcp-abilities/insert-blocks'
		);
		await expect( insertBlocks ).toContainText( 'wp_insert-blocks' );
		await expect( insertBlocks ).toContainText( 'only on: post, page' );
		await page
			.getByRole( 'button', { name: 'Reset', exact: true } )
			.click();
		const echo = await findAbility( page, 'webmcp-test/page/echo' );
		await expect( echo ).toContainText( 'webmcp-test_page_echo' );
		await expect( echo ).toContainText( 'checked in the page' );
		await expect( echo ).toContainText( 'Offered' );
		await expect(
			await findAbility( page, 'webmcp-test/page-hidden' )
		).toContainText( 'Not offered' );

		await offerSwitch(
			await findAbility( page, 'webmcp-test/page/echo' )
		).uncheck();
		await page.getByRole( 'button', { name: 'Save settings' } ).click();
		await expect( saved( page ) ).toBeVisible();
		await expect( echo ).toContainText( 'Not offered' );
		const tools = await dashboardTools( page );
		expect( tools ).toContain( 'webmcp-test_page-mark' );
		expect( tools ).not.toContain( 'webmcp-test_page_echo' );
	}
);

test(
	'a PHP filter still wins over the owner, and the screen says so',
	{ tag: NATIVE_ONLY },
	async ( { page, baseURL } ) => {
		await logIn( page, 'admin' );
		// The control: without the filter the tool is there, so its absence below is the filter's doing.
		expect( await dashboardTools( page ) ).toContain(
			'webmcp-test_count-words'
		);

		await page.context().addCookies( [
			{
				name: 'webmcp_test_filter_off',
				value: 'webmcp-test/count-words',
				url: baseURL as string,
			},
		] );
		await openSettingsTab( page, 'abilities' );
		const countWords = await findAbility( page, 'webmcp-test/count-words' );
		await expect( countWords ).toContainText(
			'decided by a filter in code'
		);
		await expect( offerSwitch( countWords ) ).toBeChecked();
		const tools = await dashboardTools( page );
		expect( tools ).not.toContain( 'webmcp-test_count-words' );
		// Only that tool went: the others are still offered.
		expect( tools ).toContain( 'wp_get-site-overview' );
	}
);

test(
	'the global switch takes every tool away, and the cap limits each page',
	{ tag: NATIVE_ONLY },
	async ( { page } ) => {
		await logIn( page, 'admin' );
		await page.goto( SCREEN );
		await page
			.getByRole( 'checkbox', {
				name: 'Offer tools to AI agents in wp-admin',
			} )
			.uncheck();
		await page.getByRole( 'button', { name: 'Save settings' } ).click();
		await expect( saved( page ) ).toBeVisible();
		expect( await dashboardTools( page ) ).toEqual( [] );
		await expect(
			page.locator( '#webmcp-abilities-bridge-js' )
		).toHaveCount( 0 );

		await page.goto( SCREEN );
		await page
			.getByRole( 'checkbox', {
				name: 'Offer tools to AI agents in wp-admin',
			} )
			.check();
		await page
			.getByRole( 'spinbutton', { name: 'Most tools on one page' } )
			.fill( '3' );
		await page.getByRole( 'button', { name: 'Save settings' } ).click();
		await expect( saved( page ) ).toBeVisible();
		expect( await dashboardTools( page ) ).toHaveLength( 3 );
	}
);

test(
	'the screen shows how many tools each role gets on each screen, as the cap and the saved settings decide',
	{ tag: NATIVE_ONLY },
	async ( { page } ) => {
		await logIn( page, 'admin' );
		// This site's own tools: browser-side abilities come on top, in the page.
		const serverTools = ( await dashboardTools( page ) ).filter(
			( name ) => ! name.startsWith( 'webmcp-test_page' )
		);
		await openSettingsTab( page, 'counts' );
		const table = page.locator( '.webmcp-abilities-tool-counts' );
		const roles = ( await table.locator( 'thead th' ).allInnerTexts() )
			.slice( 1 )
			.map( ( name ) => name.trim() );
		const count = async ( screen: string, role: string ) =>
			Number(
				await table
					.locator( `tr[data-screen="${ screen }"] td` )
					.nth( roles.indexOf( role ) )
					.innerText()
			);

		expect( roles.slice( 0, 5 ) ).toEqual( [
			'Administrator',
			'Editor',
			'Author',
			'Contributor',
			'Subscriber',
		] );
		// The dashboard has a row of its own: update-site-identity and the settings' two tools are
		// offered there.
		expect( await count( 'dashboard', 'Administrator' ) ).toBe(
			serverTools.length
		);
		expect( await count( '*', 'Administrator' ) ).toBe(
			serverTools.length - 3
		);
		// Comments moderation comes only on its screen, and only to those who moderate.
		expect( await count( 'edit-comments', 'Editor' ) ).toBeGreaterThan(
			await count( '*', 'Editor' )
		);
		expect( await count( '*', 'Subscriber' ) ).toBeLessThan(
			await count( '*', 'Author' )
		);

		await openSettingsTab( page, 'general' );
		await page
			.getByRole( 'spinbutton', { name: 'Most tools on one page' } )
			.fill( '3' );
		await page.getByRole( 'button', { name: 'Save settings' } ).click();
		await expect( saved( page ) ).toBeVisible();
		await page.getByRole( 'tab', { name: 'Tools per role' } ).click();
		// Past the cap: all are still offered, three at once (one of them the loader).
		await expect(
			table.locator( 'tr[data-screen="dashboard"] td' ).first()
		).toHaveText( `${ serverTools.length } offered, 3 at once` );
		// Comments: moderation and replies (three) come, the site's identity and settings (three, the
		// dashboard's and the Settings screens') go.
		await expect(
			table
				.locator( 'tr[data-screen="edit-comments"] td' )
				.nth( roles.indexOf( 'Administrator' ) )
		).toHaveText( `${ serverTools.length } offered, 3 at once` );
	}
);

test(
	'the screen names what the cap leaves out, and the owner keeps one first',
	{ tag: NATIVE_ONLY },
	async ( { page, baseURL } ) => {
		// Far more abilities ask than fit under the cap.
		await page.context().addCookies( [
			{
				name: 'webmcp_test_bulk_abilities',
				value: '100',
				url: baseURL as string,
			},
		] );
		await logIn( page, 'admin' );
		await openSettingsTab( page, 'abilities' );
		await expect(
			await findAbility( page, 'bulk-test/ability-0100' )
		).toContainText( 'Left out by the cap on most screens.' );
		await expect(
			await findAbility( page, 'webmcp-abilities/get-site-overview' )
		).not.toContainText( 'Left out' );
		// Screen-limited: offered only where its screen has room.
		await expect(
			await findAbility( page, 'webmcp-abilities/moderate-comment' )
		).not.toContainText( 'Left out' );
		expect( await dashboardTools( page ) ).not.toContain(
			'bulk-test_ability-0100'
		);

		await openSettingsTab( page, 'abilities' );
		const last = await findAbility( page, 'bulk-test/ability-0100' );
		await rowAction( page, last, 'Keep it before the others' );
		await page.getByRole( 'button', { name: 'Save settings' } ).click();
		await expect( saved( page ) ).toBeVisible();
		await expect( last ).not.toContainText( 'Left out' );
		expect( ( await readPluginSettings( admin ) ).abilities ).toEqual( {
			'bulk-test/ability-0100': true,
		} );
		expect( await dashboardTools( page ) ).toContain(
			'bulk-test_ability-0100'
		);
	}
);

test(
	'the owner gates a third-party tool: a subscriber loses it, an administrator keeps it',
	// The gate is the server's alone: one runtime proves it.
	{ tag: NATIVE_ONLY },
	async ( { page, browser, baseURL } ) => {
		await logIn( page, 'admin' );
		await openSettingsTab( page, 'abilities' );
		const countWords = await findAbility( page, 'webmcp-test/count-words' );
		await rowAction( page, countWords, 'Who is offered it' );
		const dialog = page.getByRole( 'dialog', {
			name: 'Who is offered “Count words”',
		} );
		await dialog
			.getByRole( 'combobox', { name: 'Who is offered “Count words”' } )
			.selectOption( { label: 'Administrators' } );
		await dialog.getByRole( 'button', { name: 'Done' } ).click();
		await expect( countWords ).toContainText( 'read + manage_options' );
		await page.getByRole( 'button', { name: 'Save settings' } ).click();
		await expect( saved( page ) ).toBeVisible();
		expect( ( await readPluginSettings( admin ) ).gates ).toEqual( {
			'webmcp-test/count-words': 'manage_options',
		} );

		expect( await dashboardTools( page ) ).toContain(
			'webmcp-test_count-words'
		);
		const subscriberContext = await browser.newContext( { baseURL } );
		const subscriber = await RestClient.as(
			baseURL as string,
			'subscriber'
		);
		try {
			const subscriberPage = await subscriberContext.newPage();
			await logIn( subscriberPage, 'subscriber' );
			const tools = await dashboardTools( subscriberPage );
			expect( tools ).toContain( 'wp_get-site-overview' );
			expect( tools ).not.toContain( 'webmcp-test_count-words' );

			// A tab that still holds the tool, or a hand-made call, is refused by the server.
			const run = await subscriber.request(
				'POST',
				'/wp-abilities/v1/abilities/webmcp-test/count-words/run',
				{ input: 'one two' },
				{ 'X-WebMCP-Abilities-Tool': 'webmcp-test_count-words' }
			);
			expect( run.status ).toBe( 410 );
			expect( run.body.code ).toBe( 'tool_withdrawn' );
		} finally {
			await subscriber.dispose();
			await subscriberContext.close();
		}

		// The gate sticks, and "Anyone it allows" removes it.
		await openSettingsTab( page, 'abilities' );
		await rowAction(
			page,
			await findAbility( page, 'webmcp-test/count-words' ),
			'Who is offered it'
		);
		const gate = dialog.getByRole( 'combobox' );
		await expect( gate ).toHaveValue( 'manage_options' );
		await gate.selectOption( { label: 'Anyone it allows' } );
		await dialog.getByRole( 'button', { name: 'Done' } ).click();
		await page.getByRole( 'button', { name: 'Save settings' } ).click();
		await expect( saved( page ) ).toBeVisible();
		expect( ( await readPluginSettings( admin ) ).gates ).toEqual( {} );
	}
);

test(
	'the screen names the schema repairs the bridge makes for an ability, and only for it',
	{ tag: NATIVE_ONLY },
	async ( { page } ) => {
		await logIn( page, 'admin' );
		await openSettingsTab( page, 'abilities' );

		const legacy = await findAbility( page, 'webmcp-test/legacy-schema' );
		await legacy
			.getByText( 'Schema repaired for agents (3 fixes)' )
			.click();
		await expect( legacy ).toContainText(
			'Input schema: `required: true` on a property (draft-03) instead of a `required` list (/properties/word).'
		);
		await expect( legacy ).toContainText(
			'Input schema: an empty `properties` sent as a list, not an object (/properties/options/properties).'
		);
		await expect( legacy ).toContainText(
			'Output schema: an empty `required` list, which JSON Schema forbids (/required).'
		);
		// The plugin's own schemas are valid as served: nothing to repair.
		await page
			.getByRole( 'searchbox', { name: 'Search abilities' } )
			.fill( 'webmcp-abilities/' );
		// The search applies once the person stops typing.
		await expect(
			page.locator( '[data-ability]' ).first()
		).toHaveAttribute( 'data-ability', /^webmcp-abilities\// );
		const own = await everyRow( page );
		expect( own.length ).toBeGreaterThan( 20 );
		expect(
			own.filter( ( { text } ) => text.includes( 'Schema repaired' ) )
		).toEqual( [] );
	}
);

test(
	'only people who manage options reach the screen, its list, or the setting',
	{ tag: NATIVE_ONLY },
	async ( { page, baseURL } ) => {
		await logIn( page, 'editor' );
		const response = await page.goto( SCREEN );
		expect( response?.status() ).toBe( 403 );

		const editor = await RestClient.as( baseURL as string, 'editor' );
		try {
			for ( const route of [ 'exposure', 'exposure/counts' ] ) {
				expect(
					(
						await editor.request(
							'GET',
							`/webmcp-abilities/v1/${ route }`
						)
					).status
				).toBe( 403 );
			}
			const save = await editor.request( 'POST', '/wp/v2/settings', {
				webmcp_abilities_settings: {
					...DEFAULT_SETTINGS,
					enabled: false,
				},
			} );
			expect( save.status ).toBe( 403 );
		} finally {
			await editor.dispose();
		}
		expect( await readPluginSettings( admin ) ).toEqual( DEFAULT_SETTINGS );
	}
);

test(
	'bad settings are refused and change nothing',
	{ tag: NATIVE_ONLY },
	async () => {
		for ( const bad of [
			{ ...DEFAULT_SETTINGS, max_tools: 5000 },
			{
				...DEFAULT_SETTINGS,
				abilities: { 'webmcp-abilities/find-posts': 'yes' },
			},
			{ ...DEFAULT_SETTINGS, extra: true },
		] ) {
			const response = await admin.request( 'POST', '/wp/v2/settings', {
				webmcp_abilities_settings: bad,
			} );
			expect( response.status, JSON.stringify( bad ) ).toBe( 400 );
		}
		expect( await readPluginSettings( admin ) ).toEqual( DEFAULT_SETTINGS );
	}
);

test(
	'the site’s assistant is off until the owner switches it on, and says where site content goes',
	{ tag: NATIVE_ONLY },
	async ( { page } ) => {
		await logIn( page, 'admin' );
		await page.goto( SCREEN );
		const toggle = page.getByRole( 'checkbox', {
			name: 'Offer the site’s assistant in wp-admin',
		} );
		await expect( toggle ).not.toBeChecked();
		await expect(
			page.getByText( /is sent to the AI provider set up in/ )
		).toBeVisible();

		await toggle.check();
		await page
			.getByRole( 'combobox', { name: 'Who may use the assistant' } )
			.selectOption( 'edit_others_posts' );
		await page.getByRole( 'button', { name: 'Save settings' } ).click();
		await expect( saved( page ) ).toBeVisible();
		expect( ( await readPluginSettings( admin ) ).assistant ).toEqual( {
			enabled: true,
			capability: 'edit_others_posts',
		} );
	}
);

test(
	'grants for trashing and spam are off until the owner allows them',
	{ tag: NATIVE_ONLY },
	async ( { page } ) => {
		await logIn( page, 'admin' );
		await page.goto( SCREEN );
		const toggle = page.getByRole( 'checkbox', {
			name: 'Let one click allow many trashes or spam flags',
		} );
		await expect( toggle ).not.toBeChecked();
		await toggle.check();
		await page.getByRole( 'button', { name: 'Save settings' } ).click();
		await expect( saved( page ) ).toBeVisible();
		expect( ( await readPluginSettings( admin ) ).destructive_grants ).toBe(
			true
		);
	}
);
