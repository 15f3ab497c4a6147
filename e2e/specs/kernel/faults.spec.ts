/**
 * Faults while an agent's call runs: the server fails after the ability ran, the connection
 * drops, the REST nonce has expired or the login session has ended, the agent cancels, the
 * page navigates. Each call comes back as a value that says what may have happened, and no
 * ability runs twice: the site counts real executions (`execution-counter.php`).
 */
import type { BrowserContext, Page } from '@playwright/test';

import { loggedOutcomes } from '../../utils/activity-log';
import { Agent, agentOn } from '../../utils/agent';
import { confirmDialog } from '../../utils/confirm-dialog';
import { runRequests } from '../../utils/page-watch';
import { RestClient } from '../../utils/rest-client';
import { createPost, postStatus } from '../../utils/site-content';
import { watchToolResults } from '../../utils/tool-results';
import { ownTool } from '../../utils/tool-names';
import { expect, test } from '../../utils/clean-php-log';
import { NATIVE_ONLY } from '../../runtimes';

const MAY_HAVE_RUN = /may or may not have run|may have run/;

let admin: RestClient;
test.beforeAll( async ( { baseURL } ) => {
	admin = await RestClient.as( baseURL as string, 'admin' );
} );
test.afterAll( async () => admin.dispose() );

/** @return How often each ability has really executed on the site so far. */
async function executions(): Promise< Record< string, number > > {
	const response = await admin.request( 'GET', '/webmcp-test/v1/executions' );
	expect( response.status ).toBe( 200 );
	return response.body;
}

/**
 * @param ability The ability whose runs are counted.
 * @return A function answering how often `ability` has executed since this call.
 */
async function executionsSince(
	ability: string
): Promise< () => Promise< number > > {
	const before = ( await executions() )[ ability ] ?? 0;
	return async () => ( ( await executions() )[ ability ] ?? 0 ) - before;
}

/**
 * Sets a switch of `test-switches.php` for this browser.
 * @param context The browser context.
 * @param baseURL The site’s address.
 * @param name    The switch’s cookie name.
 * @param value   Its value.
 */
async function setSwitch(
	context: BrowserContext,
	baseURL: string,
	name: string,
	value: string
): Promise< void > {
	await context.addCookies( [ { name, value, url: baseURL } ] );
}

/**
 * @param code The error code the call ends with.
 * @return What a tool answers when a call failed after it may have reached the server: an error
 *         that says so, and that a careful agent must not simply repeat.
 */
const failedButMayHaveRun = ( code: string ) => ( {
	ok: false,
	error: {
		code,
		retryable: false,
		message: expect.stringMatching( MAY_HAVE_RUN ),
	},
} );

/**
 * The post is published, the ability ran once, and the browser sent its request once.
 * @param id   The post.
 * @param ran  How often publish-post has executed since the test began.
 * @param runs The run requests the page sent.
 */
async function expectPublishedOnce(
	id: number,
	ran: () => Promise< number >,
	runs: string[]
): Promise< void > {
	expect( await postStatus( admin, id ) ).toBe( 'publish' );
	expect( await ran() ).toBe( 1 );
	expect( runs ).toHaveLength( 1 );
}

/**
 * Starts a publish-post call and confirms it, as the person would.
 * @param agent The agent.
 * @param page  The agent’s page.
 * @param id    The draft to publish.
 */
async function confirmedPublish(
	agent: Agent,
	page: Page,
	id: number
): Promise< string > {
	const call = await agent.invoke( ownTool( 'publish-post' ), { id } );
	await confirmDialog( page )
		.getByRole( 'button', { name: 'Confirm' } )
		.click();
	return call;
}

