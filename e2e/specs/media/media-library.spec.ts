/**
 * The media library itself, as an eager agent fills and tidies it from Media > Library (a site
 * with only this plugin): bad input (a `javascript:` address, a text file, data over the limit)
 * refused before anyone is asked; an image uploaded from an address the site serves itself (the
 * loopback, same host and port, which WordPress's own safety check allows) with alt text and a
 * caption, and another from the agent's data, each through an accessible dialog naming the file
 * and where it comes from; a visitor gets each image; two unused test images deleted (the dialog
 * says it cannot be undone), one in use refused, naming its post; each upload undone from the log.
 */
import { undoFromLog } from '../../utils/activity-log';
import { Agent } from '../../utils/agent';
import { expectNoSeriousViolations } from '../../utils/axe';
import { confirmDialog, shownSubject } from '../../utils/confirm-dialog';
import { answerCode, errorCode } from '../../utils/editor-agent';
import { nth } from '../../utils/lists';
import { logIn } from '../../utils/log-in';
import { RestClient } from '../../utils/rest-client';
import { createImage, createPost } from '../../utils/site-content';
import { ownTool } from '../../utils/tool-names';
import { expect, test } from '../../utils/clean-php-log';

const UPLOAD = ownTool( 'upload-media' );
const DELETE = ownTool( 'delete-media' );

let admin: RestClient;
test.beforeAll( async ( { baseURL } ) => {
	admin = await RestClient.as( baseURL as string, 'admin' );
} );
test.afterAll( async () => admin.dispose() );

interface Uploaded {
	id: number;
	title: string;
	url: string;
	alt: string;
	edit_link: string;
}

/** @param id An attachment. @return The status REST answers for it: 404 once it is gone. */
const mediaStatus = async ( id: number ) =>
	( await admin.request( 'GET', `/wp/v2/media/${ id }?context=edit` ) )
		.status;

