/**
 * Under load, on WordPress run as production sites run it (`bin/lib/production-server.mjs`):
 * nginx, PHP-FPM workers, MariaDB, with and without Redis as the object cache, on one web node
 * and on two. An agent's budget is exact however many requests arrive at once, and one person's
 * budget never touches another's.
 */
import { execFile } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';

import { addQueryArgs } from '@wordpress/url';

import { startProductionServer } from '../../../bin/lib/production-server.mjs';
import { createSiteFolder } from '../../../bin/lib/wordpress-core.mjs';
import { Agent } from '../../utils/agent';
import { expect, test } from '../../utils/clean-php-log';
import { confirmDialog } from '../../utils/confirm-dialog';
import { logInBeforeVisit, type TestUser } from '../../utils/log-in';
import { addMuPlugins } from '../../utils/mu-plugins';
import { runRequests } from '../../utils/page-watch';
import {
	DEFAULT_SETTINGS,
	SETTINGS_OPTION,
	savePluginSettings,
} from '../../utils/plugin-settings';
import { RestClient, type RestResponse } from '../../utils/rest-client';
import { ownTool } from '../../utils/tool-names';
import { testPort } from '../../runtimes';

const execFileAsync = promisify( execFile );
const TOOL_HEADER = 'X-WebMCP-Abilities-Tool';
const OVERVIEW = ownTool( 'get-site-overview' );
/** Read-only abilities: run with GET. */
const READS = [ 'get-site-overview', 'find-posts' ];
/** The budget in docs/scale.md: agent requests per person per minute. */
const BUDGET = 60;

const SHAPES = [
	{
		name: 'one web node of 8 PHP-FPM workers, no object cache',
		port: testPort( 9460 ),
		workers: 8,
		nodes: 1,
		objectCache: false,
	},
	{
		name: 'two web nodes of 4 PHP-FPM workers each, sharing Redis as the object cache',
		port: testPort( 9462 ),
		workers: 4,
		nodes: 2,
		objectCache: true,
	},
];

/**
 * Sends `total` agent runs of the site overview, `inFlight` at every moment, as an eager agent's
 * parallel calls would be.
 * @param agent    The person's REST client.
 * @param total    Runs in all.
 * @param inFlight Runs in flight at once.
 * @param onAnswer Called with the number of answers so far, after each: where a fault is set off.
 */
async function burst(
	agent: RestClient,
	total = 192,
	inFlight = 16,
	onAnswer: ( answered: number ) => void = () => {}
): Promise< RestResponse[] > {
	const responses: RestResponse[] = [];
	let sent = 0;
	await Promise.all(
		Array.from( { length: inFlight }, async () => {
			while ( sent < total ) {
				sent++;
				responses.push(
					await agent.request(
						'GET',
						'/wp-abilities/v1/abilities/webmcp-abilities/get-site-overview/run',
						undefined,
						{ [ TOOL_HEADER ]: OVERVIEW }
					)
				);
				onAnswer( responses.length );
			}
		} )
	);
	return responses;
}

/**
 * One agent run of an ability, with the tool header the bridge sends.
 * @param agent   The person's REST client.
 * @param ability The ability, within the plugin's namespace.
 * @param input   Its input.
 */
function run(
	agent: RestClient,
	ability: string,
	input?: object
): Promise< RestResponse > {
	const path = `/wp-abilities/v1/abilities/webmcp-abilities/${ ability }/run`;
	const headers = { [ TOOL_HEADER ]: ownTool( ability ) };
	return READS.includes( ability )
		? agent.request(
				'GET',
				input ? addQueryArgs( path, { input } ) : path,
				undefined,
				headers
			)
		: agent.request( 'POST', path, { input }, headers );
}

/**
 * @param responses A burst's answers.
 */
function expectExactBudget( responses: RestResponse[] ) {
	const statuses = responses.map( ( { status } ) => status );
	expect( statuses ).toHaveLength( 192 );
	expect( statuses.filter( ( status ) => status === 200 ) ).toHaveLength(
		BUDGET
	);
	const refused = responses.filter( ( { status } ) => status === 429 );
	expect( refused ).toHaveLength( 192 - BUDGET );
	for ( const { headers, body } of refused ) {
		expect( body.code ).toBe( 'rate_limited' );
		const retryAfter = Number( headers[ 'retry-after' ] );
		expect( retryAfter ).toBeGreaterThanOrEqual( 1 );
		expect( retryAfter ).toBeLessThanOrEqual( 60 );
	}
}

