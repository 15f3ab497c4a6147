import { callPatiently, STILL_WAITING } from '../waiting-calls';

function later< T >() {
	let settle: ( value: T ) => void = () => {};
	const promise = new Promise< T >( ( resolve ) => {
		settle = resolve;
	} );
	return { promise, settle };
}

describe( 'callPatiently', () => {
	it( 'answers at once with a quick call, and runs the next one afresh', async () => {
		const run = jest.fn( async () => 'done' );
		expect( await callPatiently( 'quick', { a: 1 }, run, 50 ) ).toBe(
			'done'
		);
		expect( await callPatiently( 'quick', { a: 1 }, run, 50 ) ).toBe(
			'done'
		);
		expect( run ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'keeps a slow call: asking again with the same arguments joins it and gets its outcome, once', async () => {
		const person = later< string >();
		const run = jest.fn( () => person.promise );
		expect( await callPatiently( 'slow', { b: 2, a: 1 }, run, 20 ) ).toBe(
			STILL_WAITING
		);
		// Keys in another order are the same arguments.
		expect( await callPatiently( 'slow', { a: 1, b: 2 }, run, 20 ) ).toBe(
			STILL_WAITING
		);
		person.settle( 'confirmed and ran' );
		expect( await callPatiently( 'slow', { a: 1, b: 2 }, run, 20 ) ).toBe(
			'confirmed and ran'
		);
		expect( run ).toHaveBeenCalledTimes( 1 );
		// Handed over: the next call is a new one.
		const again = jest.fn( async () => 'new' );
		expect( await callPatiently( 'slow', { a: 1, b: 2 }, again, 20 ) ).toBe(
			'new'
		);
	} );

	it( 'never joins a call with other arguments or another tool', async () => {
		const run = jest.fn( () => new Promise< string >( () => {} ) );
		await callPatiently( 'one', { id: 1 }, run, 10 );
		await callPatiently( 'one', { id: 2 }, run, 10 );
		await callPatiently( 'two', { id: 1 }, run, 10 );
		expect( run ).toHaveBeenCalledTimes( 3 );
	} );
} );
