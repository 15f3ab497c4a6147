/**
 * The public site in a block theme (Twenty Twenty-Five) and a classic one (Twenty Twenty-One),
 * logged out and as a subscriber: the read-only tools on every kind of page, the theme's search
 * form as a tool the agent sends, and the comment form as one only the person sends.
 */
import type { BrowserContext, Page } from '@playwright/test';

import { Agent } from '../../utils/agent';
import { logIn } from '../../utils/log-in';
import { RestClient } from '../../utils/rest-client';
import { ownTool, PUBLIC_TOOLS } from '../../utils/tool-names';
import { expect, test } from '../../utils/clean-php-log';
import { NATIVE_ONLY } from '../../runtimes';

const SEARCH_FORM = ownTool( 'search-form' );
const COMMENT_FORM = ownTool( 'comment-form' );

const THEMES = [
	{ slug: 'twentytwentyfive', kind: 'block' },
	{ slug: 'twentytwentyone', kind: 'classic' },
];

let admin: RestClient;
const word = `kestrel${ Date.now() }`;
let post: { id: number; link: string };
let page: { id: number; link: string };

test.beforeAll( async ( { baseURL } ) => {
	admin = await RestClient.as( baseURL as string, 'admin' );
	// A post is open to comments by default, a page is not.
	const publish = async ( type: string, title: string ) => {
		const response = await admin.request( 'POST', `/wp/v2/${ type }`, {
			title,
			content: `<p>About ${ word }.</p>`,
			status: 'publish',
		} );
		expect( response.status, JSON.stringify( response.body ) ).toBe( 201 );
		return { id: response.body.id, link: response.body.link };
	};
	post = await publish( 'posts', `A post on ${ word }` );
	page = await publish( 'pages', `A page on ${ word }` );
} );

test.afterAll( async () => {
	await admin.dispose();
} );

/**
 * @param context A visitor's browser.
 * @param baseURL The site.
 * @param theme   The theme the site shows this browser (`test-switches.php`).
 */
async function showTheme(
	context: BrowserContext,
	baseURL: string,
	theme: string
): Promise< void > {
	await context.addCookies( [
		{ name: 'webmcp_test_theme', value: theme, url: baseURL },
		// Every visitor of the test site comes from 127.0.0.1, where other tests comment too.
		{ name: 'webmcp_test_no_comment_flood', value: '1', url: baseURL },
	] );
}

/**
 * @param agent    The visitor's agent.
 * @param visitor  The visitor's page.
 * @param address  Where the visitor goes.
 * @param expected Every tool that page offers.
 */
async function expectTools(
	agent: Agent,
	visitor: Page,
	address: string,
	expected: string[]
): Promise< void > {
	await visitor.goto( address );
	await expect
		.poll( () => agent.toolNames(), { message: address } )
		.toEqual( [ ...expected ].sort() );
}

for ( const theme of THEMES ) {
	test.describe( `${ theme.kind } theme (${ theme.slug })`, () => {
		test.beforeEach( ( { page: visitor, baseURL } ) =>
			showTheme( visitor.context(), baseURL as string, theme.slug )
		);

		test(
			'logged out and as a subscriber, every kind of page has the read-only tools, the post its comment form',
			{ tag: NATIVE_ONLY },
			async ( { page: visitor } ) => {
				for ( const who of [ 'visitor', 'subscriber' ] as const ) {
					if ( who === 'subscriber' ) {
						await logIn( visitor, 'subscriber' );
					}
					const agent = await Agent.attach( visitor );
					// The classic theme's footer has the Search widget on every page; the block
					// theme has a Search block on its search results page.
					const search = ( onSearchPage: boolean ) =>
						theme.kind === 'classic' || onSearchPage
							? [ SEARCH_FORM ]
							: [];
					for ( const address of [ '/', page.link, '/?cat=1' ] ) {
						await expectTools( agent, visitor, address, [
							...PUBLIC_TOOLS,
							...search( false ),
						] );
					}
					await expectTools( agent, visitor, `/?s=${ word }`, [
						...PUBLIC_TOOLS,
						...search( true ),
					] );
					expect(
						agent.tool( SEARCH_FORM )?.annotations
					).toMatchObject( { autosubmit: true } );
					await expectTools( agent, visitor, post.link, [
						...PUBLIC_TOOLS,
						...search( false ),
						COMMENT_FORM,
					] );
					const fields = Object.keys(
						( agent.tool( COMMENT_FORM )?.inputSchema?.properties ??
							{} ) as object
					);
					// What the browser leaves out: the hidden post, reply-to and nonce fields.
					expect( fields ).toContain( 'comment' );
					expect( fields ).not.toContain( 'comment_post_ID' );
					expect( fields ).not.toContain( 'comment_parent' );
					// A logged-in person's form asks no name or address.
					expect( fields.includes( 'email' ), who ).toBe(
						who === 'visitor'
					);
					expect(
						agent.tool( COMMENT_FORM )?.annotations?.autosubmit
					).toBeFalsy();
				}
			}
		);

		test(
			'the agent sends the search form, and the results page brings its own tools',
			{ tag: NATIVE_ONLY },
			async ( { page: visitor } ) => {
				const agent = await Agent.attach( visitor );
				await visitor.goto( '/?s=nothing-is-called-this' );
				await agent.whenTool( SEARCH_FORM );
				const navigated = visitor.waitForURL(
					( url ) => url.searchParams.get( 's' ) === word
				);
				await agent.invoke( SEARCH_FORM, { s: word } );
				await navigated;
				await expect(
					visitor
						.getByRole( 'link', { name: `A post on ${ word }` } )
						.first()
				).toBeVisible();
				await expect
					.poll( () => agent.toolNames() )
					.toEqual( expect.arrayContaining( PUBLIC_TOOLS ) );
				const found = await agent.call( ownTool( 'describe-page' ) );
				expect( found.output ).toMatchObject( {
					ok: true,
					result: { type: 'search', query: { search: word } },
				} );
			}
		);

		test(
			'the agent fills the comment form in; only the person’s click sends it',
			{ tag: NATIVE_ONLY },
			async ( { page: visitor } ) => {
				const agent = await Agent.attach( visitor );
				await visitor.goto( post.link );
				await agent.whenTool( COMMENT_FORM );
				const text = `Filled in by an agent on ${ theme.slug }, ${ word }.`;
				const call = await agent.invoke( COMMENT_FORM, {
					comment: text,
					author: 'Ada Visitor',
					email: 'ada@example.org',
				} );
				await expect( visitor.locator( '#comment' ) ).toHaveValue(
					text
				);
				await expect( visitor.locator( '#author' ) ).toHaveValue(
					'Ada Visitor'
				);

				const comments = async () => {
					const listed = await admin.request(
						'GET',
						`/wp/v2/comments?post=${ post.id }&status=all&context=edit&search=${ encodeURIComponent( theme.slug ) }`
					);
					expect( listed.status ).toBe( 200 );
					return listed.body as {
						id: number;
						content: { raw: string };
					}[];
				};
				// The call waits for the person: nothing is sent on its own.
				await visitor.waitForTimeout( 1500 );
				expect( await comments() ).toHaveLength( 0 );

				await visitor
					.locator( '#commentform' )
					.getByRole( 'button', { name: /Post Comment/i } )
					.click();
				await expect
					.poll( async () =>
						( await comments() ).map(
							( { content } ) => content.raw
						)
					)
					.toEqual( [ text ] );
				expect( ( await agent.response( call ) ).status ).toBe(
					'Completed'
				);
			}
		);
	} );
}
