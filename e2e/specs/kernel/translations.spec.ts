/**
 * The plugin's PHP strings and its scripts' strings go through WordPress's translation
 * machinery (text domain `webmcp-abilities`, `wp_set_script_translations`).
 */
import { Agent } from '../../utils/agent';
import { confirmDialog } from '../../utils/confirm-dialog';
import { logInBeforeVisit } from '../../utils/log-in';
import { RestClient } from '../../utils/rest-client';
import { createPost } from '../../utils/site-content';
import { expect, test } from '../../utils/clean-php-log';

test( 'a translation reaches both the admin menu and the confirmation dialog', async ( {
	page,
	baseURL,
} ) => {
	await page.context().addCookies( [
		{
			name: 'webmcp_test_translate',
			value: '1',
			url: baseURL as string,
		},
	] );
	await logInBeforeVisit( page, 'admin' );
	const agent = await Agent.attach( page );
	await page.goto( '/wp-admin/' );
	await expect(
		page
			.locator( '#adminmenu' )
			.getByRole( 'link', { name: 'Agenten-Aktivität' } )
	).toHaveCount( 1 );

	await expect.poll( () => agent.toolNames() ).toContain( 'wp_publish-post' );
	const admin = await RestClient.as( baseURL as string, 'admin' );
	const id = await createPost( admin, {
		title: 'Nicht veröffentlichen',
		status: 'draft',
	} );
	await admin.dispose();
	const call = await agent.invoke( 'wp_publish-post', { id } );
	const dialog = confirmDialog( page );
	await expect(
		dialog.getByRole( 'button', { name: 'Bestätigen' } )
	).toBeVisible();
	await dialog.getByRole( 'button', { name: 'Abbrechen' } ).click();
	expect( ( await agent.response( call ) ).output ).toMatchObject( {
		error: { code: 'confirmation_declined' },
	} );
} );
