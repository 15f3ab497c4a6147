/**
 * A navigation menu's items as the agent reads and names them: the menu's blocks
 * (`core/navigation-link`, `core/navigation-submenu`, `core/page-list`…) as a tree of items, each
 * at a path (`2`, `2.1`: positions from 1, one per level), and the changes made to that tree. Pure:
 * the blocks come in, new blocks go out, and blocks are made by the caller (`@wordpress/blocks`'
 * `createBlock` in the page).
 */
import type { EditorBlock } from '../editor-kit/editor-stores';

/** Makes a block, as `createBlock()` does. */
export type MakeBlock = (
	name: string,
	attributes: Record< string, unknown >,
	innerBlocks?: EditorBlock[]
) => EditorBlock;

export interface NavigationItem {
	path: string;
	/** link, submenu, or the block's name for anything else (a page list, a search…). */
	type: string;
	label?: string;
	url?: string;
	items?: NavigationItem[];
}

/** A page as the page list shows it. */
export interface ListedPage {
	id: number;
	title: string;
	link: string;
	parent: number;
}

/** Where an item goes: after or before an item, or last inside one (a submenu). */
export interface Position {
	after?: string;
	before?: string;
	under?: string;
}

export class NavigationError extends Error {}

const LINK = 'core/navigation-link';
const SUBMENU = 'core/navigation-submenu';
const PAGE_LIST = 'core/page-list';

const typeOf = ( block: EditorBlock ) => {
	if ( block.name === LINK ) {
		return 'link';
	}
	return block.name === SUBMENU ? 'submenu' : block.name;
};

/**
 * Labels are rich text (HTML entities, the odd tag); the agent reads them as the menu shows them.
 * `&amp;` goes last, so `&amp;lt;` reads as the `&lt;` it shows.
 * @param label A block's label.
 */
