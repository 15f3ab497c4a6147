import { toOutputSchema } from '../output-schema';

describe( 'toOutputSchema', () => {
	it( 'wraps the ability’s output in the envelope every tool answers, repaired for strict clients', () => {
		const schema = toOutputSchema( {
			type: 'object',
			properties: {
				id: { type: 'integer', required: true },
				meta: { type: 'object', properties: [] },
			},
		} );
		expect( schema ).toMatchObject( {
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

	it( 'leaves the result open when the ability declares no output schema', () => {
		expect(
			(
				toOutputSchema( undefined ).properties as Record<
					string,
					unknown
				>
			 ).result
		).toEqual( {} );
		expect(
			( toOutputSchema( [] ).properties as Record< string, unknown > )
				.result
		).toEqual( {} );
	} );
} );
