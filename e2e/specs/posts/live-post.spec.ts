/**
 * A published post fixed outside the editor, as an eager agent does it from the posts screen (a
 * site with only this plugin): a typo fixed through a dialog showing the diff, the revisions
 * screen comparing the fix with what it replaced, and the fix undone from the log.
 */
import { undoFromLog } from '../../utils/activity-log';
import { Agent } from '../../utils/agent';
import { expectNoSeriousViolations } from '../../utils/axe';
import { confirmDialog } from '../../utils/confirm-dialog';
import { logInBeforeVisit } from '../../utils/log-in';
import { RestClient } from '../../utils/rest-client';
import { createPost } from '../../utils/site-content';
import { ownTool } from '../../utils/tool-names';
import { expect, test } from '../../utils/clean-php-log';

const FIX_LIVE_POST = ownTool( 'update-published-post' );

let admin: RestClient;
test.beforeAll( async ( { baseURL } ) => {
	admin = await RestClient.as( baseURL as string, 'admin' );
} );
test.afterAll( async () => admin.dispose() );

test( 'a live post: a typo fixed through a dialog showing the diff, the revisions screen showing it, and the fix undone from the log', async ( {
	page,
} ) => {
	const stamp = Date.now();
	const title = `Shop hours ${ stamp }`;
	const post = await createPost( admin, {
		title,
		status: 'publish',
		content: `<!-- wp:paragraph -->\n<p>We open at nine on Mondys.</p>\n<!-- /wp:paragraph -->\n\n<!-- wp:paragraph -->\n<p>${ 'We sell seeds, bulbs and tools. '.repeat(
			6
		) }Closed on Sundays.</p>\n<!-- /wp:paragraph -->`,
	} );
	const content = async () =>
		(
			await admin.request(
				'GET',
				`/wp/v2/posts/${ post }?context=edit&_fields=content`
			)
		).body.content.raw as string;
	await logInBeforeVisit( page, 'admin' );
	const agent = await Agent.attach( page );
	await page.goto( '/wp-admin/edit.php' );
	await agent.whenTool( FIX_LIVE_POST );
	// Text that is not there: a clear error, nobody asked.
	expect(
		(
			await agent.call( FIX_LIVE_POST, {
				id: post,
				replace: [ { find: 'Tuesdys', with: 'Tuesdays' } ],
			} )
		).output
	).toMatchObject( { ok: false, error: { code: 'invalid_input' } } );

	const fixing = await agent.invoke( FIX_LIVE_POST, {
		id: post,
		replace: [ { find: 'Mondys', with: 'Mondays' } ],
	} );
	const dialog = confirmDialog( page );
	await expect( dialog ).toBeVisible();
	await expect( dialog.locator( 'del' ) ).toHaveText( '[removed: Mondys.]' );
	await expect( dialog.locator( 'ins' ) ).toHaveText( '[added: Mondays.]' );
	await expect(
		dialog.locator( '.webmcp-abilities-confirm__diff' )
	).not.toContainText( 'Closed on Sundays' );
	await expectNoSeriousViolations( page, {
		include: '.webmcp-abilities-confirm',
	} );
	await dialog.getByRole( 'button', { name: 'Confirm' } ).click();
	const fixed = ( await agent.response( fixing ) ).output as {
		ok: boolean;
		result: { changed: string[]; revisions_url: string };
	};
	expect( fixed ).toMatchObject( {
		ok: true,
		result: { changed: [ 'content' ] },
	} );
	expect( await content() ).toContain( 'We open at nine on Mondays.' );

	// The revisions screen compares the fix with the version it replaced.
	await page.goto( fixed.result.revisions_url );
	await expect( page.locator( '.diff ins' ).first() ).toContainText(
		'Mondays'
	);
	await expect( page.locator( '.diff del' ).first() ).toContainText(
		'Mondys'
	);

	expect( await undoFromLog( page, title ) ).toBe( 'Undone.' );
	expect( await content() ).toContain( 'We open at nine on Mondys.' );
} );
