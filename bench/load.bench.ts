/**
 * A tool call against the raw REST run of the same ability, 16 at a time, on the
 * production-shaped runtime (nginx, 8 PHP-FPM workers, MariaDB, Redis as object cache): requests
 * a second and latency, as ratios taken in one run (a benchmark, not a test: it asserts nothing
 * about time). Both sides send the same request (the tool's headers), so the server does the
 * same work: the run, the log, the budget (lifted here, so no call is refused).
 */
import { rm } from 'node:fs/promises';

import { test } from '@playwright/test';

import { startProductionServer } from '../bin/lib/production-server.mjs';
import { createSiteFolder } from '../bin/lib/wordpress-core.mjs';
import { logIn } from '../e2e/utils/log-in';
import { addMuPlugins } from '../e2e/utils/mu-plugins';
import { testPort } from '../e2e/runtimes';
import { RatioTable } from './ratio-table';
import { waitForTool } from './wait-for-tool';

const WORKERS = 8;
const IN_FLIGHT = 16;
/** Calls per side and round; rounds alternate the sides, so drift hits both. */
const CALLS = 96;
const ROUNDS = 4;
const TOOL = 'wp_get-site-overview';

const percentile = ( values: number[], share: number ) => {
	const sorted = [ ...values ].sort( ( x, y ) => x - y );
	return sorted[
		Math.min( sorted.length - 1, Math.floor( sorted.length * share ) )
	] as number;
};

test( 'tool calls against raw REST runs under load', async ( { page } ) => {
	test.setTimeout( 600_000 );
	const siteDir = await createSiteFolder( 'load-bench' );
	await addMuPlugins( siteDir, [
		'mu-plugins/offline-site.php',
		'mu-plugins/test-switches.php',
	] );
	const site = await startProductionServer( {
		siteDir,
		port: testPort( 9474 ),
		workers: WORKERS,
	} );
	try {
		await logIn( page, 'admin', site.url );
		// The budget would refuse all but 60 a minute: switched off for both sides alike.
		await page
			.context()
			.addCookies( [
				{ name: 'webmcp_test_rate_limit', value: '0', url: site.url },
			] );
		await page.goto( `${ site.url }/wp-admin/` );
		await waitForTool( page, TOOL );

		const sides = { tool: [] as number[][], fetch: [] as number[][] };
		const throughput = { tool: [] as number[], fetch: [] as number[] };
		for ( let round = 0; round <= ROUNDS; round++ ) {
			for ( const side of [ 'tool', 'fetch' ] as const ) {
				const { latencies, seconds } = await page.evaluate(
					async ( { name, calls, inFlight, via } ) => {
						type Tool = { name: string };
						const registry = (
							document as unknown as {
								modelContext: {
									getTools: () => Promise< Tool[] >;
									executeTool: (
										tool: Tool,
										input: object
									) => Promise< string >;
								};
							}
						 ).modelContext;
						const tool = ( await registry.getTools() ).find(
							( candidate ) => candidate.name === name
						) as Tool;
						const nonce = (
							window as unknown as {
								wp: {
									apiFetch: {
										nonceMiddleware: { nonce: string };
									};
								};
							}
						 ).wp.apiFetch.nonceMiddleware.nonce;
						const url = `/wp-json/wp-abilities/v1/abilities/webmcp-abilities/get-site-overview/run?_locale=user`;
						const once = async () => {
							if ( via === 'tool' ) {
								const answer = JSON.parse(
									await registry.executeTool( tool, {} )
								);
								if ( answer.ok === false ) {
									throw new Error( JSON.stringify( answer ) );
								}
								return;
							}
							const response = await fetch( url, {
								headers: {
									'X-WP-Nonce': nonce,
									'X-WebMCP-Abilities-Tool': name,
									Accept: 'application/json',
								},
							} );
							if ( ! response.ok ) {
								throw new Error( String( response.status ) );
							}
							await response.json();
						};
						const times: number[] = [];
						let sent = 0;
						const begun = performance.now();
						await Promise.all(
							Array.from( { length: inFlight }, async () => {
								while ( sent < calls ) {
									sent++;
									const start = performance.now();
									await once();
									times.push( performance.now() - start );
								}
							} )
						);
						return {
							latencies: times,
							seconds: ( performance.now() - begun ) / 1000,
						};
					},
					{
						name: TOOL,
						calls: CALLS,
						inFlight: IN_FLIGHT,
						via: side,
					}
				);
				// The first round warms both up.
				if ( round > 0 ) {
					sides[ side ].push( latencies );
					throughput[ side ].push( CALLS / seconds );
				}
			}
		}

		const table = new RatioTable();
		table.add(
			`requests a second, ${ IN_FLIGHT } at a time on ${ site.workers } workers: tool call (a) / raw REST run (b)`,
			throughput.tool,
			throughput.fetch,
			'/s'
		);
		for ( const [ label, share ] of [
			[ 'p50', 0.5 ],
			[ 'p95', 0.95 ],
		] as const ) {
			table.add(
				`${ label } latency (same pair)`,
				sides.tool.map( ( round ) => percentile( round, share ) ),
				sides.fetch.map( ( round ) => percentile( round, share ) )
			);
		}
		// eslint-disable-next-line no-console
		console.log(
			`\nUnder load (medians of ${ ROUNDS } alternating rounds of ${ CALLS } calls a side; production-shaped runtime):`
		);
		// eslint-disable-next-line no-console
		console.table( table.rows );
	} finally {
		await site.stop();
		await rm( siteDir, { recursive: true, force: true } );
	}
} );
