/**
 * The agent designs the site beside the person in the Site Editor (Twenty Twenty-Five): it reads
 * and edits a template's blocks in the canvas, restyles the site from the theme's tokens, applies
 * and undoes a colour variation, and saves only what the person saw and confirmed; visitors then
 * see it. Bad values change nothing; people without `edit_theme_options` (an editor, a subscriber)
 * get no design tools.
 *
 * On the native runtime; `playground/site-editor-saves.spec.ts` saves on the Playground CLI.
 */
import type { Page } from '@playwright/test';

import { undoFromLog } from '../../utils/activity-log';
import { Agent } from '../../utils/agent';
import { expectNoSeriousViolations } from '../../utils/axe';
import { confirmDialog, shownSubject } from '../../utils/confirm-dialog';
import { answerCode, EDITOR, errorCode, ok } from '../../utils/editor-agent';
import { logIn } from '../../utils/log-in';
import { createPost } from '../../utils/site-content';
import { RestClient } from '../../utils/rest-client';
import {
	openSiteEditor,
	PAGE_TEMPLATE,
	resetSiteDesign,
	siteEditorUrl,
	savedPageTemplate as savedPageTemplateOf,
	savedStyles as savedStylesOf,
} from '../../utils/site-design';
import { ownTool } from '../../utils/tool-names';
import { expect, test } from '../../utils/clean-php-log';

const STYLES = {
	READ: ownTool( 'read-styles' ),
	SET: ownTool( 'set-styles' ),
	VARIATION: ownTool( 'apply-style-variation' ),
	SAVE: ownTool( 'save-site' ),
};
const TEMPLATES = {
	LIST: ownTool( 'list-templates' ),
	OPEN: ownTool( 'open-template' ),
	REVERT: ownTool( 'revert-template' ),
};
const NAVIGATION = {
	READ: ownTool( 'read-navigation' ),
	ADD: ownTool( 'add-navigation-link' ),
	CHANGE: ownTool( 'change-navigation' ),
};
const DESIGN_TOOLS = [
	...Object.values( NAVIGATION ),
	...Object.values( STYLES ),
	...Object.values( TEMPLATES ),
];

const SINGLE = 'twentytwentyfive//single';

/** The ability whose saves the log lists, to find them among an eager agent's many calls. */
const SAVE_SITE = 'webmcp-abilities/save-site';

/**
 * How long a story may wait for what the Site Editor fetches by itself (the header's menu and its
 * blocks), on a busy machine.
 */
const SITE_EDITOR_FETCHES = 60_000;

let admin: RestClient;
test.beforeAll( async ( { baseURL } ) => {
	admin = await RestClient.as( baseURL as string, 'admin' );
} );
test.afterAll( async () => admin.dispose() );

const savedStyles = () => savedStylesOf( admin );
const savedPageTemplate = () => savedPageTemplateOf( admin );

/** Leaves the worker's site with the theme's own styles and templates for the stories after these. */
test.afterEach( async () => resetSiteDesign( admin ) );

/** @param page The Site Editor. @return The user styles as edited now, unsaved included. */
const editedStyles = ( page: Page ) =>
	page.evaluate( () => {
		const core = (
			window as unknown as {
				wp: {
					data: {
						select: ( store: string ) => {
							__experimentalGetCurrentGlobalStylesId: () => number;
							getEditedEntityRecord: ( ...args: unknown[] ) => {
								styles: unknown;
							};
						};
					};
				};
			}
		 ).wp.data.select( 'core' );
		return JSON.stringify(
			core.getEditedEntityRecord(
				'root',
				'globalStyles',
				core.__experimentalGetCurrentGlobalStylesId()
			).styles
		);
	} );

