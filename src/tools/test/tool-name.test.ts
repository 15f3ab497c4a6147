import { toToolName } from '../tool-name';

describe( 'toToolName', () => {
	it( 'joins namespace and name with an underscore', () => {
		expect( toToolName( 'webmcp-abilities/get-site-overview' ) ).toBe(
			'webmcp-abilities_get-site-overview'
		);
	} );

	it( 'keeps digits and hyphens as they are', () => {
		expect( toToolName( 'my-plugin-2/run-3' ) ).toBe( 'my-plugin-2_run-3' );
	} );

	it( 'refuses names longer than 128 characters', () => {
		expect( toToolName( `a/${ 'b'.repeat( 127 ) }` ) ).toBeNull();
	} );

	it( 'refuses characters a browser rejects', () => {
		expect( toToolName( 'café/menu' ) ).toBeNull();
	} );
} );
