/**
 * Plugins and themes, as an eager agent works on them from Plugins and Appearance > Themes (a site
 * with only this plugin): bad input refused before anyone is asked; Akismet activated, then
 * deactivated, each through an accessible dialog showing before → after, and both put back from
 * the log; the theme switched to Twenty Twenty-One, which a visitor sees, and switched back from
 * the log. Someone who may not manage plugins or themes gets no such tools. Other specs share the
 * site: each test leaves Akismet inactive and Twenty Twenty-Five active, pass or fail.
 */
import { undoFromLog } from '../../utils/activity-log';
import { Agent } from '../../utils/agent';
import { expectNoSeriousViolations } from '../../utils/axe';
import { confirmDialog, shownSubject } from '../../utils/confirm-dialog';
import { answerCode, errorCode, ok } from '../../utils/editor-agent';
import { logInBeforeVisit } from '../../utils/log-in';
import { RestClient } from '../../utils/rest-client';
import { ownTool } from '../../utils/tool-names';
import { expect, test } from '../../utils/clean-php-log';

const LIST_PLUGINS = ownTool( 'list-plugins' );
const SET_PLUGIN = ownTool( 'set-plugin-active' );
const LIST_THEMES = ownTool( 'list-themes' );
const SWITCH_THEME = ownTool( 'switch-theme' );

const AKISMET = 'akismet/akismet.php';
const AKISMET_NAME = 'Akismet Anti-spam: Spam Protection';

let admin: RestClient;
test.beforeAll( async ( { baseURL } ) => {
	admin = await RestClient.as( baseURL as string, 'admin' );
} );

/** @return Akismet's status as WordPress's own REST API reads it. */
const akismet = async () =>
	( await admin.request( 'GET', '/wp/v2/plugins/akismet/akismet' ) ).body as {
		status: string;
		version: string;
	};

/** @return The active theme's stylesheet, as WordPress's own REST API reads it. */
const activeTheme = async () =>
	(
		( await admin.request( 'GET', '/wp/v2/themes?status=active' ) )
			.body as [ { stylesheet: string } ]
	 )[ 0 ].stylesheet;

/**
 * @param stylesheet A theme.
 * @return Its version, as WordPress's own REST API reads it.
 */
const themeVersion = async ( stylesheet: string ) =>
	( await admin.request( 'GET', `/wp/v2/themes/${ stylesheet }` ) ).body
		.version as string;

test.afterEach( async () => {
	// WordPress's REST API deactivates plugins; no REST route of core switches themes, so the
	// plugin's own ability does, as an administrator.
	await admin.request( 'POST', '/wp/v2/plugins/akismet/akismet', {
		status: 'inactive',
	} );
	if ( ( await activeTheme() ) !== 'twentytwentyfive' ) {
		await admin.request(
			'POST',
			'/wp-abilities/v1/abilities/webmcp-abilities/switch-theme/run',
			{ input: { stylesheet: 'twentytwentyfive' } }
		);
	}
	expect( ( await akismet() ).status ).toBe( 'inactive' );
	expect( await activeTheme() ).toBe( 'twentytwentyfive' );
} );
test.afterAll( async () => admin.dispose() );