test( 'in a template’s canvas the block tools act on the open template: read with its parts, locked part blocks refused, insert and transform, one undo step each', async ( {
	page,
} ) => {
	test.setTimeout( 120_000 );
	const agent = await openSiteEditor(
		page,
		admin,
		siteEditorUrl( `/wp_template/${ SINGLE }`, true )
	);
	// An eager agent: three reads the instant the tool appears.
	await agent.whenTool( EDITOR.READ );
	const reads = await Promise.all(
		[ 0, 1, 2 ].map( () => agent.call( EDITOR.READ, { limit: 3 } ) )
	);
	for ( const { output } of reads ) {
		expect( output ).toMatchObject( {
			ok: true,
			result: {
				id: SINGLE,
				type: 'wp_template',
				open: {
					kind: 'wp_template',
					slug: 'single',
					theme: 'twentytwentyfive',
					customized: false,
				},
				total_blocks: 3,
			},
		} );
	}
	const tools = agent.toolNames();
	expect( tools ).toEqual(
		expect.arrayContaining( [ ...DESIGN_TOOLS, EDITOR.UNDO ] )
	);
	// The post's own tools are not the Site Editor's.
	expect( tools ).not.toContain( EDITOR.SAVE );
	expect( tools ).not.toContain( EDITOR.PUBLISH );
	expect( tools.length ).toBeLessThanOrEqual( 30 );

	type Read = {
		blocks: Array< {
			id: string;
			name: string;
			entity?: { kind: string; id: string };
			inner?: Array< { id: string; mode?: string } >;
		} >;
	};
	// A part's blocks arrive a moment after the template's own (core-data fetches the part).
	let blocks: Read[ 'blocks' ] = [];
	await expect
		.poll( async () => {
			( { blocks } = ( await ok( agent, EDITOR.READ, {
				limit: 3,
			} ) ) as Read );
			return [ blocks[ 0 ], blocks[ 2 ] ].every(
				( part ) => ( part?.inner?.length ?? 0 ) > 0
			);
		} )
		.toBe( true );
	const [ header, main, footer ] = blocks;
	// And the header's menu, whose blocks core-data fetches after the part's: a menu that
	// arrives after an edit was seen, on a loaded machine, to leave a step of its own in the
	// history, between the agent's step and the person's Undo (see docs/abilities.md).
	await expect
		.poll( async () => {
			const part = JSON.stringify(
				await ok( agent, EDITOR.READ, {
					parent: blocks[ 0 ]?.id,
					depth: 20,
				} )
			);
			return /"core\/navigation"[^{}]*"entity":\{[^}]*\},"mode":"[a-z]+","inner"/.test(
				part
			);
		} )
		.toBe( true );
	expect( header ).toMatchObject( {
		name: 'core/template-part',
		entity: {
			kind: 'wp_template_part',
			id: 'twentytwentyfive//header',
		},
	} );
	expect( footer?.entity?.id ).toBe( 'twentytwentyfive//footer' );
	// The header's blocks, seen from the template, are the part's: not the person's to change here.
	const locked = header?.inner?.[ 0 ];
	expect( locked?.mode ).toBe( 'locked' );
	expect(
		await errorCode( agent, EDITOR.REMOVE, {
			ids: [ locked?.id as string ],
		} )
	).toBe( 'locked' );
	expect(
		await errorCode( agent, EDITOR.UPDATE, {
			id: locked?.id as string,
			attributes: { align: 'wide' },
		} )
	).toBe( 'locked' );

	// A paragraph added after the main group, then made a heading: two steps.
	const { inserted } = ( await ok( agent, EDITOR.INSERT, {
		content: 'Thanks for reading',
		after: main?.id,
	} ) ) as { inserted: string[] };
	await ok( agent, EDITOR.TRANSFORM, {
		ids: inserted,
		to: 'core/heading',
	} );
	const after = ( await ok( agent, EDITOR.READ, {
		offset: 2,
		limit: 1,
		depth: 0,
	} ) ) as {
		unsaved_changes: boolean;
		blocks: Array< { name: string; text?: string } >;
	};
	expect( after.unsaved_changes ).toBe( true );
	expect( after.blocks[ 0 ] ).toMatchObject( {
		name: 'core/heading',
		text: 'Thanks for reading',
	} );
	// Each was one step of the person's own history: their Undo button takes one back, the
	// agent's undo the other.
	await page
		.getByRole( 'button', { name: 'Undo', exact: true } )
		.first()
		.click();
	await expect
		.poll( async () => {
			const undone = ( await ok( agent, EDITOR.READ, {
				offset: 2,
				limit: 1,
				depth: 0,
			} ) ) as { blocks: Array< { name: string } > };
			return undone.blocks[ 0 ]?.name;
		} )
		.toBe( 'core/paragraph' );
	await ok( agent, EDITOR.UNDO );
	const back = ( await ok( agent, EDITOR.READ, { depth: 0 } ) ) as {
		total_blocks: number;
		unsaved_changes: boolean;
	};
	expect( back ).toMatchObject( {
		total_blocks: 3,
		unsaved_changes: false,
	} );
} );

