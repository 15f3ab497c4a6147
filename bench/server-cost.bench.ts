/**
 * What the tools cost the server, as ratios taken in one run (a benchmark, not a test: it asserts
 * nothing about time), on both runtimes the plugin is measured on: `php -S` (the suite's native
 * site) and the production-shaped one (nginx, PHP-FPM with OPcache, MariaDB, Redis as the object
 * cache). Everything is requested over plain HTTP as admin, not by a browser, so only the
 * server's time is in it:
 *
 * - wp-admin pages, tools offered against the plugin switched off in its settings: the dashboard,
 *   a post in the block editor, the Site Editor on a template, the plugin's settings screen, and the dashboard of a site with
 *   1,000 registered abilities (500 asking for a tool);
 * - a screen with no tools for this person (every ability switched off) against the plugin off;
 * - the one request for the page's tools that only a browser with WebMCP (or the open assistant)
 *   makes: the first after the settings changed (the plan made) against the next (kept);
 * - the assistant's model-turn request, the scripted model answering at once on loopback,
 *   against a read-only tool call's request.
 *
 * Rounds alternate the sides, so drift hits both.
 */
import { request as httpRequest } from 'node:http';
import { cp, rm } from 'node:fs/promises';
import { join } from 'node:path';

import { test } from '@playwright/test';

import { startProductionServer } from '../bin/lib/production-server.mjs';
import { PROJECT_DIR, createSiteFolder } from '../bin/lib/wordpress-core.mjs';
import { addMuPlugins } from '../e2e/utils/mu-plugins';
import {
	DEFAULT_SETTINGS,
	savePluginSettings,
} from '../e2e/utils/plugin-settings';
import { RestClient } from '../e2e/utils/rest-client';
import { testPort } from '../e2e/runtimes';
import {
	scriptedModelPort,
	scriptModel,
	textReply,
} from '../e2e/utils/scripted-model';
import { ownTool } from '../e2e/utils/tool-names';
import { RatioTable } from './ratio-table';

const ROUNDS = 40;
const TURN_ROUNDS = 40;
const BULK_COOKIE = 'webmcp_test_bulk_abilities';
const OWN_PREFIX = 'webmcp-abilities/';
const READ_ONLY_ABILITY = 'list-admin-screens';

interface Timing {
	firstByte: number;
	lastByte: number;
	bytes: number;
	body: string;
	/** The answer's `Server-Timing` parts, in ms, by name. */
	serverTiming: Record< string, number >;
}

const TURN_PARTS = [ 'checks', 'prompt', 'provider', 'record' ] as const;

/**
 * @param header A `Server-Timing` header, e.g. `checks;dur=0.41, provider;dur=812.3`.
 */
const serverTimingOf = ( header: string | string[] | undefined ) =>
	Object.fromEntries(
		[ header ?? '' ]
			.flat()
			.join( ',' )
			.split( ',' )
			.map( ( metric ) => /^\s*([\w-]+);dur=([\d.]+)/.exec( metric ) )
			.filter( ( match ) => match !== null )
			.map( ( match ) => [ match[ 1 ], Number( match[ 2 ] ) ] )
	) as Record< string, number >;

/**
 * @param url     A page or route.
 * @param headers The headers to send (the session's cookie, a nonce).
 * @param body    A JSON body to POST; none: a GET.
 */
function requestPage(
	url: string,
	headers: Record< string, string >,
	body?: object
): Promise< Timing > {
	return new Promise( ( resolve, reject ) => {
		const start = performance.now();
		let firstByte = 0;
		const chunks: Buffer[] = [];
		const sent = body === undefined ? undefined : JSON.stringify( body );
		httpRequest(
			url,
			{
				method: sent === undefined ? 'GET' : 'POST',
				headers: sent
					? { ...headers, 'Content-Type': 'application/json' }
					: headers,
			},
			( response ) => {
				response.on( 'data', ( chunk: Buffer ) => {
					firstByte ||= performance.now() - start;
					chunks.push( chunk );
				} );
				response.on( 'end', () => {
					const text = Buffer.concat( chunks ).toString();
					if ( response.statusCode !== 200 ) {
						reject(
							new Error(
								`${ url } answered ${
									response.statusCode
								}: ${ text.slice( 0, 300 ) }`
							)
						);
						return;
					}
					resolve( {
						firstByte,
						lastByte: performance.now() - start,
						bytes: Buffer.byteLength( text ),
						body: text,
						serverTiming: serverTimingOf(
							response.headers[ 'server-timing' ]
						),
					} );
				} );
			}
		)
			.on( 'error', reject )
			.end( sent );
	} );
}

