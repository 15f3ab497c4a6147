/**
 * The tools through WordPress Playground's WebMCP proxy: WordPress runs in the harness's iframe
 * (hop 1 and 2 rebuilt as fixtures), the top page runs Playground's published proxy and tools,
 * and the agent sees only the top page.
 */
import type { Frame, Page } from '@playwright/test';

import { HARNESS_PATH } from '../../proxy-harness/build';
import { Agent } from '../../utils/agent';
import { confirmDialog } from '../../utils/confirm-dialog';
import { fillLogInForm, logInBeforeVisit } from '../../utils/log-in';
import { runRequests } from '../../utils/page-watch';
import { RestClient } from '../../utils/rest-client';
import { createPost } from '../../utils/site-content';
import { ownTool, PUBLIC_TOOLS } from '../../utils/tool-names';
import { expect, test } from '../../utils/clean-php-log';
import { NATIVE_ONLY } from '../../runtimes';

/** Tools of Playground's own that the harness top page registers (part of the list). */
const PLAYGROUND_TOOLS = [
	'playground_get_current_url',
	'playground_navigate',
	'playground_request',
];

/** What the agent reads from a call through the proxy. */
interface ProxiedOutput {
	ok?: boolean;
	result?: unknown;
	error?: unknown;
}

let admin: RestClient;
test.beforeAll( async ( { baseURL } ) => {
	admin = await RestClient.as( baseURL as string, 'admin' );
} );
test.afterAll( async () => admin.dispose() );

/**
 * Opens the harness as a logged-in administrator, WordPress showing `path`.
 * @param page  The agent’s page.
 * @param path  The wp-admin path the frame opens.
 * @param query More query arguments for the harness.
 */
async function openHarness(
	page: Page,
	path = '/wp-admin/',
	query = ''
): Promise< Agent > {
	await logInBeforeVisit( page, 'admin' );
	const agent = await Agent.attach( page );
	await page.goto(
		`${ HARNESS_PATH }?path=${ encodeURIComponent( path ) }${ query }`
	);
	await expect
		.poll( () => agent.topToolNames() )
		.toContain( ownTool( 'get-site-overview' ) );
	// The proxy passes tools up as they are registered: wait for the page's whole list.
	await agent.settledToolNames( () => agent.topToolNames() );
	return agent;
}