test( 'styles: tokens read, bad values refused with nothing changed, colours and type set, a colour variation applied and undone, saved through the dialog listing exactly Styles, and visitors see it', async ( {
	page,
	browser,
	baseURL,
} ) => {
	test.setTimeout( 120_000 );
	const agent = await openSiteEditor(
		page,
		admin,
		siteEditorUrl( '/styles' )
	);
	await Promise.all( [
		agent.whenTool( STYLES.SET ),
		agent.whenTool( STYLES.SAVE ),
	] );
	// In the Styles view the canvas is a preview: the block tools wait for the canvas.
	expect( agent.toolNames() ).not.toContain( EDITOR.READ );
	// Nothing to save yet: refused before the person is asked.
	expect( await errorCode( agent, STYLES.SAVE ) ).toBe( 'conflict' );

	// An eager agent changes the background and asks to save at once, while the Site Editor
	// still loads its preview: the person is asked all the same (issue 55: on the Playground
	// CLI the dialog's script once waited 25 to 45 s behind the preview's requests). Declined:
	// nothing saved.
	await ok( agent, STYLES.SET, { background: 'accent-5' } );
	const declined = agent.invoke( STYLES.SAVE );
	const dialog = confirmDialog( page );
	await expect( dialog ).toBeVisible();
	await dialog.getByRole( 'button', { name: 'Cancel' } ).click();
	expect( answerCode( await agent.response( await declined ) ) ).toBe(
		'confirmation_declined'
	);
	expect( ( await savedStyles() ).styles ).toEqual( {} );

	const tokens = ( await ok( agent, STYLES.READ ) ) as {
		palette: Record< string, string >;
		font_sizes: Record< string, string >;
	};
	expect( tokens.palette ).toMatchObject( {
		base: '#FFFFFF',
		'accent-5': '#FBFAF3',
	} );
	// Twenty Twenty-Five hides core's default palette; so does the tool.
	expect( tokens.palette ).not.toHaveProperty( 'vivid-red' );
	expect( tokens.font_sizes ).toHaveProperty( 'x-large' );

	const before = await editedStyles( page );
	for ( const input of [
		{ background: '#12' },
		// A colour function as long as it likes: the tool takes 100 characters at most.
		{ background: `rgb(${ '1,'.repeat( 60 ) }1)` },
		{ font_weight: '450' },
		{ block: 'core/paragraph', content_size: '720px' },
		{ text: 'accent-99' },
		{ font_family: 'Comic Sans' },
		{ font_size: '12 parsecs' },
		{ block: 'core/no-such-block', text: 'base' },
		{ content_size: 'wide' },
	] ) {
		expect(
			await errorCode( agent, STYLES.SET, input ),
			JSON.stringify( input )
		).toBe( 'invalid_input' );
	}
	expect(
		await errorCode( agent, STYLES.VARIATION, { title: 'Nope' } )
	).toBe( 'invalid_input' );
	expect( await editedStyles( page ) ).toBe( before );

	// At once, as an eager agent sends them.
	await Promise.all( [
		ok( agent, STYLES.SET, { background: 'accent-5' } ),
		ok( agent, STYLES.SET, {
			element: 'link',
			text: 'accent-3',
		} ),
		ok( agent, STYLES.SET, {
			block: 'core/paragraph',
			font_size: 'x-large',
			line_height: '1.7',
		} ),
	] );
	const set = await editedStyles( page );
	expect( JSON.parse( set ) ).toMatchObject( {
		color: { background: 'var:preset|color|accent-5' },
		elements: {
			link: { color: { text: 'var:preset|color|accent-3' } },
		},
		blocks: {
			'core/paragraph': {
				typography: {
					fontSize: 'var:preset|font-size|x-large',
					lineHeight: '1.7',
				},
			},
		},
	} );

	const variations = ( await ok( agent, STYLES.READ, {
		section: 'variations',
	} ) ) as { colors: string[] };
	expect( variations.colors ).toContain( 'Evening' );
	await ok( agent, STYLES.VARIATION, {
		title: 'Evening',
		kind: 'colors',
	} );
	expect( await editedStyles( page ) ).not.toBe( set );
	// One undo step takes the variation back, and only it.
	await ok( agent, EDITOR.UNDO );
	expect( await editedStyles( page ) ).toBe( set );

	// Confirmed: the dialog lists exactly what changed, and only that is saved.
	const saving = agent.invoke( STYLES.SAVE );
	await expect( dialog ).toBeVisible();
	expect( await shownSubject( dialog ) ).toEqual( {
		Styles: 'Visitors see it on every page, at once.',
	} );
	await dialog.getByRole( 'button', { name: 'Confirm' } ).click();
	expect( ( await agent.response( await saving ) ).output ).toMatchObject( {
		ok: true,
		result: { saved: [ 'Styles' ], failed: [] },
	} );
	expect( ( await savedStyles() ).styles ).toMatchObject( {
		color: { background: 'var(--wp--preset--color--accent-5)' },
	} );

	// A visitor, logged out, sees the new background on the front page.
	const visitor = await browser.newContext( { baseURL } );
	const front = await visitor.newPage();
	await front.goto( '/' );
	expect(
		await front.evaluate(
			() => getComputedStyle( document.body ).backgroundColor
		)
	).toBe( 'rgb(251, 250, 243)' );

	// The save is in the log, and its Undo there puts the theme's styles back for visitors.
	expect( await undoFromLog( page, 'Styles' ) ).toBe( 'Undone.' );
	expect( ( await savedStyles() ).styles ).toEqual( {} );
	await front.reload();
	expect(
		await front.evaluate(
			() => getComputedStyle( document.body ).backgroundColor
		)
	).toBe( 'rgb(255, 255, 255)' );
	await visitor.close();
} );

