/**
 * On the Playground CLI, the Site Editor saves what the person confirms. There, every request,
 * static files too, waits for one PHP worker: the save dialog's script once waited 25 to 45 s
 * behind the Site Editor's own requests (issue 55). One visit to the Site Editor, as a person's
 * would be, carries each kind of save: the site's styles, the header's menu (an entity of its
 * own), and a customised template reset to the theme's. The native runtime's design stories
 * (`design/site-editor.spec.ts`) check each in depth.
 */
import { undoFromLog } from '../../utils/activity-log';
import { confirmDialog, shownSubject } from '../../utils/confirm-dialog';
import { answerCode, EDITOR, ok } from '../../utils/editor-agent';
import { RestClient } from '../../utils/rest-client';
import { createPost } from '../../utils/site-content';
import {
	openSiteEditor,
	PAGE_TEMPLATE,
	resetSiteDesign,
	savedPageTemplate,
	savedStyles,
	siteEditorUrl,
} from '../../utils/site-design';
import { ownTool } from '../../utils/tool-names';
import { expect, test } from '../../utils/clean-php-log';

const SET_STYLES = ownTool( 'set-styles' );
const SAVE = ownTool( 'save-site' );
const READ_NAVIGATION = ownTool( 'read-navigation' );
const ADD_LINK = ownTool( 'add-navigation-link' );
const REVERT = ownTool( 'revert-template' );

/** What the Site Editor fetches by itself (the header's menu) waits for the one PHP worker. */
const SITE_EDITOR_FETCHES = 90_000;

let admin: RestClient;
test.beforeAll( async ( { baseURL } ) => {
	admin = await RestClient.as( baseURL as string, 'admin' );
} );
test.afterEach( async () => resetSiteDesign( admin ) );
test.afterAll( async () => admin.dispose() );

test( 'an eager agent restyles the site, adds a page to the header’s menu and resets a customised template; each save asked in the page, then seen by visitors and undone from the log', async ( {
	page,
	browser,
	baseURL,
}, testInfo ) => {
	test.skip(
		testInfo.project.name !== 'playground',
		'The native runtime’s design stories save each kind in depth'
	);
	// The Site Editor alone takes most of a minute to load on the Playground CLI.
	test.setTimeout( 300_000 );
	const custom =
		'<!-- wp:paragraph --><p>Our own page layout</p><!-- /wp:paragraph -->';
	await admin.request( 'POST', `/wp/v2/templates/${ PAGE_TEMPLATE }`, {
		content: custom,
	} );
	const contact = await createPost( admin, {
		type: 'pages',
		title: 'Contact',
		status: 'publish',
	} );
	const agent = await openSiteEditor(
		page,
		admin,
		siteEditorUrl( '/wp_template/twentytwentyfive//single', true )
	);
	const dialog = confirmDialog( page );

	// The moment the tools appear, while the Site Editor still loads: a change, and a save at
	// once. The person is asked all the same, and declines: nothing is saved.
	await Promise.all( [
		agent.whenTool( SET_STYLES ),
		agent.whenTool( SAVE ),
	] );
	await ok( agent, SET_STYLES, { background: 'accent-5' } );
	const declined = agent.invoke( SAVE );
	await expect( dialog ).toBeVisible();
	await dialog.getByRole( 'button', { name: 'Cancel' } ).click();
	expect( answerCode( await agent.response( await declined ) ) ).toBe(
		'confirmation_declined'
	);
	expect( ( await savedStyles( admin ) ).styles ).toEqual( {} );

	// The header's menu, once the Site Editor has made it: Contact after Sample Page.
	await agent.whenTool( READ_NAVIGATION );
	type Menu = {
		menu: number;
		items: Array< { path: string; label?: string } >;
	};
	let menu: Menu = { menu: 0, items: [] };
	await expect
		.poll(
			async () => {
				const { output } = await agent.call( READ_NAVIGATION );
				menu = ( output as { result?: Menu } ).result ?? menu;
				return menu.items.map( ( item ) => item.label );
			},
			{ timeout: SITE_EDITOR_FETCHES }
		)
		.toEqual( expect.arrayContaining( [ 'Contact', 'Sample Page' ] ) );
	// The header's menu blocks are in the canvas before the agent edits them.
	await expect
		.poll(
			async () =>
				JSON.stringify(
					await ok( agent, EDITOR.READ, { depth: 20, limit: 1 } )
				).includes( '"wp_navigation"' ),
			{ timeout: SITE_EDITOR_FETCHES }
		)
		.toBe( true );
	await ok( agent, ADD_LINK, {
		link: { page: contact },
		after: menu.items.find( ( item ) => item.label === 'Sample Page' )
			?.path,
	} );

	// Saved together, through the dialog that lists exactly the styles and the menu.
	const saving = agent.invoke( SAVE );
	await expect( dialog ).toBeVisible();
	expect( Object.keys( await shownSubject( dialog ) ).sort() ).toEqual( [
		'Navigation menu “Navigation”',
		'Styles',
	] );
	await dialog.getByRole( 'button', { name: 'Confirm' } ).click();
	const saved = ( await agent.response( await saving ) ).output;
	expect( saved, JSON.stringify( saved ) ).toMatchObject( {
		ok: true,
		result: { failed: [] },
	} );

	// The customised page template, reset to the theme's through a dialog that names it.
	const reverting = agent.invoke( REVERT, {
		id: PAGE_TEMPLATE,
		kind: 'wp_template',
	} );
	await expect( dialog ).toBeVisible();
	await expect( dialog ).toContainText( PAGE_TEMPLATE );
	await dialog.getByRole( 'button', { name: 'Confirm' } ).click();
	expect( ( await agent.response( await reverting ) ).output ).toMatchObject(
		{ ok: true, result: { reverted: PAGE_TEMPLATE } }
	);
	expect( ( await savedPageTemplate( admin ) ).source ).toBe( 'theme' );

	// A visitor, logged out, sees the new background and Contact in the header's menu.
	const visitor = await browser.newContext( { baseURL } );
	const front = await visitor.newPage();
	await front.goto( '/' );
	expect(
		await front.evaluate(
			() => getComputedStyle( document.body ).backgroundColor
		)
	).toBe( 'rgb(251, 250, 243)' );
	await expect(
		front.locator( 'header a', { hasText: 'Contact' } )
	).toHaveAttribute( 'href', /\/contact\/$/ );
	await visitor.close();

	// The log's Undo takes the styles back and brings the site's own template back.
	expect( await undoFromLog( page, 'Styles' ) ).toBe( 'Undone.' );
	expect( ( await savedStyles( admin ) ).styles ).toEqual( {} );
	expect( await undoFromLog( page, 'Template “Pages”' ) ).toBe( 'Undone.' );
	expect( await savedPageTemplate( admin ) ).toEqual( {
		source: 'custom',
		content: custom,
	} );
} );
