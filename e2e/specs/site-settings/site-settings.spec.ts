/**
 * The site's settings, as an eager agent changes them from Settings > Reading (a site with only
 * this plugin): bad input refused before anyone is asked; the homepage switched to a page, then
 * the time zone, the date format and comments closed on old posts, each through an accessible
 * dialog showing before → after; visitors see each; the log's Undo puts each back. An editor's
 * agent proposes a Reading change to an administrator; an author gets no settings tools.
 */
import { undoFromLog } from '../../utils/activity-log';
import { Agent } from '../../utils/agent';
import { expectNoSeriousViolations } from '../../utils/axe';
import { confirmDialog, shownSubject } from '../../utils/confirm-dialog';
import { answerCode, errorCode } from '../../utils/editor-agent';
import { logIn, logInBeforeVisit } from '../../utils/log-in';
import { RestClient } from '../../utils/rest-client';
import {
	decide,
	PROPOSALS_SCREEN,
	sendForApproval,
} from '../../utils/proposals';
import { createPost } from '../../utils/site-content';
import { ownTool } from '../../utils/tool-names';
import {
	expect,
	test,
	UNREACHABLE_WORDPRESS_ORG,
} from '../../utils/clean-php-log';

// Settings > General lists languages from WordPress.org, out of this machine's reach.
test.use( { phpLogIgnores: [ UNREACHABLE_WORDPRESS_ORG ] } );
const GET = ownTool( 'get-settings' );
const UPDATE = ownTool( 'update-settings' );

let admin: RestClient;
test.beforeAll( async ( { baseURL } ) => {
	admin = await RestClient.as( baseURL as string, 'admin' );
} );
test.afterAll( async () => admin.dispose() );

/** The feed's length, which WordPress's REST API does not show, as get-settings reads it. */
const feedLength = async () =>
	(
		await admin.request(
			'GET',
			'/wp-abilities/v1/abilities/webmcp-abilities/get-settings/run?input[section]=reading'
		)
	).body.settings.posts_per_rss as number;

/** The settings as WordPress's own REST API reads them. */
const settings = async () =>
	( await admin.request( 'GET', '/wp/v2/settings' ) ).body as Record<
		string,
		unknown
	>;

test( 'the homepage, the time zone, the date format and old posts’ comments: each confirmed before → after, seen by visitors, and put back from the log', async ( {
	page,
	browser,
	baseURL,
} ) => {
	test.setTimeout( 120_000 );
	const home = await createPost( admin, {
		type: 'pages',
		title: 'Welcome home',
		status: 'publish',
		content: 'Our bakery opens at nine.',
	} );
	const draft = await createPost( admin, {
		type: 'pages',
		title: 'Not yet',
		status: 'draft',
	} );
	const { body: old } = await admin.request( 'POST', '/wp/v2/posts', {
		title: 'An old announcement',
		status: 'publish',
		comment_status: 'open',
		date: new Date( Date.now() - 60 * 86_400_000 )
			.toISOString()
			.slice( 0, 19 ),
	} );
	// A post of today's: the theme lists the latest posts, with their dates, under each post.
	const { body: fresh } = await admin.request( 'POST', '/wp/v2/posts', {
		title: `Fresh bread ${ Date.now() }`,
		status: 'publish',
	} );
	const before = await settings();

	await logInBeforeVisit( page, 'admin' );
	const agent = await Agent.attach( page );
	await page.goto( '/wp-admin/options-reading.php' );
	await agent.whenTool( UPDATE );
	const dialog = confirmDialog( page );

	// Bad input, the moment the tool appears and all at once: refused, nobody asked, nothing changed.
	expect(
		await Promise.all( [
			errorCode( agent, UPDATE, { timezone: 'Mars/Olympus_Mons' } ),
			errorCode( agent, UPDATE, {
				show_on_front: 'page',
				page_on_front: draft,
			} ),
			errorCode( agent, UPDATE, { admin_email: 'thief@example.org' } ),
			errorCode( agent, UPDATE, { permalink_structure: '/blog/' } ),
			errorCode( agent, UPDATE, { date_format: '<b></b>' } ),
		] )
	).toEqual( Array( 5 ).fill( 'invalid_input' ) );
	await expect( dialog ).toBeHidden();
	expect( await settings() ).toEqual( before );
	const read = ( await agent.call( GET, { section: 'reading' } ) ).output as {
		result: { settings: Record< string, unknown > };
	};
	expect( read.result.settings ).toMatchObject( {
		show_on_front: 'posts',
	} );

	// The homepage: a page, through an accessible dialog naming it.
	const switching = await agent.invoke( UPDATE, {
		show_on_front: 'page',
		page_on_front: home,
	} );
	await expect( dialog ).toBeVisible();
	expect( await shownSubject( dialog ) ).toEqual( {
		'Your homepage displays': 'Your latest posts → A static page',
		Homepage: `none → “Welcome home” (page ${ home })`,
	} );
	await expectNoSeriousViolations( page, {
		include: '.webmcp-abilities-confirm',
	} );
	await dialog.getByRole( 'button', { name: 'Confirm' } ).click();
	expect( ( await agent.response( switching ) ).output ).toMatchObject( {
		ok: true,
		result: {
			changed: expect.arrayContaining( [
				'show_on_front',
				'page_on_front',
			] ),
		},
	} );

	// The time zone, the date format and comments on posts older than 30 days; declined once.
	const change = {
		timezone: 'Europe/Lisbon',
		date_format: 'j F Y',
		close_comments_for_old_posts: true,
		close_comments_days_old: 30,
	};
	const declined = await agent.invoke( UPDATE, change );
	await expect( dialog ).toBeVisible();
	await dialog.getByRole( 'button', { name: 'Cancel' } ).click();
	expect( answerCode( await agent.response( declined ) ) ).toBe(
		'confirmation_declined'
	);
	expect( ( await settings() ).timezone ).toBe( before.timezone );
	const closing = await agent.invoke( UPDATE, change );
	await expect( dialog ).toBeVisible();
	expect( await shownSubject( dialog ) ).toMatchObject( {
		'Time zone': `${ before.timezone || 'UTC' } → Europe/Lisbon`,
		'Date format': `${ before.date_format } → j F Y`,
		'Automatically close comments on old posts': 'off → on',
	} );
	await expectNoSeriousViolations( page, {
		include: '.webmcp-abilities-confirm',
	} );
	await dialog.getByRole( 'button', { name: 'Confirm' } ).click();
	expect( ( await agent.response( closing ) ).output ).toMatchObject( {
		ok: true,
	} );
	expect( await settings() ).toMatchObject( {
		timezone: 'Europe/Lisbon',
		date_format: 'j F Y',
		show_on_front: 'page',
		page_on_front: home,
	} );
	// Settings > General shows them as the screen's own: Lisbon chosen, and the date-format
	// preview, today in the new format in Lisbon. (The Posts list keeps its own Y/m/d format.)
	const freshDay = new Date( fresh.date ).toLocaleDateString( 'en-GB', {
		day: 'numeric',
		month: 'long',
		year: 'numeric',
	} );
	const todayInLisbon = () =>
		new Date().toLocaleDateString( 'en-GB', {
			day: 'numeric',
			month: 'long',
			year: 'numeric',
			timeZone: 'Europe/Lisbon',
		} );
	const dayBefore = todayInLisbon();
	await page.goto( '/wp-admin/options-general.php' );
	const dayAfter = todayInLisbon();
	const preview = await page
		.locator( 'fieldset', { has: page.locator( '#date_format_custom' ) } )
		.locator( '.example' )
		.textContent();
	// Read on either side of the page's render, so midnight in Lisbon cannot fail it.
	expect( [ dayBefore, dayAfter ] ).toContain( preview );
	await expect( page.locator( '#timezone_string' ) ).toHaveValue(
		'Europe/Lisbon'
	);

	// A visitor sees the page as the homepage, the date as the new format, and no comment form on
	// the old post.
	const visitor = await browser.newContext( { baseURL } );
	const front = await visitor.newPage();
	await front.goto( '/' );
	await expect( front.locator( 'body' ) ).toContainText(
		'Our bakery opens at nine.'
	);
	await front.goto( old.link );
	await expect(
		front.locator( 'li', { hasText: fresh.title.rendered } )
	).toContainText( freshDay );
	await expect( front.locator( '#commentform' ) ).toHaveCount( 0 );

	// The log's Undo, newest first: comments open again, then the latest posts on the homepage.
	expect( await undoFromLog( page, 'Site settings' ) ).toBe( 'Undone.' );
	await front.reload();
	await expect( front.locator( '#commentform' ) ).toHaveCount( 1 );
	expect( await undoFromLog( page, 'Site settings' ) ).toBe( 'Undone.' );
	await front.goto( '/' );
	await expect( front.locator( 'body' ) ).not.toContainText(
		'Our bakery opens at nine.'
	);
	await visitor.close();
	expect( await settings() ).toEqual( before );
} );

