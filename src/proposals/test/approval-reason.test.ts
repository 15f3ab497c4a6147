import type { Ability } from '../../abilities/ability';
import { toInputSchema } from '../../tools/input-schema';
import { withApprovalReason } from '../approval-reason';

const schema = {
	type: 'object',
	properties: { id: { type: 'integer' } },
	additionalProperties: false,
};

const ability = ( proposable?: string ): Ability => ( {
	name: 'demo/publish',
	label: 'Publish',
	description: 'Publishes.',
	category: 'demo',
	input_schema: schema,
	meta: { webmcp: { consequential: true, proposable } },
} );

describe( 'withApprovalReason', () => {
	it( 'gives a proposable tool a reason that never reaches the ability', () => {
		const tool = withApprovalReason(
			ability( 'edit_posts' ),
			toInputSchema( schema )
		);
		expect( tool.schema.properties ).toHaveProperty( 'approval_reason' );
		const args = { id: 5, approval_reason: 'Asked for.' };
		expect( tool.toAbilityInput( args ) ).toEqual( { id: 5 } );
		expect( tool.toReason( args ) ).toBe( 'Asked for.' );
		expect( tool.toReason( { id: 5 } ) ).toBe( '' );
	} );

	it( 'gives the reason to a tool whose schema names no properties, only their kind', () => {
		const open = {
			type: 'object',
			additionalProperties: { type: [ 'string', 'integer' ] },
		};
		const tool = withApprovalReason(
			{ ...ability( 'edit_others_posts' ), input_schema: open },
			toInputSchema( open )
		);
		expect( tool.schema.properties ).toHaveProperty( 'approval_reason' );
		expect(
			tool.toAbilityInput( {
				posts_per_rss: 4,
				approval_reason: 'Shorter.',
			} )
		).toEqual( { posts_per_rss: 4 } );
	} );

	it( 'leaves every other tool as it is', () => {
		const input = toInputSchema( schema );
		const tool = withApprovalReason( ability(), input );
		expect( tool.schema ).toBe( input.schema );
		expect( tool.toAbilityInput( { id: 5 } ) ).toEqual( { id: 5 } );
	} );
} );
