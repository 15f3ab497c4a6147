/**
 * The server names tools itself (`includes/Exposure/Tool_Name.php`) to tell the bridge's calls
 * from a header that only claims to be one; this runs PHP and the bridge over the same names.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

import { isReservedToolName } from '../reserved-names';
import { ToolNames, toToolName } from '../tool-name';

const INCLUDES = join( __dirname, '..', '..', '..', 'includes' );

interface Naming {
	tool: string;
	claimed: string | null;
	reserved: boolean;
	why: string | null;
}

const NAMES: Array< [ string, string ] > = [
	[ 'of the plugin', 'webmcp-abilities/get-site-overview' ],
	[ 'of the plugin, browser-side', 'webmcp-abilities/editor/read' ],
	[
		'of the plugin, long',
		`webmcp-abilities/${ 'do-a-thing-'.repeat( 30 ) }`,
	],
	[
		'of the plugin, landing on Playground’s prefix',
		'webmcp-abilities/ability/x',
	],
	[ 'like the plugin’s namespace', 'webmcp-abilitiesx/get-site-overview' ],
	[ 'in the plugin’s short prefix', 'wp/find-posts' ],
	[ 'in the plugin’s short prefix, browser-side', 'wp/editor/read' ],
	[ 'core', 'core/get-site-info' ],
	[ 'exactly 128 as a tool name', `a/${ 'b'.repeat( 126 ) }` ],
	[ '129 as a tool name', `a/${ 'b'.repeat( 127 ) }` ],
	[ 'long', `my-plugin/${ 'do-a-thing-'.repeat( 30 ) }` ],
	[
		'long, differing only at the end',
		`my-plugin/${ 'do-a-thing-'.repeat( 30 ) }x`,
	],
	[ 'reserved by Playground', 'playground/request' ],
	[ 'like a reserved name', 'playground/requests' ],
	[ 'with Playground’s prefix', 'wp_ability_core/get-site-info' ],
	[ 'long with Playground’s prefix', `wp_ability_x/${ 'y'.repeat( 200 ) }` ],
	[ 'without a slash', 'no-namespace' ],
	[ 'with two slashes (browser-side)', 'a/b/c' ],
	[ 'with four segments', 'core/posts/find/recent' ],
	[ 'long, with three segments', `my-plugin/editor/${ 'b'.repeat( 200 ) }` ],
	[ 'with a space', 'my plugin/tool' ],
	[ 'with a final newline', 'my-plugin/tool\n' ],
	[ 'empty', '' ],
	[ 'only a slash', '/' ],
	[ 'with uppercase', 'My-Plugin/Tool' ],
	[ 'with a dot', 'my.plugin/tool' ],
	[ 'non-ASCII', 'café/menu' ],
	[ 'non-ASCII after the cut', `a/${ 'b'.repeat( 124 ) }é` ],
	[ 'non-ASCII, long', `é/${ 'b'.repeat( 200 ) }` ],
	[ 'outside the BMP, long', `😀/${ 'b'.repeat( 200 ) }` ],
	[ 'outside the BMP, short', 'a/😀' ],
];

function namedByPhp( names: string[] ): Naming[] {
	const script = `
		define( 'ABSPATH', '/' );
		require ${ JSON.stringify( join( INCLUDES, 'Contract.php' ) ) };
		require ${ JSON.stringify( join( INCLUDES, 'Exposure', 'Tool_Name.php' ) ) };
		use WebMCP_Abilities\\Exposure\\Tool_Name;
		$names = json_decode( stream_get_contents( STDIN ), true );
		echo json_encode( array_map(
			static fn ( $name ) => array(
				'tool'     => Tool_Name::for_ability( $name ),
				'claimed'  => Tool_Name::claim( $name ),
				'reserved' => Tool_Name::is_reserved( Tool_Name::for_ability( $name ) ),
				'why'      => null === Tool_Name::claim( $name ) ? Tool_Name::why_not( $name ) : null,
			),
			$names
		), JSON_THROW_ON_ERROR );
	`;
	return JSON.parse(
		execFileSync( 'php', [ '-r', script ], {
			input: JSON.stringify( names ),
			encoding: 'utf8',
		} )
	);
}

function namedByBridge( name: string ): Naming {
	const tool = toToolName( name );
	const claim = new ToolNames().claim( name );
	return {
		tool,
		claimed: claim.ok ? claim.name : null,
		reserved: isReservedToolName( tool ),
		why: claim.ok ? null : claim.reason,
	};
}

describe( 'tool names in PHP and in the bridge', () => {
	const php = namedByPhp( NAMES.map( ( [ , name ] ) => name ) );

	it.each(
		NAMES.map(
			( [ label, name ], index ) => [ label, name, index ] as const
		)
	)( 'agree for a name %s', ( _label, name, index ) => {
		expect( php[ index ] ).toEqual( namedByBridge( name ) );
	} );

	it( 'cover the cases that matter: cut, reserved, kept for the plugin, refused', () => {
		const bridge = NAMES.map( ( [ , name ] ) => namedByBridge( name ) );
		expect(
			bridge.some(
				( naming ) =>
					naming.tool.length === 128 && naming.tool.includes( '.' )
			)
		).toBe( true );
		expect( bridge.some( ( naming ) => naming.reserved ) ).toBe( true );
		expect(
			bridge.some( ( naming ) => naming.why?.includes( 'kept for' ) )
		).toBe( true );
		expect(
			bridge.filter( ( naming ) => naming.claimed === null ).length
		).toBeGreaterThan( 5 );
	} );
} );
