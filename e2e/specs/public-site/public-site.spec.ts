/**
 * A visitor's agent on the public site, logged out, with only this plugin's own code: the
 * read-only public tools on every kind of page, following each new document; and for browsers
 * without WebMCP, nothing but a feature check, in HTML the same for every visitor.
 */
import { request } from '@playwright/test';

import { Agent } from '../../utils/agent';
import { logIn } from '../../utils/log-in';
import { launchWithoutWebMCP } from '../../utils/plain-browser';
import {
	DEFAULT_SETTINGS,
	readPluginSettings,
	savePluginSettings,
} from '../../utils/plugin-settings';
import { RestClient } from '../../utils/rest-client';
import {
	findAbility,
	offerSwitch,
	openSettingsTab,
} from '../../utils/settings-screen';
import { ownTool, PUBLIC_TOOLS } from '../../utils/tool-names';
import { expect, test } from '../../utils/clean-php-log';
import { NATIVE_ONLY } from '../../runtimes';

const LOADER = 'script#webmcp-abilities-public-tools';

// The stories that visit many pages, the settings screen and the flood (whose 80 requests
// outlast a test on Playground's one PHP worker) run on the native site only. Playground reads
// its post by its pretty address in the search story.

let admin: RestClient;
const word = `zebrafinch${ Date.now() }`;
const seeded: Record< string, { id: number; link: string } > = {};

test.beforeAll( async ( { baseURL } ) => {
	admin = await RestClient.as( baseURL as string, 'admin' );
	const seed = async ( key: string, fields: object ) => {
		const response = await admin.request(
			'POST',
			`/wp/v2/${ key === 'page' ? 'pages' : 'posts' }`,
			{
				title: `The ${ key } ${ word }`,
				content: `<p>About ${ word }, the ${ key } one.</p>`,
				...fields,
			}
		);
		expect( response.status, JSON.stringify( response.body ) ).toBe( 201 );
		seeded[ key ] = { id: response.body.id, link: response.body.link };
	};
	await seed( 'published', { status: 'publish' } );
	await seed( 'page', { status: 'publish' } );
	await seed( 'draft', { status: 'draft' } );
	await seed( 'private', { status: 'private' } );
	await seed( 'future', {
		status: 'future',
		date: new Date( Date.now() + 86_400_000 * 30 ).toISOString(),
	} );
	// Its title has the word too, and a title is public: only its content must not match.
	await seed( 'protected', {
		status: 'publish',
		password: 'letmein',
		title: 'A locked post',
	} );
} );

test.afterAll( async () => {
	await savePluginSettings( admin, DEFAULT_SETTINGS );
	await admin.dispose();
} );

const sorted = ( names: string[] ) => [ ...names ].sort();

