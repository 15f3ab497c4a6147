import type { Ability } from '../../abilities/ability';
import { isConsequential, toToolAnnotations } from '../annotations';

function ability( meta: Ability[ 'meta' ] ): Ability {
	return {
		name: 'demo/thing',
		label: 'Thing',
		description: 'Does a thing.',
		category: 'demo',
		meta,
	};
}

describe( 'toToolAnnotations', () => {
	it( 'marks read-only abilities', () => {
		expect(
			toToolAnnotations( ability( { annotations: { readonly: true } } ) )
				.readOnlyHint
		).toBe( true );
	} );

	it( 'treats a missing or null readonly annotation as a write', () => {
		expect(
			toToolAnnotations( ability( { annotations: { readonly: null } } ) )
				.readOnlyHint
		).toBe( false );
		expect( toToolAnnotations( ability( undefined ) ).readOnlyHint ).toBe(
			false
		);
	} );

	it( 'flags results that carry user content as untrusted', () => {
		expect(
			toToolAnnotations(
				ability( { webmcp: { untrusted_output: true } } )
			).untrustedContentHint
		).toBe( true );
	} );

	it( 'treats an ability that says nothing about its results as untrusted', () => {
		expect( toToolAnnotations( ability( {} ) ).untrustedContentHint ).toBe(
			true
		);
		expect(
			toToolAnnotations( ability( undefined ) ).untrustedContentHint
		).toBe( true );
	} );

	it( 'trusts only an ability that says its results carry no user content', () => {
		expect(
			toToolAnnotations(
				ability( { webmcp: { untrusted_output: false } } )
			).untrustedContentHint
		).toBe( false );
	} );
} );

describe( 'isConsequential', () => {
	it( 'follows what the ability says about itself', () => {
		expect(
			isConsequential(
				ability( {
					webmcp: { consequential: true },
					annotations: { readonly: true },
				} )
			)
		).toBe( true );
		expect(
			isConsequential( ability( { webmcp: { consequential: false } } ) )
		).toBe( false );
	} );

	it( 'treats a write that says nothing as consequential, and a read as not', () => {
		expect( isConsequential( ability( undefined ) ) ).toBe( true );
		expect(
			isConsequential(
				ability( { annotations: { destructive: false } } )
			)
		).toBe( true );
		expect(
			isConsequential( ability( { annotations: { readonly: true } } ) )
		).toBe( false );
	} );
} );
