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
	const check = createInputCheck( moderate, 'POST' );

	it( 'accepts input the schema allows, read as loosely as WordPress reads it', async () => {
		expect( await check( { id: 3, action: 'spam' } ) ).toEqual( {
			ok: true,
		} );
		expect( await check( { id: '3', action: 'spam' } ) ).toEqual( {
			ok: true,
		} );
	} );

	it.each( [
		[ 'a missing required property', { id: 3 }, 'action' ],
		[
			'a word for an integer',
			{ id: 'three', action: 'spam' },
			'input[id]',
		],
		[
			'a fraction for an integer',
			{ id: 1.5, action: 'spam' },
			'input[id]',
		],
		[ 'a value below the minimum', { id: 0, action: 'spam' }, 'input[id]' ],
		[
			'a value outside the enum',
			{ id: 3, action: 'delete' },
			'input[action]',
		],
		[ 'an unknown property', { id: 3, action: 'spam', extra: 1 }, 'extra' ],
	] )( 'refuses %s and names the field', async ( _case, input, field ) => {
		const result = await check( input );
		expect( result.ok ).toBe( false );
		expect( result.ok === false && result.message ).toContain( field );
	} );

	it( 'leaves date formats to the server, which accepts dates without a time zone', async () => {
		expect(
			await check( {
				id: 3,
				action: 'spam',
				date: '2026-12-01T10:00:00',
			} )
		).toEqual( { ok: true } );
	} );

	it( 'checks what a GET request carries: every value as a string', async () => {
		const search = createInputCheck(
			{ type: 'object', properties: { search: { type: 'string' } } },
			'GET'
		);
		expect( await search( { search: 42 } ) ).toEqual( { ok: true } );
		expect(
			(
				await createInputCheck(
					{
						type: 'object',
						properties: { search: { type: 'string' } },
					},
					'POST'
				)( { search: 42 } )
			).ok
		).toBe( false );
	} );

	it( 'checks no input against the schema’s default, as WordPress does', async () => {
		expect(
			await createInputCheck(
				{ type: 'object', properties: {}, default: {} },
				'GET'
			)( undefined )
		).toEqual( { ok: true } );
		expect(
			(
				await createInputCheck(
					{ type: 'object', properties: {} },
					'POST'
				)( undefined )
			).ok
		).toBe( false );
		expect(
			await createInputCheck( undefined, 'GET' )( undefined )
		).toEqual( {
			ok: true,
		} );
	} );

	it( 'leaves patterns JavaScript cannot read to the server', async () => {
		const pcre = createInputCheck(
			{ type: 'string', pattern: '\\A[a-z]+\\z' },
			'POST'
		);
		expect( await pcre( 'ABC' ) ).toEqual( { ok: true } );
	} );
} );
