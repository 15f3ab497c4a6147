/**
 * @jest-environment node
 */
// Node has `AbortSignal.any`, as every browser with WebMCP does; jsdom lacks it.
import type { ToolResult } from '../../errors';
import type { ToolGroup } from '../../page-plan';
import type { ModelContextTool } from '../../webmcp';
import { createLoadTool } from '../load-tools-tool';
import { ToolGroups, type GroupTool } from '../tool-groups';
import { Toolbox } from '../toolbox';

const tool = ( ability: string ): GroupTool => ( {
	ability,
	tool: {
		name: ability.replace( '/', '_' ),
		description: ability,
		execute: async () => ( { ok: true, result: ability } ),
	},
} );

const group = ( name: string, size: number ): ToolGroup => ( {
	group: name,
	category: name,
	label: `The ${ name } group`,
	abilities: Array.from(
		{ length: size },
		( _, index ) => `${ name }/tool-${ index + 1 }`
	),
} );

/** Five groups: the page starts with `a` and `b` (6 places), the others wait for the loader. */
const [ A, B, C, D, E ] = [
	group( 'a', 3 ),
	group( 'b', 3 ),
	group( 'c', 2 ),
	group( 'd', 4 ),
	group( 'e', 6 ),
];
const GROUPS = [ A, B, C, D, E ];
const BUDGET = 6;

function setUp() {
	const toolbox = new Toolbox();
	const lifetime = new AbortController();
	const reads: string[][] = [];
	// Every change the registry goes through, to check the budget at each step, not only at rest.
	let most = 0;
	const registry = {
		registerTool: (
			item: ModelContextTool,
			options?: { signal?: AbortSignal }
		) => {
			toolbox.registerTool( item, options );
			most = Math.max( most, toolbox.list().length );
		},
	};
	const groups = new ToolGroups(
		registry,
		GROUPS,
		BUDGET,
		lifetime.signal,
		async ( _, abilities ) => {
			reads.push( abilities );
			return abilities
				.filter( ( name ) => name !== 'e/tool-6' )
				.map( tool );
		}
	);
	const names = () =>
		toolbox
			.list()
			.map( ( { name } ) => name )
			.sort();
	return { toolbox, groups, reads, names, most: () => most, lifetime };
}

async function started() {
	const test = setUp();
	await test.groups.start( [ ...A.abilities, ...B.abilities ].map( tool ) );
	return test;
}

const resultOf = ( answer: ToolResult ) => {
	if ( ! answer.ok || ! ( 'result' in answer ) ) {
		throw new Error( `The load failed: ${ JSON.stringify( answer ) }` );
	}
	return answer.result as {
		loaded: string[];
		withdrawn: string[];
		tools: string[];
		unavailable?: string[];
	};
};