const nonceIn = ( page: Timing ) =>
	/createNonceMiddleware\( "(\w+)" \)/.exec( page.body )?.[ 1 ] ?? '';

const screenIn = ( page: Timing ) => {
	const screen = /"screen":"([a-z0-9_-]+)"/.exec( page.body )?.[ 1 ];
	if ( ! screen ) {
		throw new Error( 'The page carries no screen ID for the bridge.' );
	}
	return screen;
};

type PageName = 'dashboard' | 'editor' | 'siteEditor' | 'settings' | 'bulk';
type State = 'offered' | 'off' | 'none';
type ToolsSide = 'made' | 'kept' | 'bulkMade' | 'bulkKept';

/**
 * Measures one site.
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
	const post = await admin.request( 'POST', '/wp/v2/posts', {
		title: 'Server cost bench',
		content:
			'<!-- wp:paragraph --><p>A paragraph.</p><!-- /wp:paragraph -->',
		status: 'draft',
	} );
	const pages: Record< PageName, { path: string; bulk: number } > = {
		dashboard: { path: '/wp-admin/', bulk: 0 },
		editor: {
			path: `/wp-admin/post.php?post=${ post.body.id }&action=edit`,
			bulk: 0,
		},
		siteEditor: {
			path: '/wp-admin/site-editor.php?p=%2Fwp_template%2Ftwentytwentyfive%2F%2Fsingle&canvas=edit',
			bulk: 0,
		},
		settings: {
			path: '/wp-admin/options-general.php?page=webmcp-abilities',
			bulk: 0,
		},
		bulk: { path: '/wp-admin/', bulk: 1000 },
	};
	const headersFor = ( bulk: number ) => ( {
		Cookie: `${ session }; ${ BULK_COOKIE }=${ bulk }; webmcp_test_rate_limit=0; webmcp_test_scripted_model=${ scriptedModelPort(
			0
		) }`,
	} );
	const everyAbility = await admin.request(
		'GET',
		'/wp-abilities/v1/abilities?per_page=100'
	);
	const allOff = Object.fromEntries(
		( everyAbility.body as Array< { name: string } > ).map(
			( { name } ) => [ name, false ]
		)
	);
	/*
	 * Each round's settings carry a marker the plan's version reads and nothing else does, so the
	 * first request for the tools after a save makes the plan, as after an owner's change.
	 */
	const settingsOf = ( state: State, round: number ) => {
		const marker = { [ `bench/round-${ round }` ]: true };
		return {
			...DEFAULT_SETTINGS,
			enabled: state !== 'off',
			abilities: state === 'none' ? { ...allOff, ...marker } : marker,
		};
	};
	const timings = {} as Record< `${ State }:${ PageName }`, Timing[] >;
	const tools: Record< ToolsSide, Timing[] > = {
		made: [],
		kept: [],
		bulkMade: [],
		bulkKept: [],
	};
	const states: State[] = [ 'offered', 'off', 'none' ];
	let toolNames: string[] = [];
	try {
		for ( let round = 0; round <= ROUNDS; round++ ) {
			const order = round % 2 ? [ ...states ].reverse() : states;
			for ( const state of order ) {
				await savePluginSettings( admin, settingsOf( state, round ) );
				// The first page after a save reads the settings afresh: not counted.
				await requestPage( `${ siteUrl }/wp-admin/`, headersFor( 0 ) );
				for ( const [ name, { path, bulk } ] of Object.entries(
					pages
				) as Array< [ PageName, ( typeof pages )[ PageName ] ] > ) {
					if ( state === 'none' && name !== 'dashboard' ) {
						continue;
					}
					const page = await requestPage(
						`${ siteUrl }${ path }`,
						headersFor( bulk )
					);
					if ( round > 0 ) {
						( timings[ `${ state }:${ name }` ] ??= [] ).push(
							page
						);
					}
					if (
						state === 'off' ||
						( name !== 'dashboard' && name !== 'bulk' )
					) {
						continue;
					}
					const route = `${ siteUrl }/wp-json/webmcp-abilities/v1/page-tools?screen=${ screenIn(
						page
					) }&_locale=user`;
					const withNonce = {
						...headersFor( bulk ),
						'X-WP-Nonce': nonceIn( page ),
					};
					const made = await requestPage( route, withNonce );
					const kept = await requestPage( route, withNonce );
					const offered: string[] = JSON.parse( kept.body ).offered;
					if ( state === 'none' ) {
						if ( offered.length ) {
							throw new Error(
								`With every ability off, the dashboard still offers ${ offered }.`
							);
						}
						continue;
					}
					if ( round > 0 ) {
						tools[ bulk ? 'bulkMade' : 'made' ].push( made );
						tools[ bulk ? 'bulkKept' : 'kept' ].push( kept );
					}
					if ( ! bulk ) {
						toolNames = offered;
					}
				}
			}
		}
		const turnsAndCalls = await measureTurns(
			admin,
			siteUrl,
			headersFor( 0 ),
			toolNames.filter( ( name ) => name.startsWith( OWN_PREFIX ) )
		);
		report( table, label, timings, tools );
		const { turns, calls, declared } = turnsAndCalls;
		table.add(
			`${ label }: the assistant's model turn, ${ declared } tools declared, scripted model answering at once (a) / a read-only tool call (b)`,
			turns.map( ( turn ) => turn.lastByte ),
			calls
		);
		table.add(
			`${ label }: the model turn without its wait for the provider (Server-Timing: provider) (a) / the tool call (b)`,
			turns.map(
				( turn ) =>
					turn.lastByte - ( turn.serverTiming.provider as number )
			),
			calls
		);
		for ( const part of TURN_PARTS ) {
			table.add(
				`${ label }: the turn's part '${ part }' (a) / the tool call (b)`,
				turns.map( ( turn ) => turn.serverTiming[ part ] as number ),
				calls
			);
		}
	} finally {
		await savePluginSettings( admin, DEFAULT_SETTINGS );
		await admin.request(
			'DELETE',
			`/wp/v2/posts/${ post.body.id }?force=true`
		);
		await admin.dispose();
	}
}

