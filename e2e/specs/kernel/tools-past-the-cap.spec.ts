/**
 * Past the cap, nothing is hidden: a page offering far more tools than it registers at once
 * keeps the most useful ones for good and a loader, which lists the groups of the others and
 * swaps one group in for as many of the least recently used as it needs, never holding more than
 * the cap; the settings screen
 * says how many are offered and how many come at once.
 */
import type { CDPSession, Page } from '@playwright/test';

import { Agent } from '../../utils/agent';
import { logInBeforeVisit } from '../../utils/log-in';
import { DEFAULT_SETTINGS } from '../../utils/plugin-settings';
import { openSettingsTab } from '../../utils/settings-screen';
import { switchOnTestPlugin } from '../../utils/test-plugins';
import { ownTool } from '../../utils/tool-names';
import { expect, test } from '../../utils/clean-php-log';
import { NATIVE_ONLY } from '../../runtimes';

const CAP = DEFAULT_SETTINGS.max_tools;
const LOADER = ownTool( 'load-tools' );
const GROUPS = [ 'a', 'b', 'c', 'd', 'e', 'f' ].map(
	( letter ) => `grouped-test-${ letter }`
);

interface GroupSummary {
	group: string;
	label: string;
	tools: number;
	loaded: number;
}

interface LoadAnswer {
	group: string;
	loaded: string[];
	withdrawn: string[];
	tools: string[];
}

/** Playwright types only the CDP domains it knows; `WebMCP` is newer. */
type RawSession = {
	send: ( method: string ) => Promise< unknown >;
	on: ( event: string, listener: ( params: never ) => void ) => void;
};

/**
 * Follows the agent's tool list event by event, on a CDP session of its own, and remembers the
 * longest it ever was: the cap holds at every step, not only once the page settles.
 * @param page The page, before it loads.
 * @return The most tools registered at any moment so far.
 */
async function watchMostTools( page: Page ): Promise< () => number > {
	const session = ( await page
		.context()
		.newCDPSession( page ) ) as CDPSession as unknown as RawSession;
	const names = new Set< string >();
	let most = 0;
	session.on(
		'WebMCP.toolsAdded',
		( { tools }: { tools: Array< { name: string } > } ) => {
			tools.forEach( ( { name } ) => names.add( name ) );
			most = Math.max( most, names.size );
		}
	);
	session.on(
		'WebMCP.toolsRemoved',
		( { tools }: { tools: Array< { name: string } > } ) =>
			tools.forEach( ( { name } ) => names.delete( name ) )
	);
	// No `toolsRemoved` when the document goes: a new page starts from none.
	session.on( 'Page.frameNavigated', () => names.clear() );
	await session.send( 'Page.enable' );
	await session.send( 'WebMCP.enable' );
	return () => most;
}

async function listGroups( agent: Agent ): Promise< GroupSummary[] > {
	const { output } = await agent.call( LOADER );
	expect( output ).toMatchObject( { ok: true } );
	return ( output as { result: { groups: GroupSummary[] } } ).result.groups;
}

function loadAnswer( output: unknown ): LoadAnswer {
	expect( output ).toMatchObject( { ok: true } );
	return ( output as { result: LoadAnswer } ).result;
}

test.beforeEach( async ( { page, baseURL } ) =>
	switchOnTestPlugin( page, baseURL as string, 'groupedAbilities' )
);

