/**
 * A plugin's content type, as an eager agent works on it from its own list screen (a site with
 * only this plugin and the books test plugin, switched on for these stories' browsers and REST
 * calls): books found, one drafted with both its fields, published through a dialog that says
 * "Book" and shows the fields, a live one's page count fixed, seen before → after; bad fields and
 * an unknown key refused with nobody asked and nothing changed; a visitor sees the published
 * book; the log's Undo puts the fields back. A contributor's book goes for approval and an
 * editor publishes it.
 */
import { undoFromLog } from '../../utils/activity-log';
import { Agent } from '../../utils/agent';
import { expectNoSeriousViolations } from '../../utils/axe';
import { confirmDialog, shownSubject } from '../../utils/confirm-dialog';
import { errorCode, ok } from '../../utils/editor-agent';
import { logIn } from '../../utils/log-in';
import {
	decide,
	PROPOSALS_SCREEN,
	sendForApproval,
} from '../../utils/proposals';
import { RestClient } from '../../utils/rest-client';
import {
	switchOnTestPlugin,
	switchOnTestPlugins,
} from '../../utils/test-plugins';
import { ownTool } from '../../utils/tool-names';
import { expect, test } from '../../utils/clean-php-log';

const FIND = ownTool( 'find-posts' );
const GET = ownTool( 'get-post' );
const CREATE = ownTool( 'create-draft' );
const PUBLISH = ownTool( 'publish-post' );
const FIX = ownTool( 'update-published-post' );
const BOOKS_SCREEN = '/wp-admin/edit.php?post_type=book';

let admin: RestClient;
test.beforeAll( async ( { baseURL } ) => {
	admin = await RestClient.as( baseURL as string, 'admin' );
} );
test.afterAll( async () => admin.dispose() );

interface Book {
	id: number;
	status: string;
	link: string;
	meta: { pages: number; format: string };
}

test( 'books: found, drafted with their fields, published and fixed through dialogs that say “Book”, bad fields refused unasked, seen by visitors, and a fix undone from the log', async ( {
	page,
	browser,
	baseURL,
} ) => {
	test.setTimeout( 120_000 );
	const books = await switchOnTestPlugins( page, admin, [ 'books' ] );
	const book = async ( id: number ) =>
		( await books.request( 'GET', `/wp/v2/books/${ id }?context=edit` ) )
			.body as Book;
	const count = async () =>
		(
			await books.request(
				'GET',
				'/wp/v2/books?status=publish,draft&per_page=1&context=edit'
			)
		).headers[ 'x-wp-total' ];
	const stamp = Date.now();
	const liveTitle = `Rye and wheat ${ stamp }`;
	const { body: live } = await books.request( 'POST', '/wp/v2/books', {
		title: liveTitle,
		status: 'publish',
		meta: { pages: 320, format: 'hardcover' },
	} );
	const before = await count();

	await logIn( page, 'editor' );
	const agent = await Agent.attach( page );
	await page.goto( BOOKS_SCREEN );
	await Promise.all(
		[ FIND, GET, CREATE, PUBLISH, FIX ].map( ( tool ) =>
			agent.whenTool( tool )
		)
	);
	const dialog = confirmDialog( page );

	// Bad fields and an unknown key, the moment the tools appear and all at once: refused,
	// nobody asked, nothing changed.
	const draftOf = ( meta: object ) => ( {
		type: 'book',
		title: `Never ${ stamp }`,
		meta,
	} );
	expect(
		await Promise.all( [
			errorCode( agent, CREATE, draftOf( { pages: 0 } ) ),
			errorCode( agent, CREATE, draftOf( { format: 'scroll' } ) ),
			errorCode( agent, CREATE, draftOf( { isbn: '978-3' } ) ),
			errorCode( agent, CREATE, { type: 'wp_block', title: 'Never' } ),
			errorCode( agent, FIX, { id: live.id, meta: { pages: 0 } } ),
			errorCode( agent, FIX, {
				id: live.id,
				meta: { format: 'scroll' },
			} ),
			errorCode( agent, FIX, { id: live.id, meta: { isbn: '978-3' } } ),
		] )
	).toEqual( Array( 7 ).fill( 'invalid_input' ) );
	await expect( dialog ).toBeHidden();
	expect( await count() ).toBe( before );
	expect( ( await book( live.id ) ).meta ).toMatchObject( {
		pages: 320,
		format: 'hardcover',
	} );

	// Found, then drafted with both fields and read back.
	const found = await ok( agent, FIND, { type: 'book', search: liveTitle } );
	expect( found.posts ).toMatchObject( [ { id: live.id, type: 'book' } ] );
	const title = `The baker’s year ${ stamp }`;
	const drafted = await ok( agent, CREATE, {
		type: 'book',
		title,
		meta: { pages: 240, format: 'paperback' },
	} );
	const id = drafted.id as number;
	expect( ( await ok( agent, GET, { id } ) ).meta ).toEqual( {
		pages: 240,
		format: 'paperback',
	} );

	// Published through an accessible dialog that names a Book and shows its fields.
	const publishing = await agent.invoke( PUBLISH, { id } );
	await expect( dialog ).toBeVisible();
	expect( await shownSubject( dialog ) ).toMatchObject( {
		Type: 'Book',
		Pages: '240',
		Format: 'paperback',
	} );
	await expectNoSeriousViolations( page, {
		include: '.webmcp-abilities-confirm',
	} );
	await dialog.getByRole( 'button', { name: 'Confirm' } ).click();
	expect( ( await agent.response( publishing ) ).output ).toMatchObject( {
		ok: true,
	} );
	const published = await book( id );
	expect( published ).toMatchObject( {
		status: 'publish',
		meta: { pages: 240, format: 'paperback' },
	} );

	// The live book's page count, shown before → after.
	const fixing = await agent.invoke( FIX, {
		id: live.id,
		meta: { pages: 352 },
	} );
	await expect( dialog ).toBeVisible();
	expect( await shownSubject( dialog ) ).toMatchObject( {
		Type: 'Book',
		Pages: '320 → 352',
	} );
	await dialog.getByRole( 'button', { name: 'Confirm' } ).click();
	expect( ( await agent.response( fixing ) ).output ).toMatchObject( {
		ok: true,
		result: { changed: [ 'meta.pages' ] },
	} );
	expect( ( await book( live.id ) ).meta.pages ).toBe( 352 );

	// A visitor reads the new book.
	const visitor = await browser.newContext( { baseURL } );
	const front = await visitor.newPage();
	await switchOnTestPlugin( front, baseURL as string, 'books' );
	await front.goto( published.link );
	await expect( front.locator( 'body' ) ).toContainText( title );
	await visitor.close();

	// The log's Undo puts the page count back.
	expect(
		await undoFromLog(
			page,
			liveTitle,
			'webmcp-abilities/update-published-post'
		)
	).toBe( 'Undone.' );
	expect( ( await book( live.id ) ).meta ).toMatchObject( {
		pages: 320,
		format: 'hardcover',
	} );
	await books.dispose();
} );

