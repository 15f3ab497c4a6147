/**
 * What a person uses, checked as a keyboard and screen-reader user meets it, and by axe-core
 * (WCAG 2.1 A and AA, no serious or critical violation): the settings screen, the log screen
 * with rows, filters and an undo notice, the confirmation dialog, the grant banner and the
 * assistant panel with its steps. No rule is switched off; whole screens leave out one button of
 * WordPress core's admin menu (`CORE_ADMIN_MENU`, which says why).
 */
import { agentOn } from '../../utils/agent';
import { ask, openPanel, panel } from '../../utils/assistant-panel';
import { CORE_ADMIN_MENU, expectNoSeriousViolations } from '../../utils/axe';
import { confirmDialog } from '../../utils/confirm-dialog';
import { logIn } from '../../utils/log-in';
import {
	DEFAULT_SETTINGS,
	savePluginSettings,
} from '../../utils/plugin-settings';
import { RestClient } from '../../utils/rest-client';
import { openSettingsTab } from '../../utils/settings-screen';
import {
	callsReply,
	scriptModel,
	switchOnScriptedModel,
	textReply,
} from '../../utils/scripted-model';
import { createComment, createPost } from '../../utils/site-content';
import { ownTool } from '../../utils/tool-names';
import { expect, test } from '../../utils/clean-php-log';

const LOG_SCREEN = '/wp-admin/tools.php?page=webmcp-abilities-activity';
const SETTINGS_SCREEN = '/wp-admin/options-general.php?page=webmcp-abilities';

test( 'the settings screen, each of its tabs', async ( { page } ) => {
	await logIn( page, 'admin' );
	await page.goto( SETTINGS_SCREEN );
	await expect( page.getByRole( 'heading', { level: 1 } ) ).toBeVisible();
	await expectNoSeriousViolations( page, { excluded: CORE_ADMIN_MENU } );
	for ( const tab of [
		'abilities',
		'counts',
		'public-site',
		'proposals',
		'desktop',
	] as const ) {
		await openSettingsTab( page, tab );
		await expectNoSeriousViolations( page, {
			excluded: CORE_ADMIN_MENU,
		} );
	}
} );

test( 'the confirmation dialog, then the log screen: named filters, named Undo buttons, a caption, and focus where the person acted', async ( {
	page,
	baseURL,
} ) => {
	const admin = await RestClient.as( baseURL as string, 'admin' );
	const title = `Spring sale ${ Date.now() }`;
	const id = await createPost( admin, { title, status: 'publish' } );
	await admin.dispose();

	const agent = await agentOn( page, 'admin', ownTool( 'trash-post' ) );
	const call = await agent.invoke( ownTool( 'trash-post' ), { id } );
	const dialog = confirmDialog( page );
	await expect( dialog ).toBeVisible();
	await expectNoSeriousViolations( page, { include: '[role="dialog"]' } );
	await dialog.getByRole( 'button', { name: 'Confirm' } ).click();
	expect( ( await agent.response( call ) ).output ).toMatchObject( {
		ok: true,
	} );

	await page.goto( LOG_SCREEN );
	for ( const filter of [
		'Filter by channel',
		'Filter by person',
		'Filter by tool',
		'Filter by ability',
		'Filter by outcome',
	] ) {
		await expect(
			page.getByLabel( filter, { exact: true } )
		).toBeVisible();
	}
	await expect( page.locator( 'table caption' ) ).toContainText(
		'Agent activity, newest first'
	);
	const undo = page.getByRole( 'button', {
		name: `Undo: trash of “${ title }”`,
		exact: true,
	} );
	await expect( undo ).toHaveCount( 1 );
	await expectNoSeriousViolations( page, { excluded: CORE_ADMIN_MENU } );

	// Undo by keyboard: after the reload, focus is on what it did.
	await undo.focus();
	await page.keyboard.press( 'Enter' );
	const notice = page.locator( '.webmcp-abilities-undo-notice' );
	await expect( notice ).toHaveText( 'Undone.' );
	await expect( notice ).toBeFocused();
	await expectNoSeriousViolations( page, { excluded: CORE_ADMIN_MENU } );

	// Filter by keyboard: focus is on how many entries it found.
	await page
		.getByLabel( 'Filter by outcome', { exact: true } )
		.selectOption( 'ok' );
	await page.getByRole( 'button', { name: 'Filter', exact: true } ).focus();
	await page.keyboard.press( 'Enter' );
	const found = page.locator( '.webmcp-abilities-filtered' );
	await expect( found ).toHaveText( /\d+ (entry matches|entries match)/ );
	await expect( found ).toBeFocused();
	await expectNoSeriousViolations( page, { excluded: CORE_ADMIN_MENU } );

	// Export downloads a file: the page stays, and so does focus.
	const exportLink = page.getByRole( 'link', { name: 'Export CSV' } );
	await exportLink.focus();
	const download = page.waitForEvent( 'download' );
	await page.keyboard.press( 'Enter' );
	await download;
	await expect( exportLink ).toBeFocused();
} );