/**
 * The assistant's model-turn request against the request a read-only tool call makes (the
 * bridge's and the assistant's alike: the ability's REST run with the tool's header), alternating.
 * @param admin    An administrator's client.
 * @param siteUrl  The site.
 * @param headers  The session's cookie and the test switches.
 * @param declared The plugin's own abilities the dashboard offers: the turn declares them all, as
 *                 the panel declares the page's tools.
 */
async function measureTurns(
	admin: RestClient,
	siteUrl: string,
	headers: Record< string, string >,
	declared: string[]
): Promise< {
	turns: Timing[];
	calls: number[];
	declared: number;
} > {
	await savePluginSettings( admin, {
		...DEFAULT_SETTINGS,
		assistant: { enabled: true, capability: 'manage_options' },
	} );
	const dashboard = await requestPage( `${ siteUrl }/wp-admin/`, headers );
	const withNonce = { ...headers, 'X-WP-Nonce': nonceIn( dashboard ) };
	const described = await Promise.all(
		declared.map( async ( ability ) => {
			const answer = await admin.request(
				'GET',
				`/wp-abilities/v1/abilities/${ ability }`
			);
			return {
				name: ownTool( ability.slice( OWN_PREFIX.length ) ),
				ability,
				description: String( answer.body.description ),
				inputSchema: answer.body.input_schema?.type
					? answer.body.input_schema
					: { type: 'object', properties: {} },
			};
		} )
	);
	const turn = {
		messages: [
			{ role: 'user', parts: [ { text: 'Which screens are there?' } ] },
		],
		tools: described,
	};
	const toolCall = `${ siteUrl }/wp-json/wp-abilities/v1/abilities/${ OWN_PREFIX }${ READ_ONLY_ABILITY }/run?_locale=user`;
	const turns: Timing[] = [];
	const calls: number[] = [];
	for ( let round = 0; round <= TURN_ROUNDS; round++ ) {
		await scriptModel( [ textReply( 'Bench turn.' ) ] );
		const answer = await requestPage(
			`${ siteUrl }/wp-json/webmcp-abilities/v1/assistant/turn?_locale=user`,
			withNonce,
			turn
		);
		const call = await requestPage( toolCall, {
			...withNonce,
			'X-WebMCP-Abilities-Tool': ownTool( READ_ONLY_ABILITY ),
		} );
		if ( ! answer.body.includes( 'Bench turn.' ) ) {
			throw new Error( `The turn answered ${ answer.body }` );
		}
		if (
			TURN_PARTS.some( ( part ) => ! ( part in answer.serverTiming ) )
		) {
			throw new Error(
				`The turn's Server-Timing lacks a part: ${ JSON.stringify(
					answer.serverTiming
				) }`
			);
		}
		if ( round > 0 ) {
			turns.push( answer );
			calls.push( call.lastByte );
		}
	}
	return { turns, calls, declared: described.length };
}

