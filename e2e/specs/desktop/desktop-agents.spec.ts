/**
 * Desktop agents (Claude Code, Cursor, Gemini CLI) in the person's own tab, on a site with only
 * this plugin, through the two real paths: Chrome DevTools' MCP server attached to the person's
 * Chromium, and MCP-B's local relay. Both reach the very tools a browser agent gets: the same
 * dialogs in the tab, the same log.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';

import { parallelIndex, testPort } from '../../runtimes';
import { loggedOutcomes } from '../../utils/activity-log';
import { expectNoSeriousViolations } from '../../utils/axe';
import {
	expect,
	test,
	UNREACHABLE_WORDPRESS_ORG,
} from '../../utils/clean-php-log';
import { confirmDialog } from '../../utils/confirm-dialog';
import {
	launchDebuggableChromium,
	startDesktopAgent,
	type DesktopAgent,
} from '../../utils/desktop-agent';
import { logIn } from '../../utils/log-in';
import { workerSiteUrl } from '../../utils/site-test';
import {
	DEFAULT_SETTINGS,
	savePluginSettings,
} from '../../utils/plugin-settings';
import { createPost, postStatus } from '../../utils/site-content';
import { ownTool } from '../../utils/tool-names';

const DEBUGGING_PORT = testPort( 9322 ) + 2 * parallelIndex();

test.describe( 'chrome-devtools-mcp, attached to the person’s Chromium', () => {
	let browser: Browser;
	let context: BrowserContext;
	let agent: DesktopAgent;
	let page: Page;
	let pageId: number;

	/**
	 * @param toolName The page's tool.
	 * @param input    Its arguments.
	 * @param timeout  How long the agent waits.
	 * @return What the page's tool returned.
	 */
	async function execute(
		toolName: string,
		input: object,
		timeout?: number
	): Promise< { status: string; output: any } > {
		const { text } = await agent.call(
			'execute_webmcp_tool',
			{ pageId, toolName, input: JSON.stringify( input ) },
			timeout
		);
		return JSON.parse( text );
	}

	test.beforeAll( async ( {}, testInfo ) => {
		const site = workerSiteUrl( testInfo );
		browser = await launchDebuggableChromium( DEBUGGING_PORT );
		// A context of its own: axe needs one, and the log is read beside the person's tab.
		context = await browser.newContext( { baseURL: site } );
		page = await context.newPage();
		await logIn( page, 'admin', site );
		await page.goto( '/wp-admin/edit.php' );
		agent = await startDesktopAgent(
			'chrome-devtools-mcp/build/src/bin/chrome-devtools-mcp.js',
			[
				`--browserUrl=http://127.0.0.1:${ DEBUGGING_PORT }`,
				'--categoryExperimentalWebmcp',
				'--no-usage-statistics',
				'--no-performance-crux',
			]
		);
		const pages = ( await agent.call( 'list_pages' ) ).text;
		const listed = /^(\d+): .*\/wp-admin\/edit\.php/m.exec( pages );
		if ( ! listed ) {
			throw new Error(
				`The person's tab is not among the pages: ${ pages }`
			);
		}
		pageId = Number( listed[ 1 ] );
	} );

	test.afterAll( async () => {
		await agent?.close();
		await browser?.close();
	} );

	test( 'the agent lists the tab’s tools and reads; a publish waits for the person in the tab, declined then confirmed', async ( {
		siteAdmin,
	} ) => {
		expect( await agent.tools() ).toEqual(
			expect.arrayContaining( [
				'list_pages',
				'list_webmcp_tools',
				'execute_webmcp_tool',
			] )
		);
		await expect
			.poll(
				async () =>
					( await agent.call( 'list_webmcp_tools', { pageId } ) ).text
			)
			.toContain( `name="${ ownTool( 'publish-post' ) }"` );

		const read = await execute( ownTool( 'find-posts' ), {} );
		expect( read.status ).toBe( 'Completed' );
		expect( read.output.ok ).toBe( true );

		const id = await createPost( siteAdmin, {
			title: 'Published from the terminal',
			status: 'draft',
		} );
		const declined = execute( ownTool( 'publish-post' ), { id } );
		const dialog = confirmDialog( page );
		await expect( dialog ).toContainText( 'Published from the terminal' );
		await expectNoSeriousViolations( page, {
			include: '.webmcp-abilities-confirm',
		} );
		await dialog.getByRole( 'button', { name: 'Cancel' } ).click();
		expect( ( await declined ).output.error.code ).toBe(
			'confirmation_declined'
		);
		expect( await postStatus( siteAdmin, id ) ).toBe( 'draft' );

		const confirmed = execute( ownTool( 'publish-post' ), { id } );
		await dialog.getByRole( 'button', { name: 'Confirm' } ).click();
		expect( ( await confirmed ).output.ok ).toBe( true );
		expect( await postStatus( siteAdmin, id ) ).toBe( 'publish' );

		const log = await context.newPage();
		expect( await loggedOutcomes( log, `{"id":${ id }}` ) ).toEqual( [
			'ok',
			'confirmation_declined',
		] );
		await log.close();
	} );

	test( 'an agent that gives up while the dialog is open gets nothing run: the dialog withdraws itself and the log says cancelled', async ( {
		siteAdmin,
	} ) => {
		// chrome-devtools-mcp never tells the page a call was abandoned (measured: neither the
		// client's cancellation nor the server's exit reaches the tab), so the page's own wait,
		// shortened here from 55 s, is what keeps a late click from running it.
		await savePluginSettings( siteAdmin, {
			...DEFAULT_SETTINGS,
			desktop: { ...DEFAULT_SETTINGS.desktop, confirm_wait: 10 },
		} );
		try {
			await page.reload();
			await expect
				.poll(
					async () =>
						( await agent.call( 'list_webmcp_tools', { pageId } ) )
							.text
				)
				.toContain( ownTool( 'publish-post' ) );
			const id = await createPost( siteAdmin, {
				title: 'Left waiting',
				status: 'draft',
			} );
			const gaveUp = execute( ownTool( 'publish-post' ), { id }, 3000 );
			const dialog = confirmDialog( page );
			await expect( dialog ).toContainText(
				'If nobody answers within 10 seconds'
			);
			await expect( gaveUp ).rejects.toThrow( /timed out/i );
			// Warned before the end, where a screen reader hears it.
			await expect(
				dialog.locator( '[aria-live="polite"]' )
			).toContainText( 'seconds left to answer', { timeout: 10_000 } );
			await expect( dialog ).toBeHidden( { timeout: 15_000 } );
			expect( await postStatus( siteAdmin, id ) ).toBe( 'draft' );
			const log = await context.newPage();
			await expect
				.poll( () => loggedOutcomes( log, `{"id":${ id }}` ) )
				.toEqual( [ 'cancelled' ] );
			await log.close();
		} finally {
			await savePluginSettings( siteAdmin, DEFAULT_SETTINGS );
		}
	} );
} );