test(
	'on every kind of page a visitor’s agent gets the read-only public tools, and they follow the document',
	{ tag: NATIVE_ONLY },
	async ( { page } ) => {
		const agent = await Agent.attach( page );
		// Besides them, a post's comment form and the theme's search form (on its search page).
		for ( const [ address, forms ] of [
			[ '/', [] ],
			[ seeded.published!.link, [ 'comment-form' ] ],
			[ seeded.page!.link, [] ],
			[ '/?cat=1', [] ],
			[ `/?s=${ word }`, [ 'search-form' ] ],
		] as const ) {
			await page.goto( address );
			await expect
				.poll( () => agent.toolNames(), { message: address } )
				.toEqual(
					sorted( [ ...PUBLIC_TOOLS, ...forms.map( ownTool ) ] )
				);
			for ( const name of PUBLIC_TOOLS ) {
				expect( agent.tool( name )?.annotations ).toMatchObject( {
					readOnly: true,
					untrustedContent: true,
				} );
			}
		}

		// Eager: the moment the tools of a new document appear, "this page" is that document.
		await page.goto( seeded.published!.link );
		await agent.whenTool( ownTool( 'read-content' ) );
		const [ post, what ] = await Promise.all( [
			agent.call( ownTool( 'read-content' ) ),
			agent.call( ownTool( 'describe-page' ) ),
		] );
		expect( post.output ).toMatchObject( {
			ok: true,
			result: {
				id: seeded.published!.id,
				title: `The published ${ word }`,
			},
		} );
		expect( what.output ).toMatchObject( {
			ok: true,
			result: { type: 'single', id: seeded.published!.id },
		} );

		await page.goto( seeded.page!.link );
		await expect
			.poll(
				async () =>
					( await agent.call( ownTool( 'read-content' ) ) ).output
			)
			.toMatchObject( { ok: true, result: { id: seeded.page!.id } } );

		// A destination the tools list, followed as the browser follows any link: the new
		// document's tools describe it.
		const listed = (
			( await agent.call( ownTool( 'list-destinations' ) ) ).output as {
				result: { groups: { links: { url: string }[] }[] };
			}
		 ).result.groups.flatMap( ( { links } ) => links );
		expect( listed.length ).toBeGreaterThan( 0 );
		const destination = listed[ 0 ]!.url;
		await page.goto( destination );
		await agent.whenTool( ownTool( 'describe-page' ) );
		await expect
			.poll(
				async () =>
					( await agent.call( ownTool( 'describe-page' ) ) ).output
			)
			.toMatchObject( { ok: true, result: { url: destination } } );
	}
);

test( 'the search tool finds the published post and page, never the draft, private, future or protected one', async ( {
	page,
} ) => {
	const agent = await Agent.attach( page );
	await page.goto( '/' );
	await agent.whenTool( ownTool( 'search-site' ) );
	const calls = await Promise.all(
		Array.from( { length: 4 }, () =>
			agent.call( ownTool( 'search-site' ), { search: word } )
		)
	);
	for ( const found of calls ) {
		const { result } = found.output as {
			result: { results: { id: number }[] };
		};
		expect(
			sorted( result.results.map( ( { id } ) => String( id ) ) )
		).toEqual(
			sorted( [ seeded.published!.id, seeded.page!.id ].map( String ) )
		);
	}
	// Its address, as the site links it: the pretty permalink.
	const byAddress = await agent.call( ownTool( 'read-content' ), {
		url: seeded.published!.link,
	} );
	expect( byAddress.output ).toMatchObject( {
		ok: true,
		result: { id: seeded.published!.id },
	} );
	// A protected post is found by its public title, and read as its title alone.
	const locked = await agent.call( ownTool( 'search-site' ), {
		search: 'A locked post',
	} );
	expect( JSON.stringify( locked.output ) ).not.toContain( word );
	const read = await agent.call( ownTool( 'read-content' ), {
		id: seeded.protected!.id,
	} );
	expect( read.output ).toMatchObject( {
		ok: true,
		result: { protected: true, text: '' },
	} );
	// Bad input is an error value with a stable code, and another site's address is refused.
	const elsewhere = await agent.call( ownTool( 'read-content' ), {
		url: 'https://example.com/hello-world/',
	} );
	expect( elsewhere.output ).toMatchObject( {
		ok: false,
		error: { code: 'invalid_input' },
	} );
} );