/**
 * @param table   Where the rows go.
 * @param label   The runtime's name.
 * @param timings The pages, by state and page.
 * @param tools   The tools' requests.
 */
function report(
	table: RatioTable,
	label: string,
	timings: Record< `${ State }:${ PageName }`, Timing[] >,
	tools: Record< ToolsSide, Timing[] >
): void {
	const pick = ( key: `${ State }:${ PageName }`, of: keyof Timing ) =>
		timings[ key ].map( ( timing ) => timing[ of ] as number );
	const pages: Array< [ PageName, string ] > = [
		[ 'dashboard', 'dashboard' ],
		[ 'editor', 'a post in the block editor' ],
		[ 'siteEditor', 'the Site Editor on a template' ],
		[ 'settings', 'the settings screen' ],
		[ 'bulk', 'dashboard, 1,000 abilities' ],
	];
	for ( const [ name, words ] of pages ) {
		table.add(
			`${ label }, ${ words }: first byte, tools offered (a) / plugin off (b)`,
			pick( `offered:${ name }`, 'firstByte' ),
			pick( `off:${ name }`, 'firstByte' )
		);
		table.add(
			`${ label }, ${ words }: last byte (same pair)`,
			pick( `offered:${ name }`, 'lastByte' ),
			pick( `off:${ name }`, 'lastByte' )
		);
	}
	table.add(
		`${ label }, dashboard with no tools for this person (every ability off): first byte (a) / plugin off (b)`,
		pick( 'none:dashboard', 'firstByte' ),
		pick( 'off:dashboard', 'firstByte' )
	);
	table.add(
		`${ label }, dashboard with no tools: last byte (same pair)`,
		pick( 'none:dashboard', 'lastByte' ),
		pick( 'off:dashboard', 'lastByte' )
	);
	for ( const [ made, kept, off, what ] of [
		[ 'made', 'kept', 'off:dashboard', '' ],
		[ 'bulkMade', 'bulkKept', 'off:bulk', ', 1,000 abilities' ],
	] as const ) {
		const lastBytes = ( side: ToolsSide ) =>
			tools[ side ].map( ( timing ) => timing.lastByte );
		table.add(
			`${ label }${ what }: the tools' request, plan made (a) / kept (b)`,
			lastBytes( made ),
			lastBytes( kept )
		);
		table.add(
			`${ label }${ what }: the tools' request, plan kept (a) / the page, plugin off (b)`,
			lastBytes( kept ),
			pick( off, 'lastByte' )
		);
		const answer = tools[ kept ][ 0 ];
		const count: number = answer
			? JSON.parse( answer.body ).offered.length
			: 0;
		const on = off === 'off:bulk' ? 'offered:bulk' : 'offered:dashboard';
		const added =
			( timings[ on ][ 0 ]?.bytes ?? 0 ) -
			( timings[ off ][ 0 ]?.bytes ?? 0 );
		table.rows.push( {
			measure: `${ label }${ what }: HTML added (a) / the tools' answer (b), for ${ count } tools`,
			a: `${ ( added / 1024 ).toFixed( 1 ) } KB`,
			b: `${ ( ( answer?.bytes ?? 0 ) / 1024 ).toFixed( 1 ) } KB`,
			'a / b': count
				? `${ ( ( answer?.bytes ?? 0 ) / 1024 / count ).toFixed(
						2
					) } KB a tool in the answer`
				: '—',
		} );
	}
}

test( 'what the tools cost the server', async ( { baseURL } ) => {
	test.setTimeout( 1_800_000 );
	const table = new RatioTable();
	await measure( table, 'php -S', baseURL as string );

	const siteDir = await createSiteFolder( 'server-cost-bench' );
	await addMuPlugins( siteDir, [
		'mu-plugins/offline-site.php',
		'mu-plugins/bulk-abilities.php',
		'mu-plugins/test-switches.php',
		'mu-plugins/scripted-model.php',
	] );
	// The scripted model's provider classes, which its plugin file loads from its folder.
	await cp(
		join( PROJECT_DIR, 'e2e', 'fixtures', 'mu-plugins', 'scripted-model' ),
		join( siteDir, 'wp-content', 'mu-plugins', 'scripted-model' ),
		{ recursive: true }
	);
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
		`\nWhat the tools cost the server (medians of ${ ROUNDS } alternating rounds, as admin; the turns: ${ TURN_ROUNDS }):`
	);
	// eslint-disable-next-line no-console
	console.table( table.rows );
} );
