/**
 * The site's everyday work outside the editor, as an eager agent does it on the screens where a
 * person does it (a site with only this plugin): alt text for the images missing it, in one
 * confirmed call, undone one item at a time from the log; a category merged into another and the
 * merge undone; the tagline changed, seeing before and after; a held comment approved and answered,
 * the reply undone; a typo fixed in a live post through a diff, seen on the revisions screen and
 * undone; a featured image set in the block editor and taken back with one Undo; an author's agent
 * refused on what is not theirs, and the refusals logged.
 */
import { undoFromLog } from '../utils/activity-log';
import { Agent } from '../utils/agent';
import { expectNoSeriousViolations } from '../utils/axe';
import { confirmDialog, shownSubject } from '../utils/confirm-dialog';
import { EDITOR, openEditor } from '../utils/editor-agent';
import { logIn } from '../utils/log-in';
import { RestClient } from '../utils/rest-client';
import { createComment, createImage, createPost } from '../utils/site-content';
import { ownTool } from '../utils/tool-names';
import { expect, test } from '../utils/clean-php-log';

const MEDIA = {
	FIND: ownTool( 'find-media' ),
	UPDATE: ownTool( 'update-media' ),
};
const TERMS = {
	LIST: ownTool( 'list-terms' ),
	MERGE: ownTool( 'merge-terms' ),
};
const IDENTITY = ownTool( 'update-site-identity' );
const COMMENTS = {
	LIST: ownTool( 'list-pending-comments' ),
	MODERATE: ownTool( 'moderate-comment' ),
	REPLY: ownTool( 'reply-to-comment' ),
};
const FIX_LIVE_POST = ownTool( 'update-published-post' );

let admin: RestClient;
test.beforeAll( async ( { baseURL } ) => {
	admin = await RestClient.as( baseURL as string, 'admin' );
} );
test.afterAll( async () => admin.dispose() );

/**
 * @param list  A list the test made.
 * @param index A place in it.
 * @return The item there, which the test knows is there.
 */
function nth< T >( list: T[], index: number ): T {
	const item = list[ index ];
	if ( item === undefined ) {
		throw new Error( `Nothing at ${ index }.` );
	}
	return item;
}

/** @param id An attachment. @return Its alt text as the site has it. */
const altOf = async ( id: number ): Promise< string > =>
	( await admin.request( 'GET', `/wp/v2/media/${ id }?context=edit` ) ).body
		.alt_text;

