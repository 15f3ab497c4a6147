import { createInputCheck } from '../validate-input';

const moderate = {
	type: 'object',
	properties: {
		id: { type: 'integer', minimum: 1 },
		action: { type: 'string', enum: [ 'approve', 'spam' ] },
		date: { type: 'string', format: 'date-time' },
	},
	required: [ 'id', 'action' ],
	additionalProperties: false,
};

describe( 'createInputCheck', () => {
	const check = createInputCheck( moderate );

	it( 'accepts input the schema allows', () => {
		expect( check?.( { id: 3, action: 'spam' } ) ).toEqual( { ok: true } );
	} );

	it.each( [
		[ 'a missing required property', { id: 3 }, 'action' ],
		[ 'a string for an integer', { id: '3', action: 'spam' }, 'id' ],
		[ 'a fraction for an integer', { id: 1.5, action: 'spam' }, 'id' ],
		[ 'a value below the minimum', { id: 0, action: 'spam' }, 'id' ],
		[ 'a value outside the enum', { id: 3, action: 'delete' }, 'action' ],
		[ 'an unknown property', { id: 3, action: 'spam', extra: 1 }, 'extra' ],
	] )( 'refuses %s and names the field', ( _case, input, field ) => {
		const result = check?.( input );
		expect( result?.ok ).toBe( false );
		expect( result?.ok === false && result.message ).toContain( field );
	} );

	it( 'leaves date formats to the server, which accepts dates without a time zone', () => {
		expect( check?.( { id: 3, action: 'spam', date: '2026-12-01T10:00:00' } ) ).toEqual( { ok: true } );
	} );

	it( 'treats missing arguments as an empty object', () => {
		const none = createInputCheck( { type: 'object', properties: {}, additionalProperties: false } );
		expect( none?.( undefined ) ).toEqual( { ok: true } );
	} );

	it( 'gives up, rather than guessing, on schemas zod cannot read', () => {
		expect( createInputCheck( { type: 'object', if: { type: 'object' }, then: {} } ) ).toBeNull();
	} );
} );
