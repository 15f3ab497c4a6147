/**
 * What the site's assistant costs, as ratios taken in one run on the same site (a benchmark, not
 * a test: it asserts nothing about time).
 *
 * - the dashboard in a browser without WebMCP, the assistant offered (never opened) against the
 *   assistant switched off: load, scripts, bytes;
 * - one assistant step that runs a read-only tool (two model turns and the call between them)
 *   against the same work done without the panel: the two turns sent straight to the route,
 *   and the tool called by a browser agent. The scripted model answers at once, so what is
 *   measured is everything the plugin and the page add around the model's own reply time.
 *
 * Rounds alternate the two sides, so drift hits both.
 */
import { test, type Page } from '@playwright/test';

import { logIn } from '../e2e/utils/log-in';
import { launchWithoutWebMCP } from '../e2e/utils/plain-browser';
import {
	DEFAULT_SETTINGS,
	savePluginSettings,
} from '../e2e/utils/plugin-settings';
import { RestClient } from '../e2e/utils/rest-client';
import { RatioTable } from './ratio-table';
import { waitForTool } from './wait-for-tool';
import {
	callsReply,
	scriptModel,
	switchOnScriptedModel,
	textReply,
} from '../e2e/utils/scripted-model';

const ROUNDS = 11;
/** Each step is 6 agent requests, both sides: within the person's budget of 60 a minute. */
const STEP_ROUNDS = 7;
const TOOL = 'wp_list-admin-screens';

const table = new RatioTable();
const rows = table.rows;

async function loadDashboard( page: Page ) {
	await page.goto( '/wp-admin/' );
	await page.waitForLoadState( 'networkidle' );
	return page.evaluate( () => {
		const navigation = performance.getEntriesByType(
			'navigation'
		)[ 0 ] as PerformanceNavigationTiming;
		const scripts = (
			performance.getEntriesByType(
				'resource'
			) as PerformanceResourceTiming[]
		 ).filter( ( entry ) => entry.initiatorType === 'script' );
		return {
			load: navigation.loadEventEnd,
			scripts: scripts.length,
			scriptBytes: scripts.reduce(
				( sum, entry ) => sum + entry.decodedBodySize,
				0
			),
		};
	} );
}

const step = [
	callsReply( [ { id: 'bench-call', name: TOOL } ] ),
	textReply( 'Bench step finished.' ),
];

test( 'what the assistant costs', async ( { baseURL, browser } ) => {
	const admin = await RestClient.as( baseURL as string, 'admin' );
	const setAssistant = ( enabled: boolean ) =>
		savePluginSettings( admin, {
			...DEFAULT_SETTINGS,
			assistant: { enabled, capability: 'manage_options' },
		} );

	const plainBrowser = await launchWithoutWebMCP();
	const agentBrowser = browser;
	const plain = await plainBrowser.newPage( { baseURL } );
	await switchOnScriptedModel( plain, baseURL as string );
	await logIn( plain, 'admin' );
	const offered: Array< Awaited< ReturnType< typeof loadDashboard > > > = [];
	const off: typeof offered = [];
	for ( let round = 0; round <= ROUNDS; round++ ) {
		await setAssistant( true );
		const a = await loadDashboard( plain );
		await setAssistant( false );
		const b = await loadDashboard( plain );
		if ( round > 0 ) {
			offered.push( a );
			off.push( b );
		}
	}
	table.add(
		'dashboard without WebMCP, load: assistant offered, never opened (a) / switched off (b)',
		offered.map( ( { load } ) => load ),
		off.map( ( { load } ) => load )
	);
	table.add(
		'scripts loaded (same pair)',
		offered.map( ( { scripts } ) => scripts ),
		off.map( ( { scripts } ) => scripts ),
		''
	);
	table.add(
		'script bytes, uncompressed (same pair)',
		offered.map( ( { scriptBytes } ) => scriptBytes / 1024 ),
		off.map( ( { scriptBytes } ) => scriptBytes / 1024 ),
		'KB'
	);

	// One step in the panel, against the same tool called by a browser agent.
	await setAssistant( true );
	await plain.goto( '/wp-admin/' );
	await plain
		.locator( '#wp-admin-bar-webmcp-abilities-assistant' )
		.getByRole( 'menuitem', { name: 'Assistant' } )
		.click();
	const panel = plain.getByRole( 'region', { name: 'Site assistant' } );
	await panel.getByRole( 'textbox' ).waitFor();
	const agentPage = await agentBrowser.newPage( { baseURL } );
	await logIn( agentPage, 'admin' );
	await agentPage.goto( '/wp-admin/' );
	await waitForTool( agentPage, TOOL );

	const added: number[] = [];
	const turns: number[] = [];
	const byAgent: number[] = [];
	for ( let round = 0; round <= STEP_ROUNDS; round++ ) {
		await panel.getByRole( 'button', { name: 'New conversation' } ).click();
		await scriptModel( step );
		// In the page, so nothing of Playwright's own round trips is counted.
		const timing = await plain.evaluate( async () => {
			const root = document.getElementById(
				'webmcp-abilities-assistant'
			) as HTMLElement;
			const form = root.querySelector( 'form' ) as HTMLFormElement;
			( root.querySelector( 'textarea' ) as HTMLTextAreaElement ).value =
				'Which screens are there?';
			// The dashboard fills the default buffer of 250 entries: later ones would be lost.
			performance.clearResourceTimings();
			const begun = performance.now();
			await new Promise< void >( ( resolve ) => {
				const observer = new MutationObserver( () => {
					if (
						root.textContent?.includes( 'Bench step finished.' )
					) {
						observer.disconnect();
						resolve();
					}
				} );
				observer.observe( root, {
					childList: true,
					subtree: true,
					characterData: true,
				} );
				form.requestSubmit();
			} );
			const wall = performance.now() - begun;
			const turnTime = (
				performance.getEntriesByType(
					'resource'
				) as PerformanceResourceTiming[]
			 )
				.filter(
					( entry ) =>
						entry.name.includes( 'assistant%2Fturn' ) ||
						entry.name.includes( 'assistant/turn' )
				)
				.filter( ( entry ) => entry.startTime >= begun )
				.reduce(
					( sum, entry ) => sum + entry.responseEnd - entry.startTime,
					0
				);
			return { wall, turnTime };
		} );
		const agentTime = await agentPage.evaluate( async ( tool ) => {
			const context = (
				document as unknown as {
					modelContext: {
						getTools: () => Promise< Array< { name: string } > >;
						executeTool: (
							registered: unknown,
							input: object
						) => Promise< string >;
					};
				}
			 ).modelContext;
			const registered = ( await context.getTools() ).find(
				( { name } ) => name === tool
			);
			const begun = performance.now();
			await context.executeTool( registered, {} );
			return performance.now() - begun;
		}, TOOL );
		if ( round > 0 ) {
			added.push( timing.wall - timing.turnTime );
			turns.push( timing.turnTime / 2 );
			byAgent.push( agentTime );
		}
	}
	table.add(
		'assistant step with a read-only tool, time on top of its model turns (a) / the same tool called by a browser agent (b)',
		added,
		byAgent
	);
	table.add(
		'one model turn through the route, scripted model answering at once (a) / the tool call (b)',
		turns,
		byAgent
	);

	await setAssistant( false );
	await plainBrowser.close();
	await admin.dispose();
	// eslint-disable-next-line no-console
	console.table( rows );
} );