test( 'images uploaded from an address and from data, unused ones deleted, one in use kept; each upload undone from the log', async ( {
	page,
	browser,
	baseURL,
} ) => {
	test.setTimeout( 120_000 );
	const stamp = Date.now();
	// An image the site serves itself, at its own host and port.
	const source = await createImage( admin, { title: `Source ${ stamp }` } );
	const sourceUrl: string = (
		await admin.request( 'GET', `/wp/v2/media/${ source }` )
	).body.source_url;
	expect( new URL( sourceUrl ).origin ).toBe( baseURL );
	const unused = [
		await createImage( admin, { title: `Test image ${ stamp } one` } ),
		await createImage( admin, { title: `Test image ${ stamp } two` } ),
	];
	const kept = await createImage( admin, { title: `Cover ${ stamp }` } );
	const post = await createPost( admin, {
		title: `Harbour walk ${ stamp }`,
		status: 'publish',
	} );
	await admin.request( 'POST', `/wp/v2/posts/${ post }`, {
		featured_media: kept,
	} );
	// A picture the agent holds, too long for an address (php -S takes 20 KB, not 90; the dialog's read posts it).
	const picture = await (
		await page.request.get( '/wp-admin/images/about-texture.png' )
	).body();
	expect( picture.length ).toBeGreaterThan( 64_000 );
	// Data over the limit, for this browser: a limit the picture stays under.
	await page.context().addCookies( [
		{
			name: 'webmcp_test_data_upload_limit',
			value: String( picture.length + 100 ),
			url: baseURL,
		},
	] );

	await logIn( page, 'admin' );
	const agent = await Agent.attach( page );
	await page.goto( '/wp-admin/upload.php' );
	await agent.whenTool( UPLOAD );
	const dialog = confirmDialog( page );

	// Bad input, the moment the tool appears and all at once: refused, nobody asked, nothing added.
	expect(
		await Promise.all( [
			errorCode( agent, UPLOAD, { url: 'javascript:alert(1)' } ),
			errorCode( agent, UPLOAD, { url: `${ baseURL }/license.txt` } ),
			errorCode( agent, UPLOAD, {
				data: Buffer.from( 'Opening hours: nine to five.' ).toString(
					'base64'
				),
				filename: 'hours.png',
			} ),
			errorCode( agent, UPLOAD, {
				data: Buffer.alloc( picture.length + 200, 1 ).toString(
					'base64'
				),
				filename: 'large.png',
			} ),
		] )
	).toEqual( Array( 4 ).fill( 'invalid_input' ) );
	await expect( dialog ).toBeHidden();

	// From the address: the dialog names the file and the host it comes from.
	const fromAddress = await agent.invoke( UPLOAD, {
		url: sourceUrl,
		alt: 'A single grey pixel',
		caption: 'The smallest picture on the site',
	} );
	await expect( dialog ).toBeVisible();
	await expect( dialog ).toContainText( `source-${ stamp }.png` );
	expect( await shownSubject( dialog ) ).toMatchObject( {
		From: `127.0.0.1: the site fetches it once you confirm, and keeps it only if it is an image`,
		'Alt text': 'A single grey pixel',
		Caption: 'The smallest picture on the site',
	} );
	await expectNoSeriousViolations( page, {
		include: '.webmcp-abilities-confirm',
	} );
	await dialog.getByRole( 'button', { name: 'Confirm' } ).click();
	const fetched = ( await agent.response( fromAddress ) ).output as {
		ok: boolean;
		result: Uploaded;
	};
	expect( fetched ).toMatchObject( {
		ok: true,
		result: { alt: 'A single grey pixel' },
	} );
	const { body: stored } = await admin.request(
		'GET',
		`/wp/v2/media/${ fetched.result.id }?context=edit`
	);
	expect( stored.caption.raw ).toBe( 'The smallest picture on the site' );
	expect( stored.mime_type ).toBe( 'image/png' );

	// From the agent's data.
	const fromData = await agent.invoke( UPLOAD, {
		data: picture.toString( 'base64' ),
		filename: `chart-${ stamp }.png`,
		alt: 'A chart of this week’s bread',
	} );
	await expect( dialog ).toBeVisible();
	await expect( dialog ).toContainText( `chart-${ stamp }.png` );
	expect( ( await shownSubject( dialog ) ).From ).toBe(
		"The agent's data (100 KB)"
	);
	await dialog.getByRole( 'button', { name: 'Confirm' } ).click();
	const written = ( await agent.response( fromData ) ).output as {
		ok: boolean;
		result: Uploaded;
	};
	expect( written ).toMatchObject( { ok: true } );

	// A visitor gets both images at their addresses.
	const visitor = await browser.newContext( { baseURL } );
	/** @param url An image's address, once the file is gone: WordPress answers, not the file. */
	const expectNoImageAt = async ( url: string ) => {
		const answer = await visitor.request.get( url, { maxRedirects: 0 } );
		expect( answer.status(), url ).not.toBe( 200 );
		expect( answer.headers()[ 'content-type' ] ).not.toBe( 'image/png' );
	};
	for ( const { url } of [ fetched.result, written.result ] ) {
		const served = await visitor.request.get( url );
		expect( served.status(), url ).toBe( 200 );
		expect( served.headers()[ 'content-type' ] ).toBe( 'image/png' );
	}

	// The two unused test images: deleted for good, which the dialog says cannot be undone.
	const unusedUrls = await Promise.all(
		unused.map(
			async ( id ) =>
				( await admin.request( 'GET', `/wp/v2/media/${ id }` ) ).body
					.source_url as string
		)
	);
	await agent.whenTool( DELETE );
	const deleting = await agent.invoke( DELETE, { ids: unused } );
	await expect( dialog ).toBeVisible();
	const shown = await shownSubject( dialog );
	expect(
		shown[
			`#${ nth( unused, 0 ) } “Test image ${ stamp } one” (test-image-${ stamp }-one.png)`
		]
	).toBe( 'Not used in any post\n→ deleted for good, with its file' );
	expect( shown.Undo ).toBe(
		'This cannot be undone: deleted files are gone from the site.'
	);
	await expectNoSeriousViolations( page, {
		include: '.webmcp-abilities-confirm',
	} );
	await dialog.getByRole( 'button', { name: 'Confirm' } ).click();
	expect( ( await agent.response( deleting ) ).output ).toMatchObject( {
		ok: true,
		result: {
			deleted: unused,
			note: 'Deleted for good, with their files: this cannot be undone.',
		},
	} );
	for ( const [ index, id ] of unused.entries() ) {
		expect( await mediaStatus( id ) ).toBe( 404 );
		await expectNoImageAt( nth( unusedUrls, index ) );
	}

	// The image in use: refused before anyone is asked, naming the post; still there.
	const refused = await agent.call( DELETE, { ids: [ kept ] } );
	expect( answerCode( refused ) ).toBe( 'conflict' );
	expect(
		( refused.output as { error: { message: string } } ).error.message
	).toContain(
		`is used in “Harbour walk ${ stamp }” (Post ${ post }, its featured image)`
	);
	await expect( dialog ).toBeHidden();
	expect( await mediaStatus( kept ) ).toBe( 200 );

	// Each upload undone from the log: gone from the library and from its address.
	for ( const uploaded of [ written.result, fetched.result ] ) {
		expect( await undoFromLog( page, uploaded.title ) ).toBe( 'Undone.' );
		expect( await mediaStatus( uploaded.id ) ).toBe( 404 );
		await expectNoImageAt( uploaded.url );
	}
	await visitor.close();
} );

test( 'the owner sets the largest image an agent may upload from data on the settings screen', async ( {
	page,
} ) => {
	await logIn( page, 'admin' );
	await page.goto( '/wp-admin/options-general.php?page=webmcp-abilities' );
	const field = page.getByRole( 'spinbutton', {
		name: 'Largest image an agent may upload from its own data (MB)',
	} );
	await expect( field ).toHaveValue( '2' );
	await expectNoSeriousViolations( page, {
		include: '.webmcp-abilities-settings__media',
	} );
} );
