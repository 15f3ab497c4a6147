/**
 * A browser-side call runs through the store's own `executeAbility()`; its failures are values
 * with stable codes, and a failed load of the store's module is not kept.
 */
import { runInPage } from '../run-in-page';

const mockStore = {
	getAbility: jest.fn(),
	executeAbility: jest.fn(),
	validateValueFromSchema: jest.fn(),
};
let mockLoadFails = false;

// The page's import map resolves this bare name; here, a module the test controls.
jest.mock(
	'@wordpress/abilities',
	() => {
		if ( mockLoadFails ) {
			throw new Error( 'Failed to resolve module specifier' );
		}
		return mockStore;
	},
	{ virtual: true }
);

beforeEach( () => {
	jest.resetModules();
	mockStore.getAbility.mockReturnValue( { name: 'demo/thing' } );
	mockStore.executeAbility.mockReset();
} );

it( 'answers the store’s result', async () => {
	mockStore.executeAbility.mockResolvedValue( { done: true } );
	await expect( runInPage( 'demo/thing', {} ) ).resolves.toEqual( {
		ok: true,
		result: { done: true },
	} );
} );

it( 'answers editor_not_ready as retryable, and other codes as they are', async () => {
	mockStore.executeAbility.mockRejectedValueOnce(
		Object.assign( new Error( 'Not yet.' ), { code: 'editor_not_ready' } )
	);
	expect( await runInPage( 'demo/thing', {} ) ).toEqual( {
		ok: false,
		error: {
			code: 'editor_not_ready',
			message: 'Not yet.',
			retryable: true,
		},
	} );
	mockStore.executeAbility.mockRejectedValueOnce(
		Object.assign( new Error( 'Gone.' ), { code: 'not_found' } )
	);
	expect( await runInPage( 'demo/thing', {} ) ).toMatchObject( {
		error: { code: 'not_found', retryable: false },
	} );
} );

it( 'answers tool_withdrawn for an ability that left the store, and runs nothing', async () => {
	mockStore.getAbility.mockReturnValue( undefined );
	expect( await runInPage( 'demo/thing', {} ) ).toMatchObject( {
		ok: false,
		error: { code: 'tool_withdrawn' },
	} );
	expect( mockStore.executeAbility ).not.toHaveBeenCalled();
} );

it( 'tries to load the store again after a failed load', async () => {
	await jest.isolateModulesAsync( async () => {
		const { runInPage: run } = await import( '../run-in-page' );
		mockLoadFails = true;
		expect( await run( 'demo/thing', {} ) ).toMatchObject( {
			ok: false,
			error: { code: 'server_error', retryable: true },
		} );
		mockLoadFails = false;
		mockStore.executeAbility.mockResolvedValue( 'second time' );
		expect( await run( 'demo/thing', {} ) ).toEqual( {
			ok: true,
			result: 'second time',
		} );
	} );
} );
