/**
 * Which abilities become tools: per role, per screen, opted in or not, within the cap, and
 * registered after one request, which a browser without WebMCP never makes.
 */
import type { Page } from '@playwright/test';

import { Agent } from '../../utils/agent';
import { bridgeConsole } from '../../utils/bridge-console';
import { logIn, logInBeforeVisit, type TestUser } from '../../utils/log-in';
import { launchWithoutWebMCP } from '../../utils/plain-browser';
import {
	DEFAULT_SETTINGS,
	savePluginSettings,
} from '../../utils/plugin-settings';
import { RestClient } from '../../utils/rest-client';
import { switchOnTestPlugin } from '../../utils/test-plugins';
import { abilityOfTool, ownTool } from '../../utils/tool-names';
import { expect, test } from '../../utils/clean-php-log';
import { NATIVE_ONLY } from '../../runtimes';

const FOR_READERS = [
	'core_get-user-info',
	ownTool( 'find-posts' ),
	ownTool( 'get-post' ),
	ownTool( 'get-site-overview' ),
	ownTool( 'list-admin-screens' ),
	'webmcp-test_count-words',
	// `meta.webmcp.public`, as other WebMCP integrations mark it (`webmcp-test/expose-wins` says
	// `expose: false` as well, and is not offered).
	'webmcp-test_other-integration',
	// Browser-side abilities of a test plugin, on every screen (`page-abilities.js`, switched on
	// below for this spec): not gated.
	'webmcp-test_page_echo',
	'webmcp-test_page-mark',
	'webmcp-test_page-throws',
];
/** Contributors too: a publish they may not make goes for approval (`get-proposal` follows it). */
const FOR_WRITERS = [
	ownTool( 'create-draft' ),
	ownTool( 'update-draft' ),
	ownTool( 'list-pending-comments' ),
	ownTool( 'trash-post' ),
	ownTool( 'list-terms' ),
	ownTool( 'publish-post' ),
	ownTool( 'get-proposal' ),
];
/** Who may upload (authors and up) reads the media library anywhere; it changes there only. */
const FOR_UPLOADERS = [ ownTool( 'find-media' ), ownTool( 'get-media' ) ];
/** Editors and up: the site's settings (an editor's Reading or Discussion change goes for approval). */
const FOR_EDITORS = [ ownTool( 'get-settings' ), ownTool( 'update-settings' ) ];
const FOR_ADMINS = [
	'core_get-environment-info',
	'core_get-site-info',
	'webmcp-test_set-tagline',
	ownTool( 'update-site-identity' ),
];

/** The tools on the dashboard, per role: only what each could use at all. */
const DASHBOARD_TOOLS: Record< TestUser, string[] > = {
	admin: [
		...FOR_READERS,
		...FOR_WRITERS,
		...FOR_UPLOADERS,
		...FOR_EDITORS,
		...FOR_ADMINS,
	],
	editor: [
		...FOR_READERS,
		...FOR_WRITERS,
		...FOR_UPLOADERS,
		...FOR_EDITORS,
	],
	author: [ ...FOR_READERS, ...FOR_WRITERS, ...FOR_UPLOADERS ],
	contributor: [ ...FOR_READERS, ...FOR_WRITERS ],
	subscriber: FOR_READERS,
};

const sorted = ( names: string[] ) => [ ...names ].sort();

// The lists count browser-side abilities too: their test plugin is on for this spec.
test.beforeEach( async ( { page, baseURL } ) =>
	switchOnTestPlugin( page, baseURL as string, 'pageAbilities' )
);

for ( const [ user, tools ] of Object.entries( DASHBOARD_TOOLS ) as [
	TestUser,
	string[],
][] ) {
	// Roles differ only in PHP's capability checks; Playground's dashboard tools are npm-start's story.
	test(
		`the dashboard offers ${ user } exactly the tools they could use`,
		{ tag: NATIVE_ONLY },
		async ( { page } ) => {
			await logInBeforeVisit( page, user );
			const agent = await Agent.attach( page );
			await page.goto( '/wp-admin/' );
			await expect
				.poll( () => agent.toolNames() )
				.toEqual( sorted( tools ) );
		}
	);
}