test(
	'the loader lists every group and swaps one in, never holding more than the cap',
	{ tag: NATIVE_ONLY },
	async ( { page } ) => {
		await logInBeforeVisit( page, 'admin' );
		const mostTools = await watchMostTools( page );
		const agent = await Agent.attach( page );
		await page.goto( '/wp-admin/' );
		await agent.whenTool( LOADER );
		expect( await agent.settledToolNames() ).toHaveLength( CAP );

		// The plugin's own and core's tools lead: kept for good, in no group.
		const kept = agent
			.toolNames()
			.filter(
				( name ) => /^(wp|core)_/.test( name ) && name !== LOADER
			);
		expect( kept.length ).toBeGreaterThan( 10 );

		// Every other offered tool is in one group (a category, in parts as big as the room a
		// load has), with how many of them are registered now.
		const groups = await listGroups( agent );
		const grouped = groups.filter( ( { group } ) =>
			GROUPS.includes( group.split( '.' )[ 0 ] as string )
		);
		for ( const category of GROUPS ) {
			expect(
				grouped
					.filter(
						( { group } ) => group.split( '.' )[ 0 ] === category
					)
					.reduce( ( sum, { tools } ) => sum + tools, 0 )
			).toBe( 20 );
		}
		expect(
			groups.reduce( ( sum, { loaded } ) => sum + loaded, 0 ) +
				kept.length
		).toBe( CAP - 1 );
		// Labels tell like categories apart (core's "Site" and the plugin's).
		const labels = groups.map( ( { label } ) => label );
		expect( new Set( labels ).size ).toBe( labels.length );
		const waiting = grouped.filter( ( { loaded } ) => loaded === 0 );
		expect( waiting.length ).toBeGreaterThan( 3 );

		// Loading a group makes its tools callable and withdraws no more than it needs.
		const first = waiting[ 0 ] as GroupSummary;
		const answer = loadAnswer(
			( await agent.call( LOADER, { group: first.group } ) ).output
		);
		expect( answer.loaded ).toHaveLength( first.tools );
		expect( answer.withdrawn ).toHaveLength( first.tools );
		await expect
			.poll( () => agent.toolNames() )
			.toEqual( expect.arrayContaining( answer.loaded ) );
		expect( mostTools() ).toBeLessThanOrEqual( CAP );
		expect( agent.toolNames() ).not.toEqual(
			expect.arrayContaining( [ answer.withdrawn[ 0 ] ] )
		);
		const echo = await agent.call( answer.loaded[ 0 ] as string, {
			word: 'hello',
		} );
		expect( echo.output ).toMatchObject( {
			ok: true,
			result: { word: 'hello' },
		} );

		// A group already loaded: nothing changes.
		expect(
			loadAnswer(
				( await agent.call( LOADER, { group: first.group } ) ).output
			)
		).toMatchObject( { loaded: [], withdrawn: [] } );

		// Two loads at once take turns, and the cap holds all the while.
		const [ second, third ] = await Promise.all(
			waiting
				.slice( 1, 3 )
				.map( ( { group } ) => agent.call( LOADER, { group } ) )
		);
		for ( const load of [ second, third ] ) {
			const loaded = loadAnswer( load?.output );
			expect( loaded.withdrawn.length ).toBe( loaded.loaded.length );
		}
		expect( await agent.settledToolNames() ).toContain( LOADER );
		expect( agent.toolNames().length ).toBeLessThanOrEqual( CAP );
		expect( mostTools() ).toBeLessThanOrEqual( CAP );
		// After three loads the tools kept for good are all still there.
		expect( agent.toolNames() ).toEqual( expect.arrayContaining( kept ) );

		// An unknown group is refused as a value.
		expect(
			( await agent.call( LOADER, { group: 'no-such-group' } ) ).output
		).toMatchObject( { ok: false, error: { code: 'not_found' } } );
	}
);

test(
	'the settings screen says how many tools each role is offered and how many come at once',
	{ tag: NATIVE_ONLY },
	async ( { page } ) => {
		await logInBeforeVisit( page, 'admin' );
		const agent = await Agent.attach( page );
		await page.goto( '/wp-admin/' );
		await agent.whenTool( LOADER );
		// Those in groups, and those kept for good beside the groups' loaded ones.
		const groups = await listGroups( agent );
		const offered =
			groups.reduce( ( sum, { tools } ) => sum + tools, 0 ) +
			CAP -
			1 -
			groups.reduce( ( sum, { loaded } ) => sum + loaded, 0 );

		await openSettingsTab( page, 'counts' );
		const table = page.locator( '.webmcp-abilities-tool-counts' );
		const roles = ( await table.locator( 'thead th' ).allInnerTexts() ).map(
			( name ) => name.trim()
		);
		const cell = ( role: string ) =>
			table
				// The dashboard has a row of its own: update-site-identity is offered there.
				.locator( 'tr[data-screen="dashboard"] td' )
				.nth( roles.indexOf( role ) - 1 );
		await expect( cell( 'Administrator' ) ).toHaveText(
			`${ offered } offered, ${ CAP } at once`
		);
		// Even a subscriber is offered the 120: they need only `read`.
		await expect( cell( 'Subscriber' ) ).toContainText(
			`offered, ${ CAP } at once`
		);
	}
);
