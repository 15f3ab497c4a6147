/**
 * Every editor tool declares examples for the tool contract suite (`e2e/specs/kernel/tool-contract.spec.ts`,
 * which runs them in a real editor): here, before any browser, that each tool has them, that its
 * valid inputs pass its own schema, and that each invalid one is refused by the schema or names
 * something the fixture lacks, with a code the contract knows.
 */
import { asksForTool } from '../../abilities/opt-in';
import type { Json } from '../../schema/php-values';
import { validateValue } from '../../schema/validate-value';
import type { Examples } from '../../editor-kit/ability-definition';
import { EDITOR_ABILITIES } from './fixtures/editor-abilities';

const tools = EDITOR_ABILITIES.map( ( { ability } ) => ability ).filter(
	( ability ) => asksForTool( ability.meta )
);
const examplesOf = ( meta: Record< string, unknown > ) =>
	( meta.webmcp as { examples?: Examples } ).examples;
const CODES = [ 'invalid_input', 'not_found', 'conflict', 'locked' ];
/** What the contract's fixture has: an input naming anything else names something missing. */
const PLACEHOLDER = /^\{\{(post|heading|paragraph|paragraph2)\}\}$/;

/**
 * @param input An example's input.
 * @return It as the contract fills it: a placeholder is the whole value, a post's id a number.
 */
const fill = ( input: Record< string, unknown > ): Json =>
	JSON.parse(
		JSON.stringify( input )
			.replace( /"\{\{post\}\}"/g, '1' )
			.replace( /\{\{[a-z0-9]+\}\}/g, 'client-id' )
	) as Json;

describe( 'every editor tool’s examples', () => {
	it( 'are there for every tool, and for no describing ability', () => {
		expect(
			tools.filter( ( ability ) => ! examplesOf( ability.meta ) )
		).toEqual( [] );
		expect( tools.length ).toBeGreaterThanOrEqual( 20 );
	} );

	it.each( tools.map( ( ability ) => [ ability.name, ability ] as const ) )(
		'%s: valid inputs pass its schema, invalid ones carry a known code',
		( _name, ability ) => {
			const examples = examplesOf( ability.meta ) as Examples;
			expect( examples.valid.length ).toBeGreaterThan( 0 );
			if (
				! ( ability.meta.annotations as { readonly: boolean } ).readonly
			) {
				expect( examples.invalid.length ).toBeGreaterThan( 0 );
			}
			for ( const { input } of examples.valid ) {
				expect(
					validateValue( fill( input ), ability.input_schema )
				).not.toEqual(
					expect.objectContaining( { refused: expect.any( String ) } )
				);
			}
			for ( const { input, code } of examples.invalid ) {
				expect( CODES ).toContain( code );
				if ( code === 'not_found' ) {
					// Refused for what it names, not its shape.
					expect(
						validateValue( fill( input ), ability.input_schema )
					).not.toEqual(
						expect.objectContaining( {
							refused: expect.any( String ),
						} )
					);
				}
			}
			for ( const text of JSON.stringify( examples ).match(
				/\{\{[^}]*\}\}/g
			) ?? [] ) {
				expect( text ).toMatch( PLACEHOLDER );
			}
		}
	);
} );
