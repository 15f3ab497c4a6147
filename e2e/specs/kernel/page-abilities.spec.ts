/**
 * Another plugin's browser-side abilities (the `@wordpress/abilities` store) become tools that
 * run in the page, with the same contract as server abilities: opt-in, names, confirmation,
 * errors as values, the owner's switch, the log; and they follow the store as it changes.
 * The test plugin is `e2e/fixtures/mu-plugins/page-abilities.{php,js}`.
 */
import type { Page } from '@playwright/test';

import { Agent } from '../../utils/agent';
import { bridgeConsole } from '../../utils/bridge-console';
import { confirmDialog } from '../../utils/confirm-dialog';
import { logInBeforeVisit } from '../../utils/log-in';
import {
	DEFAULT_SETTINGS,
	savePluginSettings,
} from '../../utils/plugin-settings';
import { RestClient } from '../../utils/rest-client';
import { switchOnTestPlugin } from '../../utils/test-plugins';
import { expect, test } from '../../utils/clean-php-log';
import { NATIVE_ONLY } from '../../runtimes';

const ECHO = 'webmcp-test_page_echo';
const MARK = 'webmcp-test_page-mark';
const THROWS = 'webmcp-test_page-throws';
const LATE = 'webmcp-test_page-late';
const PAGE_TOOLS = [ ECHO, MARK, THROWS ];

let admin: RestClient;
test.beforeAll( async ( { baseURL } ) => {
	admin = await RestClient.as( baseURL as string, 'admin' );
} );
test.afterEach( async () => savePluginSettings( admin, DEFAULT_SETTINGS ) );
test.afterAll( async () => admin.dispose() );
// This story is about another plugin's browser-side abilities: its test plugin is on here only.
test.beforeEach( async ( { page, baseURL } ) =>
	switchOnTestPlugin( page, baseURL as string, 'pageAbilities' )
);

async function dashboard( page: Page ): Promise< Agent > {
	await logInBeforeVisit( page, 'admin' );
	const agent = await Agent.attach( page );
	await page.goto( '/wp-admin/' );
	await expect
		.poll( () => agent.toolNames() )
		.toEqual( expect.arrayContaining( PAGE_TOOLS ) );
	return agent;
}

/**
 * One tool's rows in the activity log, read on a tab of their own so the agent's page stays.
 * @param page A page logged in as an administrator.
 * @param tool The tool's name.
 * @return How many rows it has, and the newest: tool and outcome.
 */
async function logOf( page: Page, tool: string ) {
	const tab = await page.context().newPage();
	await tab.goto(
		`/wp-admin/tools.php?page=webmcp-abilities-activity&tool=${ tool }`
	);
	const total = Number(
		(
			await tab.locator( '.displaying-num' ).first().textContent()
		)?.replace( /\D/g, '' ) || 0
	);
	const newest = await tab
		.locator( '#the-list tr:not(.no-items)' )
		.evaluateAll( ( trs ) =>
			trs.map( ( row ) => [
				row.querySelector( '.column-tool code' )?.textContent?.trim(),
				row
					.querySelector(
						'.column-outcome .webmcp-abilities-outcome'
					)
					?.textContent?.trim(),
			] )
		);
	await tab.close();
	return { total, newest };
}

test(
	'browser-side abilities that ask become tools; one that does not ask, or the owner switched off, does not',
	{ tag: NATIVE_ONLY },
	async ( { page } ) => {
		const agent = await dashboard( page );
		expect( agent.toolNames() ).not.toContain( 'webmcp-test_page-hidden' );
		const echo = agent.tool( ECHO );
		expect( echo?.description ).toContain( 'Answers with the text' );
		expect( echo?.annotations ).toMatchObject( {
			readOnly: true,
			untrustedContent: true,
			consequential: false,
		} );

		await savePluginSettings( admin, {
			...DEFAULT_SETTINGS,
			abilities: { 'webmcp-test/page/echo': false },
		} );
		await page.reload();
		expect( await agent.settledToolNames() ).toEqual(
			expect.arrayContaining( [ MARK, THROWS ] )
		);
		expect( agent.toolNames() ).not.toContain( ECHO );
	}
);

