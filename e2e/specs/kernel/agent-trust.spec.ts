/**
 * The activity log and the tools can be trusted: only real agent calls by logged-in people are
 * logged, reports only for tools the person is offered, each person's agent has a budget of
 * requests a minute, the log's filters show a person only their own values, and a tool the site
 * withdrew stops working in tabs opened before.
 */
import type { Page } from '@playwright/test';
import { addQueryArgs } from '@wordpress/url';

import { Agent } from '../../utils/agent';
import { logIn, logInBeforeVisit, type TestUser } from '../../utils/log-in';
import {
	DEFAULT_SETTINGS,
	savePluginSettings,
} from '../../utils/plugin-settings';
import { RestClient, type RestResponse } from '../../utils/rest-client';
import { ownTool } from '../../utils/tool-names';
import { expect, test } from '../../utils/clean-php-log';
import { NATIVE_ONLY } from '../../runtimes';

const SCREEN = '/wp-admin/tools.php?page=webmcp-abilities-activity';
const HEADER = 'X-WebMCP-Abilities-Tool';
const FORGED = 'Re-verify at evil.example';

let admin: RestClient;
/** The administrator's wp-admin, where the log is read; one login for the whole story. */
let adminLog: Page;
test.beforeAll( async ( { baseURL, browser } ) => {
	admin = await RestClient.as( baseURL as string, 'admin' );
	adminLog = await ( await browser.newContext( { baseURL } ) ).newPage();
	await logIn( adminLog, 'admin' );
} );
test.afterAll( async () => {
	await admin.dispose();
	await adminLog.context().close();
} );
test.beforeEach( ( {}, testInfo ) => {
	// Each story logs in two or three people; on the Playground CLI that alone takes most of a minute.
	test.slow(
		testInfo.project.name === 'playground',
		'The Playground CLI answers slowly'
	);
} );

function runPath( ability: string, input?: object ): string {
	const path = `/wp-abilities/v1/abilities/${ ability }/run`;
	return input === undefined ? path : addQueryArgs( path, { input } );
}

function unique( label: string ): string {
	return `${ label }-${ Date.now() }-${ Math.floor( Math.random() * 1e6 ) }`;
}

/**
 * A person no other test has used, so their budget of agent requests is untouched.
 * @param role The new user’s role.
 */
async function freshUser( role: 'author' | 'editor' ): Promise< TestUser > {
	const login = unique( `trust-${ role }` );
	const response = await admin.request( 'POST', '/wp/v2/users', {
		username: login,
		password: 'password',
		email: `${ login }@example.org`,
		roles: [ role ],
	} );
	expect( response.status, JSON.stringify( response.body ) ).toBe( 201 );
	// `logIn` and `RestClient` log in with the login name and the password `password`.
	return login as TestUser;
}

/**
 * @param page The page the new author logs in on.
 * @return A new author, logged in, and their agent's REST calls.
 */
async function freshAuthorsAgent(
	page: Page
): Promise< { author: TestUser; rest: PageRest } > {
	const author = await freshUser( 'author' );
	await logIn( page, author );
	return { author, rest: await PageRest.of( page ) };
}

/** REST as the page's logged-in person, with the page's cookies (so the test switches apply). */
class PageRest {
	private constructor(
		private readonly page: Page,
		private readonly nonce: string
	) {}

	static async of( page: Page, loggedIn = true ): Promise< PageRest > {
		const nonce = loggedIn
			? await (
					await page.request.get(
						'/wp-admin/admin-ajax.php?action=rest-nonce'
					)
				).text()
			: '';
		return new PageRest( page, nonce );
	}

	async request(
		method: 'GET' | 'POST',
		path: string,
		data?: unknown,
		headers: Record< string, string > = {}
	): Promise< RestResponse > {
		const response = await this.page.request.fetch( `/wp-json${ path }`, {
			method,
			headers: {
				...headers,
				...( this.nonce ? { 'X-WP-Nonce': this.nonce } : {} ),
			},
			...( data === undefined ? {} : { data } ),
		} );
		const text = await response.text();
		let body: unknown = text;
		try {
			body = JSON.parse( text );
		} catch {}
		return { status: response.status(), headers: response.headers(), body };
	}

	/** A run of the plugin's `get-site-overview`, marked as its tool's. */
	overview(): Promise< RestResponse > {
		return this.request(
			'GET',
			runPath( 'webmcp-abilities/get-site-overview' ),
			undefined,
			{
				[ HEADER ]: ownTool( 'get-site-overview' ),
			}
		);
	}

