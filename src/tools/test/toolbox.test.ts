import { everyRegistry } from '../every-registry';
import { Toolbox } from '../toolbox';
import type { ModelContextTool } from '../../webmcp';

function tool( name: string ): ModelContextTool {
	return { name, description: name, execute: async () => null };
}

describe( 'Toolbox', () => {
	it( 'holds the very tool objects, in order, until their signal aborts', () => {
		const toolbox = new Toolbox();
		const first = tool( 'first' );
		const withdrawn = new AbortController();
		toolbox.registerTool( first );
		toolbox.registerTool( tool( 'second' ), { signal: withdrawn.signal } );
		expect( toolbox.list().map( ( { name } ) => name ) ).toEqual( [
			'first',
			'second',
		] );
		expect( toolbox.get( 'first' ) ).toBe( first );

		withdrawn.abort();
		expect( toolbox.get( 'second' ) ).toBeUndefined();
	} );

	it( 'refuses a name it holds, as the browser does, and ignores an aborted registration', () => {
		const toolbox = new Toolbox();
		toolbox.registerTool( tool( 'same' ) );
		expect( () => toolbox.registerTool( tool( 'same' ) ) ).toThrow(
			'already registered'
		);
		toolbox.registerTool( tool( 'late' ), {
			signal: AbortSignal.abort(),
		} );
		expect( toolbox.get( 'late' ) ).toBeUndefined();
	} );

	it( 'keeps a newer tool of the same name when an older registration is aborted', () => {
		const toolbox = new Toolbox();
		const old = new AbortController();
		toolbox.registerTool( tool( 'name' ), { signal: old.signal } );
		// The old registration is withdrawn first, then a new one takes the name.
		const newer = tool( 'name' );
		old.abort();
		toolbox.registerTool( newer );
		old.signal.dispatchEvent( new Event( 'abort' ) );
		expect( toolbox.get( 'name' ) ).toBe( newer );
	} );
} );

describe( 'everyRegistry', () => {
	it( 'gives each registry the same tool and signal, and rejects with a refusal only after all answered', async () => {
		const toolbox = new Toolbox();
		const refusing = {
			registerTool: () => {
				throw new TypeError( 'refused' );
			},
		};
		const both = everyRegistry( [ refusing, toolbox ] );
		const shared = tool( 'shared' );
		const lifetime = new AbortController();
		await expect(
			both.registerTool( shared, { signal: lifetime.signal } )
		).rejects.toThrow( 'refused' );
		expect( toolbox.get( 'shared' ) ).toBe( shared );
		lifetime.abort();
		expect( toolbox.get( 'shared' ) ).toBeUndefined();
	} );
} );