test( 'the grant banner', async ( { page, baseURL } ) => {
	const admin = await RestClient.as( baseURL as string, 'admin' );
	const post = await createPost( admin, {
		title: `Thread ${ Date.now() }`,
		status: 'publish',
	} );
	const comment = await createComment( admin, {
		post,
		content: 'Held for the banner',
		status: 'hold',
	} );
	await admin.dispose();

	const moderate = ownTool( 'moderate-comment' );
	const agent = await agentOn(
		page,
		'editor',
		moderate,
		'/wp-admin/edit-comments.php'
	);
	const call = await agent.invoke( moderate, {
		id: comment,
		action: 'approve',
	} );
	// At 1280 px every button is inside the dialog, the long grant offer included.
	await page.setViewportSize( { width: 1280, height: 800 } );
	const dialog = confirmDialog( page );
	await expect( dialog ).toBeVisible();
	const box = await dialog.boundingBox();
	for ( const button of await dialog.getByRole( 'button' ).all() ) {
		const edge = await button.boundingBox();
		expect( edge && box ).toBeTruthy();
		if ( edge && box ) {
			expect( edge.x ).toBeGreaterThanOrEqual( box.x );
			expect( edge.x + edge.width ).toBeLessThanOrEqual(
				box.x + box.width
			);
		}
	}
	await dialog
		.getByRole( 'button', { name: /Allow 20 calls, this one first/ } )
		.click();
	await agent.response( call );
	await expect( page.locator( '.webmcp-abilities-grant' ) ).toBeVisible();
	await expectNoSeriousViolations( page, {
		include: '.webmcp-abilities-grant',
	} );
} );

test( 'the assistant panel, open, with its steps', async ( {
	page,
	baseURL,
} ) => {
	const admin = await RestClient.as( baseURL as string, 'admin' );
	await savePluginSettings( admin, {
		...DEFAULT_SETTINGS,
		// An editor's panel: the administrator's model turns are the assistant spec's to count.
		assistant: { enabled: true, capability: 'edit_others_posts' },
	} );
	try {
		await scriptModel( [
			callsReply( [
				{
					id: 'call-find',
					name: ownTool( 'find-posts' ),
					arguments: { search: 'nothing-like-this' },
				},
			] ),
			textReply( 'I found no post of that name.' ),
		] );
		await switchOnScriptedModel( page, baseURL as string );
		await logIn( page, 'editor' );
		await page.goto( '/wp-admin/' );
		await openPanel( page );
		await ask( page, 'Find my post about nothing' );
		await expect( panel( page ).getByRole( 'log' ) ).toContainText(
			'I found no post of that name.',
			{ timeout: 30_000 }
		);
		await expectNoSeriousViolations( page, {
			include: '#webmcp-abilities-assistant',
		} );
	} finally {
		await savePluginSettings( admin, DEFAULT_SETTINGS );
		await admin.dispose();
	}
} );