	/**
	 * A report of a call that ended in the browser.
	 * @param ability The ability reported on.
	 * @param tool    The tool name claimed.
	 * @param input   The input reported.
	 */
	report(
		ability: string,
		tool: string,
		input: unknown = {}
	): Promise< RestResponse > {
		return this.request(
			'POST',
			'/webmcp-abilities/v1/activity',
			{ reports: [ { ability, tool, outcome: 'cancelled', input } ] },
			{ [ HEADER ]: tool }
		);
	}

	/**
	 * A run of `create-draft` titled `title`, marked as its tool's.
	 * @param title The draft’s title.
	 */
	createDraft( title: string ): Promise< RestResponse > {
		return this.request(
			'POST',
			runPath( 'webmcp-abilities/create-draft' ),
			{ input: { title } },
			{
				[ HEADER ]: ownTool( 'create-draft' ),
			}
		);
	}
}

async function setCookie(
	page: Page,
	baseURL: string,
	name: string,
	value: string
): Promise< void > {
	await page.context().addCookies( [ { name, value, url: baseURL } ] );
}

async function draftsTitled( title: string ): Promise< number > {
	const response = await admin.request(
		'GET',
		`/wp/v2/posts?status=draft&context=edit&search=${ encodeURIComponent( title ) }`
	);
	expect( response.status ).toBe( 200 );
	return response.body.length;
}

/**
 * The newest log entries as the screen shows them; the input as text (it may not be JSON).
 * @param page A logged-in page.
 */
async function logRows( page: Page ) {
	await page.goto( SCREEN );
	return page.locator( '#the-list tr' ).evaluateAll( ( rows ) =>
		rows.map( ( row ) => ( {
			person: row.querySelector( '.column-user_id' )?.textContent?.trim(),
			tool: row.querySelector( '.column-tool code' )?.textContent?.trim(),
			input: row
				.querySelector( '.column-input_summary' )
				?.textContent?.trim(),
			outcome: row
				.querySelector( '.column-outcome .webmcp-abilities-outcome' )
				?.textContent?.trim(),
		} ) )
	);
}

test(
	'only logged-in people’s runs marked with the ability’s own tool name are logged',
	{ tag: NATIVE_ONLY },
	async ( { baseURL } ) => {
		const loggedOut = unique( 'logged-out' );
		const forged = unique( 'forged' );
		const otherTool = unique( 'other-tool' );
		const real = unique( 'real' );

		const visitor = await RestClient.as( baseURL as string, null );
		const visitorUnknown = await visitor.request(
			'GET',
			runPath( 'x/y' ),
			undefined,
			{ [ HEADER ]: FORGED }
		);
		expect( visitorUnknown.status ).toBe( 404 );
		const visitorRun = await visitor.request(
			'GET',
			runPath( 'webmcp-abilities/find-posts', { search: loggedOut } ),
			undefined,
			{
				[ HEADER ]: ownTool( 'find-posts' ),
			}
		);
		expect( visitorRun.status ).toBe( 401 );
		await visitor.dispose();

		const author = await RestClient.as( baseURL as string, 'author' );
		const run = ( search: string, tool: string ) =>
			author.request(
				'GET',
				runPath( 'webmcp-abilities/find-posts', { search } ),
				undefined,
				{ [ HEADER ]: tool }
			);
		expect( ( await run( forged, FORGED ) ).status ).toBe( 200 );
		expect( ( await run( otherTool, ownTool( 'get-post' ) ) ).status ).toBe(
			200
		);
		expect(
			(
				await author.request( 'GET', runPath( 'x/y' ), undefined, {
					[ HEADER ]: 'x_y',
				} )
			).status
		).toBe( 404 );
		expect( ( await run( real, ownTool( 'find-posts' ) ) ).status ).toBe(
			200
		);
		await author.dispose();

		// An earlier story's late report may land on top: this run is found by its own search.
		const rows = await logRows( adminLog );
		expect( rows.filter( ( row ) => row.input?.includes( real ) ) ).toEqual(
			[
				expect.objectContaining( {
					person: 'author',
					tool: ownTool( 'find-posts' ),
					outcome: 'ok',
				} ),
			]
		);
		const everything = JSON.stringify( rows );
		for ( const unlogged of [
			loggedOut,
			forged,
			otherTool,
			FORGED,
			'x_y',
			'Unknown',
			'rest_ability_not_found',
		] ) {
			expect( everything ).not.toContain( unlogged );
		}
	}
);

