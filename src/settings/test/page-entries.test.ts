import { EDITOR_ABILITIES as EDITOR } from '../../editor/test/fixtures/editor-abilities';
import { pageEntries } from '../page-entries';

const ability = ( name: string ) => ( {
	name,
	label: name,
	description: 'A browser-side ability.',
	category: 'demo',
	meta: { webmcp: { expose: true } },
} );

describe( 'pageEntries', () => {
	it( 'names browser-side tools as the bridge will, and says why a name cannot be one', () => {
		const entries = pageEntries(
			[ ability( 'demo/posts/find' ), ability( 'playground/request' ) ],
			{},
			EDITOR
		);
		const byName = Object.fromEntries(
			entries.map( ( entry ) => [ entry.name, entry ] )
		);

		expect( byName[ 'demo/posts/find' ] ).toMatchObject( {
			tool_name: 'demo_posts_find',
			unnamed_reason: null,
			in_page: true,
			exposed: true,
		} );
		expect( byName[ 'playground/request' ] ).toMatchObject( {
			tool_name: null,
			unnamed_reason: expect.stringContaining(
				'reserved by WordPress Playground'
			),
		} );
		// The plugin's own editor abilities are listed too, on the editors they work in.
		expect( byName[ 'webmcp-abilities/read-editor' ] ).toMatchObject( {
			tool_name: 'wp_read-editor',
			screens: [ 'post', 'page', 'site-editor' ],
		} );
		expect( byName[ 'webmcp-abilities/save-draft' ]?.screens ).toEqual( [
			'post',
			'page',
		] );
		expect( byName[ 'webmcp-abilities/set-styles' ]?.screens ).toEqual( [
			'site-editor',
		] );
	} );

	it( 'follows the owner’s saved choice over the ability’s wish', () => {
		const [ entry ] = pageEntries(
			[ ability( 'demo/posts/find' ) ],
			{ 'demo/posts/find': false },
			EDITOR
		).filter( ( { name } ) => name === 'demo/posts/find' );

		expect( entry ).toMatchObject( {
			asks: true,
			choice: false,
			wanted: false,
			exposed: false,
		} );
	} );
} );