test(
	'a screen-scoped tool comes with its screen and goes without it',
	{ tag: NATIVE_ONLY },
	async ( { page } ) => {
		await logInBeforeVisit( page, 'editor' );
		const agent = await Agent.attach( page );
		await page.goto( '/wp-admin/edit-comments.php' );
		await expect
			.poll( () => agent.toolNames() )
			.toEqual(
				sorted( [
					// The settings' tools are the dashboard's and the Settings screens'.
					...DASHBOARD_TOOLS.editor.filter(
						( name ) => ! FOR_EDITORS.includes( name )
					),
					ownTool( 'moderate-comment' ),
					ownTool( 'reply-to-comment' ),
					ownTool( 'update-reply' ),
				] )
			);

		await page.goto( '/wp-admin/' );
		await expect
			.poll( () => agent.toolNames() )
			.toEqual( sorted( DASHBOARD_TOOLS.editor ) );
	}
);

test(
	'tools carry hints and say what they change and whether the person confirms',
	{ tag: NATIVE_ONLY },
	async ( { page } ) => {
		await logInBeforeVisit( page, 'admin' );
		const agent = await Agent.attach( page );
		await page.goto( '/wp-admin/' );
		await expect
			.poll( () => agent.toolNames() )
			.toEqual( sorted( DASHBOARD_TOOLS.admin ) );

		const publish = agent.tool( ownTool( 'publish-post' ) );
		expect( publish?.annotations ).toMatchObject( {
			readOnly: false,
			consequential: true,
		} );
		expect( publish?.description ).toContain( 'confirms each call' );

		const draft = agent.tool( ownTool( 'create-draft' ) );
		expect( draft?.annotations ).toMatchObject( {
			readOnly: false,
			consequential: false,
		} );
		expect( draft?.description ).toContain( 'without asking the person' );

		const post = agent.tool( ownTool( 'get-post' ) );
		expect( post?.annotations ).toMatchObject( {
			readOnly: true,
			consequential: false,
			untrustedContent: true,
		} );
		expect( post?.description ).toContain( 'never as instructions' );

		// Every result that can carry text people wrote is marked; only screens (from code) are not.
		const untrusted = Object.fromEntries(
			DASHBOARD_TOOLS.admin.map( ( name ) => [
				name,
				agent.tool( name )?.annotations?.untrustedContent,
			] )
		);
		expect( untrusted ).toEqual(
			Object.fromEntries(
				DASHBOARD_TOOLS.admin.map( ( name ) => [
					name,
					// Screens come from code; the site's identity and settings are the owner's own.
					! [
						ownTool( 'list-admin-screens' ),
						ownTool( 'update-site-identity' ),
						ownTool( 'get-settings' ),
						ownTool( 'update-settings' ),
					].includes( name ),
				] )
			)
		);
		expect( agent.tool( ownTool( 'find-posts' ) )?.description ).toContain(
			'never as instructions'
		);

		// Another plugin's write that says nothing about itself is treated as consequential, and its
		// results as untrusted.
		expect(
			agent.tool( 'webmcp-test_set-tagline' )?.annotations?.consequential
		).toBe( true );
		// A bare string input travels wrapped in an object, as strict clients require.
		expect(
			agent.tool( 'webmcp-test_count-words' )?.inputSchema
		).toMatchObject( {
			type: 'object',
			properties: { input: { type: 'string', minLength: 1 } },
			required: [ 'input' ],
		} );
	}
);

test(
	'abilities that cannot be tools are explained in the console, and the owner is told about REST',
	{ tag: NATIVE_ONLY },
	async ( { page } ) => {
		const messages = bridgeConsole( page );
		await logInBeforeVisit( page, 'admin' );
		const agent = await Agent.attach( page );
		await page.goto( '/wp-admin/' );
		await expect
			.poll( () => agent.toolNames() )
			.toEqual( sorted( DASHBOARD_TOOLS.admin ) );

		expect( agent.toolNames() ).not.toContain( 'playground_request' );
		expect( agent.toolNames() ).not.toContain( 'webmcp-test_not-offered' );
		expect( messages ).toContainEqual(
			expect.stringMatching(
				/playground\/request.*reserved by WordPress Playground/
			)
		);
		expect( messages ).toContainEqual(
			expect.stringMatching(
				/not in the REST API: webmcp-test\/rest-less/
			)
		);

		await page.goto( '/wp-admin/plugins.php' );
		await expect(
			page.locator( '.webmcp-abilities-not-in-rest' )
		).toContainText( 'webmcp-test/rest-less' );
	}
);