test.describe( 'MCP-B’s local relay, chosen by the person', () => {
	// Each worker its own relay: a second relay on a port in use joins the first as its client.
	const RELAY_PORT = testPort( 9344 ) + 2 * parallelIndex();
	// The profile screen asks WordPress.org for its languages.
	test.use( { phpLogIgnores: [ UNREACHABLE_WORDPRESS_ORG ] } );
	let relay: DesktopAgent | undefined;
	// What the relay's frame said in the tab, for a failure's report.
	let relayConsole: string[] = [];

	test.afterEach( async ( { siteAdmin }, testInfo ) => {
		if ( relay && testInfo.status !== testInfo.expectedStatus ) {
			await testInfo.attach( 'relay stderr', { body: relay.stderr() } );
			await testInfo.attach( 'relay frame console', {
				body: relayConsole.join( '\n' ),
			} );
		}
		relayConsole = [];
		await relay?.close();
		relay = undefined;
		await savePluginSettings( siteAdmin, DEFAULT_SETTINGS );
	} );

	test( 'the relay offers the tab’s tools; a read runs; a publish waits for the person past the relay’s 10 s and runs once', async ( {
		page,
		siteAdmin,
		baseURL,
	} ) => {
		test.setTimeout( 120_000 );
		const site = baseURL as string;
		// Any script or frame from elsewhere (the package's own default is a CDN).
		const elsewhere: string[] = [];
		page.on( 'request', ( request ) => {
			if (
				[ 'script', 'document' ].includes( request.resourceType() ) &&
				/^https?:/.test( request.url() ) &&
				! request.url().startsWith( site )
			) {
				elsewhere.push( request.url() );
			}
		} );
		page.on( 'console', ( message ) => {
			if ( message.text().includes( 'webmcp-relay' ) ) {
				relayConsole.push( message.text() );
			}
		} );
		await logIn( page, 'admin' );

		// Until the owner allows it, nobody is offered the choice.
		await page.goto( '/wp-admin/profile.php' );
		const choice = page.getByLabel(
			'Let my desktop agent use my wp-admin tabs through the MCP-B relay'
		);
		await expect( choice ).toHaveCount( 0 );
		await savePluginSettings( siteAdmin, {
			...DEFAULT_SETTINGS,
			desktop: {
				...DEFAULT_SETTINGS.desktop,
				relay: true,
				relay_port: RELAY_PORT,
			},
		} );
		await page.reload();
		await expectNoSeriousViolations( page, {
			include: '.form-table:has(#webmcp-abilities-relay)',
		} );
		await choice.check();
		await page.getByRole( 'button', { name: 'Update Profile' } ).click();
		await expect( choice ).toBeChecked();

		// As people do: the tab is open before the agent (and its relay) starts. Until the relay
		// answers, the tab only asks its port, and the relay's frame is not loaded.
		await page.goto( '/wp-admin/edit.php' );
		await page.waitForTimeout( 5_000 );
		await expect( page.locator( 'iframe[data-webmcp-relay]' ) ).toHaveCount(
			0
		);
		relay = await startDesktopAgent(
			'@mcp-b/webmcp-local-relay/dist/cli.js',
			[ '--port', String( RELAY_PORT ), '--widget-origin', site ]
		);
		// The relay's frame comes from the plugin's build, on the site's own origin.
		await expect(
			page.locator( 'iframe[data-webmcp-relay]' )
		).toHaveAttribute(
			'src',
			new RegExp(
				`^${ site }/wp-content/plugins/[^/]+/build/relay/widget\\.html\\?`
			)
		);
		const agent = relay;
		await expect
			.poll( async () => agent.tools(), { timeout: 20_000 } )
			.toEqual(
				expect.arrayContaining( [ 'wp_find_posts', 'wp_publish_post' ] )
			);

		const read = await agent.call( 'wp_find_posts', {} );
		expect( read.isError ).toBe( false );
		expect( JSON.parse( read.text ).ok ).toBe( true );

		const id = await createPost( siteAdmin, {
			title: 'Published through the relay',
			status: 'draft',
		} );
		const first = agent.call( 'wp_publish_post', { id } );
		const dialog = confirmDialog( page );
		await expect( dialog ).toContainText( 'Published through the relay' );
		// The person takes longer than the relay waits: the agent hears that they are asked.
		const waiting = await first;
		expect( waiting.isError ).toBe( true );
		expect( JSON.parse( waiting.text ).error.code ).toBe(
			'awaiting_person'
		);
		expect( await postStatus( siteAdmin, id ) ).toBe( 'draft' );

		await dialog.getByRole( 'button', { name: 'Confirm' } ).click();
		await expect( dialog ).toBeHidden();
		// Asking again with the same arguments gets the outcome: it does not run again.
		const outcome = await agent.call( 'wp_publish_post', { id } );
		expect( JSON.parse( outcome.text ).ok ).toBe( true );
		await expect( dialog ).toBeHidden();
		expect( await postStatus( siteAdmin, id ) ).toBe( 'publish' );
		const log = await page.context().newPage();
		expect( await loggedOutcomes( log, `{"id":${ id }}` ) ).toEqual( [
			'ok',
		] );
		await log.close();
		expect( elsewhere ).toEqual( [] );
	} );
} );
