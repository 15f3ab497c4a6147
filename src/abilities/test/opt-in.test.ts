import { asksForTool } from '../opt-in';

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
