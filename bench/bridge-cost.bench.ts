/**
 * What the bridge costs, as one table of ratios taken in one run on the same site (a benchmark,
 * not a test: it asserts nothing about time).
 *
 * - the bridge entry's size against its budget;
 * - the dashboard with tools against the same Chromium with WebMCP off, and against the plugin
 *   switched off in its settings (load, scripts, bytes);
 * - a site with 1,000 registered abilities (500 asking for a tool) against one without them
 *   (the server's time is `server-cost.bench.ts`'s);
 * - a read-only tool call through `document.modelContext` against a raw `fetch` of the same
 *   request.
 *
 * Rounds alternate the two sides, so drift hits both.
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

import { test, type Page } from '@playwright/test';

import { logIn } from '../e2e/utils/log-in';
import { launchWithoutWebMCP } from '../e2e/utils/plain-browser';
import {
	DEFAULT_SETTINGS,
	savePluginSettings,
} from '../e2e/utils/plugin-settings';
import { RestClient } from '../e2e/utils/rest-client';
import { ownTool } from '../e2e/utils/tool-names';
import { median, RatioTable } from './ratio-table';
import { recordRegistrations } from './record-registrations';

const ROUNDS = 20;
const CALLS = 40;
// The budget bin/test/bundle-budget.test.mjs enforces.
const BUDGET_GZIP = 12 * 1024;
const CALLED_TOOL = ownTool( 'list-admin-screens' );

const table = new RatioTable();
const rows = table.rows;

interface Load {
	load: number;
	htmlBytes: number;
	scripts: number;
	scriptBytes: number;
	abilityRequests: number;
	/** When the page registered its last tool, in ms since navigation started. */
	lastTool: number | null;
}

async function loadDashboard( page: Page ): Promise< Load > {
	await page.goto( '/wp-admin/' );
	await page.waitForLoadState( 'networkidle' );
	return page.evaluate( () => {
		const navigation = performance.getEntriesByType(
			'navigation'
		)[ 0 ] as PerformanceNavigationTiming;
		const resources = performance.getEntriesByType(
			'resource'
		) as PerformanceResourceTiming[];
		const scripts = resources.filter(
			( entry ) => entry.initiatorType === 'script'
		);
		return {
			load: navigation.loadEventEnd,
			htmlBytes: navigation.decodedBodySize,
			scripts: scripts.length,
			scriptBytes: scripts.reduce(
				( sum, entry ) => sum + entry.decodedBodySize,
				0
			),
			abilityRequests: resources.filter( ( entry ) =>
				entry.name.includes( 'wp-abilities' )
			).length,
			lastTool:
				( window as unknown as { lastToolAt?: number } ).lastToolAt ??
				null,
		};
	} );
}

/**
 * Loads both sides in turn, after one uncounted warm-up of each.
 * @param a Loads side a.
 * @param b Loads side b.
 */
async function alternate(
	a: () => Promise< Load >,
	b: () => Promise< Load >
): Promise< [ Load[], Load[] ] > {
	const left: Load[] = [];
	const right: Load[] = [];
	for ( let round = 0; round <= ROUNDS; round++ ) {
		const [ x, y ] = [ await a(), await b() ];
		if ( round > 0 ) {
			left.push( x );
			right.push( y );
		}
	}
	return [ left, right ];
}

const pick = ( loads: Load[], key: keyof Load ) =>
	loads.map( ( load ) => load[ key ] ?? 0 );

