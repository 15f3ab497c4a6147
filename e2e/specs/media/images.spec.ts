/**
 * Images, as an eager agent handles them where a person does (a site with only this plugin): alt
 * text for the images missing it, found in the media library and written in one confirmed call,
 * undone one item at a time from the log; a featured image set in the block editor through its
 * own fields and taken back with the person's one Undo.
 */
import { undoFromLog } from '../../utils/activity-log';
import { Agent } from '../../utils/agent';
import { expectNoSeriousViolations } from '../../utils/axe';
import { confirmDialog, shownSubject } from '../../utils/confirm-dialog';
import { EDITOR, openEditor } from '../../utils/editor-agent';
import { nth } from '../../utils/lists';
import { logInBeforeVisit } from '../../utils/log-in';
import { RestClient } from '../../utils/rest-client';
import { altText, createImage, createPost } from '../../utils/site-content';
import { ownTool } from '../../utils/tool-names';
import { expect, test } from '../../utils/clean-php-log';

const MEDIA = {
	FIND: ownTool( 'find-media' ),
	UPDATE: ownTool( 'update-media' ),
};

let admin: RestClient;
test.beforeAll( async ( { baseURL } ) => {
	admin = await RestClient.as( baseURL as string, 'admin' );
} );
test.afterAll( async () => admin.dispose() );

/** @param id An attachment. @return Its alt text as the site has it. */
const altOf = ( id: number ) => altText( admin, id );

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

	await logInBeforeVisit( page, 'admin' );
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
