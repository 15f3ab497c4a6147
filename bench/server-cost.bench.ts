/**
 * What the tools cost the server on every wp-admin page, as ratios taken in one run (a benchmark,
 * not a test: it asserts nothing about time): the dashboard's time to first byte and to its last
 * byte, tools offered against the plugin switched off in its settings, on a plain site and on one
 * with 1,000 registered abilities (500 asking for a tool); the HTML the plugin adds; and the one
 * request for the page's tools that only a browser with WebMCP (or the open assistant) makes.
 *
 * On both runtimes the plugin is measured on: `php -S` (the suite's native site) and the
 * production-shaped one (nginx, PHP-FPM with OPcache, MariaDB, Redis as the object cache). The
 * pages are requested over plain HTTP, not by a browser, so only the server's time is in them;
 * rounds alternate the sides, so drift hits both.
 */
import { request as httpRequest } from 'node:http';
import { rm } from 'node:fs/promises';

import { test } from '@playwright/test';

import { startProductionServer } from '../bin/lib/production-server.mjs';
import { createSiteFolder } from '../bin/lib/wordpress-core.mjs';
import { addMuPlugins } from '../e2e/utils/mu-plugins';
import {
	DEFAULT_SETTINGS,
	savePluginSettings,
} from '../e2e/utils/plugin-settings';
import { RestClient } from '../e2e/utils/rest-client';
import { testPort } from '../e2e/runtimes';
import { RatioTable } from './ratio-table';

const ROUNDS = 40;
const BULK_COOKIE = 'webmcp_test_bulk_abilities';

interface Timing {
	firstByte: number;
	lastByte: number;
	bytes: number;
	body: string;
}

/**
 * @param url     A page.
 * @param headers The headers to send (the session's cookie).
 */
function requestPage(
	url: string,
	headers: Record< string, string >
): Promise< Timing > {
	return new Promise( ( resolve, reject ) => {
		const start = performance.now();
		let firstByte = 0;
		const chunks: Buffer[] = [];
		httpRequest( url, { headers }, ( response ) => {
			if ( response.statusCode !== 200 ) {
				reject(
					new Error( `${ url } answered ${ response.statusCode }` )
				);
			}
			response.on( 'data', ( chunk: Buffer ) => {
				firstByte ||= performance.now() - start;
				chunks.push( chunk );
			} );
			response.on( 'end', () => {
				const body = Buffer.concat( chunks ).toString();
				resolve( {
					firstByte,
					lastByte: performance.now() - start,
					bytes: Buffer.byteLength( body ),
					body,
				} );
			} );
		} )
			.on( 'error', reject )
			.end();
	} );
}

/**
 * Measures one site: four sides, alternating, after one uncounted round; with the plugin on, the
 * one request a browser with WebMCP then makes for the page's tools.
 * @param table   Where the rows go.
 * @param label   The runtime's name.
 * @param siteUrl The site.
 */