test( 'Akismet activated and deactivated, each confirmed before → after, and both put back from the log; bad input refused with nobody asked', async ( {
	page,
} ) => {
	test.setTimeout( 90_000 );
	const { version } = await akismet();
	await logInBeforeVisit( page, 'admin' );
	const agent = await Agent.attach( page );
	await page.goto( '/wp-admin/plugins.php' );
	await agent.whenTool( SET_PLUGIN );
	const dialog = confirmDialog( page );

	// Bad input, the moment the tool appears and all at once: refused, nobody asked, nothing changed.
	expect(
		await Promise.all( [
			errorCode( agent, SET_PLUGIN, {
				plugin: 'webmcp-abilities/plugin.php',
				active: false,
			} ),
			// One of this site's must-use plugins (e2e/fixtures/mu-plugins).
			errorCode( agent, SET_PLUGIN, {
				plugin: 'database-probe.php',
				active: false,
			} ),
			errorCode( agent, SET_PLUGIN, {
				plugin: 'akismet',
				active: true,
			} ),
			errorCode( agent, SET_PLUGIN, {
				plugin: '../wp-config.php',
				active: true,
			} ),
			errorCode( agent, SET_PLUGIN, {
				plugin: 'no-such-plugin/no-such-plugin.php',
				active: true,
			} ),
		] )
	).toEqual( [
		'invalid_input',
		'invalid_input',
		'invalid_input',
		'not_found',
		'not_found',
	] );
	await expect( dialog ).toBeHidden();
	expect( ( await akismet() ).status ).toBe( 'inactive' );

	const inactive = ( await ok( agent, LIST_PLUGINS, {
		status: 'inactive',
	} ) ) as { plugins: Array< { plugin: string; active: boolean } > };
	expect( inactive.plugins ).toContainEqual(
		expect.objectContaining( { plugin: AKISMET, active: false } )
	);

	// Activated, through an accessible dialog naming the plugin.
	const activating = await agent.invoke( SET_PLUGIN, {
		plugin: AKISMET,
		active: true,
	} );
	await expect( dialog ).toBeVisible();
	expect( await shownSubject( dialog ) ).toMatchObject( {
		Plugin: `${ AKISMET_NAME } ${ version } (${ AKISMET })`,
		Status: 'Inactive → Active',
		'What changes': expect.stringContaining( 'every page' ),
	} );
	await expectNoSeriousViolations( page, {
		include: '.webmcp-abilities-confirm',
	} );
	await dialog.getByRole( 'button', { name: 'Confirm' } ).click();
	expect( ( await agent.response( activating ) ).output ).toMatchObject( {
		ok: true,
		result: { plugin: AKISMET, active: true, changed: true },
	} );
	expect( ( await akismet() ).status ).toBe( 'active' );

	// Deactivated; declined once first.
	const declined = await agent.invoke( SET_PLUGIN, {
		plugin: AKISMET,
		active: false,
	} );
	await expect( dialog ).toBeVisible();
	await dialog.getByRole( 'button', { name: 'Cancel' } ).click();
	expect( answerCode( await agent.response( declined ) ) ).toBe(
		'confirmation_declined'
	);
	expect( ( await akismet() ).status ).toBe( 'active' );
	const deactivating = await agent.invoke( SET_PLUGIN, {
		plugin: AKISMET,
		active: false,
	} );
	await expect( dialog ).toBeVisible();
	expect( ( await shownSubject( dialog ) ).Status ).toBe(
		'Active → Inactive'
	);
	await expectNoSeriousViolations( page, {
		include: '.webmcp-abilities-confirm',
	} );
	await dialog.getByRole( 'button', { name: 'Confirm' } ).click();
	expect( ( await agent.response( deactivating ) ).output ).toMatchObject( {
		ok: true,
		result: { active: false, changed: true },
	} );
	expect( ( await akismet() ).status ).toBe( 'inactive' );

	// The log's Undo, newest first: active again, then inactive as it started.
	expect( await undoFromLog( page, AKISMET_NAME ) ).toBe( 'Undone.' );
	expect( ( await akismet() ).status ).toBe( 'active' );
	expect( await undoFromLog( page, AKISMET_NAME ) ).toBe( 'Undone.' );
	expect( ( await akismet() ).status ).toBe( 'inactive' );
} );