test( 'templates: listed with what the site customised, opened in the canvas as the person’s screen follows, a customised one reset to the theme’s through the dialog and brought back by Undo', async ( {
	page,
} ) => {
	test.setTimeout( 120_000 );
	const custom =
		'<!-- wp:paragraph --><p>Our own page layout</p><!-- /wp:paragraph -->';
	await admin.request( 'POST', `/wp/v2/templates/${ PAGE_TEMPLATE }`, {
		content: custom,
	} );
	const agent = await openSiteEditor(
		page,
		admin,
		siteEditorUrl( '/styles' )
	);
	// Eager: the list and a bad open the moment the tools appear, at once.
	await Promise.all( [
		agent.whenTool( TEMPLATES.LIST ),
		agent.whenTool( TEMPLATES.OPEN ),
	] );
	const [ listed, missing, wrongKind ] = await Promise.all( [
		ok( agent, TEMPLATES.LIST, { kind: 'template', per_page: 20 } ),
		errorCode( agent, TEMPLATES.OPEN, {
			id: 'twentytwentyfive//nope',
			kind: 'wp_template',
		} ),
		errorCode( agent, TEMPLATES.OPEN, {
			id: 'twentytwentyfive//footer',
			kind: 'wp_template',
		} ),
	] );
	expect( [ missing, wrongKind ] ).toEqual( [ 'not_found', 'not_found' ] );
	const templates = ( listed as { templates: Array< { id: string } > } )
		.templates;
	expect( templates ).toContainEqual(
		expect.objectContaining( {
			id: PAGE_TEMPLATE,
			kind: 'wp_template',
			customized: true,
			revertible: true,
		} )
	);
	expect( templates ).toContainEqual(
		expect.objectContaining( {
			id: SINGLE,
			customized: false,
			revertible: false,
			link: expect.stringContaining(
				'site-editor.php?p=%2Fwp_template%2Ftwentytwentyfive%2F%2Fsingle&canvas=edit'
			),
		} )
	);
	const parts = ( await ok( agent, TEMPLATES.LIST, {
		kind: 'part',
	} ) ) as {
		templates: Array< { kind: string; area?: string } >;
		total: number;
	};
	expect( parts.total ).toBe( 7 );
	expect(
		parts.templates.every( ( p ) => p.kind === 'wp_template_part' )
	).toBe( true );

	// Opened: the person's screen shows the footer part's canvas, and the block tools act on it.
	expect(
		await ok( agent, TEMPLATES.OPEN, {
			id: 'twentytwentyfive//footer',
			kind: 'wp_template_part',
		} )
	).toEqual( {
		opened: 'twentytwentyfive//footer',
		kind: 'wp_template_part',
		title: 'Footer',
	} );
	await expect( page ).toHaveURL( /wp_template_part.*footer.*canvas=edit/ );
	await agent.whenTool( EDITOR.READ );
	expect( await ok( agent, EDITOR.READ, { depth: 0 } ) ).toMatchObject( {
		open: { kind: 'wp_template_part', area: 'footer' },
	} );

	// An uncustomised template has nothing to go back to: refused before the person is asked.
	expect(
		await errorCode( agent, TEMPLATES.REVERT, {
			id: SINGLE,
			kind: 'wp_template',
		} )
	).toBe( 'conflict' );
	// Declined, then confirmed: the dialog names the template.
	const dialog = confirmDialog( page );
	const declined = agent.invoke( TEMPLATES.REVERT, {
		id: PAGE_TEMPLATE,
		kind: 'wp_template',
	} );
	await expect( dialog ).toBeVisible();
	await expect( dialog ).toContainText( PAGE_TEMPLATE );
	await dialog.getByRole( 'button', { name: 'Cancel' } ).click();
	expect( answerCode( await agent.response( await declined ) ) ).toBe(
		'confirmation_declined'
	);
	expect( ( await savedPageTemplate() ).source ).toBe( 'custom' );
	const reverting = agent.invoke( TEMPLATES.REVERT, {
		id: PAGE_TEMPLATE,
		kind: 'wp_template',
	} );
	await expect( dialog ).toBeVisible();
	await dialog.getByRole( 'button', { name: 'Confirm' } ).click();
	expect( ( await agent.response( await reverting ) ).output ).toMatchObject(
		{
			ok: true,
			result: { reverted: PAGE_TEMPLATE },
		}
	);
	const reverted = await savedPageTemplate();
	expect( reverted.source ).toBe( 'theme' );
	expect( reverted.content ).not.toContain( 'Our own page layout' );

	// One undo step brings the site's version back into the Site Editor, unsaved; saving it
	// makes it the site's again.
	await ok( agent, EDITOR.UNDO );
	const saving = agent.invoke( STYLES.SAVE );
	await expect( dialog ).toBeVisible();
	expect( Object.keys( await shownSubject( dialog ) ) ).toEqual( [
		'Template “Pages”',
	] );
	await dialog.getByRole( 'button', { name: 'Confirm' } ).click();
	expect( ( await agent.response( await saving ) ).output ).toMatchObject( {
		ok: true,
	} );
	expect( await savedPageTemplate() ).toEqual( {
		source: 'custom',
		content: custom,
	} );

	// Both saves are in the log, newest first: its Undo takes the save back (the theme's
	// again, as the revert left it), then the revert (the site's own again).
	expect( await undoFromLog( page, 'Template “Pages”' ) ).toBe( 'Undone.' );
	expect( ( await savedPageTemplate() ).source ).toBe( 'theme' );
	expect( await undoFromLog( page, 'Template “Pages”' ) ).toBe( 'Undone.' );
	expect( await savedPageTemplate() ).toEqual( {
		source: 'custom',
		content: custom,
	} );
} );

