import { isReservedToolName } from '../reserved-names';
import { ToolNames, toToolName } from '../tool-name';

describe( 'toToolName', () => {
	it( 'replaces the one slash with an underscore', () => {
		expect( toToolName( 'core/get-site-info' ) ).toBe(
			'core_get-site-info'
		);
	} );

	it( 'names the plugin’s own abilities wp_<name>, within about 30 characters', () => {
		expect( toToolName( 'webmcp-abilities/list-pending-comments' ) ).toBe(
			'wp_list-pending-comments'
		);
		expect( toToolName( 'webmcp-abilitiesx/tool' ) ).toBe(
			'webmcp-abilitiesx_tool'
		);
	} );

	it( 'round-trips: ability names have no underscore, so the first one is the slash', () => {
		const name = 'my-plugin/do-2-things';
		expect( toToolName( name ).replace( '_', '/' ) ).toBe( name );
	} );

	it( 'shortens names over 128 characters to 128, ending in a hash of the whole name', () => {
		const long = `a/${ 'b'.repeat( 200 ) }`;
		const tool = toToolName( long );
		expect( tool ).toHaveLength( 128 );
		expect( tool ).toMatch( /^a_b+\.[0-9a-f]{8}$/ );
		expect( toToolName( long ) ).toBe( tool );
		expect( toToolName( `a/${ 'b'.repeat( 199 ) }c` ) ).not.toBe( tool );
	} );

	it( 'leaves a name of exactly 128 characters alone', () => {
		const name = `a/${ 'b'.repeat( 126 ) }`;
		expect( toToolName( name ) ).toBe( `a_${ 'b'.repeat( 126 ) }` );
	} );
} );

describe( 'isReservedToolName', () => {
	it.each( [
		'playground_request',
		'playground_execute_php',
		'wp_ability_core.get-site-info',
	] )( 'reserves %s', ( name ) =>
		expect( isReservedToolName( name ) ).toBe( true )
	);

	it( 'matches Playground’s names exactly, not as prefixes', () => {
		expect( isReservedToolName( 'playground_requests' ) ).toBe( false );
		expect( isReservedToolName( 'wp_find-posts' ) ).toBe( false );
	} );
} );

describe( 'ToolNames', () => {
	it( 'names a tool and maps it back to its ability, long names included', () => {
		const names = new ToolNames();
		const long = `a/${ 'b'.repeat( 200 ) }`;
		const claim = names.claim( long );
		expect( claim.ok ).toBe( true );
		expect( claim.ok && names.abilityFor( claim.name ) ).toBe( long );
		expect( names.abilityFor( 'unknown_tool' ) ).toBeUndefined();
	} );

	it( 'refuses a name Playground reserves', () => {
		expect( new ToolNames().claim( 'playground/request' ) ).toEqual( {
			ok: false,
			reason: expect.stringContaining(
				'reserved by WordPress Playground'
			),
		} );
	} );

	it( 'keeps the plugin’s short prefix for the plugin: wp/… gets no tool', () => {
		const names = new ToolNames();
		expect( names.claim( 'webmcp-abilities/find-posts' ) ).toEqual( {
			ok: true,
			name: 'wp_find-posts',
		} );
		expect( names.claim( 'wp/find-posts' ) ).toEqual( {
			ok: false,
			reason: expect.stringContaining(
				'kept for the tools of webmcp-abilities'
			),
		} );
		expect( new ToolNames().claim( 'wp/other' ).ok ).toBe( false );
	} );

	it( 'refuses names a browser rejects', () => {
		expect( new ToolNames().claim( 'café/menu' ).ok ).toBe( false );
		expect( new ToolNames().claim( 'my plugin/tool' ).ok ).toBe( false );
	} );

	it( 'names browser-side abilities of three and four segments', () => {
		expect( new ToolNames().claim( 'core/posts/find' ) ).toEqual( {
			ok: true,
			name: 'core_posts_find',
		} );
		expect( toToolName( 'a/b/c/d' ) ).toBe( 'a_b_c_d' );
	} );

	it( 'gives a name to one ability only: a second one landing on it is refused', () => {
		// Distinct ability names only meet through a hash collision; force one.
		const names = new ToolNames( () => 'same_name' );
		expect( names.claim( 'a/first' ) ).toEqual( {
			ok: true,
			name: 'same_name',
		} );
		expect( names.claim( 'b/second' ) ).toEqual( {
			ok: false,
			reason: expect.stringContaining( 'already the tool of a/first' ),
		} );
		expect( names.abilityFor( 'same_name' ) ).toBe( 'a/first' );
	} );
} );
