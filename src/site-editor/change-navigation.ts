/**
 * `webmcp-abilities/change-navigation`: one change to a navigation menu in the Site Editor: add a
 * link (to a page, post, category or address) at a position, rename, move or remove an item, or
 * nest one under another (a link with items becomes a submenu). Checked before anything changes;
 * then one edit of the menu, shown at once wherever the canvas shows it, one undo step, saved
 * with the rest (save-site).
 */
import { __, sprintf } from '@wordpress/i18n';

import { editorAbility } from '../editor/ability-definition';
import { EditorError } from '../editor/editor-error';
import type { EditorBlock } from '../editor/editor-stores';
import { LINK_INPUT, linkAttributes, type LinkTarget } from './navigation-link';
import {
	expandPageList,
	hasPageList,
	insertItem,
	itemsOf,
	moveItem,
	NavigationError,
	removeItem,
	renameItem,
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

const PATH = {
	type: 'string',
	// Short to read for every agent on every screen; a path that names no item is refused.
	pattern: '^\\d+(\\.\\d+)*$',
};

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
 * @param blocks A menu's blocks.
 * @param listed The links its page list became.
 * @param page   A page's id.
 * @param prefix The path of the item they are inside.
 * @return The path of that page's link among them, if the page list showed it.
 */
function pathOfPage(
	blocks: EditorBlock[],
	listed: Set< string >,
	page: unknown,
	prefix = ''
): string | undefined {
	for ( const [ index, block ] of blocks.entries() ) {
		const path = `${ prefix }${ index + 1 }`;
		if ( listed.has( block.clientId ) && block.attributes.id === page ) {
			return path;
		}
		const inner = pathOfPage(
			block.innerBlocks,
			listed,
			page,
			`${ path }.`
		);
		if ( inner !== undefined ) {
			return inner;
		}
	}
	return undefined;
}

interface Input extends Position {
	menu?: number;
	action: 'add' | 'rename' | 'move' | 'remove';
	item?: string;
	label?: string;
	link?: LinkTarget;
}

/**
 * @param input The call's input.
 * @param name  A field the action needs.
 */
function required< K extends keyof Input >(
	input: Input,
	name: K
): NonNullable< Input[ K ] > {
	const value = input[ name ];
	if ( value === undefined || value === '' ) {
		throw new EditorError(
			'invalid_input',
			sprintf(
				/* translators: 1: an action, 2: an input's name. */
				__( '%1$s needs %2$s. Nothing changed.', 'webmcp-abilities' ),
				input.action,
				name
			)
		);
	}
	return value as NonNullable< Input[ K ] >;
}

export const changeNavigation = editorAbility(
	{
		name: 'webmcp-abilities/change-navigation',
		label: 'Change a navigation menu',
		description:
			'Changes a menu in the Site Editor: add a link after, before or under an item (under makes a submenu); rename, move or remove an item (paths from read-navigation). Shown at once, one undo step, saved with save-site.',
		input_schema: {
			type: 'object',
			properties: {
				menu: {
					type: 'integer',
					minimum: 1,
					description: 'Default: the newest (read-navigation).',
				},
				action: {
					type: 'string',
					enum: [ 'add', 'rename', 'move', 'remove' ],
				},
				item: {
					...PATH,
					description: 'Its path, e.g. 2.1.',
				},
				label: {
					type: 'string',
					minLength: 1,
					maxLength: 200,
					description:
						'New label; for add, default: the linked title.',
				},
				link: LINK_INPUT,
				after: {
					...PATH,
				},
				before: {
					...PATH,
				},
				under: {
					...PATH,
				},
			},
			required: [ 'action' ],
			additionalProperties: false,
		},
		output_schema: {
			type: 'object',
			properties: {
				menu: { type: 'integer' },
				page_list_converted: { type: 'boolean' },
				items: { type: 'array', items: { type: 'object' } },
			},
			required: [ 'menu', 'items' ],
		},
		callback: async ( input: Input ) => {
			const menu = pickMenu( await menus(), input.menu );
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
			const position: Position = {
				after: input.after,
				before: input.before,
				under: input.under,
			};
			let changed: EditorBlock[];
			try {
				switch ( input.action ) {
					case 'add': {
						const attributes = await linkAttributes(
							required( input, 'link' ),
							input.label
						);
						// The page list showed that page already: it moves there, and the menu
						// keeps listing each page once, as the person saw it.
						const shown = pathOfPage(
							blocks,
							listed,
							attributes.id
						);
						if ( shown !== undefined ) {
							changed = moveItem(
								renameItem(
									blocks,
									shown,
									String( attributes.label )
								),
								shown,
								position,
								make
							);
							break;
						}
						changed = insertItem(
							blocks,
							make( 'core/navigation-link', attributes ),
							position,
							make
						);
						break;
					}
					case 'rename':
						changed = renameItem(
							blocks,
							required( input, 'item' ),
							required( input, 'label' )
						);
						break;
					case 'move':
						changed = moveItem(
							blocks,
							required( input, 'item' ),
							position,
							make
						);
						break;
					case 'remove':
						changed = removeItem(
							blocks,
							required( input, 'item' )
						).blocks;
						break;
				}
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
		},
	},
	{ readonly: false, untrustedOutput: true, anyView: true }
);
