/**
 * How fast the `npm start` site is to work in, as ratios against the native start site
 * (`npm start -- --native`) in one run: the Playground CLI with its default single worker on
 * these 2 cores (what `npm start` runs), and with two. Each side is the site `bin/start.mjs` runs, with only
 * this plugin. A benchmark: it prints, and asserts nothing about time.
 */
import { rm } from 'node:fs/promises';

import { test, type Browser, type Page } from '@playwright/test';

import { startStartSite } from '../bin/lib/start-site.mjs';
import { createSiteFolder } from '../bin/lib/wordpress-core.mjs';
import { logInToStartSite } from '../e2e/utils/log-in';
import { testPort } from '../e2e/runtimes';
import { median } from './ratio-table';

const ROUNDS = 9;
const SIDES = [
	{
		label: 'Playground, 1 worker (npm start)',
		native: false,
		workers: 1,
	},
	{ label: 'Playground, 2 workers', native: false, workers: 2 },
	{ label: 'native (npm start -- --native)', native: true, workers: 0 },
] as const;

interface Sample {
	ttfb: number;
	load: number;
	run: number;
}

async function sample( page: Page, url: string ): Promise< Sample > {
	await page.goto( `${ url }/wp-admin/` );
	await page.waitForLoadState( 'load' );
	return page.evaluate( async () => {
		const navigation = performance.getEntriesByType(
			'navigation'
		)[ 0 ] as PerformanceNavigationTiming;
		const { wp } = window as unknown as {
			wp: { apiFetch: ( o: object ) => Promise< unknown > };
		};
		const start = performance.now();
		await wp.apiFetch( {
			path: '/wp-abilities/v1/abilities/webmcp-abilities/get-site-overview/run',
		} );
		return {
			ttfb: navigation.responseStart - navigation.requestStart,
			load: navigation.loadEventEnd,
			run: performance.now() - start,
		};
	} );
}

test( 'how fast the start site is', async ( { browser } ) => {
	test.setTimeout( 600_000 );
	const sites = await Promise.all(
		SIDES.map( async ( side, index ) => {
			const siteDir = await createSiteFolder( 'bench-start' );
			const server = await startStartSite( {
				siteDir,
				port: testPort( 9470 + index ),
				native: side.native,
				workers: side.workers,
			} );
			return { ...side, siteDir, server };
		} )
	);
	const pages: Page[] = [];
	const contexts: Awaited< ReturnType< Browser[ 'newContext' ] > >[] = [];
	try {
		for ( const site of sites ) {
			const context = await browser.newContext();
			contexts.push( context );
			const page = await context.newPage();
			await logInToStartSite( page, site.server.url );
			await sample( page, site.server.url ); // warm-up, not counted
			pages.push( page );
		}
		const samples: Sample[][] = sites.map( () => [] );
		for ( let round = 0; round < ROUNDS; round++ ) {
			for ( const [ index, site ] of sites.entries() ) {
				samples[ index ]?.push(
					await sample( pages[ index ] as Page, site.server.url )
				);
			}
		}
		const native = samples[ sites.length - 1 ] as Sample[];
		const rows = sites.flatMap( ( site, index ) =>
			( [ 'ttfb', 'load', 'run' ] as const ).map( ( key ) => {
				const a = median(
					( samples[ index ] as Sample[] ).map( ( s ) => s[ key ] )
				);
				const b = median( native.map( ( s ) => s[ key ] ) );
				return {
					side: site.label,
					measure: {
						ttfb: 'dashboard time to first byte',
						load: 'dashboard load event',
						run: 'REST run of a read-only ability',
					}[ key ],
					ms: Math.round( a ),
					'/ native': ( a / b ).toFixed( 2 ),
				};
			} )
		);
		// eslint-disable-next-line no-console
		console.log(
			`\nThe start site (medians of ${ ROUNDS } rounds, sides alternating; 2 cores):`
		);
		// eslint-disable-next-line no-console
		console.table( rows );
	} finally {
		await Promise.all( contexts.map( ( context ) => context.close() ) );
		await Promise.all(
			sites.map( async ( site ) => {
				await site.server.stop();
				await rm( site.siteDir, { recursive: true, force: true } );
			} )
		);
	}
} );
