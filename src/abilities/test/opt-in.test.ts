import { asksForTool, offeredByDefault, waitsForOwner } from '../opt-in';

describe( 'asksForTool', () => {
	it.each( [
		[ 'this plugin’s signal', { webmcp: { expose: true } }, true ],
		[
			'other WebMCP integrations’ signal',
			{ webmcp: { public: true } },
			true,
		],
		[ 'WordPress 7.1’s signal', { public: true }, true ],
		[
			'expose: false over every public',
			{ public: true, webmcp: { expose: false, public: true } },
			false,
		],
		[
			'webmcp.public: false over meta.public',
			{ public: true, webmcp: { public: false } },
			false,
		],
		[ 'no signal', { annotations: { readonly: true } }, false ],
		[ 'a truthy non-boolean', { webmcp: { expose: 'yes' } }, false ],
		[ 'no meta at all', undefined, false ],
	] )( '%s', ( _case, meta, expected ) => {
		expect( asksForTool( meta ) ).toBe( expected );
	} );
} );

describe( 'offeredByDefault', () => {
	const asks = { webmcp: { expose: true } };
	it.each( [
		[ 'another plugin’s write that asks', 'acme/edit', asks, true ],
		[
			'another plugin’s destructive one that asks',
			'acme/delete',
			{ ...asks, annotations: { destructive: true } },
			false,
		],
		[
			'this plugin’s destructive one',
			'webmcp-abilities/delete-media',
			{ ...asks, annotations: { destructive: true } },
			true,
		],
		[ 'one that does not ask', 'acme/read', {}, false ],
	] )( '%s', ( _case, name, meta, expected ) => {
		expect( offeredByDefault( name, meta ) ).toBe( expected );
	} );
} );

describe( 'waitsForOwner', () => {
	it.each( [
		[ 'another plugin’s destructive one', 'acme/delete', true, true ],
		[ 'WordPress’s destructive one', 'core/delete', true, true ],
		[
			'this plugin’s destructive one',
			'webmcp-abilities/delete-media',
			true,
			false,
		],
		[ 'another plugin’s write', 'acme/edit', false, false ],
	] )( '%s', ( _case, name, destructive, expected ) => {
		expect( waitsForOwner( name, destructive ) ).toBe( expected );
	} );
} );
