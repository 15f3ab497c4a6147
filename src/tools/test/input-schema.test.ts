import { toInputSchema } from '../input-schema';

describe( 'toInputSchema', () => {
	it( 'turns the `properties: []` PHP sends for an empty object into `{}`', () => {
		expect(
			toInputSchema( { type: 'object', properties: [], additionalProperties: false, default: [] } )
		).toEqual( { type: 'object', properties: {}, additionalProperties: false, default: [] } );
	} );

	it( 'gives an ability without an input schema an empty object schema', () => {
		expect( toInputSchema( undefined ) ).toEqual( {
			type: 'object',
			properties: {},
			additionalProperties: false,
		} );
	} );

	it( 'leaves a well-formed schema unchanged', () => {
		const schema = {
			type: 'object',
			properties: { id: { type: 'integer', description: 'Post ID.' } },
			required: [ 'id' ],
		};
		expect( toInputSchema( schema ) ).toEqual( schema );
	} );
} );
