/**
 * `webmcp-abilities/add-navigation-link`: adds a link (to a page, post or category of this site,
 * or an address) to a navigation menu in the Site Editor, at a position or last. Checked before
 * anything changes; then one edit of the menu, shown at once wherever the canvas shows it, one
 * undo step, saved with the rest (save-site).
 */
import { editorAbility } from '../editor-kit/ability-definition';
import type { EditorBlock } from '../editor-kit/editor-stores';
import { LINK_INPUT, linkAttributes, type LinkTarget } from './navigation-link';
import {
	insertItem,
	moveItem,
	renameItem,
	type Position,
} from './navigation-items';
import {
	editMenuItems,
	MENU_INPUTS,
	MENU_OUTPUT,
	positionOf,
} from './menu-edit';

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
	link: LinkTarget;
	label?: string;
}

export const addNavigationLink = editorAbility(
	{
		name: 'webmcp-abilities/add-navigation-link',
		label: 'Add a link to a navigation menu',
		description:
			'Adds a link to a menu in the Site Editor, after, before or under an item (under makes a submenu; paths from read-navigation), or last. Shown at once, one undo step, saved with save-site.',
		input_schema: {
			type: 'object',
			properties: {
				link: LINK_INPUT,
				label: {
					type: 'string',
					minLength: 1,
					maxLength: 200,
					description: 'Default: the linked title.',
				},
				...MENU_INPUTS,
			},
			required: [ 'link' ],
			additionalProperties: false,
		},
		output_schema: MENU_OUTPUT,
		callback: ( input: Input ) =>
			editMenuItems( input.menu, async ( { blocks, listed, make } ) => {
				const attributes = await linkAttributes(
					input.link,
					input.label
				);
				// The page list showed that page already: it moves there, and the menu keeps
				// listing each page once, as the person saw it.
				const shown = pathOfPage( blocks, listed, attributes.id );
				if ( shown !== undefined ) {
					return moveItem(
						renameItem( blocks, shown, String( attributes.label ) ),
						shown,
						positionOf( input ),
						make
					);
				}
				return insertItem(
					blocks,
					make( 'core/navigation-link', attributes ),
					positionOf( input ),
					make
				);
			} ),
	},
	{
		readonly: false,
		untrustedOutput: true,
		anyView: true,
		examples: {
			valid: [
				{
					input: {
						link: { url: 'https://example.com/' },
						label: 'Example',
					},
				},
			],
			invalid: [
				{
					input: {
						link: { url: 'javascript:alert(1)' },
						label: 'Example',
					},
					code: 'invalid_input',
				},
				{ input: { link: { page: 987654 } }, code: 'not_found' },
			],
		},
	}
);