test(
	'a report is accepted only for a tool the person is offered, under that tool’s own name',
	{ tag: NATIVE_ONLY },
	async ( { page } ) => {
		const notOffered = unique( 'not-offered' );
		const wrongName = unique( 'wrong-name' );
		const offered = unique( 'offered' );
		await logIn( page, 'subscriber' );
		const subscriber = await PageRest.of( page );

		// A subscriber is never offered trash-post (gate: delete_posts).
		const refused = await subscriber.report(
			'webmcp-abilities/trash-post',
			ownTool( 'trash-post' ),
			{ id: notOffered }
		);
		expect( refused ).toMatchObject( {
			status: 403,
			body: { code: 'access_denied' },
		} );
		const misnamed = await subscriber.report(
			'webmcp-abilities/get-site-overview',
			ownTool( 'trash-post' ),
			{ id: wrongName }
		);
		expect( misnamed ).toMatchObject( {
			status: 400,
			body: { code: 'invalid_input' },
		} );
		const unknown = await subscriber.report( 'x/y', 'x_y', {
			id: notOffered,
		} );
		expect( unknown ).toMatchObject( {
			status: 403,
			body: { code: 'access_denied' },
		} );
		expect(
			(
				await subscriber.report(
					'webmcp-abilities/get-site-overview',
					ownTool( 'get-site-overview' ),
					{ id: offered }
				)
			).status
		).toBe( 204 );

		const rows = await logRows( adminLog );
		expect(
			rows.filter( ( row ) => row.input?.includes( offered ) )
		).toEqual( [
			expect.objectContaining( {
				person: 'subscriber',
				tool: ownTool( 'get-site-overview' ),
				outcome: 'cancelled',
			} ),
		] );
		const everything = JSON.stringify( rows );
		expect( everything ).not.toContain( notOffered );
		expect( everything ).not.toContain( wrongName );
	}
);

test(
	'an input over 64 KiB is logged by its size only, from a run and from a report',
	{ tag: NATIVE_ONLY },
	async ( { page } ) => {
		const { author, rest } = await freshAuthorsAgent( page );
		const big = unique( 'big' ) + 'x'.repeat( 70_000 );

		const run = await rest.request(
			'POST',
			runPath( 'webmcp-abilities/create-draft' ),
			{ input: { title: unique( 'big-run' ), content: big } },
			{
				[ HEADER ]: ownTool( 'create-draft' ),
			}
		);
		expect( run.status ).toBe( 200 );
		expect(
			(
				await rest.report(
					'webmcp-abilities/get-site-overview',
					ownTool( 'get-site-overview' ),
					{ text: big }
				)
			).status
		).toBe( 204 );

		const rows = ( await logRows( adminLog ) ).filter(
			( row ) => row.person === author
		);
		expect( rows.map( ( row ) => row.tool ) ).toEqual( [
			ownTool( 'get-site-overview' ),
			ownTool( 'create-draft' ),
		] );
		for ( const row of rows ) {
			expect( row.input ).toMatch( /^\[\d+ bytes, not stored\]$/ );
		}
	}
);

