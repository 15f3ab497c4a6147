/**
 * `webmcp-abilities/change-navigation`: renames, moves or removes one item of a navigation menu in
 * the Site Editor (moving it under a link makes that link a submenu). Checked before anything
 * changes; then one edit of the menu, shown at once wherever the canvas shows it, one undo step,
 * saved with the rest (save-site). Adding a link is add-navigation-link.
 */
import { __ } from '@wordpress/i18n';

import { editorAbility } from '../editor-kit/ability-definition';
import { EditorError } from '../editor-kit/editor-error';
import {
	moveItem,
	removeItem,
	renameItem,
	richLabel,
	type Position,
} from './navigation-items';
import {
	editMenuItems,
	MENU_INPUTS,
	MENU_OUTPUT,
	PATH_INPUT,
	positionOf,
} from './menu-edit';

interface Input extends Position {
	menu?: number;
	action: 'rename' | 'move' | 'remove';
	item: string;
	label?: string;
}

export const changeNavigation = editorAbility(
	{
		name: 'webmcp-abilities/change-navigation',
		label: 'Change a navigation menu item',
		description:
			'Renames, moves or removes an item of a menu in the Site Editor (paths from read-navigation); a move goes after, before or under an item (under makes a submenu). Shown at once, one undo step, saved with save-site.',
		input_schema: {
			type: 'object',
			properties: {
				action: {
					type: 'string',
					enum: [ 'rename', 'move', 'remove' ],
				},
				item: { ...PATH_INPUT, description: 'e.g. 2.1' },
				label: {
					type: 'string',
					minLength: 1,
					maxLength: 200,
					description: 'For rename.',
				},
				...MENU_INPUTS,
			},
			required: [ 'action', 'item' ],
			additionalProperties: false,
		},
		output_schema: MENU_OUTPUT,
		callback: ( input: Input ) =>
			editMenuItems( input.menu, ( { blocks, make } ) => {
				switch ( input.action ) {
					case 'rename':
						if ( ! input.label ) {
							throw new EditorError(
								'invalid_input',
								__(
									'rename needs label. Nothing changed.',
									'webmcp-abilities'
								)
							);
						}
						return renameItem(
							blocks,
							input.item,
							richLabel( input.label )
						);
					case 'move':
						return moveItem(
							blocks,
							input.item,
							positionOf( input ),
							make
						);
					case 'remove':
						return removeItem( blocks, input.item ).blocks;
				}
			} ),
	},
	{
		readonly: false,
		untrustedOutput: true,
		anyView: true,
		examples: {
			valid: [
				{ input: { action: 'rename', item: '1', label: 'Start here' } },
			],
			invalid: [
				{
					input: { action: 'rename', item: '1' },
					code: 'invalid_input',
				},
				{
					input: { action: 'remove', item: '1', menu: 987654 },
					code: 'not_found',
				},
			],
		},
	}
);