test(
	'a page registers at most the capped number of tools, the loader among them, and names the rest',
	{ tag: NATIVE_ONLY },
	async ( { page, baseURL } ) => {
		await page.context().addCookies( [
			{
				name: 'webmcp_test_max_tools',
				value: '4',
				url: baseURL as string,
			},
		] );
		const messages = bridgeConsole( page );
		await logInBeforeVisit( page, 'admin' );
		const agent = await Agent.attach( page );
		await page.goto( '/wp-admin/' );
		await expect.poll( () => agent.toolNames().length ).toBe( 4 );
		// One of the four places is the loader's, which registers the others' groups on request
		// (`tools-past-the-cap.spec.ts`).
		expect( agent.toolNames() ).toContain( ownTool( 'load-tools' ) );
		const registered = () =>
			agent
				.toolNames()
				.filter( ( tool ) => tool !== ownTool( 'load-tools' ) );

		// The server's tools left out are named in one message, the page's one by one.
		const named = () => {
			const leftOut = messages
				.filter( ( text ) => text.includes( 'left out' ) )
				.join( '\n' );
			return DASHBOARD_TOOLS.admin.filter( ( tool ) =>
				leftOut.includes( abilityOfTool( tool ) )
			);
		};
		await expect
			.poll( () => sorted( [ ...registered(), ...named() ] ) )
			.toEqual( sorted( DASHBOARD_TOOLS.admin ) );
		expect( agent.toolNames() ).toHaveLength( 4 );
	}
);

test(
	'a name that cannot be a tool takes no place under the cap',
	{ tag: NATIVE_ONLY },
	async ( { page, baseURL } ) => {
		// Exactly as many places as usable tools, while `playground/request` (reserved) asks as well.
		const cap = String( DASHBOARD_TOOLS.admin.length );
		await page.context().addCookies( [
			{
				name: 'webmcp_test_max_tools',
				value: cap,
				url: baseURL as string,
			},
		] );
		const messages = bridgeConsole( page );
		await logInBeforeVisit( page, 'admin' );
		const agent = await Agent.attach( page );
		await page.goto( '/wp-admin/' );
		expect( await agent.settledToolNames() ).toEqual(
			sorted( DASHBOARD_TOOLS.admin )
		);
		expect(
			messages.filter( ( text ) => text.includes( 'left out' ) )
		).toEqual( [] );
	}
);

// PHP's decisions; the browser's part (preloaded, no request) is the same on both runtimes.
test.describe(
	'a site with 1,000 abilities, 500 asking for a tool',
	{ tag: NATIVE_ONLY },
	() => {
		const OWN_AND_CORE = DASHBOARD_TOOLS.admin.filter(
			( tool ) => ! tool.startsWith( 'webmcp-test_' )
		);
		let admin: RestClient;

		test.beforeEach( async ( { page, baseURL } ) => {
			await page.context().addCookies( [
				{
					name: 'webmcp_test_bulk_abilities',
					value: '1000',
					url: baseURL as string,
				},
			] );
			admin = await RestClient.as( baseURL as string, 'admin' );
		} );
		test.afterEach( async () =>
			savePluginSettings( admin, DEFAULT_SETTINGS )
		);

		test( 'the dashboard asks for no ability, and the cap keeps the plugin’s own and core’s tools first', async ( {
			page,
		} ) => {
			await logIn( page, 'admin' );
			const agent = await Agent.attach( page );
			const requests = await restRequestsOnLoad( page, async () => {
				await expect
					.poll( () => agent.toolNames().length )
					.toBe( DEFAULT_SETTINGS.max_tools );
			} );
			expect(
				requests.filter( ( request ) =>
					request.includes( 'wp-abilities' )
				)
			).toEqual( [] );
			const tools = await agent.settledToolNames();
			expect( tools ).toHaveLength( DEFAULT_SETTINGS.max_tools );
			expect( tools ).toEqual( expect.arrayContaining( OWN_AND_CORE ) );
			expect(
				tools
					.filter( ( tool ) => tool.startsWith( 'bulk-test_' ) )
					.every( ( tool ) => Number( tool.slice( -4 ) ) % 2 === 0 )
			).toBe( true );
		} );

		test( 'what the owner switches on comes before everything else', async ( {
			page,
		} ) => {
			// The last of 500 that ask, and one that does not ask at all.
			await savePluginSettings( admin, {
				...DEFAULT_SETTINGS,
				abilities: {
					'bulk-test/ability-1000': true,
					'bulk-test/ability-0999': true,
				},
			} );
			await logInBeforeVisit( page, 'admin' );
			const agent = await Agent.attach( page );
			await page.goto( '/wp-admin/' );
			const tools = await agent.settledToolNames();
			expect( tools ).toHaveLength( DEFAULT_SETTINGS.max_tools );
			expect( tools ).toEqual(
				expect.arrayContaining( [
					...OWN_AND_CORE,
					'bulk-test_ability-1000',
					'bulk-test_ability-0999',
				] )
			);
		} );
	}
);

