/**
 * A classic theme's menus, widgets and Additional CSS, as an eager agent changes them on a site
 * with only this plugin, switched to Twenty Twenty-One for the story and back at its end, even on
 * failure: bad input (a location the theme lacks, a sidebar it lacks, `</style>`) refused before
 * anyone is asked; a page added to the primary menu and nested under another item, a Search
 * widget added to the footer and moved first, Additional CSS set, each through an accessible
 * dialog showing before → after; a visitor sees each; the log's Undo takes each back. Under the
 * block theme none of these tools is offered.
 */
import { undoFromLog } from '../../utils/activity-log';
import { Agent } from '../../utils/agent';
import { expectNoSeriousViolations } from '../../utils/axe';
import { confirmDialog, shownSubject } from '../../utils/confirm-dialog';
import { errorCode, ok } from '../../utils/editor-agent';
import { logIn } from '../../utils/log-in';
import { RestClient } from '../../utils/rest-client';
import { createPost } from '../../utils/site-content';
import { ownTool } from '../../utils/tool-names';
import { expect, test } from '../../utils/clean-php-log';
import type { Locator, Page } from '@playwright/test';

const GET_MENUS = ownTool( 'get-menus' );
const ADD_ITEM = ownTool( 'add-menu-item' );
const EDIT_MENU = ownTool( 'edit-menu' );
const GET_WIDGETS = ownTool( 'get-widgets' );
const EDIT_WIDGETS = ownTool( 'edit-widgets' );
const GET_CSS = ownTool( 'get-custom-css' );
const SET_CSS = ownTool( 'set-custom-css' );
const CLASSIC_TOOLS = [
	GET_MENUS,
	ADD_ITEM,
	EDIT_MENU,
	GET_WIDGETS,
	EDIT_WIDGETS,
	GET_CSS,
	SET_CSS,
];

const CSS = '.site-title a { letter-spacing: 0.3em; }';

let admin: RestClient;
test.beforeAll( async ( { baseURL } ) => {
	admin = await RestClient.as( baseURL as string, 'admin' );
} );
test.afterAll( async () => admin.dispose() );

/**
 * Switches the theme as Appearance > Themes does, through the plugin's own ability.
 * @param stylesheet The theme.
 */
async function switchTheme( stylesheet: string ): Promise< void > {
	const { status, body } = await admin.request(
		'POST',
		'/wp-abilities/v1/abilities/webmcp-abilities/switch-theme/run',
		{ input: { stylesheet } }
	);
	expect( status, JSON.stringify( body ) ).toBe( 200 );
}

/**
 * Confirms the open dialog once it is checked with axe.
 * @param page   The person's page.
 * @param dialog The dialog.
 */
async function confirm( page: Page, dialog: Locator ): Promise< void > {
	await expectNoSeriousViolations( page, {
		include: '.webmcp-abilities-confirm',
	} );
	await dialog.getByRole( 'button', { name: 'Confirm' } ).click();
	await expect( dialog ).toBeHidden();
}

