/**
 * Under load, on WordPress run as production sites run it (`bin/lib/production-server.mjs`):
 * nginx, PHP-FPM workers, MariaDB, with and without Redis as the object cache, on one web node
 * and on two. An agent's budget is exact however many requests arrive at once, and one person's
 * budget never touches another's.
 */
import { copyFile, mkdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';

import { startProductionServer } from '../../bin/lib/production-server.mjs';
import {
	createSiteFolder,
	PROJECT_DIR,
} from '../../bin/lib/wordpress-core.mjs';
import { expect, test } from '../utils/clean-php-log';
import type { TestUser } from '../utils/log-in';
import { RestClient, type RestResponse } from '../utils/rest-client';
import { ownTool } from '../utils/tool-names';
import { testPort } from '../runtimes';

const FIXTURES = join( PROJECT_DIR, 'e2e', 'fixtures' );
const TOOL_HEADER = 'X-WebMCP-Abilities-Tool';
const OVERVIEW = ownTool( 'get-site-overview' );
/** The README's budget: agent requests per person per minute. */
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
 */
async function burst(
	agent: RestClient,
	total = 192,
	inFlight = 16
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
			}
		} )
	);
	return responses;
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
		let people = 0;

		const phpLog = () =>
			readFile(
				join( siteDir, 'wp-content', 'debug.log' ),
				'utf8'
			).catch( () => '' );

		/** A person no other test has used, so their budget is untouched. */
		async function freshAgent(): Promise< {
			id: number;
			agent: RestClient;
		} > {
			const login = `load-${ shape.port }-${ ++people }`;
			const created = await admin.request( 'POST', '/wp/v2/users', {
				username: login,
				password: 'password',
				email: `${ login }@example.org`,
				roles: [ 'author' ],
			} );
			expect( created.status ).toBe( 201 );
			return {
				id: created.body.id,
				agent: await RestClient.as( site.url, login as TestUser ),
			};
		}

		async function logRows( userId: number ): Promise< number > {
			const state = await admin.request(
				'GET',
				'/webmcp-test/v1/load-state'
			);
			return state.body.log
				.filter(
					( row: { user_id: string; tool: string } ) =>
						Number( row.user_id ) === userId &&
						row.tool === OVERVIEW
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
			const muPlugins = join( siteDir, 'wp-content', 'mu-plugins' );
			await mkdir( muPlugins, { recursive: true } );
			for ( const fixture of [
				'mu-plugins/offline-site.php',
				'load-probe.php',
			] ) {
				await copyFile(
					join( FIXTURES, fixture ),
					join( muPlugins, fixture.replace( /.*\//, '' ) )
				);
			}
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
		test.afterEach( async () => {
			expect(
				( await phpLog() ).slice( logBefore ),
				'PHP logged something during this test'
			).toBe( '' );
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
	} );
}