test( 'an agent’s menu labels are text: a link added and an item renamed with markup show as written, in the canvas, for visitors and when the Site Editor opens again, and run nothing', async ( {
	page,
	browser,
	baseURL,
} ) => {
	test.setTimeout( 120_000 );
	const ADDED = '<img src=x onerror="window.__pwned=1">Gallery';
	const RENAMED = '"><svg onload="window.__pwned=2">Home';
	const open = async () => {
		const agent = await openSiteEditor(
			page,
			admin,
			siteEditorUrl( `/wp_template/${ SINGLE }`, true )
		);
		await agent.whenTool( NAVIGATION.READ );
		// The header's menu blocks are in the canvas before the agent edits.
		await expect
			.poll( async () =>
				JSON.stringify(
					await ok( agent, EDITOR.READ, { depth: 20, limit: 1 } )
				).includes( '"wp_navigation"' )
			)
			.toBe( true );
		return agent;
	};
	const canvas = page.frameLocator( 'iframe[name="editor-canvas"]' );
	const header = canvas.locator( 'header .wp-block-navigation' ).first();
	/** No element a payload would make, and no flag a payload would set. */
	const expectInert = async () => {
		await expect( header ).toContainText( 'Gallery' );
		await expect(
			canvas.locator( 'header img[src="x"], header svg[onload]' )
		).toHaveCount( 0 );
		for ( const frame of page.frames() ) {
			expect(
				await frame.evaluate(
					() => ( window as { __pwned?: unknown } ).__pwned
				)
			).toBeUndefined();
		}
	};

	const agent = await open();
	await ok( agent, NAVIGATION.ADD, {
		link: { url: 'https://example.com/gallery' },
		label: ADDED,
	} );
	await ok( agent, NAVIGATION.CHANGE, {
		action: 'rename',
		item: '1',
		label: RENAMED,
	} );
	// The agent reads back exactly what it wrote; the person sees it as text.
	const read = ( await ok( agent, NAVIGATION.READ ) ) as {
		items: Array< { label?: string } >;
	};
	expect( read.items.map( ( item ) => item.label ) ).toEqual(
		expect.arrayContaining( [ ADDED, RENAMED ] )
	);
	await expect( header ).toContainText( ADDED );
	await expect( header ).toContainText( RENAMED );
	await expectInert();

	const dialog = confirmDialog( page );
	const saving = agent.invoke( STYLES.SAVE );
	await expect( dialog ).toBeVisible();
	await dialog.getByRole( 'button', { name: 'Confirm' } ).click();
	expect( ( await agent.response( await saving ) ).output ).toMatchObject( {
		ok: true,
		result: { failed: [] },
	} );

	// Whoever opens the Site Editor later sees text, and nothing runs.
	await open();
	await expect( header ).toContainText( ADDED );
	await expectInert();

	// A visitor reads the labels as written.
	const visitor = await browser.newContext( { baseURL } );
	const front = await visitor.newPage();
	await front.goto( '/' );
	const menu = front.locator( 'header .wp-block-navigation' ).first();
	// As text, with WordPress's typographic quotes (wptexturize), as any label is shown.
	await expect( menu ).toContainText(
		/<img src=x onerror=.window\.__pwned=1.>Gallery/
	);
	await expect( menu ).toContainText(
		/.><svg onload=.window\.__pwned=2.>Home/
	);
	await expect(
		front.locator( 'header img[src="x"], header svg[onload]' )
	).toHaveCount( 0 );
	expect(
		await front.evaluate(
			() => ( window as { __pwned?: unknown } ).__pwned
		)
	).toBeUndefined();
	await visitor.close();
} );