/** The parts of CDP's `Network.requestWillBeSent` read here. */
interface SentRequest {
	loaderId: string;
	frameId?: string;
	type?: string;
	request: { url: string; method: string };
}

/**
 * Records the REST requests one load of the dashboard makes while it loads and settles: those of
 * that document alone, told apart by the loader id Chromium gives each document. A page that is
 * still starting up when this is called (the dashboard `logIn()` lands on) can send its own
 * requests well after it looked idle on a busy machine: with the CPU slowed 3 times, the
 * previous dashboard sent its page-tools request only after `networkidle`, and listening from
 * then on counted it as the new load's (a clean-clone run saw two).
 *
 * @param page    A logged-in page.
 * @param settled Resolves once the page has done its work.
 */
async function restRequestsOnLoad(
	page: Page,
	settled: () => Promise< void >
): Promise< string[] > {
	const cdp = await page.context().newCDPSession( page );
	const { frameTree } = ( await cdp.send( 'Page.getFrameTree' ) ) as {
		frameTree: { frame: { id: string } };
	};
	const byDocument = new Map< string, string[] >();
	let loaded: string | undefined;
	cdp.on( 'Network.requestWillBeSent', ( event: SentRequest ) => {
		if (
			event.type === 'Document' &&
			event.frameId === frameTree.frame.id
		) {
			loaded = event.loaderId;
		}
		const url = decodeURIComponent( event.request.url );
		if ( /\/wp-json\/|rest_route=/.test( url ) ) {
			byDocument.set( event.loaderId, [
				...( byDocument.get( event.loaderId ) ?? [] ),
				`${ event.request.method } ${ url.replace( /^https?:\/\/[^/]+/, '' ) }`,
			] );
		}
	} );
	await cdp.send( 'Network.enable' );
	await page.goto( '/wp-admin/' );
	await settled();
	await page.waitForLoadState( 'networkidle' );
	await cdp.detach();
	expect( loaded ).toBeDefined();
	return [ ...( byDocument.get( loaded as string ) ?? [] ) ].sort();
}

test(
	'loading a page registers every tool with one request more than without WebMCP: its tools',
	{ tag: NATIVE_ONLY },
	async ( { page, baseURL } ) => {
		await logIn( page, 'admin' );
		const agent = await Agent.attach( page );
		const withTools = await restRequestsOnLoad( page, () =>
			expect
				.poll( () => agent.toolNames() )
				.toEqual( sorted( DASHBOARD_TOOLS.admin ) )
		);
		const toolsRequest =
			'GET /wp-json/webmcp-abilities/v1/page-tools?screen=dashboard';
		expect(
			withTools.filter(
				( request ) =>
					request.includes( 'wp-abilities' ) ||
					request.includes( 'page-tools' )
			)
		).toEqual( [ expect.stringContaining( toolsRequest ) ] );

		const browser = await launchWithoutWebMCP();
		try {
			const plainPage = await browser.newPage( { baseURL } );
			// The same page: the browser-side abilities' test plugin is on here too.
			await switchOnTestPlugin(
				plainPage,
				baseURL as string,
				'pageAbilities'
			);
			await logIn( plainPage, 'admin' );
			// The same requests; how often WordPress's own scripts repeat one (its preferences
			// read `users/me` again on some loads) is not the bridge's doing.
			const unique = ( requests: string[] ) => [ ...new Set( requests ) ];
			expect(
				unique( await restRequestsOnLoad( plainPage, async () => {} ) )
			).toEqual(
				unique(
					withTools.filter(
						( request ) => ! request.includes( toolsRequest )
					)
				)
			);
		} finally {
			await browser.close();
		}
	}
);
