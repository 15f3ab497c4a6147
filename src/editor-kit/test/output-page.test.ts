/**
 * A read's default page keeps the tool's whole answer within 1,500 characters, and always moves on.
 */
import { fittingCount, OUTPUT_BUDGET } from '../output-page';

const answer = ( page: string[] ) => ( {
	title: 'A post',
	next_offset: null,
	blocks: page,
} );
const size = ( page: string[] ) =>
	JSON.stringify( { ok: true, result: answer( page ) } ).length;

describe( 'fittingCount', () => {
	const items = Array.from( { length: 40 }, ( _, i ) =>
		`Block ${ i }: `.padEnd( 120, 'x' )
	);

	it( 'takes as many items as fit in the budget, and no more', () => {
		const count = fittingCount( items, answer, 100 );
		expect( count ).toBeGreaterThan( 1 );
		expect( size( items.slice( 0, count ) ) ).toBeLessThanOrEqual(
			OUTPUT_BUDGET
		);
		expect( size( items.slice( 0, count + 1 ) ) ).toBeGreaterThan(
			OUTPUT_BUDGET
		);
	} );

	it( 'never takes more than asked, nor more than there are', () => {
		expect( fittingCount( items, answer, 3 ) ).toBe( 3 );
		expect( fittingCount( items.slice( 0, 2 ), answer, 100 ) ).toBe( 2 );
	} );

	it( 'takes one item that alone is over the budget, so the read moves on', () => {
		expect( fittingCount( [ 'y'.repeat( 2000 ), 'z' ], answer, 100 ) ).toBe(
			1
		);
	} );
} );