test( 'navigation and a part: a new page added to the header menu after Sample Page and nested under it, the footer part’s blocks moved, each one undo step; saved through the dialog listing exactly those, and visitors see the menu', async ( {
	page,
	browser,
	baseURL,
} ) => {
	test.setTimeout( 150_000 );
	const contact = await createPost( admin, {
		type: 'pages',
		title: 'Contact',
		status: 'publish',
	} );
	const agent = await openSiteEditor(
		page,
		admin,
		siteEditorUrl( `/wp_template/${ SINGLE }`, true )
	);
	await agent.whenTool( NAVIGATION.READ );
	type Items = Array< {
		path: string;
		label?: string;
		type: string;
		items?: Items;
	} >;
	type Menu = { menu: number; page_list?: boolean; items: Items };
	// The header's menu is made by the Site Editor when it first shows the header.
	let menu: Menu = { menu: 0, items: [] };
	await expect
		.poll(
			async () => {
				const { output } = await agent.call( NAVIGATION.READ );
				menu = ( output as { result?: Menu } ).result ?? menu;
				return menu.items.map( ( item ) => item.label );
			},
			{ timeout: SITE_EDITOR_FETCHES }
		)
		// Other stories publish pages of their own on the same site, at any time.
		.toEqual( expect.arrayContaining( [ 'Contact', 'Sample Page' ] ) );
	expect( menu.page_list ).toBe( true );
	const labels = ( items: Items ) => items.map( ( item ) => item.label );
	const pathOf = ( items: Items, label: string ) =>
		items.find( ( item ) => item.label === label )?.path ?? '';
	// As in the first story: the header's menu blocks are in before the agent edits.
	await expect
		.poll(
			async () =>
				JSON.stringify(
					await ok( agent, EDITOR.READ, { depth: 20, limit: 1 } )
				).includes( '"wp_navigation"' ),
			{ timeout: SITE_EDITOR_FETCHES }
		)
		.toBe( true );

	const before = ( await ok( agent, NAVIGATION.READ ) ) as Menu;
	for ( const [ tool, input, code ] of [
		[
			NAVIGATION.ADD,
			{ link: { page: contact }, after: '99' },
			'invalid_input',
		],
		[ NAVIGATION.ADD, { link: { page: 987654 } }, 'not_found' ],
		[
			NAVIGATION.ADD,
			{ link: { url: 'javascript:alert(1)' }, label: 'X' },
			'invalid_input',
		],
		[ NAVIGATION.ADD, { label: 'No link' }, 'invalid_input' ],
		[ NAVIGATION.CHANGE, { action: 'rename', item: '2' }, 'invalid_input' ],
		[
			NAVIGATION.CHANGE,
			{ action: 'move', item: '1', under: '1' },
			'invalid_input',
		],
		[
			NAVIGATION.CHANGE,
			{ action: 'add', item: '1', link: { page: contact } },
			'invalid_input',
		],
		[
			NAVIGATION.CHANGE,
			{ action: 'remove', item: '1', menu: 987654 },
			'not_found',
		],
	] as const ) {
		expect(
			await errorCode( agent, tool, input ),
			`${ tool } ${ JSON.stringify( input ) }`
		).toBe( code );
	}
	// Nothing changed (though another story may have published a page meanwhile).
	const after = ( await ok( agent, NAVIGATION.READ ) ) as Menu;
	expect( after ).toMatchObject( { menu: before.menu, page_list: true } );
	expect(
		labels( after.items ).filter( ( label ) =>
			labels( before.items ).includes( label )
		)
	).toEqual( labels( before.items ) );

	// Contact after Sample Page: the page list becomes its links, each page once.
	const added = ( await ok( agent, NAVIGATION.ADD, {
		link: { page: contact },
		after: pathOf( menu.items, 'Sample Page' ),
	} ) ) as { page_list_converted: boolean; items: Items };
	expect( added.page_list_converted ).toBe( true );
	const flat = labels( added.items );
	expect( flat.filter( ( label ) => label === 'Contact' ) ).toHaveLength( 1 );
	expect( flat.indexOf( 'Contact' ) ).toBe(
		flat.indexOf( 'Sample Page' ) + 1
	);
	// Then nested under it: Sample Page becomes a submenu.
	const samplePage = pathOf( added.items, 'Sample Page' );
	await ok( agent, NAVIGATION.CHANGE, {
		action: 'move',
		item: pathOf( added.items, 'Contact' ),
		under: samplePage,
	} );
	const nested = ( await ok( agent, NAVIGATION.READ ) ) as Menu;
	expect( nested.page_list ).toBeUndefined();
	expect(
		nested.items.find( ( item ) => item.label === 'Sample Page' )
	).toMatchObject( {
		type: 'submenu',
		items: [ { path: `${ samplePage }.1`, label: 'Contact' } ],
	} );
	expect( labels( nested.items ) ).not.toContain( 'Contact' );
	// The header in the canvas shows it at once.
	const canvas = page.frameLocator( 'iframe[name="editor-canvas"]' );
	await expect(
		canvas.locator( 'header .wp-block-navigation-submenu' ).first()
	).toContainText( 'Contact' );

	// The person's own Undo takes the agent's changes back one at a time.
	const undo = page
		.getByRole( 'button', { name: 'Undo', exact: true } )
		.first();
	await undo.click();
	await expect
		.poll( async () =>
			labels( ( ( await ok( agent, NAVIGATION.READ ) ) as Menu ).items )
		)
		.toEqual( flat );
	await undo.click();
	await expect
		.poll(
			async () =>
				( ( await ok( agent, NAVIGATION.READ ) ) as Menu ).page_list
		)
		.toBe( true );
	await ok( agent, EDITOR.REDO );
	await ok( agent, EDITOR.REDO );
	expect( ( ( await ok( agent, NAVIGATION.READ ) ) as Menu ).items ).toEqual(
		nested.items
	);

	// The footer part, opened for the agent: its closing lines swap places. (Not its two
	// columns of links: those are navigation blocks with links of their own, and moving one
	// makes the Site Editor turn its links into a new menu, a change of its own.)
	await ok( agent, TEMPLATES.OPEN, {
		id: 'twentytwentyfive//footer',
		kind: 'wp_template_part',
	} );
	type Block = {
		id: string;
		name: string;
		text?: string;
		inner?: Block[];
	};
	const lines = async () => {
		const footer = ( await ok( agent, EDITOR.READ, {
			depth: 20,
		} ) ) as {
			blocks: Block[];
		};
		const found: Block[] = [];
		const find = ( blocks: Block[] ) =>
			blocks.forEach( ( block ) => {
				if ( block.name === 'core/paragraph' ) {
					found.push( block );
				}
				find( block.inner ?? [] );
			} );
		find( footer.blocks );
		return found;
	};
	const [ first, second ] = await lines();
	expect( first?.text ).toBe( 'Twenty Twenty-Five' );
	await ok( agent, EDITOR.MOVE, {
		ids: [ second?.id ],
		position: 'before',
		target: first?.id,
	} );
	expect( ( await lines() ).map( ( line ) => line.id ) ).toEqual( [
		second?.id,
		first?.id,
	] );

	// Saved through the dialog, which lists exactly the menu and the part.
	const dialog = confirmDialog( page );
	const saving = agent.invoke( STYLES.SAVE );
	await expect( dialog ).toBeVisible();
	expect( Object.keys( await shownSubject( dialog ) ).sort() ).toEqual( [
		'Navigation menu “Navigation”',
		'Template part “Footer”',
	] );
	await dialog.getByRole( 'button', { name: 'Confirm' } ).click();
	const savedAnswer = ( await agent.response( await saving ) ).output;
	expect( savedAnswer, JSON.stringify( savedAnswer ) ).toMatchObject( {
		ok: true,
		result: { failed: [] },
	} );

	// A visitor, logged out, finds Contact under Sample Page in the header's menu.
	const visitor = await browser.newContext( { baseURL } );
	const front = await visitor.newPage();
	await front.goto( '/' );
	const submenu = front
		.locator( 'header li.wp-block-navigation-submenu' )
		.first();
	await expect( submenu ).toContainText( 'Sample Page' );
	// In the submenu, which opens on hover: there but hidden until then.
	await expect(
		submenu.locator( 'a', { hasText: 'Contact' } )
	).toHaveAttribute( 'href', /\/contact\/$/ );

	// Each saved entity is an entry of the log, and its Undo there takes the save back.
	expect(
		await undoFromLog( page, 'Navigation menu “Navigation”', SAVE_SITE )
	).toBe( 'Undone.' );
	const { body: menuNow } = await admin.request(
		'GET',
		`/wp/v2/navigation/${ nested.menu }?context=edit`
	);
	expect( menuNow.content.raw ).toBe( '<!-- wp:page-list /-->' );
	expect(
		await undoFromLog( page, 'Template part “Footer”', SAVE_SITE )
	).toBe( 'Undone.' );
	const { body: footerNow } = await admin.request(
		'GET',
		'/wp/v2/template-parts/twentytwentyfive//footer?context=edit'
	);
	expect( footerNow.source ).toBe( 'theme' );
	await front.reload();
	await expect(
		front.locator( 'header li.wp-block-navigation-submenu' )
	).toHaveCount( 0 );
	await visitor.close();
} );