test( 'alt text: the 12 images missing it among 20 are found and described in one confirmed call, and two are undone from the log', async ( {
	page,
} ) => {
	test.setTimeout( 120_000 );
	const stamp = Date.now();
	const images: Array< { id: number; title: string; alt: string } > = [];
	for ( let i = 1; i <= 20; i++ ) {
		const title = `Plot ${ stamp } photo ${ i }`;
		const alt = i <= 8 ? `Described already ${ i }` : '';
		images.push( {
			id: await createImage( admin, { title, alt } ),
			title,
			alt,
		} );
	}
	const missing = images.filter( ( image ) => image.alt === '' );

	await logIn( page, 'admin' );
	const agent = await Agent.attach( page );
	await page.goto( '/wp-admin/upload.php' );
	// Eager: each call the moment its tool is there, and the read twice at once.
	await agent.whenTool( MEDIA.FIND );
	const input = { search: String( stamp ), missing_alt: true, per_page: 20 };
	const [ found, again ] = await Promise.all( [
		agent.call( MEDIA.FIND, input ),
		agent.call( MEDIA.FIND, input ),
	] );
	expect( again.output ).toEqual( found.output );
	const result = (
		found.output as {
			result: {
				media: Array< { id: number } >;
				total: number;
				missing_alt: number;
			};
		}
	 ).result;
	expect( result.total ).toBe( 12 );
	expect( result.missing_alt ).toBeGreaterThanOrEqual( 12 );
	expect( result.media.map( ( item ) => item.id ).sort() ).toEqual(
		missing.map( ( image ) => image.id ).sort()
	);

	await agent.whenTool( MEDIA.UPDATE );
	const items = missing.map( ( image, index ) => ( {
		id: image.id,
		alt: `Seedlings in row ${ index + 1 }`,
	} ) );
	const updating = await agent.invoke( MEDIA.UPDATE, { items } );
	const dialog = confirmDialog( page );
	await expect( dialog ).toBeVisible();
	// One line per image, each with its alt text before and after.
	const shown = await shownSubject( dialog );
	expect( Object.keys( shown ) ).toHaveLength( 12 );
	expect(
		shown[
			`#${ nth( missing, 0 ).id } “${ nth( missing, 0 ).title }” (plot-${ stamp }-photo-9.png)`
		]
	).toBe( 'Alt text: “” → “Seedlings in row 1”' );
	await expectNoSeriousViolations( page, {
		include: '.webmcp-abilities-confirm',
	} );
	await dialog.getByRole( 'button', { name: 'Confirm' } ).click();
	expect( ( await agent.response( updating ) ).output ).toMatchObject( {
		ok: true,
		result: { unchanged: [] },
	} );
	for ( const [ index, image ] of missing.entries() ) {
		expect( await altOf( image.id ) ).toBe(
			`Seedlings in row ${ index + 1 }`
		);
	}
	expect( await altOf( nth( images, 0 ).id ) ).toBe( 'Described already 1' );

	// Each image is an entry of its own: two of them undone, the other ten kept.
	for ( const image of missing.slice( 0, 2 ) ) {
		expect( await undoFromLog( page, image.title ) ).toBe( 'Undone.' );
		expect( await altOf( image.id ) ).toBe( '' );
	}
	expect( await altOf( nth( missing, 2 ).id ) ).toBe( 'Seedlings in row 3' );
	// The call's twelve entries, one per image, and the two undos.
	await expect(
		page.locator( '#the-list tr', { hasText: `Plot ${ stamp }` } )
	).toHaveCount( 14 );
} );

test( 'categories: “News” merged into “Updates” through a dialog naming both and the posts that move, and the merge undone from the log', async ( {
	page,
} ) => {
	const stamp = Date.now();
	const category = async ( name: string ) =>
		( await admin.request( 'POST', '/wp/v2/categories', { name } ) ).body
			.id as number;
	const news = await category( `News ${ stamp }` );
	const updates = await category( `Updates ${ stamp }` );
	const posts: number[] = [];
	for ( const title of [ 'First', 'Second', 'Third' ] ) {
		const id = await createPost( admin, { title, status: 'publish' } );
		await admin.request( 'POST', `/wp/v2/posts/${ id }`, {
			categories: [ news ],
		} );
		posts.push( id );
	}
	const categoriesOf = async ( id: number ) =>
		( await admin.request( 'GET', `/wp/v2/posts/${ id }` ) ).body
			.categories as number[];

	await logIn( page, 'admin' );
	const agent = await Agent.attach( page );
	await page.goto( '/wp-admin/edit-tags.php?taxonomy=category' );
	await agent.whenTool( TERMS.LIST );
	const listed = (
		await agent.call( TERMS.LIST, { search: String( stamp ) } )
	).output as {
		result: { terms: Array< { id: number; name: string; count: number } > };
	};
	expect( listed.result.terms ).toEqual( [
		expect.objectContaining( {
			id: news,
			name: `News ${ stamp }`,
			count: 3,
		} ),
		expect.objectContaining( {
			id: updates,
			name: `Updates ${ stamp }`,
			count: 0,
		} ),
	] );

	// Into itself: a clear error, nothing asked, nothing changed.
	await agent.whenTool( TERMS.MERGE );
	expect(
		( await agent.call( TERMS.MERGE, { from: news, into: news } ) ).output
	).toMatchObject( {
		ok: false,
		error: { code: 'invalid_input' },
	} );

	const merging = await agent.invoke( TERMS.MERGE, {
		from: news,
		into: updates,
	} );
	const dialog = confirmDialog( page );
	await expect( dialog ).toBeVisible();
	expect( await shownSubject( dialog ) ).toMatchObject( {
		'Merged away': `“News ${ stamp }” (news-${ stamp }, #${ news })`,
		Into: `“Updates ${ stamp }” (updates-${ stamp }, #${ updates })`,
		'Posts moved': '3 posts get the second term',
	} );
	await dialog.getByRole( 'button', { name: 'Confirm' } ).click();
	expect( ( await agent.response( merging ) ).output ).toMatchObject( {
		ok: true,
		result: { moved: 3, deleted: news },
	} );
	expect(
		( await admin.request( 'GET', `/wp/v2/categories/${ news }` ) ).status
	).toBe( 404 );
	expect( await categoriesOf( nth( posts, 0 ) ) ).toEqual( [ updates ] );

	expect(
		await undoFromLog(
			page,
			`Category “News ${ stamp }” merged into “Updates ${ stamp }”`
		)
	).toBe( 'Undone.' );
	const back = (
		await admin.request( 'GET', `/wp/v2/categories?slug=news-${ stamp }` )
	).body as Array< { id: number; count: number } >;
	expect( back ).toHaveLength( 1 );
	expect( nth( back, 0 ).count ).toBe( 3 );
	for ( const post of posts ) {
		expect( await categoriesOf( post ) ).toEqual( [ nth( back, 0 ).id ] );
	}
} );

