/**
 * The foundation's vertical slice: the site overview ability, offered as a WebMCP tool in
 * wp-admin, called by an agent, answers what WordPress itself reports.
 */
import type { Page } from '@playwright/test';

import { Agent } from '../../utils/agent';
import { logIn, logInBeforeVisit } from '../../utils/log-in';
import { launchWithoutWebMCP } from '../../utils/plain-browser';
import { ownTool, PUBLIC_TOOLS } from '../../utils/tool-names';
import { expect, test } from '../../utils/clean-php-log';
import { NATIVE_ONLY } from '../../runtimes';

const TOOL = 'wp_get-site-overview';
const PLUGIN_SLUG = 'webmcp-abilities';
const PLUGIN_PATH = `/wp-content/plugins/${ PLUGIN_SLUG }/`;

/**
 * What WordPress reports about itself, read without the plugin's tool.
 * @param page A logged-in page.
 */
async function siteFacts( page: Page ) {
	const index = await ( await page.request.get( '/wp-json/' ) ).json();
	const posts = await page.request.get( '/wp-json/wp/v2/posts?per_page=1' );
	const footer = await page.locator( '#footer-upgrade' ).innerText();
	return {
		title: index.name,
		tagline: index.description,
		url: `${ index.home }/`,
		wordpress_version: /\d+\.\d+(\.\d+)?/.exec( footer )?.[ 0 ],
		published_posts: Number( posts.headers()[ 'x-wp-total' ] ),
	};
}

/**
 * Runs the ability over REST directly, with a REST nonce for the logged-in user.
 * @param page A logged-in page.
 */
async function runOverREST( page: Page ) {
	const nonce = await (
		await page.request.get( '/wp-admin/admin-ajax.php?action=rest-nonce' )
	).text();
	const response = await page.request.get(
		'/wp-json/wp-abilities/v1/abilities/webmcp-abilities/get-site-overview/run',
		{ headers: { 'X-WP-Nonce': nonce } }
	);
	expect( response.status() ).toBe( 200 );
	return response.json();
}

test( 'an administrator’s agent sees the tool with its description and schema, and its result is what WordPress reports', async ( {
	page,
} ) => {
	await logInBeforeVisit( page, 'admin' );
	const agent = await Agent.attach( page );
	await page.goto( '/wp-admin/' );
	await expect.poll( () => agent.toolNames() ).toContain( TOOL );

	const tool = agent.tool( TOOL );
	expect( tool?.description ).toContain( 'site title' );
	expect( tool?.inputSchema ).toEqual( {
		type: 'object',
		properties: {},
		additionalProperties: false,
		default: {},
	} );
	expect( tool?.annotations?.readOnly ).toBe( true );

	const response = await agent.call( TOOL );
	expect( response.status ).toBe( 'Completed' );
	const facts = await siteFacts( page );
	expect( response.output ).toEqual( { ok: true, result: facts } );
	expect( response.output ).toEqual( {
		ok: true,
		result: await runOverREST( page ),
	} );
} );

test(
	'a subscriber’s agent sees the tool and gets a result',
	{ tag: NATIVE_ONLY },
	async ( { page } ) => {
		await logInBeforeVisit( page, 'subscriber' );
		const agent = await Agent.attach( page );
		await page.goto( '/wp-admin/' );
		await expect.poll( () => agent.toolNames() ).toContain( TOOL );

		const response = await agent.call( TOOL );
		expect( response.status ).toBe( 'Completed' );
		expect( response.output ).toEqual( {
			ok: true,
			result: await runOverREST( page ),
		} );
	}
);

test( 'a logged-out visitor gets no wp-admin tool and no wp-admin bridge: on the public site, only its public tools', async ( {
	page,
} ) => {
	const agent = await Agent.attach( page );
	await page.goto( '/wp-admin/' );
	await expect( page ).toHaveURL( /wp-login\.php/ );
	await page.goto( '/' );
	await page.waitForLoadState( 'networkidle' );

	expect(
		await page.locator( 'script[src*="build/index.js"]' ).count()
	).toBe( 0 );
	await expect.poll( () => agent.toolNames() ).toEqual( PUBLIC_TOOLS );
	expect( agent.tool( ownTool( 'get-site-overview' ) ) ).toBeUndefined();
} );

test( 'in Chromium without WebMCP the bridge stays silent and makes no request', async ( {
	baseURL,
} ) => {
	const browser = await launchWithoutWebMCP();
	try {
		const page = await browser.newPage( { baseURL } );
		// wp-admin itself logs failed requests to hosts this closed network cannot reach; only
		// what comes from the plugin counts.
		const complaints: string[] = [];
		page.on( 'console', ( message ) => {
			const fromPlugin =
				message.location().url.includes( PLUGIN_PATH ) ||
				message.text().includes( PLUGIN_SLUG );
			if (
				fromPlugin &&
				[ 'error', 'warning' ].includes( message.type() )
			) {
				complaints.push( message.text() );
			}
		} );
		page.on( 'pageerror', ( error ) => {
			if ( `${ error.stack }`.includes( PLUGIN_PATH ) ) {
				complaints.push( error.message );
			}
		} );
		const abilityRequests: string[] = [];
		page.on( 'request', ( request ) => {
			if ( request.url().includes( 'wp-abilities' ) ) {
				abilityRequests.push( request.url() );
			}
		} );

		await logIn( page, 'admin' );
		await page.goto( '/wp-admin/' );
		await page.waitForLoadState( 'networkidle' );

		expect( await page.evaluate( () => 'modelContext' in document ) ).toBe(
			false
		);
		await expect(
			page.locator( '#webmcp-abilities-bridge-js' )
		).toHaveCount( 1 );
		expect( abilityRequests ).toEqual( [] );
		expect( complaints ).toEqual( [] );
	} finally {
		await browser.close();
	}
} );