async function measure(
	table: RatioTable,
	label: string,
	siteUrl: string
): Promise< void > {
	const admin = await RestClient.as( siteUrl, 'admin' );
	const session = await admin.cookieHeader();
	const sides = {
		offered: { enabled: true, bulk: 0 },
		off: { enabled: false, bulk: 0 },
		bulkOffered: { enabled: true, bulk: 1000 },
		bulkOff: { enabled: false, bulk: 1000 },
	};
	const timings = Object.fromEntries(
		Object.keys( sides ).map( ( side ) => [ side, [] as Timing[] ] )
	) as Record< keyof typeof sides, Timing[] >;
	const toolRequests: Record< 'offered' | 'bulkOffered', Timing[] > = {
		offered: [],
		bulkOffered: [],
	};
	try {
		for ( let round = 0; round <= ROUNDS; round++ ) {
			for ( const [ side, { enabled, bulk } ] of Object.entries(
				sides
			) ) {
				await savePluginSettings( admin, {
					...DEFAULT_SETTINGS,
					enabled,
				} );
				// The first request after a save reads the settings afresh: not counted.
				const headers = {
					Cookie: `${ session }; ${ BULK_COOKIE }=${ bulk }`,
				};
				const page = `${ siteUrl }/wp-admin/`;
				await requestPage( page, headers );
				const timing = await requestPage( page, headers );
				if ( round > 0 ) {
					timings[ side as keyof typeof sides ].push( timing );
				}
				if ( enabled ) {
					const nonce = /createNonceMiddleware\( "(\w+)" \)/.exec(
						timing.body
					)?.[ 1 ];
					const tools = await requestPage(
						`${ siteUrl }/wp-json/webmcp-abilities/v1/page-tools?screen=dashboard`,
						{ ...headers, 'X-WP-Nonce': nonce ?? '' }
					);
					if ( round > 0 ) {
						toolRequests[ side as keyof typeof toolRequests ].push(
							tools
						);
					}
				}
			}
		}
	} finally {
		await savePluginSettings( admin, DEFAULT_SETTINGS );
		await admin.dispose();
	}
	const pick = ( side: keyof typeof sides, key: 'firstByte' | 'lastByte' ) =>
		timings[ side ].map( ( timing ) => timing[ key ] );
	table.add(
		`${ label }: first byte, tools offered (a) / plugin off (b)`,
		pick( 'offered', 'firstByte' ),
		pick( 'off', 'firstByte' )
	);
	table.add(
		`${ label }: last byte, tools offered (a) / plugin off (b)`,
		pick( 'offered', 'lastByte' ),
		pick( 'off', 'lastByte' )
	);
	table.add(
		`${ label }, 1,000 abilities: first byte, offered (a) / off (b)`,
		pick( 'bulkOffered', 'firstByte' ),
		pick( 'bulkOff', 'firstByte' )
	);
	table.add(
		`${ label }, 1,000 abilities: last byte, offered (a) / off (b)`,
		pick( 'bulkOffered', 'lastByte' ),
		pick( 'bulkOff', 'lastByte' )
	);
	for ( const [ on, off, what ] of [
		[ 'offered', 'off', '' ],
		[ 'bulkOffered', 'bulkOff', ', 1,000 abilities' ],
	] as const ) {
		table.add(
			`${ label }${ what }: the tools' request, last byte (a) / the page, plugin off (b)`,
			toolRequests[ on ].map( ( timing ) => timing.lastByte ),
			pick( off, 'lastByte' )
		);
		const answer = toolRequests[ on ][ 0 ];
		const tools: number = answer
			? JSON.parse( answer.body ).offered.length
			: 0;
		const added =
			( timings[ on ][ 0 ]?.bytes ?? 0 ) -
			( timings[ off ][ 0 ]?.bytes ?? 0 );
		table.rows.push( {
			measure: `${ label }${ what }: HTML added (a) / the tools' answer (b), for ${ tools } tools`,
			a: `${ ( added / 1024 ).toFixed( 1 ) } KB`,
			b: `${ ( ( answer?.bytes ?? 0 ) / 1024 ).toFixed( 1 ) } KB`,
			'a / b': tools
				? `${ ( ( answer?.bytes ?? 0 ) / 1024 / tools ).toFixed(
						2
					) } KB a tool in the answer`
				: '—',
		} );
	}
}

test( 'what the tools cost the server', async ( { baseURL } ) => {
	test.setTimeout( 900_000 );
	const table = new RatioTable();
	await measure( table, 'php -S', baseURL as string );

	const siteDir = await createSiteFolder( 'server-cost-bench' );
	await addMuPlugins( siteDir, [
		'mu-plugins/offline-site.php',
		'mu-plugins/bulk-abilities.php',
	] );
	const site = await startProductionServer( {
		siteDir,
		port: testPort( 9476 ),
		workers: 2,
	} );
	try {
		await measure( table, 'nginx + FPM + Redis', site.url );
	} finally {
		await site.stop();
		await rm( siteDir, { recursive: true, force: true } );
	}

	// eslint-disable-next-line no-console
	console.log(
		`\nWhat the tools cost the server (medians of ${ ROUNDS } alternating requests of the dashboard, as admin):`
	);
	// eslint-disable-next-line no-console
	console.table( table.rows );
} );