const plainLabel = ( label: unknown ) =>
	typeof label === 'string'
		? label
				.replace( /<[^>]*>/g, '' )
				.replace( /&lt;/g, '<' )
				.replace( /&gt;/g, '>' )
				.replace( /&#0?39;|&apos;/g, "'" )
				.replace( /&quot;/g, '"' )
				.replace( /&amp;/g, '&' )
		: undefined;

/**
 * An agent's label is text: the menu shows it as written, and no tag in it ever becomes markup,
 * in the canvas (same-origin with wp-admin), for visitors, or for whoever opens the menu later.
 * @param text A label as the agent wrote it.
 * @return The label's rich text.
 */
export const richLabel = ( text: string ): string =>
	text
		.replace( /&/g, '&amp;' )
		.replace( /</g, '&lt;' )
		.replace( />/g, '&gt;' );

/**
 * @param blocks The menu's blocks.
 * @param prefix The path of the item they are inside ('' at the top).
 * @return Them as items.
 */
export function itemsOf(
	blocks: EditorBlock[],
	prefix = ''
): NavigationItem[] {
	return blocks.map( ( block, index ) => {
		const path = `${ prefix }${ index + 1 }`;
		const label = plainLabel( block.attributes.label );
		const url = block.attributes.url;
		return {
			path,
			type: typeOf( block ),
			...( label !== undefined ? { label } : {} ),
			...( typeof url === 'string' && url !== '' ? { url } : {} ),
			...( block.innerBlocks.length > 0
				? { items: itemsOf( block.innerBlocks, `${ path }.` ) }
				: {} ),
		};
	} );
}

/**
 * @param blocks A menu's blocks.
 * @return Whether it has a page list that lists every page (one `expandPageList()` turns into links).
 */
export const hasPageList = ( blocks: EditorBlock[] ): boolean =>
	blocks.some(
		( block ) =>
			( block.name === PAGE_LIST && ! block.attributes.parentPageID ) ||
			hasPageList( block.innerBlocks )
	);

/**
 * The page list as links, as the Site Editor turns it into links when the person edits it: each
 * page a link (a submenu with its child pages), in the list's order. The menu then no longer
 * gains new pages by itself.
 * @param blocks The menu's blocks.
 * @param pages  The site's published pages, in the page list's order.
 * @param make   Makes a block.
 */
export function expandPageList(
	blocks: EditorBlock[],
	pages: ListedPage[],
	make: MakeBlock
): EditorBlock[] {
	const linksUnder = ( parent: number ): EditorBlock[] =>
		pages
			.filter( ( page ) => page.parent === parent )
			.map( ( page ) => {
				const children = linksUnder( page.id );
				return make(
					children.length > 0 ? SUBMENU : LINK,
					{
						label: page.title,
						type: 'page',
						id: page.id,
						url: page.link,
						kind: 'post-type',
					},
					children
				);
			} );
	return blocks.flatMap( ( block ) => {
		if ( block.name === PAGE_LIST && ! block.attributes.parentPageID ) {
			return linksUnder( 0 );
		}
		return [
			{
				...block,
				innerBlocks: expandPageList( block.innerBlocks, pages, make ),
			},
		];
	} );
}

/** Where a path points: the list it is in (a copy, to change) and its index there. */
interface Place {
	siblings: EditorBlock[];
	index: number;
	block: EditorBlock;
}

/**
 * @param blocks The menu's blocks, which this copies along the path (the result is the new tree).
 * @param path   An item's path.
 * @return The new tree and the item's place in it.
 */
function locate(
	blocks: EditorBlock[],
	path: string
): { tree: EditorBlock[]; place: Place } {
	const steps = path.split( '.' ).map( Number );
	if (
		! /^\d+(\.\d+)*$/.test( path ) ||
		steps.some( ( step ) => step < 1 )
	) {
		throw new NavigationError( `"${ path }" is not an item’s path.` );
	}
	const tree = [ ...blocks ];
	let siblings = tree;
	for ( let depth = 0; ; depth++ ) {
		const index = ( steps[ depth ] as number ) - 1;
		const block = siblings[ index ];
		if ( ! block ) {
			throw new NavigationError( `The menu has no item ${ path }.` );
		}
		if ( depth === steps.length - 1 ) {
			return { tree, place: { siblings, index, block } };
		}
		const copy = { ...block, innerBlocks: [ ...block.innerBlocks ] };
		siblings[ index ] = copy;
		siblings = copy.innerBlocks;
	}
}

/**
 * @param blocks The menu's blocks.
 * @param path   An item's path.
 * @param label  Its new label.
 * @return The new blocks.
 */
export function renameItem(
	blocks: EditorBlock[],
	path: string,
	label: string
): EditorBlock[] {
	const { tree, place } = locate( blocks, path );
	if ( place.block.name !== LINK && place.block.name !== SUBMENU ) {
		throw new NavigationError(
			`Item ${ path } is a ${ place.block.name } block, which has no label.`
		);
	}
	place.siblings[ place.index ] = {
		...place.block,
		attributes: { ...place.block.attributes, label },
	};
	return tree;
}

/**
 * @param blocks The menu's blocks.
 * @param path   An item's path.
 * @return The new blocks, and the item taken out.
 */
export function removeItem(
	blocks: EditorBlock[],
	path: string
): { blocks: EditorBlock[]; removed: EditorBlock } {
	const { tree, place } = locate( blocks, path );
	place.siblings.splice( place.index, 1 );
	return { blocks: tree, removed: place.block };
}

/** @param position Where an item goes: at most one of after, before and under. */
function assertOnePosition( position: Position ): void {
	const given = [ position.after, position.before, position.under ].filter(
		( value ) => value !== undefined
	);
	if ( given.length > 1 ) {
		throw new NavigationError(
			'Give one of after, before or under, not several.'
		);
	}
}

/**
 * @param blocks   The menu's blocks.
 * @param item     The block to put in.
 * @param position Where; the end of the menu when none is given.
 * @param make     Makes a block (a link that takes items becomes a submenu).
 * @return The new blocks.
 */
export function insertItem(
	blocks: EditorBlock[],
	item: EditorBlock,
	position: Position,
	make: MakeBlock
): EditorBlock[] {
	assertOnePosition( position );
	if ( position.under !== undefined ) {
		const { tree, place } = locate( blocks, position.under );
		const { block } = place;
		if ( block.name !== LINK && block.name !== SUBMENU ) {
			throw new NavigationError(
				`Item ${ position.under } is a ${ block.name } block, which takes no items under it.`
			);
		}
		// A link with items under it is a submenu, as the Site Editor makes it.
		place.siblings[ place.index ] = make(
			SUBMENU,
			{ ...block.attributes },
			[ ...block.innerBlocks, item ]
		);
		return tree;
	}
	const next = position.after ?? position.before;
	if ( next === undefined ) {
		return [ ...blocks, item ];
	}
	const { tree, place } = locate( blocks, next );
	place.siblings.splice(
		place.index + ( position.after !== undefined ? 1 : 0 ),
		0,
		item
	);
	return tree;
}

/**
 * @param blocks   The menu's blocks.
 * @param path     The item to move, with what is under it.
 * @param position Where to.
 * @param make     Makes a block.
 * @return The new blocks.
 */
export function moveItem(
	blocks: EditorBlock[],
	path: string,
	position: Position,
	make: MakeBlock
): EditorBlock[] {
	assertOnePosition( position );
	const [ side, target ] = ( Object.entries( position ).find(
		( [ , value ] ) => value !== undefined
	) ?? [] ) as [ keyof Position | undefined, string | undefined ];
	if ( target !== undefined && `${ target }.`.startsWith( `${ path }.` ) ) {
		throw new NavigationError(
			`Item ${ path } cannot go next to or under itself or its own items.`
		);
	}
	// Paths are read before the move: the target is found by its block, wherever removing
	// the item shifted it.
	const targetBlock =
		target === undefined ? undefined : locate( blocks, target ).place.block;
	const { blocks: without, removed } = removeItem( blocks, path );
	const targetPath =
		targetBlock === undefined ? undefined : pathOf( without, targetBlock );
	const moved: Position =
		side === undefined || targetPath === undefined
			? {}
			: { [ side ]: targetPath };
	return insertItem( without, removed, moved, make );
}

/**
 * @param blocks A menu's blocks.
 * @param block  One of them, at any depth.
 * @param prefix The path of the item they are inside.
 * @return Its path.
 */
function pathOf(
	blocks: EditorBlock[],
	block: EditorBlock,
	prefix = ''
): string | undefined {
	for ( const [ index, candidate ] of blocks.entries() ) {
		const path = `${ prefix }${ index + 1 }`;
		if ( candidate === block || candidate.clientId === block.clientId ) {
			return path;
		}
		const inner = pathOf( candidate.innerBlocks, block, `${ path }.` );
		if ( inner !== undefined ) {
			return inner;
		}
	}
	return undefined;
}
