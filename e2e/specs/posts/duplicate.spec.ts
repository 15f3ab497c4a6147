/**
 * A page copied as a new draft, as an eager agent does it from the pages screen (a site with only
 * this plugin): bad input refused before anyone is asked; the copy confirmed in an accessible
 * dialog naming the page and what is copied; the draft keeps its blocks and featured image; the
 * page's notice offers the draft's edit link; the copy undone from the log.
 */
import { undoFromLog } from '../../utils/activity-log';
import { Agent } from '../../utils/agent';
import { expectNoSeriousViolations } from '../../utils/axe';
import { confirmDialog, shownSubject } from '../../utils/confirm-dialog';
import { errorCode } from '../../utils/editor-agent';
import { logIn } from '../../utils/log-in';
import { RestClient } from '../../utils/rest-client';
import { createImage, createPost } from '../../utils/site-content';
import { ownTool } from '../../utils/tool-names';
import { expect, test } from '../../utils/clean-php-log';

const DUPLICATE = ownTool( 'duplicate-post' );

const BLOCKS =
	'<!-- wp:heading -->\n<h2 class="wp-block-heading">Who we are</h2>\n<!-- /wp:heading -->\n\n<!-- wp:paragraph -->\n<p>A family bakery since 1962.</p>\n<!-- /wp:paragraph -->';

let admin: RestClient;
test.beforeAll( async ( { baseURL } ) => {
	admin = await RestClient.as( baseURL as string, 'admin' );
} );
test.afterAll( async () => admin.dispose() );

test( 'a page with blocks and a featured image, copied as a draft through a dialog naming what is copied; the notice offers the draft; the copy undone from the log', async ( {
	page,
} ) => {
	test.setTimeout( 90_000 );
	const title = `About us ${ Date.now() }`;
	const image = await createImage( admin, { title: 'Shop front' } );
	const original = await createPost( admin, {
		type: 'pages',
		title,
		status: 'publish',
		content: BLOCKS,
	} );
	await admin.request( 'POST', `/wp/v2/pages/${ original }`, {
		featured_media: image,
	} );

	await logIn( page, 'admin' );
	const agent = await Agent.attach( page );
	await page.goto( '/wp-admin/edit.php?post_type=page' );
	await agent.whenTool( DUPLICATE );
	const dialog = confirmDialog( page );

	// Bad input, the moment the tool appears: refused, nobody asked.
	expect(
		await Promise.all( [
			errorCode( agent, DUPLICATE, { id: 987654 } ),
			errorCode( agent, DUPLICATE, { id: image } ),
		] )
	).toEqual( [ 'not_found', 'not_found' ] );
	await expect( dialog ).toBeHidden();

	const copying = await agent.invoke( DUPLICATE, { id: original } );
	await expect( dialog ).toBeVisible();
	await expect( dialog ).toContainText( title );
	expect( await shownSubject( dialog ) ).toMatchObject( {
		ID: String( original ),
		Type: 'Page',
		'New draft': `“${ title } (Copy)”, a draft of yours; the original stays as it is.`,
		Copied: 'the content (2 blocks); the featured image “Shop front”',
	} );
	await expectNoSeriousViolations( page, {
		include: '.webmcp-abilities-confirm',
	} );
	await dialog.getByRole( 'button', { name: 'Confirm' } ).click();
	const copied = ( await agent.response( copying ) ).output as {
		ok: boolean;
		result: {
			id: number;
			title: string;
			status: string;
			edit_link: string;
		};
	};
	expect( copied ).toMatchObject( {
		ok: true,
		result: { title: `${ title } (Copy)`, status: 'draft' },
	} );
	const draft = copied.result.id;

	// The draft keeps the blocks as written and the featured image.
	const { body } = await admin.request(
		'GET',
		`/wp/v2/pages/${ draft }?context=edit`
	);
	expect( body ).toMatchObject( {
		status: 'draft',
		featured_media: image,
		content: { raw: BLOCKS },
	} );

	// The page's notice offers the draft, in this site's editor.
	const open = page
		.getByRole( 'status' )
		.getByRole( 'link', { name: 'Open the draft' } );
	await expect( open ).toHaveAttribute( 'href', copied.result.edit_link );
	await open.click();
	await expect( page ).toHaveURL(
		new RegExp( `/wp-admin/post\\.php\\?post=${ draft }&action=edit$` )
	);

	expect( await undoFromLog( page, `${ title } (Copy)` ) ).toBe( 'Undone.' );
	const { body: undone } = await admin.request(
		'GET',
		`/wp/v2/pages/${ draft }?context=edit&_fields=status`
	);
	expect( undone.status ).toBe( 'trash' );
	const { body: kept } = await admin.request(
		'GET',
		`/wp/v2/pages/${ original }?_fields=status`
	);
	expect( kept.status ).toBe( 'publish' );
} );
