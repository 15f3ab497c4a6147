import type { ExposureEntry } from '../exposure';
import { toAbilityStatus } from '../ability-status';

function entry( overrides: Partial< ExposureEntry > = {} ): ExposureEntry {
	return {
		name: 'demo/find-things',
		label: 'Find things',
		description: 'Finds things.',
		category: 'demo',
		category_label: 'Demo',
		input_schema: { type: 'object', properties: {} },
		output_schema: { type: 'object' },
		meta: { annotations: { readonly: true }, webmcp: { expose: true } },
		gate: 'read',
		screens: null,
		in_rest: true,
		tool_name: 'demo_find-things',
		unnamed_reason: null,
		asks: true,
		choice: null,
		wanted: true,
		exposed: true,
		left_out_on: [],
		...overrides,
	};
}

describe( 'toAbilityStatus', () => {
	it( 'gives an offered read-only ability its tool name and hints', () => {
		expect( toAbilityStatus( entry() ) ).toEqual( {
			toolName: 'demo_find-things',
			readOnly: true,
			consequential: false,
			destructive: false,
			blockers: [],
			offered: true,
			decidedByFilter: false,
			schemaRepairs: [],
		} );
	} );

	it( 'explains an ability outside REST, which no choice can offer', () => {
		const status = toAbilityStatus( entry( { in_rest: false } ) );
		expect( status.offered ).toBe( false );
		expect( status.blockers ).toEqual( [
			expect.stringContaining( 'not in the REST API' ),
		] );
	} );

	it( 'explains a name that cannot be a tool, in the words of whoever names it', () => {
		const status = toAbilityStatus(
			entry( {
				name: 'playground/request',
				tool_name: null,
				unnamed_reason:
					'"playground_request" is reserved by WordPress Playground',
			} )
		);
		expect( status.toolName ).toBeNull();
		expect( status.blockers ).toEqual( [
			expect.stringContaining( 'reserved by WordPress Playground' ),
		] );
	} );

	it( 'explains a malformed description', () => {
		const status = toAbilityStatus(
			entry( { meta: { annotations: { readonly: 'yes' } } } )
		);
		expect( status.blockers ).toEqual( [
			expect.stringContaining( 'malformed' ),
		] );
		expect( status.consequential ).toBe( true );
	} );

	it( 'names each repair the bridge makes to the ability’s schemas', () => {
		expect(
			toAbilityStatus(
				entry( {
					input_schema: {
						type: 'object',
						properties: {
							word: { type: 'string', required: true },
						},
					},
					output_schema: { type: 'object', properties: [] },
				} )
			).schemaRepairs
		).toEqual( [
			'Input schema: `required: true` on a property (draft-03) instead of a `required` list (/properties/word).',
			'Output schema: an empty `properties` sent as a list, not an object (/properties).',
		] );
		expect( toAbilityStatus( entry() ).schemaRepairs ).toEqual( [] );
	} );

	it( 'tells when a PHP filter overrode the choice', () => {
		expect(
			toAbilityStatus(
				entry( { choice: true, wanted: true, exposed: false } )
			).decidedByFilter
		).toBe( true );
		expect(
			toAbilityStatus(
				entry( { choice: false, wanted: false, exposed: false } )
			).decidedByFilter
		).toBe( false );
	} );
} );
