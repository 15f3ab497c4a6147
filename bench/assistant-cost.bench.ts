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
import {
	callsReply,
	scriptModel,
	switchOnScriptedModel,
	textReply,
} from '../e2e/utils/scripted-model';

const ROUNDS = 11;
const TOOL = 'webmcp-abilities_list-admin-screens';
const ABILITY = 'webmcp-abilities/list-admin-screens';

type Row = { measure: string; a: string; b: string; 'a / b': string };
const rows: Row[] = [];

const median = ( values: number[] ) => {
	const sorted = [ ...values ].sort( ( x, y ) => x - y );
	return sorted[ Math.floor( sorted.length / 2 ) ] as number;
};

function addRow( measure: string, a: number[], b: number[], unit = 'ms' ) {
	const [ left, right ] = [ median( a ), median( b ) ];
	const format = ( value: number ) =>
		`${ Number.isInteger( value ) ? value : value.toFixed( 1 ) } ${ unit }`.trim();
	rows.push( {
		measure,
		a: format( left ),
		b: format( right ),
		'a / b': right === 0 ? '—' : ( left / right ).toFixed( 2 ),
	} );
}

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
	textReply( 'Done.' ),
];

test( 'what the assistant costs', async ( { baseURL } ) => {
	const admin = await RestClient.as( baseURL as string, 'admin' );
	const setAssistant = ( enabled: boolean ) =>
		savePluginSettings( admin, {
			...DEFAULT_SETTINGS,
			assistant: { enabled, capability: 'manage_options' },
		} );

	const plainBrowser = await launchWithoutWebMCP();
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
	addRow(
		'dashboard without WebMCP, load: assistant offered, never opened (a) / switched off (b)',
		offered.map( ( { load } ) => load ),
		off.map( ( { load } ) => load )
	);
	addRow(
		'scripts loaded (same pair)',
		offered.map( ( { scripts } ) => scripts ),
		off.map( ( { scripts } ) => scripts ),
		''
	);
	addRow(
		'script bytes, uncompressed (same pair)',
		offered.map( ( { scriptBytes } ) => scriptBytes / 1024 ),
		off.map( ( { scriptBytes } ) => scriptBytes / 1024 ),
		'KB'
	);

	// One step in the panel, against its parts done without the panel.
	await setAssistant( true );
	await plain.goto( '/wp-admin/' );
	await plain
		.locator( '#wp-admin-bar-webmcp-abilities-assistant' )
		.getByRole( 'menuitem', { name: 'Assistant' } )
		.click();
	const panel = plain.getByRole( 'region', { name: 'Site assistant' } );
	const agentPage = await (
		await plainBrowser.newContext( { baseURL } )
	).newPage();
	await switchOnScriptedModel( agentPage, baseURL as string );
	await logIn( agentPage, 'admin' );
	await agentPage.goto( '/wp-admin/' );

	const inPanel: number[] = [];
	const apart: number[] = [];
	for ( let round = 0; round <= ROUNDS; round++ ) {
		await panel.getByRole( 'button', { name: 'New conversation' } ).click();
		await scriptModel( step );
		const started = Date.now();
		await panel.getByRole( 'textbox' ).fill( 'Which screens are there?' );
		await panel.getByRole( 'button', { name: 'Send' } ).click();
		await panel.getByText( 'Done.' ).waitFor();
		const a = Date.now() - started;

		await scriptModel( step );
		// The same two turns and the same tool run, straight: what the panel adds is the rest.
		const b = await agentPage.evaluate(
			async ( { tool, ability } ) => {
				const wp = (
					window as unknown as {
						wp: {
							apiFetch: ( options: object ) => Promise< unknown >;
						};
					}
				 ).wp;
				const turn = ( messages: unknown[] ) =>
					wp.apiFetch( {
						path: '/webmcp-abilities/v1/assistant/turn',
						method: 'POST',
						data: {
							messages,
							tools: [
								{
									name: tool,
									ability,
									description: 'Lists screens.',
									inputSchema: { type: 'object' },
								},
							],
						},
					} );
				const ask = {
					role: 'user',
					parts: [ { text: 'Which screens are there?' } ],
				};
				const begun = performance.now();
				const first = ( await turn( [ ask ] ) ) as {
					message: { parts: unknown[] };
				};
				const output = await wp.apiFetch( {
					path: `/wp-abilities/v1/abilities/${ ability }/run`,
					headers: { 'X-WebMCP-Abilities-Tool': tool },
				} );
				await turn( [
					ask,
					first.message,
					{
						role: 'user',
						parts: [
							{
								result: {
									id: 'bench-call',
									tool,
									output: { ok: true, result: output },
								},
							},
						],
					},
				] );
				return performance.now() - begun;
			},
			{ tool: TOOL, ability: ABILITY }
		);
		if ( round > 0 ) {
			inPanel.push( a );
			apart.push( b );
		}
	}
	addRow(
		'one assistant step with a read-only tool: in the panel (a) / the same turns and run, apart (b)',
		inPanel,
		apart
	);

	await setAssistant( false );
	await plainBrowser.close();
	await admin.dispose();
	// eslint-disable-next-line no-console
	console.table( rows );
} );