for ( const shape of SHAPES ) {
	test.describe( shape.name, () => {
		let site: Awaited< ReturnType< typeof startProductionServer > >;
		let siteDir = '';
		let admin: RestClient;
		let usersMade = 0;

		const phpLog = () =>
			readFile(
				join( siteDir, 'wp-content', 'debug.log' ),
				'utf8'
			).catch( () => '' );

		/**
		 * A person no other test has used, so their budget is untouched.
		 * @param role Their role.
		 */
		async function freshAgent( role = 'author' ): Promise< {
			id: number;
			agent: RestClient;
		} > {
			const login = `load-${ shape.port }-${ ++usersMade }`;
			const user = await admin.request( 'POST', '/wp/v2/users', {
				username: login,
				password: 'password',
				email: `${ login }@example.org`,
				roles: [ role ],
			} );
			expect( user.status ).toBe( 201 );
			return {
				id: user.body.id,
				agent: await RestClient.as( site.url, login as TestUser ),
			};
		}

		/**
		 * @param userId Whose rows.
		 * @param tool   Of which tool; `*` for every tool.
		 */
		async function logRows(
			userId: number,
			tool = OVERVIEW
		): Promise< number > {
			const state = await admin.request(
				'GET',
				'/webmcp-test/v1/load-state'
			);
			return state.body.log
				.filter(
					( row: { user_id: string; tool: string } ) =>
						Number( row.user_id ) === userId &&
						( tool === '*' || row.tool === tool )
				)
				.reduce(
					( sum: number, row: { count: string } ) =>
						sum + Number( row.count ),
					0
				);
		}

		test.beforeAll( async () => {
			test.setTimeout( 120_000 );
			siteDir = await createSiteFolder( 'production' );
			await addMuPlugins( siteDir, [
				'mu-plugins/offline-site.php',
				'load-probe.php',
			] );
			site = await startProductionServer( {
				siteDir,
				port: shape.port,
				workers: shape.workers,
				nodes: shape.nodes,
				objectCache: shape.objectCache,
			} );
			admin = await RestClient.as( site.url, 'admin' );
		} );

		test.afterAll( async () => {
			await admin?.dispose();
			await site?.stop();
			if ( siteDir ) {
				await rm( siteDir, { recursive: true, force: true } );
			}
		} );

		// The suite's check watches the suite's own site; this one has its own PHP log.
		let logBefore = 0;
		test.beforeEach( async () => {
			logBefore = ( await phpLog() ).length;
		} );
		// What a fault test expects PHP to log about the fault it causes, and nothing else.
		let faultLines: RegExp | null = null;
		test.afterEach( async () => {
			const logged = ( await phpLog() )
				.slice( logBefore )
				.split( '\n' )
				.filter( ( line ) => line && ! faultLines?.test( line ) );
			faultLines = null;
			expect( logged, 'PHP logged something during this test' ).toEqual(
				[]
			);
		} );

		test( `192 runs of one person’s agent, 16 at a time on ${ shape.workers * shape.nodes } workers: exactly ${ BUDGET } allowed, the rest 429 with Retry-After, each of three times`, async () => {
			for ( let time = 0; time < 3; time++ ) {
				const { id, agent } = await freshAgent();
				expectExactBudget( await burst( agent ) );
				// Every allowed call is one row in the log, under that person; refused ones none.
				expect( await logRows( id ) ).toBe( BUDGET );
				await agent.dispose();
			}
		} );

		test( '20 people’s agents at once, each mixing reads, drafts and moderation: no 5xx, one log row per call, every write done once, refused calls change nothing', async () => {
			const post = await admin.request( 'POST', '/wp/v2/posts', {
				title: `Under load ${ shape.port }`,
				status: 'publish',
			} );
			expect( post.status ).toBe( 201 );
			// WordPress refuses a second comment with the same words on a post.
			let comments = 0;
			const pendingComment = async () => {
				const comment = await admin.request(
					'POST',
					'/wp/v2/comments',
					{
						post: post.body.id,
						content: `Waiting for moderation, ${ ++comments }.`,
						status: 'hold',
					}
				);
				expect( comment.status ).toBe( 201 );
				return comment.body.id as number;
			};
			const people = await Promise.all(
				Array.from( { length: 20 }, async ( _, index ) => ( {
					index,
					...( await freshAgent( 'editor' ) ),
					approve: await pendingComment(),
					leave: await pendingComment(),
				} ) )
			);

			const results = await Promise.all(
				people.map( async ( person ) => {
					const { agent, index } = person;
					const title = ( n: number ) =>
						`Load ${ shape.port } person ${ index } draft ${ n }`;
					// An eager agent: everything that does not wait on an answer at once.
					const first = await Promise.all( [
						run( agent, 'get-site-overview' ),
						run( agent, 'get-site-overview' ),
						run( agent, 'get-site-overview' ),
						run( agent, 'find-posts', { search: 'Under load' } ),
						run( agent, 'find-posts', { search: 'draft' } ),
						run( agent, 'create-draft', { title: title( 1 ) } ),
						run( agent, 'create-draft', { title: title( 2 ) } ),
						run( agent, 'moderate-comment', {
							id: person.approve,
							action: 'approve',
						} ),
						// Refused: bad input, and a draft that does not exist (403, as one not theirs).
						run( agent, 'moderate-comment', {
							id: person.leave,
							action: 'publish-everything',
						} ),
						run( agent, 'update-draft', {
							id: 999999999,
							title: 'Never',
						} ),
					] );
					const created = first[ 5 ].body;
					const update = await run( agent, 'update-draft', {
						id: created.id,
						title: `${ title( 1 ) } (updated)`,
					} );
					return { person, responses: [ ...first, update ] };
				} )
			);

			for ( const { person, responses } of results ) {
				const statuses = responses.map( ( { status } ) => status );
				expect(
					statuses.filter( ( status ) => status >= 500 ),
					JSON.stringify( responses.map( ( { body } ) => body ) )
				).toEqual( [] );
				expect( statuses ).toEqual( [
					200, 200, 200, 200, 200, 200, 200, 200, 400, 403, 200,
				] );
				// Every call that passed the budget is one row, under the person who made it.
				expect( await logRows( person.id, '*' ) ).toBe( 11 );
			}

			const state = (
				await admin.request( 'GET', '/webmcp-test/v1/load-state' )
			).body;
			for ( const { person } of results ) {
				const executed = Object.fromEntries(
					state.executions
						.filter(
							( row: { user_id: string } ) =>
								Number( row.user_id ) === person.id
						)
						.map( ( row: { ability: string; count: string } ) => [
							row.ability,
							Number( row.count ),
						] )
				);
				expect( executed ).toEqual( {
					'webmcp-abilities/get-site-overview': 3,
					'webmcp-abilities/find-posts': 2,
					'webmcp-abilities/create-draft': 2,
					'webmcp-abilities/update-draft': 1,
					'webmcp-abilities/moderate-comment': 1,
				} );
				const drafts = await admin.request(
					'GET',
					`/wp/v2/posts?author=${ person.id }&status=draft&context=edit`
				);
				expect(
					drafts.body
						.map(
							( draft: { title: { raw: string } } ) =>
								draft.title.raw
						)
						.sort()
				).toEqual( [
					`Load ${ shape.port } person ${ person.index } draft 1 (updated)`,
					`Load ${ shape.port } person ${ person.index } draft 2`,
				] );
				for ( const [ id, status ] of [
					[ person.approve, 'approved' ],
					[ person.leave, 'hold' ],
				] as const ) {
					const comment = await admin.request(
						'GET',
						`/wp/v2/comments/${ id }?context=edit`
					);
					expect( comment.body.status ).toBe( status );
				}
			}
		} );

		test( 'two people’s agents at once: each has exactly their own budget', async () => {
			const [ first, second ] = await Promise.all( [
				freshAgent(),
				freshAgent(),
			] );
			const [ firstBurst, secondBurst ] = await Promise.all( [
				burst( first.agent, 192, 8 ),
				burst( second.agent, 192, 8 ),
			] );
			expectExactBudget( firstBurst );
			expectExactBudget( secondBurst );
			expect( await logRows( first.id ) ).toBe( BUDGET );
			expect( await logRows( second.id ) ).toBe( BUDGET );
			await first.agent.dispose();
			await second.agent.dispose();
		} );
		if ( shape.nodes > 1 && shape.objectCache ) {
			test( 'a page plan kept in Redis is shared by both nodes, and a change saved on node A is in the next plan node B serves', async () => {
				const planKeys = async () =>
					(
						await execFileAsync( 'redis-cli', [
							'-p',
							String( site.redis?.port ),
							'--scan',
							'--pattern',
							'wp:1:webmcp_abilities_plans:*',
						] )
					).stdout
						.split( '\n' )
						.filter( Boolean );
				const onNode = async ( node: number ) => {
					const response = await admin.request(
						'GET',
						'/webmcp-abilities/v1/page-tools?screen=dashboard',
						undefined,
						{ 'X-Test-Node': String( node ) }
					);
					expect( response.status ).toBe( 200 );
					return response.body.offered as string[];
				};
				const FIND = 'webmcp-abilities/find-posts';

				const fromB = await onNode( 2 );
				expect( fromB ).toContain( FIND );
				const kept = await planKeys();
				// The plan and the gates it was keyed by; node A reads both, and adds neither.
				expect( await onNode( 1 ) ).toEqual( fromB );
				expect( await planKeys() ).toEqual( kept );

				const saved = await admin.request(
					'POST',
					'/wp/v2/settings',
					{
						[ SETTINGS_OPTION ]: {
							...DEFAULT_SETTINGS,
							abilities: { [ FIND ]: false },
						},
					},
					{ 'X-Test-Node': '1' }
				);
				expect( saved.status ).toBe( 200 );
				try {
					expect( await onNode( 2 ) ).toEqual(
						fromB.filter( ( name ) => name !== FIND )
					);
				} finally {
					await savePluginSettings( admin, DEFAULT_SETTINGS );
				}
				expect( await onNode( 2 ) ).toEqual( fromB );
			} );
		}
		if ( shape.objectCache ) {
			test( 'a PHP worker killed during a consequential call: the bridge says it may have run, and never sends it again', async ( {
				page,
			} ) => {
				faultLines = null;
				const draft = await admin.request( 'POST', '/wp/v2/posts', {
					title: 'Published by a worker that then died',
					status: 'draft',
				} );
				await logInBeforeVisit( page, 'admin', site.url );
				const agent = await Agent.attach( page );
				await page.goto( `${ site.url }/wp-admin/` );
				await expect
					.poll( () => agent.toolNames() )
					.toContain( ownTool( 'publish-post' ) );
				await page.context().addCookies( [
					{
						name: 'webmcp_test_hold_run',
						value: 'webmcp-abilities/publish-post',
						url: site.url,
					},
				] );
				const runs = runRequests( page );

				const call = await agent.invoke( ownTool( 'publish-post' ), {
					id: draft.body.id,
				} );
				await confirmDialog( page )
					.getByRole( 'button', { name: 'Confirm' } )
					.click();
				const pidFile = join(
					siteDir,
					'wp-content',
					'webmcp-test-held-run.pid'
				);
				await expect
					.poll( () => readFile( pidFile, 'utf8' ).catch( () => '' ) )
					.not.toBe( '' );
				process.kill(
					Number( await readFile( pidFile, 'utf8' ) ),
					'SIGKILL'
				);

				expect( ( await agent.response( call ) ).output ).toMatchObject(
					{
						ok: false,
						error: {
							code: 'server_error',
							retryable: false,
							message: expect.stringMatching(
								/may or may not have run/
							),
						},
					}
				);
				// It did run, once, and the browser asked once.
				const state = (
					await admin.request( 'GET', '/webmcp-test/v1/load-state' )
				).body;
				expect(
					state.executions
						.filter(
							( row: { ability: string } ) =>
								row.ability === 'webmcp-abilities/publish-post'
						)
						.reduce(
							( sum: number, row: { count: string } ) =>
								sum + Number( row.count ),
							0
						)
				).toBe( 1 );
				expect( runs ).toHaveLength( 1 );
				// Its worker never answered, yet the log has the call: recorded before it ran.
				expect(
					state.log.filter(
						( row: { tool: string; outcome: string } ) =>
							row.tool === ownTool( 'publish-post' ) &&
							row.outcome === 'unfinished'
					)
				).toHaveLength( 1 );
				const post = await admin.request(
					'GET',
					`/wp/v2/posts/${ draft.body.id }?context=edit`
				);
				expect( post.body.status ).toBe( 'publish' );
				// The site is fine: the next call on that page works.
				expect(
					( await agent.call( ownTool( 'get-site-overview' ) ) )
						.output
				).toMatchObject( { ok: true } );
			} );

			test( 'Redis stopped mid-burst: the site and the budget go on through the database', async () => {
				faultLines = /Test object cache: Redis unavailable/;
				const { id, agent } = await freshAgent();
				let stopped: Promise< void > | null = null;
				const responses = await burst( agent, 192, 16, ( answered ) => {
					if ( answered === 40 ) {
						stopped = site.redis!.stop();
					}
				} );
				await stopped;
				expectExactBudget( responses );
				expect( await logRows( id ) ).toBe( BUDGET );
				expect( ( await phpLog() ).slice( logBefore ) ).toMatch(
					faultLines
				);
				await site.redis!.start();
				await agent.dispose();
			} );

			test( 'a slow object cache: every call finishes and the budget stays exact', async () => {
				const { id, agent } = await freshAgent();
				let paused = 0;
				const responses = await burst( agent, 192, 16, ( answered ) => {
					// Three freezes of a second each: less than the drop-in's 2 s read time-out.
					if ( answered % 50 === 10 && paused < 3 ) {
						paused++;
						site.redis!.pause();
						setTimeout( () => site.redis!.resume(), 1000 );
					}
				} );
				expect( paused ).toBe( 3 );
				expectExactBudget( responses );
				expect( await logRows( id ) ).toBe( BUDGET );
				await agent.dispose();
			} );

			test( 'the database restarted mid-burst: clear errors, nothing counted twice, and the next requests work', async () => {
				// While it is down, requests that were under way may log their failed queries.
				faultLines =
					/WordPress database error|Error establishing a database connection|MySQL server has gone away|mysqli_real_connect|Connection refused|No such file or directory/;
				const { id, agent } = await freshAgent();
				let restarted: Promise< void > | null = null;
				const responses = await burst( agent, 192, 16, ( answered ) => {
					// Down for longer than WordPress tries to reconnect a lost connection (five
					// tries, a second apart). A shorter outage can pass unseen: every worker waits
					// in those tries, and the requests queued behind them start once it is back.
					if ( answered === 40 ) {
						restarted = site.database.restart( 6500 );
					}
				} );
				await restarted;
				const allowed = responses.filter(
					( { status } ) => status === 200
				);
				const failed = responses.filter(
					( { status } ) => status >= 500
				);
				// The fault did bite: requests arrived while the database was down.
				expect( failed.length ).toBeGreaterThan( 0 );
				for ( const { status, body } of failed ) {
					expect( status ).toBe( 500 );
					expect( JSON.stringify( body ) ).toMatch(
						/Error establishing a database connection|database/i
					);
				}
				expect(
					responses.every( ( { status } ) =>
						[ 200, 429, 500 ].includes( status )
					)
				).toBe( true );
				expect( allowed.length ).toBeLessThanOrEqual( BUDGET );
				// Every allowed call has its row. A call is recorded before it runs, so one cut
				// off by the outage may have a row too; no call has two.
				const rows = await logRows( id );
				expect( rows ).toBeGreaterThanOrEqual( allowed.length );
				expect( rows ).toBeLessThanOrEqual(
					allowed.length + failed.length
				);
				// The site is back: a new person gets exactly their budget, every call logged.
				const next = await freshAgent();
				expectExactBudget( await burst( next.agent ) );
				expect( await logRows( next.id ) ).toBe( BUDGET );
				await agent.dispose();
				await next.agent.dispose();
			} );
		}
	} );
}