test( 'an eager agent reads the open template, opens the footer part (its tools follow), restyles, and saves through an accessible dialog, confirmed by keyboard', async ( {
	page,
} ) => {
	test.setTimeout( 180_000 );
	const agent = await openSiteEditor(
		page,
		admin,
		siteEditorUrl( `/wp_template/${ SINGLE }`, true )
	);
	// Each the moment it is there, several at once.
	const [ read, parts ] = await Promise.all( [
		agent
			.whenTool( EDITOR.READ )
			.then( () => ok( agent, EDITOR.READ, { depth: 0 } ) ),
		agent
			.whenTool( TEMPLATES.LIST )
			.then( () =>
				ok( agent, TEMPLATES.LIST, { kind: 'part', per_page: 10 } )
			),
		agent.whenTool( STYLES.READ ).then( () => ok( agent, STYLES.READ ) ),
	] );
	expect( read ).toMatchObject( { open: { id: SINGLE } } );
	expect( parts ).toMatchObject( { total: 7 } );
	expect( agent.toolNames().length ).toBeLessThanOrEqual( 30 );
	expect( agent.toolNames() ).toEqual(
		expect.arrayContaining( [ ...DESIGN_TOOLS, EDITOR.READ ] )
	);

	await ok( agent, TEMPLATES.OPEN, {
		id: 'twentytwentyfive//footer',
		kind: 'wp_template_part',
	} );
	await agent.whenTool( EDITOR.READ );
	expect( await ok( agent, EDITOR.READ, { depth: 0 } ) ).toMatchObject( {
		open: { id: 'twentytwentyfive//footer', area: 'footer' },
	} );

	await ok( agent, STYLES.SET, { background: 'accent-5' } );
	const saving = agent.invoke( STYLES.SAVE );
	const dialog = confirmDialog( page );
	await expect( dialog ).toBeVisible();
	expect( Object.keys( await shownSubject( dialog ) ) ).toEqual( [
		'Styles',
	] );
	await expectNoSeriousViolations( page, {
		include: '.webmcp-abilities-confirm',
	} );
	// By keyboard, as a person may: the dialog's own button, reached with Tab.
	const confirm = dialog.getByRole( 'button', { name: 'Confirm' } );
	await confirm.focus();
	await page.keyboard.press( 'Enter' );
	expect( ( await agent.response( await saving ) ).output ).toMatchObject( {
		ok: true,
		result: { saved: [ 'Styles' ], failed: [] },
	} );
	expect( ( await savedStyles() ).styles ).toMatchObject( {
		color: { background: 'var(--wp--preset--color--accent-5)' },
	} );
} );

