/**
 * What the bridge costs a wp-admin page: the dashboard's load time in Chromium with WebMCP on
 * (tools registered) against the same Chromium with it off (the bridge does nothing), how long
 * after navigation the last tool is registered, and the load with the plugin's tools offered
 * against the plugin switched off in its settings (no bridge, no preload).
 * Rounds alternate so drift hits both sides.
 */
import { test, type Page } from '@playwright/test';

import { logIn } from '../e2e/utils/log-in';
import { launchWithoutWebMCP } from '../e2e/utils/plain-browser';
import { DEFAULT_SETTINGS, savePluginSettings } from '../e2e/utils/plugin-settings';
import { RestClient } from '../e2e/utils/rest-client';

const ROUNDS = 15;

const median = ( values: number[] ) => {
	const sorted = [ ...values ].sort( ( a, b ) => a - b );
	return sorted[ Math.floor( sorted.length / 2 ) ] as number;
};

/** Records when the page last registered a tool, in ms since navigation started. */
async function recordRegistrations( page: Page ): Promise< void > {
	await page.addInitScript( () => {
		const registry = ( document as unknown as { modelContext?: { registerTool: ( ...args: unknown[] ) => unknown } } )
			.modelContext;
		if ( ! registry ) {
			return;
		}
		const register = registry.registerTool.bind( registry );
		registry.registerTool = ( ...args: unknown[] ) => {
			( window as unknown as { lastToolAt: number } ).lastToolAt = performance.now();
			return register( ...args );
		};
	} );
}

async function loadDashboard( page: Page ): Promise< { load: number; lastTool: number | null } > {
	await page.goto( '/wp-admin/' );
	await page.waitForLoadState( 'networkidle' );
	return page.evaluate( () => ( {
		load: ( performance.getEntriesByType( 'navigation' )[ 0 ] as PerformanceNavigationTiming ).loadEventEnd,
		lastTool: ( window as unknown as { lastToolAt?: number } ).lastToolAt ?? null,
	} ) );
}

test( 'dashboard load with the bridge registering tools, against WebMCP off', async ( { page, baseURL } ) => {
	await recordRegistrations( page );
	await logIn( page, 'admin' );
	const plainBrowser = await launchWithoutWebMCP();
	const plain = await plainBrowser.newPage( { baseURL } );
	await logIn( plain, 'admin' );

	const on: number[] = [];
	const off: number[] = [];
	const toolsReady: number[] = [];
	// A first load of each warms caches and is not counted.
	await loadDashboard( page );
	await loadDashboard( plain );
	for ( let round = 0; round < ROUNDS; round++ ) {
		const withTools = await loadDashboard( page );
		on.push( withTools.load );
		if ( withTools.lastTool !== null ) {
			toolsReady.push( withTools.lastTool );
		}
		off.push( ( await loadDashboard( plain ) ).load );
	}
	await plainBrowser.close();

	const results = {
		rounds: ROUNDS,
		'load, WebMCP off (median ms)': Math.round( median( off ) ),
		'load, WebMCP on (median ms)': Math.round( median( on ) ),
		'ratio on / off': Number( ( median( on ) / median( off ) ).toFixed( 2 ) ),
		'last tool registered (median ms)': Math.round( median( toolsReady ) ),
		'ratio last tool / load (on)': Number( ( median( toolsReady ) / median( on ) ).toFixed( 2 ) ),
	};
	// eslint-disable-next-line no-console
	console.table( results );
} );

test( 'dashboard load with the plugin offering tools, against the plugin switched off', async ( { page, baseURL } ) => {
	const admin = await RestClient.as( baseURL as string, 'admin' );
	const setEnabled = ( enabled: boolean ) => savePluginSettings( admin, { ...DEFAULT_SETTINGS, enabled } );
	await logIn( page, 'admin' );

	const on: number[] = [];
	const off: number[] = [];
	try {
		for ( let round = 0; round <= ROUNDS; round++ ) {
			// Round 0 warms caches for both and is not counted.
			await setEnabled( true );
			const withTools = ( await loadDashboard( page ) ).load;
			await setEnabled( false );
			const without = ( await loadDashboard( page ) ).load;
			if ( round > 0 ) {
				on.push( withTools );
				off.push( without );
			}
		}
	} finally {
		await setEnabled( true );
		await admin.dispose();
	}

	// eslint-disable-next-line no-console
	console.table( {
		rounds: ROUNDS,
		'load, plugin switched off (median ms)': Math.round( median( off ) ),
		'load, tools offered (median ms)': Math.round( median( on ) ),
		'ratio offered / off': Number( ( median( on ) / median( off ) ).toFixed( 2 ) ),
	} );
} );