test( 'a contributor’s agent drafts a book with its fields and proposes it; an editor approves and it is published', async ( {
	page,
	browser,
	baseURL,
} ) => {
	test.setTimeout( 90_000 );
	const books = await switchOnTestPlugins( page, admin, [ 'books' ] );
	await logIn( page, 'contributor' );
	const agent = await Agent.attach( page );
	await page.goto( BOOKS_SCREEN );
	await Promise.all(
		[ CREATE, PUBLISH ].map( ( tool ) => agent.whenTool( tool ) )
	);
	const title = `Sourdough at home ${ Date.now() }`;
	const drafted = await ok( agent, CREATE, {
		type: 'book',
		title,
		meta: { pages: 180, format: 'ebook' },
	} );
	const id = drafted.id as number;
	const proposal = await sendForApproval( page, agent, PUBLISH, {
		id,
		approval_reason: 'The manuscript is final.',
	} );
	const status = async () =>
		(
			await books.request(
				'GET',
				`/wp/v2/books/${ id }?context=edit&_fields=status,meta`
			)
		).body;
	expect( await status() ).toMatchObject( {
		status: 'draft',
		meta: { pages: 180, format: 'ebook' },
	} );

	const editorContext = await browser.newContext( { baseURL } );
	const editorPage = await editorContext.newPage();
	await switchOnTestPlugin( editorPage, baseURL as string, 'books' );
	await logIn( editorPage, 'editor' );
	await editorPage.goto( PROPOSALS_SCREEN );
	const card = editorPage.getByRole( 'region', {
		name: new RegExp( `^Proposal ${ proposal }:` ),
	} );
	await expect( card ).toContainText( title );
	await expect( card ).toContainText( 'Book' );
	expect( await decide( editorPage, proposal, 'Approve' ) ).toContain(
		'approved'
	);
	await editorContext.close();
	expect( await status() ).toMatchObject( {
		status: 'publish',
		meta: { pages: 180, format: 'ebook' },
	} );
	await books.dispose();
} );