test( 'the theme switched to Twenty Twenty-One through an accessible dialog, seen by a visitor, and switched back from the log', async ( {
	page,
	browser,
	baseURL,
} ) => {
	test.setTimeout( 90_000 );
	const versions = {
		now: await themeVersion( 'twentytwentyfive' ),
		next: await themeVersion( 'twentytwentyone' ),
	};
	await logInBeforeVisit( page, 'admin' );
	const agent = await Agent.attach( page );
	await page.goto( '/wp-admin/themes.php' );
	await agent.whenTool( SWITCH_THEME );
	const dialog = confirmDialog( page );

	expect(
		await Promise.all( [
			errorCode( agent, SWITCH_THEME, { stylesheet: 'no-such-theme' } ),
			errorCode( agent, SWITCH_THEME, { stylesheet: '..' } ),
			errorCode( agent, SWITCH_THEME, {
				stylesheet: '../plugins/akismet',
			} ),
		] )
	).toEqual( [ 'not_found', 'not_found', 'invalid_input' ] );
	await expect( dialog ).toBeHidden();
	expect( await activeTheme() ).toBe( 'twentytwentyfive' );

	const listed = ( await ok( agent, LIST_THEMES ) ) as {
		themes: Array< { stylesheet: string; active: boolean } >;
	};
	expect( listed.themes[ 0 ] ).toMatchObject( {
		stylesheet: 'twentytwentyfive',
		active: true,
	} );

	const switching = await agent.invoke( SWITCH_THEME, {
		stylesheet: 'twentytwentyone',
	} );
	await expect( dialog ).toBeVisible();
	expect( await shownSubject( dialog ) ).toEqual( {
		Theme: `Twenty Twenty-Five ${ versions.now } (block theme) → Twenty Twenty-One ${ versions.next } (classic theme)`,
		'Visitors see': "The new theme's design on every page, at once.",
		'Widgets and menus': expect.stringContaining( 'Inactive widgets' ),
	} );
	await expectNoSeriousViolations( page, {
		include: '.webmcp-abilities-confirm',
	} );
	await dialog.getByRole( 'button', { name: 'Confirm' } ).click();
	expect( ( await agent.response( switching ) ).output ).toMatchObject( {
		ok: true,
		result: { stylesheet: 'twentytwentyone', changed: true },
	} );
	expect( await activeTheme() ).toBe( 'twentytwentyone' );

	// A visitor gets the theme's design: WordPress names the theme in the body's classes.
	const visitor = await browser.newContext( { baseURL } );
	const front = await visitor.newPage();
	await front.goto( '/' );
	await expect( front.locator( 'body' ) ).toHaveClass(
		/\bwp-theme-twentytwentyone\b/
	);

	expect( await undoFromLog( page, 'Theme' ) ).toBe( 'Undone.' );
	expect( await activeTheme() ).toBe( 'twentytwentyfive' );
	await front.reload();
	await expect( front.locator( 'body' ) ).toHaveClass(
		/\bwp-theme-twentytwentyfive\b/
	);
	await visitor.close();
} );

test( 'an editor gets no plugin or theme tools, and forged calls are refused by the server', async ( {
	page,
} ) => {
	await logInBeforeVisit( page, 'editor' );
	const agent = await Agent.attach( page );
	await page.goto( '/wp-admin/' );
	const tools = await agent.settledToolNames();
	for ( const tool of [
		LIST_PLUGINS,
		SET_PLUGIN,
		LIST_THEMES,
		SWITCH_THEME,
	] ) {
		expect( tools ).not.toContain( tool );
	}
	const forged = await page.evaluate(
		async ( calls ) =>
			Promise.all(
				calls.map( ( [ ability, input ] ) =>
					(
						window as unknown as {
							wp: {
								apiFetch: (
									options: object
								) => Promise< unknown >;
							};
						}
					 ).wp
						.apiFetch( {
							path: `/wp-abilities/v1/abilities/webmcp-abilities/${ ability }/run`,
							method: 'POST',
							data: { input },
						} )
						.catch( ( error: { code: string } ) => error.code )
				)
			),
		[
			[ 'set-plugin-active', { plugin: AKISMET, active: true } ],
			[ 'switch-theme', { stylesheet: 'twentytwentyone' } ],
		] as Array< [ string, object ] >
	);
	expect( forged ).toEqual( [ 'access_denied', 'access_denied' ] );
} );