test( 'what the bridge costs', async ( { page, baseURL } ) => {
	const entry = readFileSync(
		new URL( '../build/index.js', import.meta.url )
	);
	const gzip = gzipSync( entry, { level: 9 } ).length;
	rows.push( {
		measure: 'bridge entry (min / gzip level 9; b = budget)',
		a: `${ ( entry.length / 1024 ).toFixed( 1 ) } KB / ${ ( gzip / 1024 ).toFixed( 1 ) } KB`,
		b: `${ BUDGET_GZIP / 1024 } KB`,
		'a / b': ( gzip / BUDGET_GZIP ).toFixed( 2 ),
	} );

	await recordRegistrations( page );
	await logIn( page, 'admin' );
	const admin = await RestClient.as( baseURL as string, 'admin' );

	// Tools registered, against the same Chromium with WebMCP off (the bridge loads, does nothing).
	const plainBrowser = await launchWithoutWebMCP();
	const plain = await plainBrowser.newPage( { baseURL } );
	await logIn( plain, 'admin' );
	const [ on, off ] = await alternate(
		() => loadDashboard( page ),
		() => loadDashboard( plain )
	);
	await plainBrowser.close();
	table.add(
		'dashboard load: WebMCP on (a) / off (b)',
		pick( on, 'load' ),
		pick( off, 'load' )
	);
	table.add(
		'last tool registered / load event (a: WebMCP on)',
		pick( on, 'lastTool' ),
		pick( on, 'load' )
	);

	// Tools offered, against the plugin switched off in its settings (no bridge, no request for tools).
	const setEnabled = ( enabled: boolean ) =>
		savePluginSettings( admin, { ...DEFAULT_SETTINGS, enabled } );
	const [ offered, switchedOff ] = await alternate(
		async () => ( await setEnabled( true ), loadDashboard( page ) ),
		async () => ( await setEnabled( false ), loadDashboard( page ) )
	);
	await setEnabled( true );
	table.add(
		'dashboard load: tools offered (a) / plugin off (b)',
		pick( offered, 'load' ),
		pick( switchedOff, 'load' )
	);
	table.add(
		'scripts loaded',
		pick( offered, 'scripts' ),
		pick( switchedOff, 'scripts' ),
		''
	);
	table.add(
		'script bytes (KB, uncompressed)',
		pick( offered, 'scriptBytes' ).map( ( bytes ) => bytes / 1024 ),
		pick( switchedOff, 'scriptBytes' ).map( ( bytes ) => bytes / 1024 ),
		'KB'
	);

	// 1,000 registered abilities, 500 asking, against none of them.
	const bulk = async ( count: number ) => {
		await page.context().addCookies( [
			{
				name: 'webmcp_test_bulk_abilities',
				value: String( count ),
				url: baseURL as string,
			},
		] );
		return loadDashboard( page );
	};
	const [ many, few ] = await alternate(
		() => bulk( 1000 ),
		() => bulk( 0 )
	);
	await page.context().clearCookies( { name: 'webmcp_test_bulk_abilities' } );
	table.add(
		'requests for abilities: 1,000 abilities (a) / none (b)',
		pick( many, 'abilityRequests' ),
		pick( few, 'abilityRequests' ),
		''
	);
	table.add(
		'HTML bytes (KB)',
		pick( many, 'htmlBytes' ).map( ( bytes ) => bytes / 1024 ),
		pick( few, 'htmlBytes' ).map( ( bytes ) => bytes / 1024 ),
		'KB'
	);
	table.add(
		'tools registered (ms after navigation)',
		pick( many, 'lastTool' ),
		pick( few, 'lastTool' )
	);

	// A read-only tool call against a raw fetch of the same request (same headers, so the server
	// does the same work: the run, the activity log, the rate limit).
	await page.context().addCookies( [
		{
			name: 'webmcp_test_rate_limit',
			value: '100000',
			url: baseURL as string,
		},
	] );
	await loadDashboard( page );
	const timings = await page.evaluate(
		async ( { toolName, calls } ) => {
			type Tool = { name: string };
			const registry = (
				document as unknown as {
					modelContext: {
						getTools: () => Promise< Tool[] > | Tool[];
						executeTool: (
							tool: Tool,
							input: object
						) => Promise< string >;
					};
				}
			 ).modelContext;
			const tool = ( await registry.getTools() ).find(
				( candidate ) => candidate.name === toolName
			) as Tool;
			const api = (
				window as unknown as {
					wp: { apiFetch: { nonceMiddleware: { nonce: string } } };
				}
			 ).wp.apiFetch;
			// The exact URL the tool requests, seen on a first call.
			let url = '';
			const pageFetch = window.fetch;
			window.fetch = ( input, init ) => {
				url ||= String( input instanceof Request ? input.url : input );
				return pageFetch( input, init );
			};
			await registry.executeTool( tool, {} );
			window.fetch = pageFetch;
			const raw = async () => {
				const response = await pageFetch( url, {
					headers: {
						'X-WP-Nonce': api.nonceMiddleware.nonce,
						'X-WebMCP-Abilities-Tool': toolName,
						Accept: 'application/json',
					},
					credentials: 'same-origin',
				} );
				return response.json();
			};
			const viaTool: number[] = [];
			const viaFetch: number[] = [];
			// Where a call's time goes besides the request: before it (the browser's WebMCP
			// dispatch, checking the input, the notice) and after it (reading the answer, the
			// result, back through WebMCP).
			const beforeRequest: number[] = [];
			const afterResponse: number[] = [];
			let requested = 0;
			let answered = 0;
			window.fetch = async ( input, init ) => {
				requested = performance.now();
				const response = await pageFetch( input, init );
				answered = performance.now();
				return response;
			};
			// The first of each warms up and is not counted.
			for ( let i = 0; i <= calls; i++ ) {
				let start = performance.now();
				const answer = JSON.parse(
					await registry.executeTool( tool, {} )
				);
				const toolTime = performance.now() - start;
				if ( i > 0 ) {
					beforeRequest.push( requested - start );
					afterResponse.push( start + toolTime - answered );
				}
				start = performance.now();
				await raw();
				const fetchTime = performance.now() - start;
				if ( i > 0 ) {
					viaTool.push( toolTime );
					viaFetch.push( fetchTime );
				}
				if ( answer.ok === false ) {
					throw new Error( JSON.stringify( answer ) );
				}
			}
			window.fetch = pageFetch;
			return { viaTool, viaFetch, beforeRequest, afterResponse };
		},
		{ toolName: CALLED_TOOL, calls: CALLS }
	);
	table.add(
		`read-only call: tool (a) / raw fetch (b), ${ CALLS } each`,
		timings.viaTool,
		timings.viaFetch
	);
	rows.push( {
		measure:
			'read-only call: before the request / after the response (median ms)',
		a: `${ median( timings.beforeRequest ).toFixed( 1 ) } ms`,
		b: `${ median( timings.afterResponse ).toFixed( 1 ) } ms`,
		'a / b': '—',
	} );
	await admin.dispose();

	// eslint-disable-next-line no-console
	console.log(
		`\nWhat the bridge costs (medians of ${ ROUNDS } alternating loads; native runtime):`
	);
	// eslint-disable-next-line no-console
	console.table( rows );
} );