test( 'a change made while the save dialog is open is not saved behind the person’s back', async ( {
	page,
} ) => {
	const agent = await openSiteEditor(
		page,
		admin,
		siteEditorUrl( '/styles' )
	);
	await agent.whenTool( STYLES.SET );
	await ok( agent, STYLES.SET, { text: 'accent-4' } );
	const saving = agent.invoke( STYLES.SAVE );
	const dialog = confirmDialog( page );
	await expect( dialog ).toBeVisible();
	// Another change lands while the person reads the dialog.
	await ok( agent, STYLES.SET, { background: 'accent-2' } );
	await dialog.getByRole( 'button', { name: 'Confirm' } ).click();
	expect( answerCode( await agent.response( await saving ) ) ).toBe(
		'stale_context'
	);
	expect( ( await savedStyles() ).styles ).toEqual( {} );
} );

test( 'an editor (no edit_theme_options) gets no design tools, the post editor offers none, and a forged styles save is refused by WordPress', async ( {
	page,
	baseURL,
} ) => {
	await logIn( page, 'editor' );
	const response = await page.goto( '/wp-admin/site-editor.php' );
	// WordPress itself keeps the Site Editor from people without edit_theme_options.
	expect( response?.status() ).toBe( 403 );

	const editor = await RestClient.as( baseURL as string, 'editor' );
	const { id } = await savedStyles();
	const forged = await editor.request(
		'POST',
		`/wp/v2/global-styles/${ id }`,
		{
			styles: { color: { background: '#000000' } },
		}
	);
	expect( forged.status ).toBe( 403 );
	await editor.dispose();
	expect( ( await savedStyles() ).styles ).toEqual( {} );

	// In the post editor the agent edits the post, never the site's design.
	const agent = await Agent.attach( page );
	await page.goto( '/wp-admin/post-new.php' );
	await agent.whenTool( EDITOR.READ );
	const tools = await agent.settledToolNames();
	for ( const tool of DESIGN_TOOLS ) {
		expect( tools ).not.toContain( tool );
	}
} );

test( 'a subscriber gets no Site Editor and no design tool on their own screen', async ( {
	page,
} ) => {
	await logIn( page, 'subscriber' );
	const response = await page.goto( '/wp-admin/site-editor.php' );
	expect( response?.status() ).toBe( 403 );
	const agent = await Agent.attach( page );
	await page.goto( '/wp-admin/profile.php' );
	const tools = await agent.settledToolNames();
	expect( tools.length ).toBeGreaterThan( 0 );
	for ( const tool of DESIGN_TOOLS ) {
		expect( tools ).not.toContain( tool );
	}
} );
