import { registerTools } from '../register-tools';
import type { ModelContext, ModelContextTool } from '../webmcp';

function tool( name: string ): ModelContextTool {
	return { name, description: name, execute: async () => null };
}

/**
 * Keeps tools by name the way each kind of registry does, and withdraws them on abort.
 * @param onDuplicate What the fake does with a name it already has.
 */
function registry( onDuplicate: 'reject' | 'throw' | 'replace' ) {
	const tools = new Map< string, ModelContextTool >();
	const registerTool: ModelContext[ 'registerTool' ] = ( added, options ) => {
		if ( tools.has( added.name ) && onDuplicate === 'throw' ) {
			throw new TypeError( 'duplicate' );
		}
		if ( tools.has( added.name ) && onDuplicate === 'reject' ) {
			return Promise.reject(
				new DOMException( 'duplicate', 'InvalidStateError' )
			);
		}
		tools.set( added.name, added );
		options?.signal?.addEventListener( 'abort', () =>
			tools.delete( added.name )
		);
		return Promise.resolve();
	};
	return { tools, registry: { registerTool } };
}

describe( 'registerTools', () => {
	let warn: jest.SpyInstance;
	beforeEach( () => {
		warn = jest.spyOn( console, 'warn' ).mockImplementation( () => {} );
	} );
	afterEach( () => warn.mockRestore() );

	it.each( [ 'reject', 'throw' ] as const )(
		'registers the other tools when the registry refuses one (%s)',
		async ( onDuplicate ) => {
			const { tools, registry: target } = registry( onDuplicate );
			tools.set( 'taken', tool( 'taken' ) );
			await registerTools(
				target,
				[ tool( 'a' ), tool( 'taken' ), tool( 'b' ) ],
				new AbortController().signal
			);
			expect( [ ...tools.keys() ].sort() ).toEqual( [
				'a',
				'b',
				'taken',
			] );
			expect( warn ).toHaveBeenCalledWith(
				expect.stringContaining( '"taken"' ),
				expect.anything()
			);
		}
	);

	it( 'works with a registry that replaces same-name tools, like Playground’s', async () => {
		const { tools, registry: target } = registry( 'replace' );
		const mine = tool( 'a' );
		await registerTools( target, [ mine ], new AbortController().signal );
		expect( tools.get( 'a' ) ).toBe( mine );
	} );

	it( 'withdraws every tool when the page’s controller aborts, and stays quiet about it', async () => {
		const { tools, registry: target } = registry( 'reject' );
		const lifetime = new AbortController();
		await registerTools(
			target,
			[ tool( 'a' ), tool( 'b' ) ],
			lifetime.signal
		);
		lifetime.abort();
		expect( tools.size ).toBe( 0 );
		expect( warn ).not.toHaveBeenCalled();
	} );
} );