test( 'a page nested in the primary menu, a Search widget in the footer and Additional CSS: each confirmed before → after, seen by a visitor, and undone from the log', async ( {
	page,
	browser,
	baseURL,
} ) => {
	test.setTimeout( 180_000 );
	const stamp = Date.now();
	const hours = await createPost( admin, {
		type: 'pages',
		title: `Opening hours ${ stamp }`,
		status: 'publish',
	} );
	const about = await createPost( admin, {
		type: 'pages',
		title: `About us ${ stamp }`,
		status: 'publish',
	} );
	await switchTheme( 'twentytwentyone' );
	let menu = 0;
	try {
		menu = (
			await admin.request( 'POST', '/wp/v2/menus', {
				name: `Main ${ stamp }`,
				locations: [ 'primary' ],
			} )
		).body.id;
		await admin.request( 'POST', '/wp/v2/menu-items', {
			title: 'Home',
			url: `${ baseURL }/`,
			menus: menu,
			menu_order: 1,
			status: 'publish',
		} );
		const aboutItem = (
			await admin.request( 'POST', '/wp/v2/menu-items', {
				type: 'post_type',
				object: 'page',
				object_id: about,
				menus: menu,
				menu_order: 2,
				status: 'publish',
			} )
		).body.id as number;

		await logIn( page, 'admin' );
		const agent = await Agent.attach( page );
		const dialog = confirmDialog( page );
		const visitor = await browser.newContext( { baseURL } );
		const front = await visitor.newPage();

		// Menus: bad input the moment the tools appear, refused with nobody asked.
		await page.goto( `/wp-admin/nav-menus.php?menu=${ menu }` );
		await agent.whenTool( EDIT_MENU );
		expect(
			await Promise.all( [
				errorCode( agent, EDIT_MENU, { menu, location: 'sidebar' } ),
				errorCode( agent, ADD_ITEM, {
					menu,
					type: 'custom',
					url: 'javascript:alert(1)',
					title: 'Click',
				} ),
			] )
		).toEqual( [ 'invalid_input', 'invalid_input' ] );
		await expect( dialog ).toBeHidden();
		const read = ( await ok( agent, GET_MENUS ) ) as {
			menus: Array< { id: number; locations: string[] } >;
		};
		expect( read.menus ).toContainEqual(
			expect.objectContaining( { id: menu, locations: [ 'primary' ] } )
		);

		const adding = await agent.invoke( ADD_ITEM, {
			menu,
			type: 'page',
			id: hours,
		} );
		await expect( dialog ).toBeVisible();
		expect( await shownSubject( dialog ) ).toEqual( {
			Items: `Home, About us ${ stamp } → Home, About us ${ stamp }, Opening hours ${ stamp }`,
		} );
		await confirm( page, dialog );
		const added = ( await agent.response( adding ) ).output as {
			ok: boolean;
			result: { item: number };
		};
		expect( added ).toMatchObject( { ok: true } );

		const nesting = await agent.invoke( EDIT_MENU, {
			menu,
			item: added.result.item,
			parent: aboutItem,
		} );
		await expect( dialog ).toBeVisible();
		expect( await shownSubject( dialog ) ).toEqual( {
			Items: `Home, About us ${ stamp }, Opening hours ${ stamp } → Home, About us ${ stamp } (Opening hours ${ stamp })`,
		} );
		await confirm( page, dialog );
		expect( ( await agent.response( nesting ) ).output ).toMatchObject( {
			ok: true,
		} );
		// The visitor's page has the page in About's sub-menu (which the theme opens on demand).
		await front.goto( '/' );
		await expect(
			front
				.locator( '#site-navigation li', {
					has: front.getByRole( 'link', {
						name: `About us ${ stamp }`,
						exact: true,
					} ),
				} )
				.locator( '.sub-menu a' )
		).toHaveText( [ `Opening hours ${ stamp }` ] );

		// Widgets: a sidebar the theme lacks is refused; a Search widget added, then moved first.
		await page.goto( '/wp-admin/widgets.php' );
		await agent.whenTool( EDIT_WIDGETS );
		const search = {
			action: 'add',
			type: 'search',
			title: 'Find a loaf',
		};
		expect(
			await errorCode( agent, EDIT_WIDGETS, {
				...search,
				sidebar: 'sidebar-9',
			} )
		).toBe( 'invalid_input' );
		await expect( dialog ).toBeHidden();
		const footer = (
			( await ok( agent, GET_WIDGETS ) ) as {
				sidebars: Array< { id: string; widgets: unknown[] } >;
			}
		 ).sidebars.find( ( sidebar ) => sidebar.id === 'sidebar-1' );
		expect( footer?.widgets.length ).toBeGreaterThan( 0 );

		const addingWidget = await agent.invoke( EDIT_WIDGETS, {
			...search,
			sidebar: 'sidebar-1',
		} );
		await expect( dialog ).toBeVisible();
		const shownAdd = await shownSubject( dialog );
		expect( shownAdd.Widget ).toBe( 'Search “Find a loaf”' );
		expect( shownAdd.Footer ).toMatch( /, Search “Find a loaf”$/ );
		await confirm( page, dialog );
		const widget = (
			( await agent.response( addingWidget ) ).output as {
				result: { widget: string; position: number };
			}
		 ).result;
		expect( widget.position ).toBe( ( footer?.widgets.length ?? 0 ) + 1 );

		const moving = await agent.invoke( EDIT_WIDGETS, {
			action: 'move',
			widget: widget.widget,
			position: 1,
		} );
		await expect( dialog ).toBeVisible();
		expect( ( await shownSubject( dialog ) ).Footer ).toMatch(
			/→ Search “Find a loaf”, /
		);
		await confirm( page, dialog );
		expect( ( await agent.response( moving ) ).output ).toMatchObject( {
			ok: true,
			result: { widget: widget.widget, position: 1 },
		} );
		await front.reload();
		await expect(
			front.locator( '.widget-area .widget' ).first()
		).toHaveAttribute( 'id', widget.widget );
		await expect( front.locator( `#${ widget.widget }` ) ).toContainText(
			'Find a loaf'
		);

		// Additional CSS: `</style>` refused; the CSS set, shown as a diff.
		await page.goto( '/wp-admin/themes.php' );
		await agent.whenTool( SET_CSS );
		expect(
			await errorCode( agent, SET_CSS, {
				css: 'p { color: red; } </style><script>alert(1)</script>',
			} )
		).toBe( 'invalid_input' );
		await expect( dialog ).toBeHidden();
		const before = ( ( await ok( agent, GET_CSS ) ) as { css: string } )
			.css;
		const setting = await agent.invoke( SET_CSS, { css: CSS } );
		await expect( dialog ).toBeVisible();
		expect( await shownSubject( dialog ) ).toMatchObject( {
			Theme: 'Twenty Twenty-One',
		} );
		await expect( dialog ).toContainText( CSS );
		await confirm( page, dialog );
		expect( ( await agent.response( setting ) ).output ).toMatchObject( {
			ok: true,
			result: { changed: true },
		} );
		await front.reload();
		expect(
			await front.locator( 'style#wp-custom-css' ).textContent()
		).toContain( CSS );

		// The log's Undo, newest first: the CSS, the widget's move and addition, the menu's two.
		expect(
			await undoFromLog( page, 'Additional CSS (Twenty Twenty-One)' )
		).toBe( 'Undone.' );
		expect(
			(
				await admin.request(
					'GET',
					'/wp-abilities/v1/abilities/webmcp-abilities/get-custom-css/run'
				)
			).body.css
		).toBe( before );
		expect( await undoFromLog( page, 'Widgets' ) ).toBe( 'Undone.' );
		expect( await undoFromLog( page, 'Widgets' ) ).toBe( 'Undone.' );
		expect( await undoFromLog( page, `Menu “Main ${ stamp }”` ) ).toBe(
			'Undone.'
		);
		expect( await undoFromLog( page, `Menu “Main ${ stamp }”` ) ).toBe(
			'Undone.'
		);
		await front.reload();
		await expect( front.locator( `#${ widget.widget }` ) ).toHaveCount( 0 );
		await expect(
			front.locator( '#site-navigation a', {
				hasText: `Opening hours ${ stamp }`,
			} )
		).toHaveCount( 0 );
		expect(
			(
				await front.locator( 'style#wp-custom-css' ).allTextContents()
			).join( '' )
		).not.toContain( CSS );
		await visitor.close();
	} finally {
		await switchTheme( 'twentytwentyfive' );
		if ( menu ) {
			await admin.request(
				'DELETE',
				`/wp/v2/menus/${ menu }?force=true`
			);
		}
		for ( const id of [ hours, about ] ) {
			await admin.request( 'DELETE', `/wp/v2/pages/${ id }?force=true` );
		}
	}
} );

test( 'under the block theme none of the classic theme’s tools is offered', async ( {
	page,
} ) => {
	await logIn( page, 'admin' );
	const agent = await Agent.attach( page );
	for ( const screen of [ '/wp-admin/themes.php', '/wp-admin/' ] ) {
		await page.goto( screen );
		const tools = await agent.settledToolNames();
		for ( const tool of CLASSIC_TOOLS ) {
			expect( tools, screen ).not.toContain( tool );
		}
	}
} );