test(
	'without WebMCP a visitor’s browser runs only a feature check and requests nothing more; every visitor gets the same HTML',
	{ tag: NATIVE_ONLY },
	async ( { baseURL } ) => {
		const browser = await launchWithoutWebMCP();
		try {
			const page = await browser.newPage( { baseURL } );
			const requests: string[] = [];
			page.on( 'request', ( sent ) => requests.push( sent.url() ) );
			await page.goto( seeded.published!.link );
			await page.waitForLoadState( 'networkidle' );
			expect(
				requests.filter(
					( url ) =>
						url.includes( 'webmcp-abilities' ) ||
						/\/wp-json\/|rest_route=/.test( url )
				)
			).toEqual( [] );
			await expect( page.locator( LOADER ) ).toHaveCount( 1 );
		} finally {
			await browser.close();
		}

		// What the plugin adds (the loader, the forms' tool attributes): under a kilobyte.
		const post = async () => {
			const visitor = await request.newContext( { baseURL } );
			const html = await (
				await visitor.get( seeded.published!.link )
			).text();
			await visitor.dispose();
			return Buffer.byteLength( html );
		};
		const withTools = await post();
		await savePluginSettings( admin, {
			...DEFAULT_SETTINGS,
			public_site: { ...DEFAULT_SETTINGS.public_site, enabled: false },
		} );
		const without = await post();
		await savePluginSettings( admin, DEFAULT_SETTINGS );
		expect( withTools - without ).toBeGreaterThan( 0 );
		expect( withTools - without ).toBeLessThanOrEqual( 1024 );

		// Two visitors, no cookies: byte for byte the same page, so page caches and CDNs keep it.
		const [ first, second ] = await Promise.all(
			[ 0, 1 ].map( async () => {
				const visitor = await request.newContext( { baseURL } );
				const text = await (
					await visitor.get( seeded.published!.link )
				).text();
				await visitor.dispose();
				return text;
			} )
		);
		expect( first ).toBe( second );
		expect( first ).toContain( 'webmcp-abilities-public-tools' );
	}
);

test(
	'the tools’ script is one request any cache may keep, the same for a logged-in person',
	{ tag: NATIVE_ONLY },
	async ( { page, baseURL } ) => {
		await page.goto( '/' );
		const src = await page
			.locator( LOADER )
			.evaluate(
				( node ) =>
					/s\.src="([^"]+)"/.exec( node.textContent ?? '' )?.[ 1 ] ??
					''
			);
		expect( src ).toMatch( /\?webmcp-abilities-public-tools=[a-z0-9]+$/ );
		const visitor = await request.newContext( { baseURL } );
		const anonymous = await visitor.get( src );
		expect( anonymous.status() ).toBe( 200 );
		expect( anonymous.headers()[ 'cache-control' ] ).toBe(
			'public, max-age=31536000, immutable'
		);
		expect( anonymous.headers()[ 'set-cookie' ] ).toBeUndefined();
		const body = await anonymous.text();
		// The plan comes first, on its own line: nothing of a person's in it.
		const plan = body.slice( 0, body.indexOf( '\n' ) );
		expect( plan ).toMatch( /^window\.webmcpAbilitiesPublicPlan = / );
		expect( plan ).not.toMatch( /nonce|admin|"user/i );
		await visitor.dispose();

		const loggedIn = await admin.cookieHeader();
		const asAdmin = await request.newContext( {
			baseURL,
			extraHTTPHeaders: { Cookie: loggedIn },
		} );
		expect( await ( await asAdmin.get( src ) ).text() ).toBe( body );
		await asAdmin.dispose();
	}
);

test(
	'the owner switches a visitors’ tool off on the settings screen, and the public site stops offering it; wp-admin never does',
	{ tag: NATIVE_ONLY },
	async ( { page, browser } ) => {
		await logIn( page, 'admin' );
		await openSettingsTab( page, 'abilities' );
		const row = await findAbility( page, 'webmcp-abilities/read-content' );
		await expect( row ).toContainText(
			'Offered to visitors’ agents on the public site'
		);
		await offerSwitch( row ).uncheck();
		await page.getByRole( 'button', { name: 'Save settings' } ).click();
		await expect(
			page.locator( '.components-notice' ).getByText( 'Settings saved.' )
		).toBeVisible();
		await expect( row ).toContainText( 'Not offered' );

		const visitor = await browser.newPage();
		try {
			const agent = await Agent.attach( visitor );
			await visitor.goto( page.url().replace( /\/wp-admin\/.*/, '/' ) );
			await expect
				.poll( () => agent.toolNames() )
				.toEqual(
					sorted(
						PUBLIC_TOOLS.filter(
							( name ) => name !== ownTool( 'read-content' )
						)
					)
				);
		} finally {
			await visitor.close();
		}

		// Switched on again by the owner's explicit choice, it is still only the visitors'.
		await offerSwitch( row ).check();
		await page.getByRole( 'button', { name: 'Save settings' } ).click();
		await expect( row ).toContainText(
			'Offered to visitors’ agents on the public site'
		);
		const adminAgent = await Agent.attach( page );
		await page.goto( '/wp-admin/' );
		await adminAgent.whenTool( ownTool( 'get-site-overview' ) );
		expect( await adminAgent.settledToolNames() ).not.toContain(
			ownTool( 'read-content' )
		);
	}
);