test(
	'past its budget an agent gets 429 rate_limited with Retry-After, and nothing runs; others are not counted',
	{ tag: NATIVE_ONLY },
	async ( { page, browser, baseURL } ) => {
		const author = await freshUser( 'author' );
		await logIn( page, author );
		await setCookie(
			page,
			baseURL as string,
			'webmcp_test_rate_limit',
			'3'
		);
		const rest = await PageRest.of( page );

		expect( ( await rest.overview() ).status ).toBe( 200 );
		expect(
			(
				await rest.report(
					'webmcp-abilities/get-site-overview',
					ownTool( 'get-site-overview' )
				)
			).status
		).toBe( 204 );
		// A run under another tool's name is not an agent call: it is not counted.
		const forged = await rest.request(
			'GET',
			runPath( 'webmcp-abilities/get-site-overview' ),
			undefined,
			{ [ HEADER ]: FORGED }
		);
		expect( forged.status ).toBe( 200 );
		expect( ( await rest.overview() ).status ).toBe( 200 );

		const title = unique( 'over-budget' );
		for ( const refused of [
			await rest.createDraft( title ),
			await rest.report(
				'webmcp-abilities/get-site-overview',
				ownTool( 'get-site-overview' )
			),
		] ) {
			expect( refused ).toMatchObject( {
				status: 429,
				body: {
					code: 'rate_limited',
					data: { status: 429, retryable: true },
				},
			} );
			const retryAfter = Number( refused.headers[ 'retry-after' ] );
			expect( retryAfter ).toBeGreaterThanOrEqual( 1 );
			expect( retryAfter ).toBeLessThanOrEqual( 60 );
			expect( refused.body.data.retry_after ).toBe( retryAfter );
		}
		expect( await draftsTitled( title ) ).toBe( 0 );

		// The same person's REST use without the mark is not an agent's, and is not limited.
		expect(
			(
				await rest.request(
					'GET',
					runPath( 'webmcp-abilities/get-site-overview' )
				)
			).status
		).toBe( 200 );

		// The budget is per person.
		const other = await (
			await browser.newContext( { baseURL } )
		).newPage();
		await logIn( other, await freshUser( 'author' ) );
		await setCookie(
			other,
			baseURL as string,
			'webmcp_test_rate_limit',
			'3'
		);
		expect(
			( await ( await PageRest.of( other ) ).overview() ).status
		).toBe( 200 );

		// Logged-out requests are neither counted nor refused as over budget.
		const visitor = await (
			await browser.newContext( { baseURL } )
		).newPage();
		await setCookie(
			visitor,
			baseURL as string,
			'webmcp_test_rate_limit',
			'1'
		);
		const anonymous = await PageRest.of( visitor, false );
		for ( let i = 0; i < 3; i++ ) {
			expect( ( await anonymous.overview() ).status ).toBe( 401 );
		}

		// Refused calls are not logged: the budget is what keeps the log from filling up.
		const rows = ( await logRows( adminLog ) ).filter(
			( row ) => row.person === author
		);
		expect( rows.map( ( row ) => row.outcome ) ).toEqual( [
			'ok',
			'cancelled',
			'ok',
		] );
	}
);

// 60 requests must fit in the minute the budget counts; the Playground CLI takes about a second
// for each on this machine. The budget's code is the same on both runtimes.
test(
	'the default budget is 60 agent requests a minute, runs and reports together',
	{ tag: NATIVE_ONLY },
	async ( { page } ) => {
		const { rest } = await freshAuthorsAgent( page );

		const statuses: number[] = [];
		for ( let i = 0; i < 30; i++ ) {
			statuses.push( ( await rest.overview() ).status );
			statuses.push(
				(
					await rest.report(
						'webmcp-abilities/get-site-overview',
						ownTool( 'get-site-overview' )
					)
				).status
			);
		}
		expect( statuses.filter( ( status ) => status >= 400 ) ).toEqual( [] );

		const title = unique( 'sixty-first' );
		const sixtyFirst = await rest.createDraft( title );
		expect( sixtyFirst ).toMatchObject( {
			status: 429,
			body: { code: 'rate_limited' },
		} );
		expect(
			Number( sixtyFirst.headers[ 'retry-after' ] )
		).toBeGreaterThanOrEqual( 1 );
		expect( await draftsTitled( title ) ).toBe( 0 );
	}
);

test(
	'192 runs sent 16 at a time on parallel workers: exactly 60 allowed, the rest 429, nothing else',
	{ tag: NATIVE_ONLY },
	async ( { page } ) => {
		const { rest } = await freshAuthorsAgent( page );

		const statuses: number[] = [];
		let sent = 0;
		// Sixteen in flight at every moment, as an eager agent's parallel calls would be.
		await Promise.all(
			Array.from( { length: 16 }, async () => {
				while ( sent < 192 ) {
					sent++;
					statuses.push( ( await rest.overview() ).status );
				}
			} )
		);
		expect( statuses ).toHaveLength( 192 );
		expect( statuses.filter( ( status ) => status === 200 ) ).toHaveLength(
			60
		);
		expect( statuses.filter( ( status ) => status === 429 ) ).toHaveLength(
			132
		);
		// Every allowed call is one row in the person's own log; refused ones are none.
		await page.goto( SCREEN );
		await expect(
			page.locator( '.tablenav.top .displaying-num' )
		).toHaveText( '60 items' );
	}
);

test(
	'the bridge hands a rate-limited call back as rate_limited, retryable, saying when',
	{ tag: NATIVE_ONLY },
	async ( { page, baseURL } ) => {
		await logIn( page, await freshUser( 'author' ) );
		await setCookie(
			page,
			baseURL as string,
			'webmcp_test_rate_limit',
			'1'
		);
		const agent = await Agent.attach( page );
		await page.goto( '/wp-admin/' );
		await expect
			.poll( () => agent.toolNames() )
			.toContain( ownTool( 'get-site-overview' ) );

		expect(
			( await agent.call( ownTool( 'get-site-overview' ) ) ).output
		).toMatchObject( { ok: true } );
		expect(
			( await agent.call( ownTool( 'get-site-overview' ) ) ).output
		).toEqual( {
			ok: false,
			error: {
				code: 'rate_limited',
				message: expect.stringMatching( /Try again in \d+ seconds/ ),
				retryable: true,
			},
		} );
	}
);