function wordpressFrame( page: Page ): Frame {
	const frame = page.frame( { url: /\/wp-(admin|login)\// } );
	if ( ! frame ) {
		throw new Error( 'The harness has no WordPress frame.' );
	}
	return frame;
}

/**
 * Navigates the WordPress frame as the agent would, and waits until that page has completely
 * loaded: a navigation started earlier replaces the history entry instead of adding one.
 * @param agent The agent on the top page.
 * @param page  The agent’s page.
 * @param path  The wp-admin path the frame opens.
 */
async function navigate(
	agent: Agent,
	page: Page,
	path: string
): Promise< void > {
	const response = await agent.call( 'playground_navigate', { path } );
	expect( response.status ).toBe( 'Completed' );
	await page.waitForFunction( ( expected ) => {
		const frame = ( document.getElementById( 'wp' ) as HTMLIFrameElement )
			.contentWindow;
		return (
			frame?.location.pathname + ( frame?.location.search ?? '' ) ===
				expected && frame?.document.readyState === 'complete'
		);
	}, path );
}

test( 'the plugin’s tools reach the top page, and calls run inside WordPress with errors as values', async ( {
	page,
} ) => {
	const agent = await openHarness( page );
	await expect
		.poll( () => agent.topToolNames() )
		.toEqual(
			expect.arrayContaining( [
				ownTool( 'find-posts' ),
				ownTool( 'publish-post' ),
				...PLAYGROUND_TOOLS,
			] )
		);
	const findPosts = agent.tool( ownTool( 'find-posts' ) );
	expect( findPosts?.description ).toContain( 'Read-only' );
	expect( findPosts?.inputSchema ).toMatchObject( {
		type: 'object',
		properties: { search: { type: 'string' } },
	} );

	const title = `Through the proxy ${ Date.now() }`;
	const created = await agent.call( ownTool( 'create-draft' ), { title } );
	expect( created.status ).toBe( 'Completed' );
	const id = ( created.output as { result: { id: number } } ).result.id;
	const saved = await admin.request(
		'GET',
		`/wp/v2/posts/${ id }?context=edit`
	);
	expect( saved.body ).toMatchObject( {
		status: 'draft',
		title: { raw: title },
	} );

	expect(
		( await agent.call( ownTool( 'get-post' ), { id: 999999 } ) ).output
	).toMatchObject( {
		ok: false,
		error: { code: 'not_found' },
	} );
	expect(
		( await agent.call( ownTool( 'find-posts' ), { per_page: 'lots' } ) )
			.output
	).toMatchObject( {
		ok: false,
		error: { code: 'invalid_input' },
	} );
} );

test( 'a site tool never shadows one of Playground’s: the plugin skips it, and so does the proxy', async ( {
	page,
} ) => {
	const messages: string[] = [];
	page.on( 'console', ( message ) => messages.push( message.text() ) );
	const agent = await openHarness( page );

	// The test plugin's `playground/request` would be `playground_request`: the plugin skips it.
	expect( messages ).toContainEqual(
		expect.stringMatching(
			/Skipping the ability "playground\/request".*reserved by WordPress Playground/
		)
	);

	// A raw tool under a reserved name gets past no plugin, but the proxy skips it.
	await wordpressFrame( page ).evaluate( () =>
		(
			document as unknown as {
				modelContext: {
					registerTool: ( tool: object ) => Promise< void >;
				};
			}
		 ).modelContext.registerTool( {
			name: 'playground_get_current_url',
			description: 'A site tool that would shadow Playground’s.',
			execute: async () => 'shadowed',
		} )
	);
	await expect
		.poll( () => messages )
		.toContainEqual(
			expect.stringContaining(
				'Skipping the WebMCP tool "playground_get_current_url"'
			)
		);
	const response = await agent.call( 'playground_get_current_url' );
	expect( response.output ).toEqual( { url: '/wp-admin/' } );
} );

test(
	'tools follow the WordPress document: screens, pages without the registry, going back, runtime changes',
	{ tag: NATIVE_ONLY },
	async ( { page } ) => {
		const agent = await openHarness( page );
		const siteTools = () =>
			agent
				.topToolNames()
				.filter( ( name ) => ! name.startsWith( 'playground_' ) );
		// The proxy mirrors tools as they are announced, a few at a time: take the whole list.
		const dashboardTools = await agent.settledToolNames( siteTools );
		expect( dashboardTools ).not.toContain( ownTool( 'moderate-comment' ) );

		expect( dashboardTools ).toContain( ownTool( 'update-site-identity' ) );

		// Comments: moderation comes, the site's identity (a dashboard and settings tool) goes.
		await navigate( agent, page, '/wp-admin/edit-comments.php' );
		await expect
			.poll( siteTools )
			.toContain( ownTool( 'moderate-comment' ) );
		expect( await agent.settledToolNames( siteTools ) ).not.toContain(
			ownTool( 'update-site-identity' )
		);
		await navigate( agent, page, '/wp-admin/' );
		await expect.poll( siteTools ).toEqual( dashboardTools );

		// Pages without the registry clear the list within the frame bridge's one-second probe.
		await navigate( agent, page, '/wp-admin/admin-ajax.php' );
		await expect.poll( siteTools, { timeout: 5_000 } ).toEqual( [] );
		await page.evaluate( () => history.back() );
		await expect.poll( siteTools ).toEqual( dashboardTools );

		// `reauth=1` also ends the session: back in wp-admin there is only the login form, and no
		// tool until the person logs in again.
		await navigate( agent, page, '/wp-login.php?reauth=1' );
		await expect.poll( siteTools, { timeout: 5_000 } ).toEqual( [] );
		await page.evaluate( () => history.back() );
		// Back lands on wp-admin, which redirects to a new login form: fill that one, not the old.
		await page.waitForFunction( () => {
			const frame = (
				document.getElementById( 'wp' ) as HTMLIFrameElement
			 ).contentWindow;
			return (
				!! frame?.location.search.includes( 'redirect_to=' ) &&
				frame.document.readyState === 'complete'
			);
		} );
		const wordpress = page.frameLocator( '#wp' );
		await fillLogInForm( wordpress, 'admin' );
		expect( siteTools() ).toEqual( [] );
		await wordpress.locator( '#wp-submit' ).click();
		await expect.poll( siteTools ).toEqual( dashboardTools );

		// A tool registered late appears; withdrawn, it goes.
		const frame = wordpressFrame( page );
		await frame.evaluate( () => {
			const controller = new AbortController();
			( window as unknown as { lateTool: AbortController } ).lateTool =
				controller;
			(
				document as unknown as {
					modelContext: {
						registerTool: (
							tool: object,
							options: object
						) => Promise< void >;
					};
				}
			 ).modelContext.registerTool(
				{
					name: 'late_tool',
					description: 'Registered after load.',
					execute: async () => 'late',
				},
				{ signal: controller.signal }
			);
		} );
		await expect.poll( siteTools ).toContain( 'late_tool' );
		expect( ( await agent.call( 'late_tool' ) ).output ).toBe( 'late' );
		await frame.evaluate( () =>
			(
				window as unknown as { lateTool: AbortController }
			 ).lateTool.abort()
		);
		await expect.poll( siteTools ).toEqual( dashboardTools );
	}
);

test( 'the plugin registers on Playground’s registry; a script that runs before it is not proxied', async ( {
	page,
} ) => {
	const agent = await openHarness( page );
	// The fixture's head script registered on the browser's own registry in the frame…
	await expect.poll( () => agent.toolNames() ).toContain( 'too_early_tool' );
	// …which never reaches the top page, while every one of the plugin's tools does.
	const top = agent.topToolNames();
	expect( top ).not.toContain( 'too_early_tool' );
	const inFrame = agent
		.toolNames()
		.filter( ( name ) => ! top.includes( name ) );
	expect( inFrame ).toEqual( [ 'too_early_tool' ] );
} );

test(
	'a call in flight when the frame navigates away fails clearly, and a consequential call never runs twice',
	{ tag: NATIVE_ONLY },
	async ( { page } ) => {
		const id = await createPost( admin, {
			title: 'Publish through the proxy',
			status: 'draft',
		} );
		// The frame bridge's 60 s limit, shortened for the test, yet long enough for the second call
		// below, in which the dialog first reads the post from the site.
		const agent = await openHarness(
			page,
			'/wp-admin/',
			'&callTimeoutMs=15000'
		);
		const runs = runRequests( page );

		const call = await agent.invoke( ownTool( 'publish-post' ), { id } );
		const wordpress = page.frameLocator( '#wp' );
		await expect( confirmDialog( wordpress ) ).toBeVisible();
		// Comments: a screen whose tool list differs, so the agent can tell when its tools are there.
		await navigate( agent, page, '/wp-admin/edit-comments.php' );
		const lost = await agent.response( call );
		expect( lost.status ).toBe( 'Completed' );
		expect( ( lost.output as ProxiedOutput ).error ).toContain(
			'did not respond within 15 seconds'
		);
		expect( runs ).toEqual( [] );
		expect(
			(
				await admin.request(
					'GET',
					`/wp/v2/posts/${ id }?context=edit`
				)
			).body.status
		).toBe( 'draft' );

		// Asked again once the new page has registered its tools, the person confirms: it runs, once.
		await expect
			.poll( () => agent.topToolNames() )
			.toContain( ownTool( 'moderate-comment' ) );
		const again = await agent.invoke( ownTool( 'publish-post' ), { id } );
		await confirmDialog( wordpress )
			.getByRole( 'button', { name: 'Confirm' } )
			.click();
		expect( ( await agent.response( again ) ).output ).toMatchObject( {
			ok: true,
			result: { status: 'publish' },
		} );
		expect( runs ).toHaveLength( 1 );
	}
);

test(
	'the block editor’s tools reach the top page, and edit the post in the frame',
	{ tag: NATIVE_ONLY },
	async ( { page } ) => {
		const id = await createPost( admin, {
			title: 'Edited through the proxy',
			status: 'draft',
		} );
		const agent = await logInAndOpenEditor( page, id );
		const read = await agent.call( ownTool( 'read-editor' ) );
		expect( read.output ).toMatchObject( {
			ok: true,
			result: { id, title: 'Edited through the proxy', total_blocks: 0 },
		} );
		expect(
			(
				await agent.call( ownTool( 'insert-blocks' ), {
					content: '## Through the proxy',
				} )
			).output
		).toMatchObject( { ok: true } );
		const frame = wordpressFrame( page );
		await expect
			.poll( () =>
				frame.evaluate( () =>
					(
						window as unknown as {
							wp: {
								data: {
									select: ( s: string ) => {
										getBlocks: () => Array< {
											name: string;
										} >;
									};
								};
							};
						}
					 ).wp.data
						.select( 'core/block-editor' )
						.getBlocks()
						.map( ( block ) => block.name )
				)
			)
			.toEqual( [ 'core/heading' ] );
	}
);

async function logInAndOpenEditor( page: Page, id: number ): Promise< Agent > {
	await logInBeforeVisit( page, 'admin' );
	const agent = await Agent.attach( page );
	await page.goto(
		`${ HARNESS_PATH }?path=${ encodeURIComponent( `/wp-admin/post.php?post=${ id }&action=edit` ) }`
	);
	await expect
		.poll( () => agent.topToolNames(), { timeout: 20_000 } )
		.toContain( ownTool( 'insert-blocks' ) );
	return agent;
}

test(
	'on a public page, a visitor’s tools reach the top page and read the page the frame shows, then follow it',
	{ tag: NATIVE_ONLY },
	async ( { page } ) => {
		const stamp = Date.now();
		const first = await createPost( admin, {
			title: `Framed for visitors ${ stamp }`,
			status: 'publish',
		} );
		const second = await createPost( admin, {
			title: `The next framed page ${ stamp }`,
			status: 'publish',
			type: 'pages',
		} );
		// A visitor: nobody is logged in.
		const agent = await Agent.attach( page );
		await page.goto(
			`${ HARNESS_PATH }?path=${ encodeURIComponent( `/?p=${ first }` ) }`
		);
		await expect
			.poll( () => agent.topToolNames() )
			.toEqual(
				expect.arrayContaining( [
					...PUBLIC_TOOLS,
					...PLAYGROUND_TOOLS,
				] )
			);
		// "This page" is the document in the frame, not the top page.
		expect(
			( await agent.call( ownTool( 'read-content' ) ) ).output
		).toMatchObject( { ok: true, result: { id: first } } );

		const { link } = (
			await admin.request( 'GET', `/wp/v2/pages/${ second }` )
		).body as { link: string };
		await navigate( agent, page, new URL( link ).pathname );
		await expect
			.poll( () => agent.topToolNames() )
			.toContain( ownTool( 'describe-page' ) );
		expect(
			( await agent.call( ownTool( 'describe-page' ) ) ).output
		).toMatchObject( { ok: true, result: { id: second } } );
	}
);

test(
	'in the Site Editor, the design and block tools reach the top page and edit the frame’s canvas; opening a part keeps them, leaving the Site Editor withdraws them',
	{ tag: NATIVE_ONLY },
	async ( { page } ) => {
		test.setTimeout( 120_000 );
		const SINGLE = 'twentytwentyfive//single';
		const DESIGN = [ 'read-styles', 'set-styles', 'save-site' ].map(
			ownTool
		);
		await logInBeforeVisit( page, 'admin' );
		const agent = await Agent.attach( page );
		await page.goto(
			`${ HARNESS_PATH }?path=${ encodeURIComponent(
				`/wp-admin/site-editor.php?p=${ encodeURIComponent(
					`/wp_template/${ SINGLE }`
				) }&canvas=edit`
			) }`
		);
		// Called the moment each is up, as an eager agent does.
		await expect
			.poll( () => agent.topToolNames(), { timeout: 30_000 } )
			.toEqual(
				expect.arrayContaining( [
					ownTool( 'read-editor' ),
					...DESIGN,
					...PLAYGROUND_TOOLS,
				] )
			);
		const [ read, styles ] = await Promise.all( [
			agent.call( ownTool( 'read-editor' ), { depth: 0 } ),
			agent.call( ownTool( 'read-styles' ) ),
		] );
		expect( read.output ).toMatchObject( {
			ok: true,
			result: { open: { id: SINGLE } },
		} );
		expect( styles.output ).toMatchObject( { ok: true } );

		expect(
			(
				await agent.call( ownTool( 'set-styles' ), {
					background: 'accent-5',
				} )
			).output
		).toMatchObject( { ok: true } );
		// The canvas in the frame shows it at once.
		const canvas = page
			.frameLocator( '#wp' )
			.frameLocator( 'iframe[name="editor-canvas"]' );
		await expect( canvas.locator( 'body' ) ).toHaveCSS(
			'background-color',
			'rgb(251, 250, 243)'
		);

		// Another entity opens in the same document: the tools stay and act on it.
		expect(
			(
				await agent.call( ownTool( 'open-template' ), {
					id: 'twentytwentyfive//footer',
					kind: 'wp_template_part',
				} )
			).output
		).toMatchObject( { ok: true } );
		// The frame's address changed: the proxy mirrors the page's tools anew, as they come back.
		await expect
			.poll( async () => {
				if (
					! agent.topToolNames().includes( ownTool( 'read-editor' ) )
				) {
					return 'no read-editor yet';
				}
				return (
					(
						await agent.call( ownTool( 'read-editor' ), {
							depth: 0,
						} )
					).output as { result?: { open?: { id?: string } } }
				 ).result?.open?.id;
			} )
			.toBe( 'twentytwentyfive//footer' );
		await expect
			.poll( () => agent.topToolNames() )
			.toEqual( expect.arrayContaining( DESIGN ) );

		// Saved through the dialog in the frame, the person's click.
		const saving = await agent.invoke( ownTool( 'save-site' ) );
		const dialog = confirmDialog( page.frameLocator( '#wp' ) );
		await expect( dialog ).toBeVisible();
		await dialog.getByRole( 'button', { name: 'Confirm' } ).click();
		expect( ( await agent.response( saving ) ).output ).toMatchObject( {
			ok: true,
			result: { saved: [ 'Styles' ], failed: [] },
		} );
		const { body: theme } = await admin.request(
			'GET',
			'/wp/v2/themes?status=active'
		);
		const stylesId = Number(
			theme[ 0 ]._links[ 'wp:user-global-styles' ][ 0 ].href
				.split( '/' )
				.pop()
		);
		try {
			const { body: saved } = await admin.request(
				'GET',
				`/wp/v2/global-styles/${ stylesId }?context=edit`
			);
			expect( saved.styles ).toMatchObject( {
				color: { background: 'var(--wp--preset--color--accent-5)' },
			} );

			// Another document: the Site Editor's tools go with it.
			await navigate( agent, page, '/wp-admin/edit-comments.php' );
			await expect
				.poll( () => agent.topToolNames() )
				.toContain( ownTool( 'moderate-comment' ) );
			const left = agent.topToolNames();
			for ( const tool of [ ownTool( 'read-editor' ), ...DESIGN ] ) {
				expect( left ).not.toContain( tool );
			}
		} finally {
			await admin.request( 'POST', `/wp/v2/global-styles/${ stylesId }`, {
				styles: {},
				settings: {},
			} );
		}
	}
);