test.describe( 'the server fails after the ability ran', () => {
	test(
		'a consequential call gets server_error, not retryable, saying it may have run; it ran and was sent once',
		{ tag: NATIVE_ONLY },
		async ( { page, context, baseURL } ) => {
			const id = await createPost( admin, {
				title: 'Published, then 500',
				status: 'draft',
			} );
			const agent = await agentOn(
				page,
				'admin',
				ownTool( 'publish-post' )
			);
			await setSwitch(
				context,
				baseURL as string,
				'webmcp_test_fail_after_run',
				'webmcp-abilities/publish-post'
			);
			const runs = runRequests( page );
			const ran = await executionsSince(
				'webmcp-abilities/publish-post'
			);

			const response = await agent.response(
				await confirmedPublish( agent, page, id )
			);
			expect( response.output ).toMatchObject(
				failedButMayHaveRun( 'server_error' )
			);
			await expectPublishedOnce( id, ran, runs );
		}
	);

	test(
		'a read gets server_error, retryable',
		{ tag: NATIVE_ONLY },
		async ( { page, context, baseURL } ) => {
			const agent = await agentOn(
				page,
				'admin',
				ownTool( 'publish-post' )
			);
			await setSwitch(
				context,
				baseURL as string,
				'webmcp_test_fail_after_run',
				'webmcp-abilities/get-site-overview'
			);
			const runs = runRequests( page );

			const response = await agent.call( ownTool( 'get-site-overview' ) );
			expect( response.output ).toMatchObject( {
				ok: false,
				error: { code: 'server_error', retryable: true },
			} );
			expect( runs ).toHaveLength( 1 );
		}
	);
} );

test.describe( 'the connection drops after the request reached the server', () => {
	/**
	 * The request reaches the site and runs there; the browser then sees the connection reset.
	 * @param page    The agent’s page.
	 * @param ability The ability whose runs are counted.
	 */
	async function dropResponses(
		page: Page,
		ability: string
	): Promise< void > {
		await page.route(
			( url ) =>
				url.pathname.endsWith( `/${ ability }/run` ) ||
				decodeURIComponent( url.search ).includes(
					`/${ ability }/run`
				),
			async ( route ) => {
				await route.fetch();
				await route.abort( 'connectionreset' );
			}
		);
	}

	test( 'a consequential call gets network_error, not retryable, saying it may have run; it ran once and was not resent', async ( {
		page,
	} ) => {
		const id = await createPost( admin, {
			title: 'Published, then reset',
			status: 'draft',
		} );
		const agent = await agentOn( page, 'admin', ownTool( 'publish-post' ) );
		await dropResponses( page, 'publish-post' );
		const runs = runRequests( page );
		const ran = await executionsSince( 'webmcp-abilities/publish-post' );

		const response = await agent.response(
			await confirmedPublish( agent, page, id )
		);
		expect( response.output ).toMatchObject(
			failedButMayHaveRun( 'network_error' )
		);
		await expectPublishedOnce( id, ran, runs );
	} );

	test(
		'a write that is not idempotent is not retryable either: sent again, it would create twice',
		{ tag: NATIVE_ONLY },
		async ( { page } ) => {
			const title = `Draft, then reset ${ Date.now() }`;
			const agent = await agentOn(
				page,
				'admin',
				ownTool( 'publish-post' )
			);
			await dropResponses( page, 'create-draft' );

			const response = await agent.call( ownTool( 'create-draft' ), {
				title,
			} );
			expect( response.output ).toMatchObject(
				failedButMayHaveRun( 'network_error' )
			);
			const found = await admin.run(
				'webmcp-abilities/find-posts',
				'GET',
				{ search: title, status: [ 'draft' ] }
			);
			expect( found.body.total ).toBe( 1 );
		}
	);

	test(
		'a read gets network_error, retryable',
		{ tag: NATIVE_ONLY },
		async ( { page } ) => {
			const agent = await agentOn(
				page,
				'admin',
				ownTool( 'publish-post' )
			);
			await dropResponses( page, 'get-site-overview' );

			const response = await agent.call( ownTool( 'get-site-overview' ) );
			expect( response.output ).toMatchObject( {
				ok: false,
				error: { code: 'network_error', retryable: true },
			} );
		}
	);
} );

