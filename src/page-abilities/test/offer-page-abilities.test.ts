/**
 * @jest-environment node
 */
// Node has `AbortSignal.any`, as every browser with WebMCP does; jsdom lacks it.
import type { ModelContextTool } from '../../webmcp';
import type { StoreAbility } from '../abilities-store';
import { offerPageAbilities } from '../offer-page-abilities';

/** A `wp.data` registry holding only an abilities store, changed by the test. */
function fakeRegistry() {
	let abilities: StoreAbility[] = [];
	const listeners = new Set< () => void >();
	return {
		registry: {
			select: ( store: string ) =>
				store === 'core/abilities'
					? { getAbilities: () => abilities }
					: undefined,
			subscribe: ( listener: () => void ) => {
				listeners.add( listener );
				return () => listeners.delete( listener );
			},
		},
		set( next: StoreAbility[] ) {
			abilities = next;
			listeners.forEach( ( listener ) => listener() );
		},
	};
}

/** A WebMCP registry that keeps what is registered until its signal aborts. */
function fakeModelContext() {
	const tools = new Map< string, ModelContextTool >();
	return {
		tools,
		registerTool: async (
			tool: ModelContextTool,
			{ signal }: { signal: AbortSignal }
		) => {
			tools.set( tool.name, tool );
			signal.addEventListener( 'abort', () => tools.delete( tool.name ) );
		},
	};
}

const ability = (
	name: string,
	meta: Record< string, unknown > = { webmcp: { expose: true } }
): StoreAbility => ( {
	name,
	label: name,
	description: `About ${ name }.`,
	category: 'demo',
	meta: { annotations: { readonly: true, clientRegistered: true }, ...meta },
} );

const flush = () => new Promise( ( resolve ) => setTimeout( resolve, 0 ) );

describe( 'offerPageAbilities', () => {
	let store: ReturnType< typeof fakeRegistry >;
	let modelContext: ReturnType< typeof fakeModelContext >;
	let lifetime: AbortController;

	beforeEach( () => {
		store = fakeRegistry();
		modelContext = fakeModelContext();
		lifetime = new AbortController();
		Object.assign( globalThis, {
			window: { wp: { data: store.registry } },
			document: { readyState: 'complete' },
		} );
	} );

	const offer = (
		room = 10,
		choices: Record< string, boolean > = {},
		serverAbilities: string[] = []
	) =>
		// The fake implements the one method the bridge calls.
		offerPageAbilities(
			modelContext as never,
			{ room, choices, serverAbilities },
			lifetime.signal
		);
	const names = () => [ ...modelContext.tools.keys() ].sort();

	it( 'offers the browser-side abilities that ask, and follows the store as it changes', async () => {
		offer();
		store.set( [
			ability( 'demo/page/find' ),
			ability( 'demo/quiet', {} ),
			ability( 'demo/public', { public: true } ),
		] );
		await flush();
		expect( names() ).toEqual( [ 'demo_page_find', 'demo_public' ] );

		store.set( [
			ability( 'demo/public', { public: true } ),
			ability( 'demo/late' ),
		] );
		await flush();
		expect( names() ).toEqual( [ 'demo_late', 'demo_public' ] );

		lifetime.abort();
		expect( names() ).toEqual( [] );
	} );

	it( 'leaves mirrored server abilities to REST, and the owner’s choice wins over the ability’s wish', async () => {
		offer( 10, { 'demo/quiet': true, 'demo/loud': false } );
		const mirrored = {
			...ability( 'demo/server' ),
			meta: {
				annotations: { serverRegistered: true },
				webmcp: { expose: true },
			},
		};
		store.set( [
			mirrored,
			ability( 'demo/quiet', {} ),
			ability( 'demo/loud' ),
		] );
		await flush();
		expect( names() ).toEqual( [ 'demo_quiet' ] );
	} );

	it( 'takes only the room the cap leaves: the owner’s choices, then the plugin’s own and core’s, then others', async () => {
		const warn = jest
			.spyOn( console, 'warn' )
			.mockImplementation( () => {} );
		offer( 2, { 'other/chosen': true } );
		store.set( [
			ability( 'other/first' ),
			ability( 'core/posts/find' ),
			ability( 'other/chosen' ),
		] );
		await flush();
		expect( names() ).toEqual( [ 'core_posts_find', 'other_chosen' ] );
		expect( warn ).toHaveBeenCalledWith(
			expect.stringContaining( 'left out: other/first' )
		);
		warn.mockRestore();
	} );

	it( 'never takes a name a server tool on the page has', async () => {
		const warn = jest
			.spyOn( console, 'warn' )
			.mockImplementation( () => {} );
		offer( 10, {}, [ 'demo/taken' ] );
		store.set( [ ability( 'demo/taken' ), ability( 'demo/free' ) ] );
		await flush();
		expect( names() ).toEqual( [ 'demo_free' ] );
		expect( warn ).toHaveBeenCalledWith(
			expect.stringContaining( 'already the tool of demo/taken' )
		);
		warn.mockRestore();
	} );
} );