test(
	'on the settings screen the owner switches the whole public set off, names the proxy header and sets the visitors’ ceiling',
	{ tag: NATIVE_ONLY },
	async ( { page, browser } ) => {
		await logIn( page, 'admin' );
		await openSettingsTab( page, 'public-site' );
		await page
			.getByRole( 'checkbox', {
				name: 'Offer read-only tools on the public site',
			} )
			.uncheck();
		await expect(
			page.getByRole( 'checkbox', {
				name: 'Make the comment form a tool',
			} )
		).toBeDisabled();
		await page
			.getByRole( 'combobox', { name: 'A visitor’s address' } )
			.selectOption( 'CF-Connecting-IP' );
		await page
			.getByRole( 'spinbutton', {
				name: 'Visitors’ agent calls a minute, all together',
			} )
			.fill( '250' );
		await page.getByRole( 'button', { name: 'Save settings' } ).click();
		await expect(
			page.locator( '.components-notice' ).getByText( 'Settings saved.' )
		).toBeVisible();
		expect( ( await readPluginSettings( admin ) ).public_site ).toEqual( {
			enabled: false,
			search_form: true,
			comment_form: true,
			address_header: 'CF-Connecting-IP',
			visitor_ceiling: 250,
		} );

		const visitor = await browser.newPage();
		try {
			await visitor.goto( seeded.published!.link );
			await expect( visitor.locator( LOADER ) ).toHaveCount( 0 );
			await expect( visitor.locator( 'form[toolname]' ) ).toHaveCount(
				0
			);
		} finally {
			await visitor.close();
			await savePluginSettings( admin, DEFAULT_SETTINGS );
		}
	}
);

test(
	'a flood from one visitor’s agent is answered 429 with Retry-After, and another visitor’s budget is untouched',
	{ tag: NATIVE_ONLY },
	async ( { baseURL } ) => {
		const visitorFrom = ( address: string ) =>
			request.newContext( {
				baseURL,
				extraHTTPHeaders: {
					// The site's (test) proxy: each visitor's address in X-Forwarded-For.
					Cookie: 'webmcp_test_visitor_proxy=1',
					'X-Forwarded-For': address,
					'X-WebMCP-Abilities-Tool': ownTool( 'list-destinations' ),
				},
			} );
		const run =
			'/wp-json/wp-abilities/v1/abilities/webmcp-abilities/list-destinations/run';
		const flooder = await visitorFrom( `192.0.2.${ Date.now() % 250 }` );
		const other = await visitorFrom( `198.51.100.${ Date.now() % 250 }` );
		try {
			// 16 at a time, as an eager agent would.
			const statuses: number[] = [];
			const headers: Record< string, string >[] = [];
			for ( let round = 0; round < 5; round++ ) {
				const answers = await Promise.all(
					Array.from( { length: 16 }, () => flooder.get( run ) )
				);
				for ( const answer of answers ) {
					statuses.push( answer.status() );
					headers.push( answer.headers() );
				}
			}
			expect(
				statuses.filter( ( status ) => status === 200 )
			).toHaveLength( 60 );
			expect(
				statuses.filter( ( status ) => status === 429 )
			).toHaveLength( 20 );
			const retryAfter = Number(
				headers[ statuses.indexOf( 429 ) ]![ 'retry-after' ]
			);
			expect( retryAfter ).toBeGreaterThanOrEqual( 1 );
			expect( retryAfter ).toBeLessThanOrEqual( 60 );

			expect( ( await other.get( run ) ).status() ).toBe( 200 );
		} finally {
			await flooder.dispose();
			await other.dispose();
		}
	}
);