test( 'a call runs in the page, with no request to the server but the log’s', async ( {
	page,
} ) => {
	const agent = await dashboard( page );
	// Stories before this one on the worker's site may have run the echo tool: what this story
	// adds is counted from what was there.
	const before = ( await logOf( page, ECHO ) ).total;
	const requests: string[] = [];
	page.on( 'request', ( request ) =>
		requests.push( decodeURIComponent( request.url() ) )
	);

	const title = await page.title();
	expect( ( await agent.call( ECHO, { text: 'hello' } ) ).output ).toEqual( {
		ok: true,
		result: { echo: 'hello', title },
	} );
	expect( ( await agent.call( ECHO, { text: '' } ) ).output ).toMatchObject( {
		ok: false,
		error: { code: 'invalid_input' },
	} );
	await expect
		.poll(
			() =>
				requests.filter( ( url ) =>
					url.includes( 'webmcp-abilities/v1/activity' )
				).length
		)
		.toBe( 2 );
	const restRequests = requests.filter( ( url ) =>
		/\/wp-json\/|rest_route=/.test( url )
	);
	expect(
		restRequests.filter(
			( url ) => ! url.includes( 'webmcp-abilities/v1/activity' )
		)
	).toEqual( [] );
	// The reports may reach the server in either order, and a row is there once it is answered.
	await expect
		.poll( async () => {
			const { total, newest } = await logOf( page, ECHO );
			return {
				added: total - before,
				newest: newest.slice( 0, 2 ).sort(),
			};
		} )
		.toEqual( {
			added: 2,
			newest: [
				[ ECHO, 'invalid_input' ],
				[ ECHO, 'ok' ],
			],
		} );
} );

test(
	'a consequential browser-side call is confirmed by the person, and declined changes nothing',
	{ tag: NATIVE_ONLY },
	async ( { page } ) => {
		const agent = await dashboard( page );
		const mark = () =>
			page.evaluate( () => document.body.dataset.webmcpTestMark ?? null );

		let call = await agent.invoke( MARK, { mark: 'no' } );
		await confirmDialog( page )
			.getByRole( 'button', { name: 'Cancel' } )
			.click();
		expect( ( await agent.response( call ) ).output ).toMatchObject( {
			ok: false,
			error: { code: 'confirmation_declined' },
		} );
		expect( await mark() ).toBeNull();

		call = await agent.invoke( MARK, { mark: 'yes' } );
		const dialog = confirmDialog( page );
		await expect(
			dialog.locator( '.webmcp-abilities-confirm__input dd' )
		).toHaveText( [ 'yes' ] );
		await dialog.getByRole( 'button', { name: 'Confirm' } ).click();
		expect( ( await agent.response( call ) ).output ).toEqual( {
			ok: true,
			result: { marked: 'yes' },
		} );
		expect( await mark() ).toBe( 'yes' );
	}
);

test(
	'a callback that throws comes back as ability_failed, and the bridge logs no error',
	{ tag: NATIVE_ONLY },
	async ( { page } ) => {
		const errors: string[] = [];
		page.on( 'console', ( message ) => {
			if (
				message.type() === 'error' &&
				message.text().includes( '[webmcp-abilities]' )
			) {
				errors.push( message.text() );
			}
		} );
		const agent = await dashboard( page );
		expect( ( await agent.call( THROWS ) ).output ).toMatchObject( {
			ok: false,
			error: {
				code: 'ability_failed',
				message: expect.stringContaining( 'failed on purpose' ),
			},
		} );
		expect( errors ).toEqual( [] );
	}
);

test(
	'an ability registered late becomes a tool, and one unregistered is withdrawn at once',
	{ tag: NATIVE_ONLY },
	async ( { page } ) => {
		const agent = await dashboard( page );
		expect( agent.toolNames() ).not.toContain( LATE );
		await page.evaluate( () =>
			(
				window as unknown as {
					webmcpTestPageAbilities: { registerLate: () => void };
				}
			 ).webmcpTestPageAbilities.registerLate()
		);
		await expect.poll( () => agent.toolNames() ).toContain( LATE );
		expect( ( await agent.call( LATE ) ).output ).toEqual( {
			ok: true,
			result: 'late',
		} );

		await page.evaluate( () =>
			(
				window as unknown as {
					webmcpTestPageAbilities: {
						unregister: ( name: string ) => void;
					};
				}
			 ).webmcpTestPageAbilities.unregister( 'webmcp-test/page/echo' )
		);
		await expect.poll( () => agent.toolNames() ).not.toContain( ECHO );
		expect( agent.toolNames() ).toContain( LATE );
	}
);

test(
	'server abilities mirrored into the store by WordPress are not offered twice',
	{ tag: NATIVE_ONLY },
	async ( { page, baseURL } ) => {
		const messages = bridgeConsole( page );
		const plain = await dashboard( page );
		const without = await plain.settledToolNames();

		await page.context().addCookies( [
			{
				name: 'webmcp_test_core_abilities',
				value: '1',
				url: baseURL as string,
			},
		] );
		await page.reload();
		// Mirrored abilities arrive in the store after a request; give them time to land.
		await expect
			.poll( () =>
				page.evaluate(
					() =>
						(
							window as unknown as {
								wp: {
									data: {
										select: ( s: string ) => {
											getAbilities: () => unknown[];
										};
									};
								};
							}
						 ).wp.data
							.select( 'core/abilities' )
							.getAbilities().length
				)
			)
			.toBeGreaterThan( 10 );
		expect( await plain.settledToolNames() ).toEqual( without );
		expect(
			messages.filter( ( text ) =>
				text.includes( 'already the tool of' )
			)
		).toEqual( [] );
	}
);
