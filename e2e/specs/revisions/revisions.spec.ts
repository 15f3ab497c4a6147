/**
 * A published post's earlier versions, as an eager agent works with them from the revisions
 * screen (a site with only this plugin): bad input refused before anyone is asked; the versions
 * listed and compared, as words; an earlier one restored through an accessible dialog showing the
 * diff against now; a visitor reads it; the restore undone from the log; and no restore while the
 * post is open in the editor in another browser.
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

const LIST = ownTool( 'list-revisions' );
const COMPARE = ownTool( 'compare-revisions' );
const RESTORE = ownTool( 'restore-revision' );

let admin: RestClient;
test.beforeAll( async ( { baseURL } ) => {
	admin = await RestClient.as( baseURL as string, 'admin' );
} );
test.afterAll( async () => admin.dispose() );

const paragraph = ( hour: string ) =>
	`<!-- wp:paragraph -->\n<p>The bakery opens at ${ hour }.</p>\n<!-- /wp:paragraph -->`;

/**
 * @param title Its title.
 * @return A published post saved three times, each save a revision: it opens at eight, then at
 *         nine, and now at ten.
 */
async function postWithHistory( title: string ): Promise< number > {
	const post = await createPost( admin, { title, status: 'publish' } );
	for ( const hour of [ 'eight', 'nine', 'ten' ] ) {
		await admin.request( 'POST', `/wp/v2/posts/${ post }`, {
			content: paragraph( hour ),
		} );
	}
	return post;
}

test( 'an earlier version: listed, compared as words, restored through a dialog showing the diff, read by a visitor, and put back from the log; never while the post is open in an editor', async ( {
	page,
	browser,
	baseURL,
} ) => {
	test.setTimeout( 120_000 );
	const title = `Bakery hours ${ Date.now() }`;
	const post = await postWithHistory( title );
	const other = await postWithHistory( `Another bakery ${ Date.now() }` );
	const revisionsOf = async ( id: number ) =>
		(
			( await admin.request( 'GET', `/wp/v2/posts/${ id }/revisions` ) )
				.body as Array< { id: number } >
		 ).map( ( { id: revision } ) => revision );
	const [ newest, , oldest ] = await revisionsOf( post );
	const content = async () =>
		(
			await admin.request(
				'GET',
				`/wp/v2/posts/${ post }?context=edit&_fields=content`
			)
		).body.content.raw as string;

	await logIn( page, 'admin' );
	const agent = await Agent.attach( page );
	await page.goto( `/wp-admin/revision.php?revision=${ newest }` );
	await agent.whenTool( RESTORE );
	const dialog = confirmDialog( page );

	// Bad input, the moment the tools appear and all at once: refused, nobody asked.
	expect(
		await Promise.all( [
			errorCode( agent, RESTORE, {
				id: post,
				revision: ( await revisionsOf( other ) )[ 1 ],
			} ),
			errorCode( agent, RESTORE, { id: post, revision: other } ),
			errorCode( agent, COMPARE, { id: post, from: other } ),
			errorCode( agent, LIST, { id: 987654 } ),
		] )
	).toEqual( [
		'invalid_input',
		'invalid_input',
		'invalid_input',
		'not_found',
	] );
	await expect( dialog ).toBeHidden();
	expect( await content() ).toBe( paragraph( 'ten' ) );

	const listed = ( await ok( agent, LIST, { id: post } ) ) as {
		revisions: Array< { id: number; summary: string; current?: boolean } >;
		total: number;
	};
	expect( listed.total ).toBe( 3 );
	expect( listed.revisions[ 0 ] ).toMatchObject( {
		id: newest,
		current: true,
		summary: '1 word added, 1 word removed',
	} );
	const compared = ( await ok( agent, COMPARE, {
		id: post,
		from: oldest,
	} ) ) as { diff: string; from: { revision: number } };
	expect( compared.from.revision ).toBe( oldest );
	expect( compared.diff ).toBe( 'The bakery opens at [-eight.-]{+ten.+}' );

	const restoring = await agent.invoke( RESTORE, {
		id: post,
		revision: oldest,
	} );
	await expect( dialog ).toBeVisible();
	expect( await shownSubject( dialog ) ).toMatchObject( {
		ID: String( post ),
		Afterwards:
			'Readers see the restored version at once. The version now is kept as a revision.',
	} );
	await expect( dialog ).toContainText( title );
	await expect( dialog.locator( 'del' ) ).toHaveText( '[removed: ten.]' );
	await expect( dialog.locator( 'ins' ) ).toHaveText( '[added: eight.]' );
	await expectNoSeriousViolations( page, {
		include: '.webmcp-abilities-confirm',
	} );
	await dialog.getByRole( 'button', { name: 'Confirm' } ).click();
	expect( ( await agent.response( restoring ) ).output ).toMatchObject( {
		ok: true,
		result: { id: post, revision: oldest, changed: true },
	} );
	expect( await content() ).toBe( paragraph( 'eight' ) );

	// A visitor reads the restored version.
	const visitor = await browser.newContext( { baseURL } );
	const front = await visitor.newPage();
	await front.goto( `/?p=${ post }` );
	await expect( front.locator( 'body' ) ).toContainText(
		'The bakery opens at eight.'
	);

	// The log's Undo puts back the version the restore replaced.
	expect( await undoFromLog( page, title ) ).toBe( 'Undone.' );
	expect( await content() ).toBe( paragraph( 'ten' ) );
	await front.reload();
	await expect( front.locator( 'body' ) ).toContainText(
		'The bakery opens at ten.'
	);
	await visitor.close();

	// Someone opens the post in the editor, in another browser: the agent restores nothing.
	const editorContext = await browser.newContext( { baseURL } );
	const editor = await editorContext.newPage();
	await logIn( editor, 'editor' );
	// WordPress marks the post as open (its edit lock) as it serves the editor.
	await editor.goto( `/wp-admin/post.php?post=${ post }&action=edit` );
	await page.goto( `/wp-admin/revision.php?revision=${ newest }` );
	await agent.whenTool( RESTORE );
	expect(
		await errorCode( agent, RESTORE, { id: post, revision: oldest } )
	).toBe( 'open_in_editor' );
	await expect( dialog ).toBeHidden();
	expect( await content() ).toBe( paragraph( 'ten' ) );
	await editorContext.close();
} );