test.describe( 'the session', () => {
	test(
		'a REST nonce that expired while the page sat open is renewed, and the call runs once',
		{ tag: NATIVE_ONLY },
		async ( { page } ) => {
			const title = `Draft after a day ${ Date.now() }`;
			const agent = await agentOn(
				page,
				'admin',
				ownTool( 'publish-post' )
			);
			// The nonce this session had two days ago, in the page's api-fetch, as on a page left open.
			await page.evaluate( async () => {
				const expired = await (
					await fetch( '/?webmcp_test_expired_rest_nonce=1' )
				).text();
				(
					window as unknown as {
						wp: {
							apiFetch: { nonceMiddleware: { nonce: string } };
						};
					}
				 ).wp.apiFetch.nonceMiddleware.nonce = expired;
			} );
			const answers: string[] = [];
			page.on( 'response', async ( response ) => {
				const url = decodeURIComponent( response.url() );
				if (
					url.includes( '/create-draft/run' ) ||
					url.includes( 'action=rest-nonce' )
				) {
					answers.push(
						`${ response.status() } ${ url.includes( 'rest-nonce' ) ? 'rest-nonce' : 'run' }`
					);
				}
			} );
			const ran = await executionsSince(
				'webmcp-abilities/create-draft'
			);

			const response = await agent.call( ownTool( 'create-draft' ), {
				title,
			} );
			expect( response.output ).toMatchObject( {
				ok: true,
				result: { status: 'draft' },
			} );
			// What really happens: the site refuses the stale nonce before the ability runs, api-fetch
			// fetches a fresh one from admin-ajax.php and sends the call again.
			expect( answers ).toEqual( [
				'403 run',
				'200 rest-nonce',
				'200 run',
			] );
			expect( await ran() ).toBe( 1 );
			const found = await admin.run(
				'webmcp-abilities/find-posts',
				'GET',
				{ search: title, status: [ 'draft' ] }
			);
			expect( found.body.total ).toBe( 1 );
		}
	);

	test(
		'after logging out in another tab, a call returns session_expired and nothing runs',
		{ tag: NATIVE_ONLY },
		async ( { page, context } ) => {
			const id = await createPost( admin, {
				title: 'Not published after logout',
				status: 'draft',
			} );
			const agent = await agentOn(
				page,
				'admin',
				ownTool( 'publish-post' )
			);
			const other = await context.newPage();
			await other.goto( '/wp-admin/' );
			const logout = await other
				.locator( '#wp-admin-bar-logout a' )
				.getAttribute( 'href' );
			await other.goto( logout as string );
			await expect( other ).toHaveURL( /wp-login\.php\?loggedout=true/ );
			await other.close();
			const ran = await executionsSince(
				'webmcp-abilities/publish-post'
			);

			const response = await agent.response(
				await confirmedPublish( agent, page, id )
			);
			expect( response.output ).toMatchObject( {
				ok: false,
				error: { code: 'session_expired', retryable: false },
			} );
			expect( await postStatus( admin, id ) ).toBe( 'draft' );
			expect( await ran() ).toBe( 0 );
		}
	);

	test(
		'with the login cookies cleared, a call returns session_expired and nothing runs',
		{ tag: NATIVE_ONLY },
		async ( { page, context } ) => {
			const title = `Draft without a session ${ Date.now() }`;
			const agent = await agentOn(
				page,
				'admin',
				ownTool( 'publish-post' )
			);
			await context.clearCookies();
			const ran = await executionsSince(
				'webmcp-abilities/create-draft'
			);

			const response = await agent.call( ownTool( 'create-draft' ), {
				title,
			} );
			expect( response.output ).toMatchObject( {
				ok: false,
				error: { code: 'session_expired', retryable: false },
			} );
			expect( await ran() ).toBe( 0 );
		}
	);
} );

