import { readListedTool } from '../read-listed-tool';
import { toolObject } from './fixtures/chrome-160-tool';

const INPUT = { type: 'object', properties: { id: { type: 'integer' } } };
const OUTPUT = { type: 'object', properties: { ok: { type: 'boolean' } } };
const HINTS = {
	consequentialHint: false,
	debugging: false,
	readOnlyHint: true,
	untrustedContentHint: false,
};

/**
 * Chromium 156's entry: a plain dictionary, its window as `window`, an empty title "".
 * @param fields What differs from the usual entry.
 */
const plainEntry = ( fields: Record< string, unknown > = {} ) => ( {
	annotations: HINTS,
	description: 'Finds posts.',
	inputSchema: INPUT,
	name: 'site_find-posts',
	origin: 'http://localhost',
	title: 'Find posts',
	window,
	...fields,
} );

const READ = {
	name: 'site_find-posts',
	title: 'Find posts',
	description: 'Finds posts.',
	inputSchema: INPUT,
	annotations: HINTS,
	origin: 'http://localhost',
	source: window,
};

/**
 * Chrome 160's entry for the same tool: the fields as read, behind a `Tool`'s getters.
 * @param fields What differs from the usual entry.
 */
const toolEntry = ( fields: Record< string, unknown > = {} ) =>
	toolObject( { ...READ, ...fields } );

describe( 'readListedTool', () => {
	it( 'reads today’s plain entry', () => {
		const entry = plainEntry();
		expect( readListedTool( entry ) ).toEqual( { ...READ, entry } );
	} );

	it( 'reads a Chrome 160 Tool, whose fields are not its own', () => {
		const entry = toolEntry();
		expect( JSON.stringify( entry ) ).toBe( '{}' );
		expect( readListedTool( entry ) ).toEqual( { ...READ, entry } );
	} );

	it( 'hands back the browser’s own entry, never a copy', () => {
		const entry = toolEntry();
		expect( readListedTool( entry )?.entry ).toBe( entry );
	} );

	it( 'reads a Tool’s empty fields (null) as absent, like a plain entry’s missing ones', () => {
		const entry = toolEntry( {
			title: null,
			inputSchema: null,
			annotations: null,
			origin: null,
		} );
		expect( readListedTool( entry ) ).toEqual( {
			name: 'site_find-posts',
			description: 'Finds posts.',
			source: window,
			entry,
		} );
	} );

	it( 'reads an empty title ("", Chromium 156) as no title', () => {
		expect( readListedTool( plainEntry( { title: '' } ) )?.title ).toBe(
			undefined
		);
	} );

	it( 'takes the window from `source`, or from `window` before Chrome 160', () => {
		const frame = {};
		expect( readListedTool( toolEntry( { source: frame } ) )?.source ).toBe(
			frame
		);
		expect(
			readListedTool( plainEntry( { window: frame } ) )?.source
		).toBe( frame );
		expect(
			readListedTool( toolEntry( { source: null } ) )?.source
		).toBeUndefined();
	} );

	it( 'reads schemas given as JSON text', () => {
		const read = readListedTool(
			toolEntry( {
				inputSchema: JSON.stringify( INPUT ),
				outputSchema: JSON.stringify( OUTPUT ),
			} )
		);
		expect( read?.inputSchema ).toEqual( INPUT );
		expect( read?.outputSchema ).toEqual( OUTPUT );
	} );

	it.each( [ '{not json', '[1]', '"text"', '' ] )(
		'drops a schema that is not a JSON object (%j)',
		( text ) => {
			expect(
				readListedTool( toolEntry( { inputSchema: text } ) )
					?.inputSchema
			).toBeUndefined();
		}
	);

	it( 'reads the output schema Chrome 159+ lists', () => {
		expect(
			readListedTool( plainEntry( { outputSchema: OUTPUT } ) )
				?.outputSchema
		).toEqual( OUTPUT );
	} );

	it( 'keeps only the hints it knows, and only when they are booleans', () => {
		const annotations = new ( class {
			get readOnlyHint() {
				return true;
			}
			get consequentialHint() {
				return null;
			}
		} )();
		expect(
			readListedTool( toolEntry( { annotations } ) )?.annotations
		).toEqual( { readOnlyHint: true } );
		expect(
			readListedTool(
				plainEntry( { annotations: { destructiveHint: true } } )
			)?.annotations
		).toEqual( {} );
	} );

	it.each( [
		[ 'null', null ],
		[ 'a string', 'site_find-posts' ],
		[ 'a nameless plain entry', { description: 'x' } ],
		[ 'a Tool whose name is null', toolEntry( { name: null } ) ],
	] )( 'reads nothing from %s', ( _label, entry ) => {
		expect( readListedTool( entry ) ).toBeNull();
	} );
} );