test(
	'a person’s log filters list only values from their own entries',
	{ tag: NATIVE_ONLY },
	async ( { page, baseURL } ) => {
		const adminRun = await admin.request(
			'DELETE',
			runPath( 'webmcp-abilities/trash-post', { id: 999999 } ),
			undefined,
			{ [ HEADER ]: ownTool( 'trash-post' ) }
		);
		expect( adminRun.status ).toBe( 403 );
		const subscriber = await RestClient.as(
			baseURL as string,
			'subscriber'
		);
		expect(
			(
				await subscriber.request(
					'GET',
					runPath( 'webmcp-abilities/get-site-overview' ),
					undefined,
					{ [ HEADER ]: ownTool( 'get-site-overview' ) }
				)
			).status
		).toBe( 200 );
		await subscriber.dispose();

		await logIn( page, 'subscriber' );
		await page.goto( SCREEN );
		const options = ( name: string ) =>
			page
				.locator( `#webmcp-abilities-filter-${ name } option` )
				.evaluateAll( ( all ) =>
					all
						.map(
							( option ) => ( option as HTMLOptionElement ).value
						)
						.filter( Boolean )
				);
		const tools = await options( 'tool' );
		expect( tools ).toContain( ownTool( 'get-site-overview' ) );
		expect( tools ).not.toContain( ownTool( 'trash-post' ) );
		const ownTools = new Set(
			( await logRows( page ) ).map( ( row ) => row.tool )
		);
		expect( tools.every( ( tool ) => ownTools.has( tool ) ) ).toBe( true );
	}
);

test.describe( 'a tool the site withdraws stops working in tabs opened before', () => {
	test.afterEach( async () => savePluginSettings( admin, DEFAULT_SETTINGS ) );

	const withdrawals: Array<
		[ string, ( page: Page, baseURL: string ) => Promise< void >, boolean ]
	> = [
		[
			'the owner switches the tool off',
			() =>
				savePluginSettings( admin, {
					...DEFAULT_SETTINGS,
					abilities: { 'webmcp-abilities/create-draft': false },
				} ),
			true,
		],
		[
			'the owner switches every tool off',
			() =>
				savePluginSettings( admin, {
					...DEFAULT_SETTINGS,
					enabled: false,
				} ),
			false,
		],
		[
			'a filter takes the tool away',
			( page, baseURL ) =>
				setCookie(
					page,
					baseURL,
					'webmcp_test_filter_off',
					'webmcp-abilities/create-draft'
				),
			true,
		],
	];

	for ( const [ when, withdraw, logged ] of withdrawals ) {
		// The first withdrawal also runs on Playground; the others differ only in how PHP decides.
		const tag = when === withdrawals[ 0 ]?.[ 0 ] ? [] : [ NATIVE_ONLY ];
		test(
			`when ${ when }: the call returns tool_withdrawn and runs nothing; a reload drops the tool`,
			{ tag },
			async ( { page, baseURL } ) => {
				await logInBeforeVisit( page, 'author' );
				const agent = await Agent.attach( page );
				await page.goto( '/wp-admin/' );
				await expect
					.poll( () => agent.toolNames() )
					.toContain( ownTool( 'create-draft' ) );

				await withdraw( page, baseURL as string );
				const title = unique( 'withdrawn' );
				const response = await agent.call( ownTool( 'create-draft' ), {
					title,
				} );
				expect( response.output ).toEqual( {
					ok: false,
					error: {
						code: 'tool_withdrawn',
						message: expect.stringContaining( 'Reload the page' ),
						retryable: false,
					},
				} );
				expect( await draftsTitled( title ) ).toBe( 0 );

				const rows = await logRows( adminLog );
				const entry = rows.find( ( row ) =>
					row.input?.includes( title )
				);
				if ( logged ) {
					expect( entry ).toMatchObject( {
						person: 'author',
						tool: ownTool( 'create-draft' ),
						outcome: 'tool_withdrawn',
					} );
				} else {
					expect( entry ).toBeUndefined();
				}

				await page.reload();
				await page.waitForLoadState( 'networkidle' );
				expect( await agent.settledToolNames() ).not.toContain(
					ownTool( 'create-draft' )
				);
			}
		);
	}
} );
