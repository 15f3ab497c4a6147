/**
 * Categories, as an eager agent handles them on the screen where a person does (a site with only
 * this plugin): one merged into another through a dialog naming both and the posts that move, a
 * merge into itself refused unasked, and the merge undone from the log.
 */
import { undoFromLog } from '../../utils/activity-log';
import { Agent } from '../../utils/agent';
import { confirmDialog, shownSubject } from '../../utils/confirm-dialog';
import { nth } from '../../utils/lists';
import { logInBeforeVisit } from '../../utils/log-in';
import { RestClient } from '../../utils/rest-client';
import { createPost } from '../../utils/site-content';
import { ownTool } from '../../utils/tool-names';
import { expect, test } from '../../utils/clean-php-log';

const TERMS = {
	LIST: ownTool( 'list-terms' ),
	MERGE: ownTool( 'merge-terms' ),
};

let admin: RestClient;
test.beforeAll( async ( { baseURL } ) => {
	admin = await RestClient.as( baseURL as string, 'admin' );
} );
test.afterAll( async () => admin.dispose() );

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

	await logInBeforeVisit( page, 'admin' );
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
