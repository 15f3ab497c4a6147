/**
 * Access across areas: an author's agent is refused on what is not theirs, another's image and the
 * site's title (not offered, and refused when asked over REST anyway), nothing changes, and both
 * refusals are in the author's own activity log.
 */
import { Agent } from '../../utils/agent';
import { logInBeforeVisit } from '../../utils/log-in';
import { RestClient } from '../../utils/rest-client';
import { altText, createImage } from '../../utils/site-content';
import { ownTool } from '../../utils/tool-names';
import { expect, test } from '../../utils/clean-php-log';

const MEDIA = {
	UPDATE: ownTool( 'update-media' ),
};
const IDENTITY = ownTool( 'update-site-identity' );

let admin: RestClient;
test.beforeAll( async ( { baseURL } ) => {
	admin = await RestClient.as( baseURL as string, 'admin' );
} );
test.afterAll( async () => admin.dispose() );

/** @param id An attachment. @return Its alt text as the site has it. */
const altOf = ( id: number ) => altText( admin, id );

test( 'an author’s agent is refused on the site’s title and on another’s image, and the refusals are logged', async ( {
	page,
	baseURL,
} ) => {
	const stamp = Date.now();
	const adminsImage = await createImage( admin, {
		title: `The owner’s ${ stamp }`,
	} );
	await logInBeforeVisit( page, 'author' );
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