describe( 'ToolGroups', () => {
	it( 'starts with the first tools and lists every group with how much of it is loaded', async () => {
		const { groups, names } = await started();
		expect( names() ).toHaveLength( BUDGET );
		expect( groups.list() ).toEqual( [
			{ group: 'a', label: 'The a group', tools: 3, loaded: 3 },
			{ group: 'b', label: 'The b group', tools: 3, loaded: 3 },
			{ group: 'c', label: 'The c group', tools: 2, loaded: 0 },
			{ group: 'd', label: 'The d group', tools: 4, loaded: 0 },
			{ group: 'e', label: 'The e group', tools: 6, loaded: 0 },
		] );
	} );

	it( 'loads a group in place of as many of the least recently used tools as it needs, and says what it swapped', async () => {
		const { groups, names } = await started();
		const answer = resultOf( await groups.load( 'c' ) );
		// `b` ranks below `a`, so it counts as used less recently; its last tools go first.
		expect( answer ).toEqual( {
			group: 'c',
			loaded: [ 'c_tool-1', 'c_tool-2' ],
			withdrawn: [ 'b_tool-3', 'b_tool-2' ],
			tools: [ 'c_tool-1', 'c_tool-2' ],
		} );
		expect( names() ).toEqual( [
			'a_tool-1',
			'a_tool-2',
			'a_tool-3',
			'b_tool-1',
			'c_tool-1',
			'c_tool-2',
		] );
	} );

	it( 'never withdraws the tools the page keeps for good, which are in no group', async () => {
		const { groups, names, most } = setUp();
		const kept = [ 'site/first', 'site/second', 'site/third' ].map( tool );
		await groups.start( [ ...kept, ...A.abilities.map( tool ) ] );
		for ( const name of [ 'c', 'd', 'e', 'b' ] ) {
			const answer = resultOf( await groups.load( name ) );
			expect( answer.withdrawn ).not.toContain( 'site_first' );
		}
		expect( names() ).toEqual(
			expect.arrayContaining( [
				'site_first',
				'site_second',
				'site_third',
			] )
		);
		expect( most() ).toBeLessThanOrEqual( BUDGET );
	} );

	it( 'counts a call as a use: the group called last stays', async () => {
		const { groups, toolbox, names } = await started();
		await toolbox.get( 'b_tool-2' )?.execute( {} );
		const answer = resultOf( await groups.load( 'c' ) );
		expect( answer.withdrawn ).toEqual( [ 'a_tool-3', 'a_tool-2' ] );
		expect( names() ).toContain( 'b_tool-2' );
	} );

	it( 'withdraws across groups exactly as many tools as the loaded one needs, never more than the budget', async () => {
		const { groups, names, most } = await started();
		await groups.load( 'c' );
		const answer = resultOf( await groups.load( 'e' ) );
		// `b`'s one left is the oldest, then `a`, then `c`: five places for `e`'s five.
		expect( answer.withdrawn ).toEqual( [
			'b_tool-1',
			'a_tool-3',
			'a_tool-2',
			'a_tool-1',
			'c_tool-2',
		] );
		expect( names() ).toEqual( [
			'c_tool-1',
			'e_tool-1',
			'e_tool-2',
			'e_tool-3',
			'e_tool-4',
			'e_tool-5',
		] );
		expect( most() ).toBeLessThanOrEqual( BUDGET );
	} );

	it( 'keeps the budget when loads are asked for at once', async () => {
		const { groups, names, most, toolbox } = await started();
		const answers = await Promise.all( [
			groups.load( 'c' ),
			groups.load( 'd' ),
			groups.load( 'e' ),
		] );
		expect( answers.every( ( answer ) => answer.ok ) ).toBe( true );
		expect( most() ).toBeLessThanOrEqual( BUDGET );
		expect( toolbox.list().length ).toBeLessThanOrEqual( BUDGET );
		// One after the other: `e` last, in the place of all but `d`'s first.
		expect( names() ).toEqual( [
			'd_tool-1',
			'e_tool-1',
			'e_tool-2',
			'e_tool-3',
			'e_tool-4',
			'e_tool-5',
		] );
	} );

	it( 'names the tools it could not read, and loads the others', async () => {
		const { groups } = await started();
		const answer = resultOf( await groups.load( 'e' ) );
		expect( answer.loaded ).toHaveLength( 5 );
		expect( answer.unavailable ).toEqual( [ 'e_tool-6' ] );
	} );

	it( 'answers a group already loaded without changing anything', async () => {
		const { groups, names, reads } = await started();
		const before = names();
		expect( resultOf( await groups.load( 'a' ) ) ).toEqual( {
			group: 'a',
			loaded: [],
			withdrawn: [],
			tools: [ 'a_tool-1', 'a_tool-2', 'a_tool-3' ],
		} );
		expect( names() ).toEqual( before );
		expect( reads ).toEqual( [] );
	} );

	it( 'reads a group once: loaded again, it registers the same tool objects', async () => {
		const { groups, toolbox, reads } = await started();
		await groups.load( 'c' );
		const first = toolbox.get( 'c_tool-2' );
		expect( resultOf( await groups.load( 'e' ) ).withdrawn ).toContain(
			'c_tool-2'
		);
		expect( resultOf( await groups.load( 'c' ) ).loaded ).toEqual( [
			'c_tool-2',
		] );
		expect( toolbox.get( 'c_tool-2' ) ).toBe( first );
		expect( reads ).toEqual( [ C.abilities, E.abilities ] );
	} );

	it( 'refuses an unknown group as not_found, changing nothing', async () => {
		const { groups, names } = await started();
		const before = names();
		const answer = await groups.load( 'nope' );
		expect( answer ).toMatchObject( {
			ok: false,
			error: { code: 'not_found', retryable: false },
		} );
		expect( names() ).toEqual( before );
	} );

	it( 'changes nothing when the call is cancelled while the group is read', async () => {
		const { groups, names } = await started();
		const before = names();
		const cancel = new AbortController();
		const answer = groups.load( 'c', cancel.signal );
		cancel.abort();
		expect( await answer ).toMatchObject( {
			ok: false,
			error: { code: 'cancelled' },
		} );
		expect( names() ).toEqual( before );
	} );
} );

describe( 'the loader tool', () => {
	it( 'lists the groups without arguments and loads one with a group', async () => {
		const { groups, names } = await started();
		const loader = createLoadTool( groups, BUDGET + 1 );
		expect( loader.name ).toBe( 'wp_load-tools' );
		expect( loader.annotations?.readOnlyHint ).toBe( true );
		expect( loader.inputSchema ).toMatchObject( {
			properties: { group: { enum: [ 'a', 'b', 'c', 'd', 'e' ] } },
		} );
		expect( await loader.execute( undefined ) ).toEqual( {
			ok: true,
			result: { atOnce: BUDGET + 1, groups: groups.list() },
		} );
		expect( await loader.execute( { group: 'c' } ) ).toMatchObject( {
			ok: true,
			result: { loaded: [ 'c_tool-1', 'c_tool-2' ] },
		} );
		expect( names() ).toContain( 'c_tool-1' );
	} );

	it( 'refuses other input as invalid_input, as a value', async () => {
		const { groups } = await started();
		const loader = createLoadTool( groups, BUDGET + 1 );
		for ( const input of [ 'c', { group: 3 }, { group: 'c', more: 1 } ] ) {
			expect( await loader.execute( input ) ).toMatchObject( {
				ok: false,
				error: { code: 'invalid_input' },
			} );
		}
	} );
} );
