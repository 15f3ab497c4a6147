/**
 * A menu's items by path, and each change to them, on blocks as the Site Editor holds them.
 */
import type { EditorBlock } from '../../editor-kit/editor-stores';
import {
	expandPageList,
	hasPageList,
	insertItem,
	itemsOf,
	moveItem,
	NavigationError,
	removeItem,
	renameItem,
	richLabel,
	type MakeBlock,
} from '../navigation-items';

let made = 0;
const make: MakeBlock = ( name, attributes, innerBlocks = [] ) => ( {
	clientId: `made-${ ++made }`,
	name,
	attributes,
	innerBlocks,
} );
const link = ( label: string, inner: EditorBlock[] = [] ) =>
	make( 'core/navigation-link', { label, url: `/${ label }` }, inner );
const labels = ( blocks: EditorBlock[] ): unknown =>
	blocks.map( ( block ) =>
		block.innerBlocks.length > 0
			? {
					[ String( block.attributes.label ) ]: labels(
						block.innerBlocks
					),
				}
			: ( block.attributes.label ?? block.name )
	);

describe( 'a menu’s items', () => {
	const menu = [ link( 'Home' ), link( 'About', [ link( 'Team' ) ] ) ];

	it( 'are read with their paths, labels as people read them', () => {
		expect(
			itemsOf( [ ...menu, link( 'Tom &amp; <em>Jerry</em>' ) ] )
		).toEqual( [
			{ path: '1', type: 'link', label: 'Home', url: '/Home' },
			{
				path: '2',
				type: 'link',
				label: 'About',
				url: '/About',
				items: [
					{ path: '2.1', type: 'link', label: 'Team', url: '/Team' },
				],
			},
			{
				path: '3',
				type: 'link',
				label: 'Tom & Jerry',
				url: '/Tom &amp; <em>Jerry</em>',
			},
		] );
	} );

	it.each( [
		'<img src=x onerror="window.__pwned=1">Gallery',
		'"><svg onload=alert(1)>',
		'</textarea><script>alert(1)</script>',
		'Fish &amp; Chips <3',
	] )(
		'hold an agent’s label %s as text: no tag in the rich text, read back exactly',
		( text ) => {
			const label = richLabel( text );
			expect( label ).not.toMatch( /[<>]/ );
			const parsed = new DOMParser().parseFromString(
				label,
				'text/html'
			);
			expect( parsed.body.children ).toHaveLength( 0 );
			expect( parsed.body.textContent ).toBe( text );
			const [ item ] = itemsOf( [ link( label ) ] );
			expect( item?.label ).toBe( text );
		}
	);

	it( 'take a new link after, before, under an item, or at the end; under a link makes it a submenu', () => {
		const contact = link( 'Contact' );
		expect(
			labels( insertItem( menu, contact, { after: '1' }, make ) )
		).toEqual( [ 'Home', 'Contact', { About: [ 'Team' ] } ] );
		expect(
			labels( insertItem( menu, contact, { before: '2.1' }, make ) )
		).toEqual( [ 'Home', { About: [ 'Contact', 'Team' ] } ] );
		expect( labels( insertItem( menu, contact, {}, make ) ) ).toEqual( [
			'Home',
			{ About: [ 'Team' ] },
			'Contact',
		] );
		const nested = insertItem( menu, contact, { under: '1' }, make );
		expect( nested[ 0 ]?.name ).toBe( 'core/navigation-submenu' );
		expect( nested[ 0 ]?.attributes ).toEqual( menu[ 0 ]?.attributes );
		expect( labels( nested ) ).toEqual( [
			{ Home: [ 'Contact' ] },
			{ About: [ 'Team' ] },
		] );
		// The menu read before is left as it was.
		expect( labels( menu ) ).toEqual( [ 'Home', { About: [ 'Team' ] } ] );
	} );

	it( 'are renamed, removed and moved (with what is under them), by the paths read before', () => {
		expect( labels( renameItem( menu, '2.1', 'People' ) ) ).toEqual( [
			'Home',
			{ About: [ 'People' ] },
		] );
		expect( labels( removeItem( menu, '1' ).blocks ) ).toEqual( [
			{ About: [ 'Team' ] },
		] );
		expect( labels( moveItem( menu, '1', { after: '2' }, make ) ) ).toEqual(
			[ { About: [ 'Team' ] }, 'Home' ]
		);
		expect(
			labels( moveItem( menu, '2.1', { before: '1' }, make ) )
		).toEqual( [ 'Team', 'Home', 'About' ] );
		expect( labels( moveItem( menu, '1', { under: '2' }, make ) ) ).toEqual(
			[ { About: [ 'Team', 'Home' ] } ]
		);
	} );

	it( 'refuse a path that is not there, a position in an item that takes none, and a move into itself', () => {
		const withPageList = [ ...menu, make( 'core/page-list', {} ) ];
		for ( const change of [
			() => renameItem( menu, '3', 'Nope' ),
			() => removeItem( menu, '2.2' ),
			() => insertItem( menu, link( 'X' ), { after: '0' }, make ),
			// Number() reads these as 2 or 10; a path is digits and dots only.
			() => renameItem( menu, '0x2', 'Nope' ),
			() => renameItem( menu, ' 2', 'Nope' ),
			() => removeItem( menu, '1e1' ),
			() => removeItem( menu, '2.' ),
			() => insertItem( withPageList, link( 'X' ), { under: '3' }, make ),
			() => renameItem( withPageList, '3', 'Pages' ),
			() => moveItem( menu, '2', { under: '2.1' }, make ),
			() =>
				insertItem(
					menu,
					link( 'X' ),
					{ after: '1', before: '2' },
					make
				),
		] ) {
			expect( change ).toThrow( NavigationError );
		}
	} );

	it( 'turn a page list into the links it shows, child pages in submenus', () => {
		const blocks = [ link( 'Home' ), make( 'core/page-list', {} ) ];
		expect( hasPageList( blocks ) ).toBe( true );
		const expanded = expandPageList(
			blocks,
			[
				{ id: 2, title: 'Sample Page', link: '/sample', parent: 0 },
				{ id: 5, title: 'Contact', link: '/contact', parent: 0 },
				{ id: 6, title: 'Map', link: '/contact/map', parent: 5 },
			],
			make
		);
		expect( labels( expanded ) ).toEqual( [
			'Home',
			'Sample Page',
			{ Contact: [ 'Map' ] },
		] );
		expect( expanded[ 1 ]?.attributes ).toEqual( {
			label: 'Sample Page',
			type: 'page',
			id: 2,
			url: '/sample',
			kind: 'post-type',
		} );
		expect( hasPageList( expanded ) ).toBe( false );
		// A page list of one page's children is its own block, left as it is.
		expect(
			hasPageList( [ make( 'core/page-list', { parentPageID: 5 } ) ] )
		).toBe( false );
	} );
} );
