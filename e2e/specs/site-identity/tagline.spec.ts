/**
 * The site's identity, as an eager agent changes it from the dashboard (a site with only this
 * plugin): the tagline changed through a dialog showing it before and after, seen by visitors,
 * and put back from the log.
 */
import { undoFromLog } from '../../utils/activity-log';
import { Agent } from '../../utils/agent';
import { confirmDialog, shownSubject } from '../../utils/confirm-dialog';
import { logInBeforeVisit } from '../../utils/log-in';
import { RestClient } from '../../utils/rest-client';
import { ownTool } from '../../utils/tool-names';
import { expect, test } from '../../utils/clean-php-log';

const IDENTITY = ownTool( 'update-site-identity' );

let admin: RestClient;
test.beforeAll( async ( { baseURL } ) => {
	admin = await RestClient.as( baseURL as string, 'admin' );
} );
test.afterAll( async () => admin.dispose() );

test( 'the tagline: changed through a dialog showing it before and after, and put back from the log', async ( {
	page,
	browser,
	baseURL,
} ) => {
	const tagline = async () =>
		( await admin.request( 'GET', '/wp/v2/settings' ) ).body
			.description as string;
	const before = await tagline();
	await logInBeforeVisit( page, 'admin' );
	const agent = await Agent.attach( page );
	await page.goto( '/wp-admin/' );
	await agent.whenTool( IDENTITY );
	const changing = await agent.invoke( IDENTITY, {
		tagline: 'Grown by neighbours & friends',
	} );
	const dialog = confirmDialog( page );
	await expect( dialog ).toBeVisible();
	expect( await shownSubject( dialog ) ).toMatchObject( {
		Tagline: `“${ before }” → “Grown by neighbours & friends”`,
	} );
	await dialog.getByRole( 'button', { name: 'Confirm' } ).click();
	expect( ( await agent.response( changing ) ).output ).toMatchObject( {
		ok: true,
		result: { tagline: 'Grown by neighbours & friends' },
	} );
	// Visitors see it.
	const visitor = await browser.newContext( { baseURL } );
	const front = await visitor.newPage();
	await front.goto( '/' );
	await expect( front.locator( 'body' ) ).toContainText(
		'Grown by neighbours & friends'
	);
	await visitor.close();

	expect( await undoFromLog( page, 'Site identity' ) ).toBe( 'Undone.' );
	expect( await tagline() ).toBe( before );
} );
