import type { Ability } from '../../abilities/ability';
import { grantOffer } from '../grant-offer';
import { allowDestructiveGrants, grantCovers } from '../grant-scope';
import { noteUntrustedRead, watchPersonActions } from '../untrusted-reads';

const moderate: Ability = {
	name: 'demo/moderate',
	label: 'Moderate comment',
	description: 'Moderates.',
	category: 'demo',
	meta: {
		webmcp: {
			consequential: true,
			destructive_when: { action: [ 'spam', 'trash' ] },
		},
		annotations: { destructive: false },
	},
};
const trash: Ability = {
	...moderate,
	name: 'demo/trash',
	meta: { annotations: { destructive: true } },
};
const agent = { actor: 'agent' as const, onPhase: () => {} };
const assistant = ( askedAt: number ) => ( {
	actor: 'assistant' as const,
	callId: 'c1',
	askedAt,
	onPhase: () => {},
} );

describe( 'grantOffer', () => {
	beforeAll( () => watchPersonActions() );
	afterEach( () => allowDestructiveGrants( false ) );

	it( 'offers no grant for trashing or spam unless the owner allows it, and says why', () => {
		expect( grantCovers( moderate, { id: 1, action: 'approve' } ) ).toBe(
			true
		);
		expect( grantCovers( moderate, { id: 1, action: 'spam' } ) ).toBe(
			false
		);
		expect( grantCovers( trash, { id: 1 } ) ).toBe( false );
		expect( grantOffer( trash, { id: 1 }, agent ) ).toEqual( {
			withheld: expect.stringContaining( 'trashes or marks as spam' ),
		} );

		allowDestructiveGrants( true );
		expect( grantCovers( trash, { id: 1 } ) ).toBe( true );
		expect( grantCovers( moderate, { id: 1, action: 'trash' } ) ).toBe(
			true
		);
	} );

	it( 'offers none to the assistant after it read others’ content since the person’s message', () => {
		const asked = performance.now();
		expect(
			grantOffer( moderate, { action: 'approve' }, assistant( asked ) )
		).toEqual( { calls: 20, minutes: 10 } );
		noteUntrustedRead();
		expect(
			grantOffer( moderate, { action: 'approve' }, assistant( asked ) )
		).toEqual( {
			withheld: expect.stringContaining( 'since your last message' ),
		} );
		// The person's next message brings it back.
		expect(
			grantOffer(
				moderate,
				{ action: 'approve' },
				assistant( performance.now() + 1 )
			)
		).toEqual( { calls: 20, minutes: 10 } );
	} );

	it( 'offers none to a browser agent after an untrusted read until the person acts on the page, not in the dialog', () => {
		noteUntrustedRead();
		expect( grantOffer( moderate, { action: 'approve' }, agent ) ).toEqual(
			{ withheld: expect.stringContaining( 'since you last acted' ) }
		);

		// A script's event is not the person's.
		document.body.dispatchEvent(
			new MouseEvent( 'pointerdown', { bubbles: true } )
		);
		expect( grantOffer( moderate, { action: 'approve' }, agent ) ).toEqual(
			{ withheld: expect.any( String ) }
		);
	} );
} );