test( 'the tagline: changed through a dialog showing it before and after, and put back from the log', async ( {
	page,
	browser,
	baseURL,
} ) => {
	const tagline = async () =>
		( await admin.request( 'GET', '/wp/v2/settings' ) ).body
			.description as string;
	const before = await tagline();
	await logIn( page, 'admin' );
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

test( 'a reply: a held comment approved, then answered through a dialog showing both, and the reply undone from the log', async ( {
	page,
} ) => {
	const stamp = Date.now();
	const post = await createPost( admin, {
		title: `Opening hours ${ stamp }`,
		status: 'publish',
	} );
	const question = `When do you open on Mondays? ${ stamp }`;
	const comment = await createComment( admin, {
		post,
		content: question,
		status: 'hold',
	} );
	await logIn( page, 'admin' );
	const agent = await Agent.attach( page );
	await page.goto( '/wp-admin/edit-comments.php' );
	await agent.whenTool( COMMENTS.LIST );
	const [ listed, again ] = await Promise.all( [
		agent.call( COMMENTS.LIST, {} ),
		agent.call( COMMENTS.LIST, {} ),
	] );
	expect( again.output ).toEqual( listed.output );
	expect( JSON.stringify( listed.output ) ).toContain( String( comment ) );

	// Held, it cannot be answered: a clear error, nobody asked, nothing posted.
	await agent.whenTool( COMMENTS.REPLY );
	expect(
		(
			await agent.call( COMMENTS.REPLY, {
				id: comment,
				content: 'Too soon',
			} )
		).output
	).toMatchObject( { ok: false, error: { code: 'conflict' } } );
	await expect( confirmDialog( page ) ).toHaveCount( 0 );

	const approving = await agent.invoke( COMMENTS.MODERATE, {
		id: comment,
		action: 'approve',
	} );
	await confirmDialog( page )
		.getByRole( 'button', { name: 'Confirm' } )
		.click();
	expect( ( await agent.response( approving ) ).output ).toMatchObject( {
		ok: true,
		result: { status: 'approved' },
	} );

	const replying = await agent.invoke( COMMENTS.REPLY, {
		id: comment,
		content: 'At nine, every day but Sunday.',
	} );
	const dialog = confirmDialog( page );
	await expect( dialog ).toBeVisible();
	expect( await shownSubject( dialog ) ).toMatchObject( {
		'admin wrote': question,
		'Your reply': 'At nine, every day but Sunday.',
		Visible: 'On the site at once, under the comment.',
	} );
	await expectNoSeriousViolations( page, {
		include: '.webmcp-abilities-confirm',
	} );
	await dialog.getByRole( 'button', { name: 'Confirm' } ).click();
	const reply = ( await agent.response( replying ) ).output as {
		ok: boolean;
		result: { id: number; parent: number; status: string };
	};
	expect( reply ).toMatchObject( {
		ok: true,
		result: { parent: comment, status: 'approved' },
	} );
	const replies = async () =>
		(
			await admin.request(
				'GET',
				`/wp/v2/comments?parent=${ comment }&status=approve`
			)
		).body as Array< { id: number } >;
	expect( ( await replies() ).map( ( item ) => item.id ) ).toEqual( [
		reply.result.id,
	] );

	expect( await undoFromLog( page, `Comment ${ reply.result.id }` ) ).toBe(
		'Undone.'
	);
	expect( await replies() ).toEqual( [] );
} );

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
	await logIn( page, 'admin' );
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

test( 'a featured image set in the block editor through its own fields, and taken back with one Undo', async ( {
	page,
} ) => {
	const stamp = Date.now();
	const image = await createImage( admin, { title: `Cover ${ stamp }` } );
	const post = await createPost( admin, {
		title: `With a cover ${ stamp }`,
		status: 'draft',
	} );
	const agent = await openEditor( page, post );
	const featured = () =>
		page.evaluate( () =>
			(
				window as unknown as {
					wp: {
						data: {
							select: ( store: string ) => {
								getEditedPostAttribute: (
									name: string
								) => number;
							};
						};
					};
				}
			 ).wp.data
				.select( 'core/editor' )
				.getEditedPostAttribute( 'featured_media' )
		);
	// Not an image: a clear error, nothing changed.
	expect(
		( await agent.call( EDITOR.FIELDS, { featured_media: post } ) ).output
	).toMatchObject( { ok: false, error: { code: 'invalid_input' } } );
	expect( await featured() ).toBe( 0 );

	expect(
		(
			await agent.call( EDITOR.FIELDS, {
				title: `With a cover ${ stamp }, retitled`,
				featured_media: image,
			} )
		).output
	).toMatchObject( { ok: true } );
	expect( await featured() ).toBe( image );
	await page.getByRole( 'button', { name: 'Undo' } ).click();
	expect( await featured() ).toBe( 0 );
} );

test( 'an author’s agent is refused on the site’s title and on another’s image, and the refusals are logged', async ( {
	page,
	baseURL,
} ) => {
	const stamp = Date.now();
	const adminsImage = await createImage( admin, {
		title: `The owner’s ${ stamp }`,
	} );
	await logIn( page, 'author' );
	const agent = await Agent.attach( page );
	await page.goto( '/wp-admin/upload.php' );
	await agent.whenTool( MEDIA.UPDATE );
	expect(
		(
			await agent.call( MEDIA.UPDATE, {
				items: [ { id: adminsImage, alt: 'Not mine' } ],
			} )
		).output
	).toMatchObject( { ok: false, error: { code: 'access_denied' } } );
	expect( await altOf( adminsImage ) ).toBe( '' );

	// The site's identity is not offered to an author; asked over REST anyway, it is refused.
	expect( agent.toolNames() ).not.toContain( IDENTITY );
	const author = await RestClient.as( baseURL as string, 'author' );
	const forged = await author.request(
		'POST',
		'/wp-abilities/v1/abilities/webmcp-abilities/update-site-identity/run',
		{ input: { title: `Taken ${ stamp }` } },
		{ 'X-WebMCP-Abilities-Tool': IDENTITY }
	);
	await author.dispose();
	// The bridge's gate answers first: the tool is not this person's (410 tool_withdrawn).
	expect( forged.status ).toBe( 410 );
	expect(
		( await admin.request( 'GET', '/wp/v2/settings' ) ).body.title
	).not.toBe( `Taken ${ stamp }` );

	// Both refusals are in the author's log.
	await page.goto( '/wp-admin/tools.php?page=webmcp-abilities-activity' );
	for ( const [ tool, code ] of [
		[ MEDIA.UPDATE, 'access_denied' ],
		[ IDENTITY, 'tool_withdrawn' ],
	] as const ) {
		await expect(
			page.locator( '#the-list tr', { hasText: tool } ).first()
		).toContainText( code );
	}
} );