test.describe( 'the call is cut off while its request is in flight', () => {
	test(
		'the agent cancels: cancelled, the bridge does not claim nothing ran, and the log shows what the server did',
		{ tag: NATIVE_ONLY },
		async ( { page, context, baseURL } ) => {
			const id = await createPost( admin, {
				title: 'Published, cancelled meanwhile',
				status: 'draft',
			} );
			const results = await watchToolResults( page );
			const agent = await agentOn(
				page,
				'admin',
				ownTool( 'publish-post' )
			);
			await setSwitch(
				context,
				baseURL as string,
				'webmcp_test_slow_run',
				'webmcp-abilities/publish-post'
			);
			const runs = runRequests( page );
			const ran = await executionsSince(
				'webmcp-abilities/publish-post'
			);

			const sent = page.waitForRequest( ( request ) =>
				request.url().includes( '/publish-post/run' )
			);
			const call = await confirmedPublish( agent, page, id );
			await sent;
			// The cut comes once the server has run the ability, while it still holds the answer:
			// a request cancelled before any PHP worker read it may never run at all, which on a
			// busy machine is what "sent" alone left to chance.
			await expect
				.poll( ran, {
					message: 'the server ran the publish before the cancel',
				} )
				.toBe( 1 );
			await agent.cancel( call );
			expect( ( await agent.response( call ) ).status ).toBe(
				'Canceled'
			);
			// What the tool itself returned, which an in-page caller would read.
			await expect.poll( results ).toEqual( [
				{
					ok: false,
					error: {
						code: 'cancelled',
						retryable: false,
						message: expect.stringMatching( MAY_HAVE_RUN ),
					},
				},
			] );

			// The server finished the run it had started, once, and logged it as it happened.
			expect( await ran() ).toBe( 1 );
			expect( await postStatus( admin, id ) ).toBe( 'publish' );
			expect( runs ).toHaveLength( 1 );
			const log = await context.newPage();
			// The entry is written when the run's response is ready, after the switch's delay.
			await expect
				.poll( () =>
					loggedOutcomes( log, new RegExp( `"id":${ id }\\}` ) )
				)
				.toEqual( [ 'ok' ] );
		}
	);

	test(
		'the page navigates: the call ends as stale_context and runs once',
		{ tag: NATIVE_ONLY },
		async ( { page } ) => {
			const title = `Draft while leaving ${ Date.now() }`;
			const results = await watchToolResults( page );
			const agent = await agentOn(
				page,
				'admin',
				ownTool( 'publish-post' )
			);
			// The site runs the call; its answer is held until the page has moved on, so the
			// navigation cuts the request off on any runtime, however fast.
			let moved = () => {};
			const pageMoved = new Promise< void >(
				( resolve ) => ( moved = resolve )
			);
			await page.route(
				( url ) => url.pathname.endsWith( '/create-draft/run' ),
				async ( route ) => {
					const response = await route.fetch();
					await pageMoved;
					// The page that asked is gone, and its request with it.
					await route.fulfill( { response } ).catch( () => {} );
				}
			);
			const runs = runRequests( page );
			const ran = await executionsSince(
				'webmcp-abilities/create-draft'
			);

			const sent = page.waitForRequest( ( request ) =>
				request.url().includes( '/create-draft/run' )
			);
			await agent.invoke( ownTool( 'create-draft' ), { title } );
			await sent;
			await page.goto( '/wp-admin/edit.php' );
			moved();
			// The tool answers while the old page is still there (measured: Chromium then hands the
			// CDP agent no answer at all for a call whose document went away).
			await expect.poll( results ).toEqual( [
				{
					ok: false,
					error: {
						code: 'stale_context',
						retryable: false,
						message: expect.any( String ),
					},
				},
			] );

			await expect.poll( ran ).toBe( 1 );
			// The new page sent nothing again.
			await expect
				.poll( () => agent.toolNames() )
				.toContain( ownTool( 'create-draft' ) );
			expect( runs ).toHaveLength( 1 );
			const found = await admin.run(
				'webmcp-abilities/find-posts',
				'GET',
				{
					search: title,
					status: [ 'draft' ],
				}
			);
			expect( found.body.total ).toBe( 1 );
		}
	);
} );
