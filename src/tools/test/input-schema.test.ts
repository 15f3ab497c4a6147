import { toInputSchema } from '../input-schema';

describe( 'toInputSchema', () => {
	it( 'turns the `properties: []` PHP sends for an empty object into `{}`', () => {
		const { schema } = toInputSchema( {
			type: 'object',
			properties: [],
			additionalProperties: false,
			default: [],
		} );
		expect( schema ).toEqual( {
			type: 'object',
			properties: {},
			additionalProperties: false,
			default: [],
		} );
	} );

	it( 'gives an ability without an input schema an empty object schema, and sends it no input', () => {
		for ( const none of [ undefined, null, [], {} ] ) {
			const { schema, toAbilityInput } = toInputSchema( none );
			expect( schema ).toEqual( {
				type: 'object',
				properties: {},
				additionalProperties: false,
			} );
			expect( toAbilityInput( {} ) ).toBeUndefined();
		}
	} );

	it( 'gives an object schema without `properties` an empty one, as strict clients want', () => {
		const { schema } = toInputSchema( {
			type: 'object',
			additionalProperties: false,
			default: [],
		} );
		expect( schema ).toEqual( {
			type: 'object',
			properties: {},
			additionalProperties: false,
			default: [],
		} );
	} );

	it( 'leaves a well-formed object schema and its input unchanged', () => {
		const input = {
			type: 'object',
			properties: { id: { type: 'integer', description: 'Post ID.' } },
			required: [ 'id' ],
		};
		const { schema, toAbilityInput } = toInputSchema( input );
		expect( schema ).toEqual( input );
		expect( toAbilityInput( { id: 3 } ) ).toEqual( { id: 3 } );
	} );

	it( 'turns draft-03 `required: true` flags into `required` arrays, at every depth', () => {
		const { schema } = toInputSchema( {
			type: 'object',
			properties: {
				id: { type: 'integer', required: true },
				note: { type: 'string', required: false },
				meta: {
					type: 'object',
					properties: { key: { type: 'string', required: true } },
				},
				list: {
					type: 'array',
					items: {
						type: 'object',
						properties: { x: { type: 'string', required: true } },
					},
				},
			},
		} );
		expect( schema ).toEqual( {
			type: 'object',
			properties: {
				id: { type: 'integer' },
				note: { type: 'string' },
				meta: {
					type: 'object',
					properties: { key: { type: 'string' } },
					required: [ 'key' ],
				},
				list: {
					type: 'array',
					items: {
						type: 'object',
						properties: { x: { type: 'string' } },
						required: [ 'x' ],
					},
				},
			},
			required: [ 'id' ],
		} );
	} );

	it( 'wraps a non-object input as `{ input }` and unwraps the agent’s arguments', () => {
		const { schema, toAbilityInput } = toInputSchema( {
			type: 'string',
			minLength: 1,
			description: 'The text.',
		} );
		expect( schema ).toEqual( {
			type: 'object',
			properties: {
				input: {
					type: 'string',
					minLength: 1,
					description: 'The text.',
				},
			},
			required: [ 'input' ],
			additionalProperties: false,
			description: 'The text.',
		} );
		expect( toAbilityInput( { input: 'two words' } ) ).toBe( 'two words' );
	} );

	it( 'makes a wrapped input optional when it has a default', () => {
		const { schema, toAbilityInput } = toInputSchema( {
			type: 'array',
			items: { type: 'integer' },
			default: [],
		} );
		expect( schema.required ).toBeUndefined();
		expect( toAbilityInput( {} ) ).toBeUndefined();
	} );
} );
