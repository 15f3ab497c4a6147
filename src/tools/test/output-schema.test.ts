import type { ModelContextTool } from '../../webmcp';

/** The tool dictionary's members in the order WebIDL reads them, as each Chrome knows them. */
const CHROME_156 = [
	'annotations',
	'description',
	'execute',
	'inputSchema',
	'name',
	'title',
];
const CHROME_159 = [ ...CHROME_156, 'outputSchema' ].sort();

/**
 * A registry that converts the tool dictionary the way Chrome's binding does (every member it
 * knows, before the method runs), then refuses an empty name.
 * @param members The members this version knows.
 * @return The registry, and the tools it took.
 */
function chrome( members: string[] ) {
	const registered: string[] = [];
	return {
		registered,
		registry: {
			registerTool( tool: ModelContextTool ) {
				const seen = Object.fromEntries(
					members.map( ( key ) => [
						key,
						( tool as unknown as Record< string, unknown > )[ key ],
					] )
				);
				if ( seen.name === '' ) {
					return Promise.reject(
						new DOMException(
							'Invalid tool name',
							'InvalidStateError'
						)
					);
				}
				registered.push( tool.name );
				return Promise.resolve();
			},
		},
	};
}

/** Playground's registry throws at once for a nameless tool, reading nothing else. */
const playground = {
	registerTool( tool: ModelContextTool ) {
		if ( tool.name === '' ) {
			throw new TypeError( 'A WebMCP tool needs a name.' );
		}
		throw new Error( 'The probe reached past the name.' );
	},
};

const ABILITY_OUTPUT = {
	type: 'object',
	properties: {
		id: { type: 'integer', required: true },
		meta: { type: 'object', properties: [] },
	},
};

/**
 * @param registry What `document.modelContext` is on this page (nothing: no WebMCP).
 * @return `toOutputSchema` of a fresh bridge, which probes this registry.
 */
function onPage( registry: unknown ) {
	Object.defineProperty( document, 'modelContext', {
		value: registry,
		configurable: true,
	} );
	let module!: typeof import( '../output-schema' );
	jest.isolateModules( () => {
		module = require( '../output-schema' );
	} );
	return module.toOutputSchema;
}

describe( 'toOutputSchema', () => {
	afterEach( () => {
		Reflect.deleteProperty( document, 'modelContext' );
	} );

	it( 'wraps the ability’s output in the envelope every tool answers, repaired for strict clients', () => {
		const toOutputSchema = onPage( chrome( CHROME_159 ).registry );
		expect( toOutputSchema( ABILITY_OUTPUT ) ).toMatchObject( {
			type: 'object',
			required: [ 'ok' ],
			properties: {
				ok: { type: 'boolean' },
				result: {
					type: 'object',
					required: [ 'id' ],
					properties: {
						id: { type: 'integer' },
						meta: { type: 'object', properties: {} },
					},
				},
				error: {
					type: 'object',
					required: [ 'code', 'message', 'retryable' ],
				},
			},
		} );
	} );

	it( 'gives none when the ability declares no output schema (PHP’s empty array, or nothing)', () => {
		const toOutputSchema = onPage( chrome( CHROME_159 ).registry );
		expect( toOutputSchema( undefined ) ).toBeUndefined();
		expect( toOutputSchema( [] ) ).toBeUndefined();
		expect( toOutputSchema( 'object' ) ).toBeUndefined();
	} );

	it( 'gives none where the browser does not read outputSchema (Chromium 156)', () => {
		const toOutputSchema = onPage( chrome( CHROME_156 ).registry );
		expect( toOutputSchema( ABILITY_OUTPUT ) ).toBeUndefined();
	} );

	it( 'gives none on Playground’s registry, and without WebMCP', () => {
		expect( onPage( playground )( ABILITY_OUTPUT ) ).toBeUndefined();
		expect( onPage( undefined )( ABILITY_OUTPUT ) ).toBeUndefined();
	} );

	it( 'finds out without registering a tool, and only once per page', () => {
		const browser = chrome( CHROME_159 );
		const registerTool = jest.spyOn( browser.registry, 'registerTool' );
		const toOutputSchema = onPage( browser.registry );
		expect( toOutputSchema( ABILITY_OUTPUT ) ).toBeDefined();
		expect( toOutputSchema( ABILITY_OUTPUT ) ).toBeDefined();
		expect( registerTool ).toHaveBeenCalledTimes( 1 );
		expect( browser.registered ).toEqual( [] );
	} );
} );
