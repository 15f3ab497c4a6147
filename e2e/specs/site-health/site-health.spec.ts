/**
 * Tools > Site Health, as an eager agent reads it and tidies up (a site with only this plugin):
 * the status read as the screen lists it; bad input refused before anyone is asked; expired
 * transients deleted through an accessible dialog that counts them, counted before and after on
 * the site. An editor gets none of these tools, and a forged call is refused by the server.
 */
import { Agent } from '../../utils/agent';
import { expectNoSeriousViolations } from '../../utils/axe';
import {
	expect,
	test,
	UNREACHABLE_WORDPRESS_ORG,
} from '../../utils/clean-php-log';
import { confirmDialog, shownSubject } from '../../utils/confirm-dialog';
import { errorCode, ok } from '../../utils/editor-agent';
import { logInBeforeVisit } from '../../utils/log-in';
import { RestClient } from '../../utils/rest-client';
import { ownTool } from '../../utils/tool-names';

const TOOLS = {
	status: ownTool( 'get-site-health' ),
	events: ownTool( 'list-scheduled-events' ),
	log: ownTool( 'read-debug-log' ),
	run: ownTool( 'run-scheduled-event' ),
	transients: ownTool( 'delete-expired-transients' ),
	rewrite: ownTool( 'flush-rewrite-rules' ),
};

// The screen asks WordPress.org (updates, the PHP version), out of this machine's reach.
test.use( { phpLogIgnores: [ UNREACHABLE_WORDPRESS_ORG ] } );

let admin: RestClient;
test.beforeAll( async ( { baseURL } ) => {
	admin = await RestClient.as( baseURL as string, 'admin' );
} );
test.afterAll( async () => admin.dispose() );

/** Expired transients on the site, counted by the test plugin, apart from the tool. */
const expired = async () =>
	(
		( await admin.request( 'GET', '/webmcp-test/v1/expired-transients' ) )
			.body as { expired: number }
	 ).expired;

test( 'the status as the screen lists it, and expired transients deleted through a dialog that counts them', async ( {
	page,
} ) => {
	test.setTimeout( 120_000 );
	await admin.request( 'POST', '/webmcp-test/v1/expired-transients', {
		count: 3,
	} );
	const before = await expired();
	expect( before ).toBeGreaterThanOrEqual( 3 );

	await logInBeforeVisit( page, 'admin' );
	const agent = await Agent.attach( page );
	await page.goto( '/wp-admin/site-health.php' );
	await agent.whenTool( TOOLS.transients );
	const dialog = confirmDialog( page );

	// Bad input, the moment the tools appear and all at once: refused, nobody asked, nothing changed.
	expect(
		await Promise.all( [
			errorCode( agent, TOOLS.run, {
				hook: 'webmcp_test_never_scheduled',
			} ),
			errorCode( agent, TOOLS.run, {
				hook: 'wp_site_health_scheduled_check',
			} ),
			errorCode( agent, TOOLS.log, { lines: 51 } ),
			errorCode( agent, TOOLS.transients, { all: true } ),
			errorCode( agent, TOOLS.status, { status: 'fine' } ),
		] )
	).toEqual( [
		'invalid_input',
		'conflict',
		'invalid_input',
		'invalid_input',
		'invalid_input',
	] );
	await expect( dialog ).toBeHidden();
	expect( await expired() ).toBe( before );

	// The status: the results the screen lists as it opens, by the same labels.
	const status = ( await ok( agent, TOOLS.status, { per_page: 50 } ) ) as {
		counts: Record< string, number >;
		tests: Array< { label: string; status: string } >;
		total: number;
	};
	expect(
		Object.values( status.counts ).reduce( ( sum, n ) => sum + n, 0 )
	).toBe( status.total );
	const listed = await page
		.locator( '.health-check-accordion-trigger .title' )
		.allTextContents();
	const labels = status.tests.map( ( result ) => result.label );
	expect( listed.filter( ( title ) => labels.includes( title ) ) ).toContain(
		'Your site is set to log errors to a potentially public file'
	);
	// Each result the screen counts as critical on opening, the tool says too.
	for ( const result of status.tests.filter(
		( { status: of } ) => of === 'critical'
	) ) {
		expect( listed ).toContain( result.label );
	}

	// Expired transients: the dialog counts them, the answer says how many went.
	const deleting = await agent.invoke( TOOLS.transients, {} );
	await expect( dialog ).toBeVisible();
	expect( await shownSubject( dialog ) ).toMatchObject( {
		'Expired transients': `${ before } → 0 (deleted)`,
		Undo: expect.stringContaining( 'Not possible' ),
	} );
	await expectNoSeriousViolations( page, {
		include: '.webmcp-abilities-confirm',
	} );
	await dialog.getByRole( 'button', { name: 'Confirm' } ).click();
	expect( ( await agent.response( deleting ) ).output ).toEqual( {
		ok: true,
		result: { deleted: before },
	} );
	expect( await expired() ).toBe( 0 );
} );

test( 'an editor gets none of these tools, and a forged call is refused by the server', async ( {
	page,
} ) => {
	await admin.request( 'POST', '/webmcp-test/v1/expired-transients', {
		count: 1,
	} );
	const before = await expired();
	await logInBeforeVisit( page, 'editor' );
	const agent = await Agent.attach( page );
	await page.goto( '/wp-admin/tools.php' );
	const tools = await agent.settledToolNames();
	for ( const tool of Object.values( TOOLS ) ) {
		expect( tools ).not.toContain( tool );
	}
	const forged = await page.evaluate( async () =>
		(
			window as unknown as {
				wp: { apiFetch: ( options: object ) => Promise< unknown > };
			}
		 ).wp
			.apiFetch( {
				path: '/wp-abilities/v1/abilities/webmcp-abilities/delete-expired-transients/run',
				method: 'POST',
				data: { input: {} },
			} )
			.catch( ( error: { code: string } ) => error.code )
	);
	expect( forged ).toBe( 'access_denied' );
	expect( await expired() ).toBe( before );
} );
