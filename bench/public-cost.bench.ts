/**
 * What the visitors' tools cost the public site, as ratios taken in one run (a benchmark, not a
 * test: it asserts nothing about time): the front page and a single post for an anonymous
 * visitor in Chromium without WebMCP, plugin on against switched off in its settings (first
 * byte, load, bytes, requests); and with WebMCP, when the last tool is registered against the
 * page's own load event; and the server's whole answer without a browser, many times over,
 * which a browser's visit is too noisy to show at this size. Rounds alternate the sides, so drift
 * hits both.
 */
import { test, type Browser, type Page } from '@playwright/test';

import { launchWithoutWebMCP } from '../e2e/utils/plain-browser';
import {
	DEFAULT_SETTINGS,
	savePluginSettings,
} from '../e2e/utils/plugin-settings';
import { RestClient } from '../e2e/utils/rest-client';
import { RatioTable } from './ratio-table';
import { recordRegistrations } from './record-registrations';

const ROUNDS = 15;

interface Visit {
	firstByte: number;
	load: number;
	bytes: number;
	requests: number;
	/** When the page registered its last tool, in ms since navigation started. */
	lastTool: number | null;
}

/**
 * One anonymous visit, in a fresh context (nothing cached between visits).
 * @param browser The browser.
 * @param url     The page.
 */
async function visit( browser: Browser, url: string ): Promise< Visit > {
	const context = await browser.newContext();
	const page: Page = await context.newPage();
	await recordRegistrations( page );
	await page.goto( url );
	await page.waitForLoadState( 'networkidle' );
	const measured = await page.evaluate( () => {
		const navigation = performance.getEntriesByType(
			'navigation'
		)[ 0 ] as PerformanceNavigationTiming;
		return {
			firstByte: navigation.responseStart,
			load: navigation.loadEventEnd,
			bytes: navigation.decodedBodySize,
			requests: performance.getEntriesByType( 'resource' ).length,
			lastTool:
				( window as unknown as { lastToolAt?: number } ).lastToolAt ??
				null,
		};
	} );
	await context.close();
	return measured;
}

const SERVER_BLOCKS = 8;
const SERVER_FETCHES = 10;

/**
 * The server's part alone, without a browser's noise: whole anonymous answers, one at a time.
 * @param url   The page.
 * @param count How many.
 * @return Each answer's time, in ms.
 */
async function serverTimes( url: string, count: number ): Promise< number[] > {
	const times: number[] = [];
	for ( let i = 0; i < count; i++ ) {
		const started = performance.now();
		await ( await fetch( url ) ).arrayBuffer();
		times.push( performance.now() - started );
	}
	return times;
}

const pick = ( visits: Visit[], key: keyof Visit ) =>
	visits.map( ( one ) => one[ key ] ?? 0 );

test( 'what the visitors’ tools cost the public site', async ( {
	browser,
	baseURL,
} ) => {
	test.setTimeout( 900_000 );
	const admin = await RestClient.as( baseURL as string, 'admin' );
	const post = await admin.request( 'POST', '/wp/v2/posts', {
		title: 'A post to measure',
		content: '<p>Some words for the page.</p>',
		status: 'publish',
	} );
	const plain = await launchWithoutWebMCP();
	const table = new RatioTable();
	const setEnabled = ( enabled: boolean ) =>
		savePluginSettings( admin, { ...DEFAULT_SETTINGS, enabled } );
	try {
		for ( const [ label, url ] of [
			[ 'front page', `${ baseURL }/` ],
			[ 'single post', post.body.link as string ],
		] as const ) {
			const on: Visit[] = [];
			const off: Visit[] = [];
			const withAgent: Visit[] = [];
			for ( let round = 0; round <= ROUNDS; round++ ) {
				await setEnabled( true );
				const a = await visit( plain, url );
				const agent = await visit( browser, url );
				await setEnabled( false );
				const b = await visit( plain, url );
				if ( round > 0 ) {
					on.push( a );
					off.push( b );
					withAgent.push( agent );
				}
			}
			const served = { on: [] as number[], off: [] as number[] };
			for ( let block = 0; block < SERVER_BLOCKS; block++ ) {
				await setEnabled( true );
				served.on.push(
					...( await serverTimes( url, SERVER_FETCHES ) )
				);
				await setEnabled( false );
				served.off.push(
					...( await serverTimes( url, SERVER_FETCHES ) )
				);
			}
			table.add(
				`${ label }, server's whole answer (no browser, ${
					SERVER_BLOCKS * SERVER_FETCHES
				} fetches a side): plugin on (a) / off (b)`,
				served.on,
				served.off
			);
			table.add(
				`${ label }, no WebMCP: first byte, plugin on (a) / off (b)`,
				pick( on, 'firstByte' ),
				pick( off, 'firstByte' )
			);
			table.add(
				`${ label }, no WebMCP: load (same pair)`,
				pick( on, 'load' ),
				pick( off, 'load' )
			);
			table.add(
				`${ label }, no WebMCP: HTML bytes (same pair)`,
				pick( on, 'bytes' ),
				pick( off, 'bytes' ),
				'B'
			);
			table.add(
				`${ label }, no WebMCP: requests (same pair)`,
				pick( on, 'requests' ),
				pick( off, 'requests' ),
				''
			);
			table.add(
				`${ label }, WebMCP: last tool registered / load event`,
				pick( withAgent, 'lastTool' ),
				pick( withAgent, 'load' )
			);
		}
	} finally {
		await setEnabled( true );
		await plain.close();
		await admin.dispose();
	}
	// eslint-disable-next-line no-console
	console.log(
		`\nWhat the visitors' tools cost (medians of ${ ROUNDS } alternating anonymous visits):`
	);
	// eslint-disable-next-line no-console
	console.table( table.rows );
} );
