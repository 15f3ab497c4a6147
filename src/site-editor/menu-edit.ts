/**
 * One change to a navigation menu, as both navigation tools make it: the menu picked, a page list
 * turned into the links it shows (as the Site Editor does at the person's first edit), the change
 * checked before anything is edited, then one edit of the menu and its items as they now are.
 */
import { EditorError } from '../editor-kit/editor-error';
import type { EditorBlock } from '../editor-kit/editor-stores';
import {
	expandPageList,
	hasPageList,
	itemsOf,
	NavigationError,
	type MakeBlock,
	type Position,
} from './navigation-items';
import {
	blockMaker,
	editMenu,
	listedPages,
	menuBlocks,
	menus,
	pickMenu,
} from './navigation-menus';

/**
 * An item's path, as read-navigation gives it (2, 2.1). Plain to read on every screen: the items'
 * own code refuses anything but digits and dots, and a path that names no item.
 */
export const PATH_INPUT = { type: 'string' };

/** The inputs both tools take: which menu, and where an item goes. */
export const MENU_INPUTS = {
	menu: {
		type: 'integer',
		minimum: 1,
		description: 'Default: the newest (read-navigation).',
	},
	after: PATH_INPUT,
	before: PATH_INPUT,
	under: PATH_INPUT,
};

export const MENU_OUTPUT = {
	type: 'object',
	properties: {
		menu: { type: 'integer' },
		page_list_converted: { type: 'boolean' },
		items: { type: 'array', items: { type: 'object' } },
	},
	required: [ 'menu', 'items' ],
};

/**
 * @param input        A call's input.
 * @param input.after
 * @param input.before
 * @param input.under
 * @return Where it puts an item, and nothing else of it.
 */
export const positionOf = ( {
	after,
	before,
	under,
}: Position ): Position => ( {
	after,
	before,
	under,
} );

/** The menu's blocks about to change, and what a change needs to know of them. */
export interface MenuDraft {
	blocks: EditorBlock[];
	/** The client ids of the links a page list became in this change. */
	listed: Set< string >;
	make: MakeBlock;
}

/**
 * @param blocks Blocks.
 * @return The client ids of every one, at any depth.
 */
const clientIds = ( blocks: EditorBlock[] ): string[] =>
	blocks.flatMap( ( block ) => [
		block.clientId,
		...clientIds( block.innerBlocks ),
	] );

/**
 * @param menuId The menu asked for; the newest when none is.
 * @param change Makes the menu's new blocks; throws `NavigationError` or `EditorError` when it
 *               cannot, and then nothing changes.
 * @return The menu's id and its items after the edit.
 */
export async function editMenuItems(
	menuId: number | undefined,
	change: ( draft: MenuDraft ) => EditorBlock[] | Promise< EditorBlock[] >
) {
	const menu = pickMenu( await menus(), menuId );
	const make = blockMaker();
	let blocks = menuBlocks( menu );
	const converted = hasPageList( blocks );
	const listed = new Set< string >();
	if ( converted ) {
		const before = new Set( clientIds( blocks ) );
		blocks = expandPageList( blocks, await listedPages(), make );
		clientIds( blocks )
			.filter( ( id ) => ! before.has( id ) )
			.forEach( ( id ) => listed.add( id ) );
	}
	let changed: EditorBlock[];
	try {
		changed = await change( { blocks, listed, make } );
	} catch ( error ) {
		if ( error instanceof NavigationError ) {
			throw new EditorError(
				'invalid_input',
				`${ error.message } Nothing changed.`
			);
		}
		throw error;
	}
	editMenu( menu, changed );
	return {
		menu: menu.id,
		...( converted ? { page_list_converted: true } : {} ),
		items: itemsOf( changed ).map( ( { path, label, items } ) => ( {
			path,
			label,
			...( items ? { items: items.length } : {} ),
		} ) ),
	};
}
