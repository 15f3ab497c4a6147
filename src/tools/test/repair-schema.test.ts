import { repairSchema } from '../repair-schema';

describe( 'repairSchema', () => {
	it( 'names nothing for a well-formed schema, and changes nothing', () => {
		const schema = {
			type: 'object',
			properties: {
				id: { type: 'integer' },
				tags: { type: 'array', items: { type: 'string' } },
			},
			required: [ 'id' ],
			additionalProperties: false,
		};
		expect( repairSchema( schema ) ).toEqual( { schema, repairs: [] } );
	} );

	it( 'names each repair with a JSON Pointer to where it was made', () => {
		const { schema, repairs } = repairSchema( {
			type: 'object',
			properties: {
				word: { type: 'string', required: true },
				'a/b': {
					type: 'object',
					properties: [],
					required: [],
				},
				list: {
					type: 'array',
					items: {
						type: 'object',
						properties: { x: { type: 'string', required: true } },
					},
				},
				either: {
					oneOf: [ { type: 'object', properties: [] } ],
				},
			},
		} );

		expect( repairs ).toEqual( [
			{ path: '/properties/word', kind: 'draft-03-required' },
			{ path: '/properties/a~1b/properties', kind: 'properties-list' },
			{ path: '/properties/a~1b/required', kind: 'empty-required' },
			{
				path: '/properties/list/items/properties/x',
				kind: 'draft-03-required',
			},
			{
				path: '/properties/either/oneOf/0/properties',
				kind: 'properties-list',
			},
		] );
		expect( schema ).toEqual( {
			type: 'object',
			properties: {
				word: { type: 'string' },
				'a/b': { type: 'object', properties: {} },
				list: {
					type: 'array',
					items: {
						type: 'object',
						properties: { x: { type: 'string' } },
						required: [ 'x' ],
					},
				},
				either: { oneOf: [ { type: 'object', properties: {} } ] },
			},
			required: [ 'word' ],
		} );
	} );

	it( 'drops an empty `required` list on a schema without properties', () => {
		expect( repairSchema( { type: 'object', required: [] } ) ).toEqual( {
			schema: { type: 'object' },
			repairs: [ { path: '/required', kind: 'empty-required' } ],
		} );
	} );
} );