test( 'an editor’s agent proposes a Reading change, which an administrator approves; a General change is refused before anyone is asked; an author gets no settings tools', async ( {
	page,
	browser,
	baseURL,
} ) => {
	test.setTimeout( 90_000 );
	const before = await feedLength();
	await logInBeforeVisit( page, 'editor' );
	const agent = await Agent.attach( page );
	await page.goto( '/wp-admin/' );
	await agent.whenTool( UPDATE );
	// Not the editor's to change, nor to propose: refused, nobody asked.
	expect(
		await errorCode( agent, UPDATE, { timezone: 'Europe/Lisbon' } )
	).toBe( 'access_denied' );
	await expect( confirmDialog( page ) ).toBeHidden();

	const id = await sendForApproval( page, agent, UPDATE, {
		posts_per_rss: 3,
	} );
	expect( await feedLength() ).toBe( before );

	const adminContext = await browser.newContext( { baseURL } );
	const adminPage = await adminContext.newPage();
	await logIn( adminPage, 'admin' );
	await adminPage.goto( PROPOSALS_SCREEN );
	await expect(
		adminPage.getByRole( 'region', {
			name: new RegExp( `^Proposal ${ id }:` ),
		} )
	).toContainText( `${ before } → 3` );
	expect( await decide( adminPage, id, 'Approve' ) ).toContain( 'approved' );
	expect( await feedLength() ).toBe( 3 );
	await adminContext.close();
	await admin.request(
		'POST',
		'/wp-abilities/v1/abilities/webmcp-abilities/update-settings/run',
		{ input: { posts_per_rss: before } }
	);

	// An author: no settings tools, and a forged call is refused by the server.
	await logInBeforeVisit( page, 'author' );
	const author = await Agent.attach( page );
	await page.goto( '/wp-admin/' );
	const tools = await author.settledToolNames();
	expect( tools ).not.toContain( UPDATE );
	expect( tools ).not.toContain( GET );
	const forged = await page.evaluate( () =>
		(
			window as unknown as {
				wp: {
					apiFetch: ( options: object ) => Promise< unknown >;
				};
			}
		 ).wp
			.apiFetch( {
				path: '/wp-abilities/v1/abilities/webmcp-abilities/update-settings/run',
				method: 'POST',
				data: { input: { posts_per_rss: 1 } },
			} )
			.catch( ( error: { code: string } ) => error.code )
	);
	expect( forged ).toBe( 'access_denied' );
} );
