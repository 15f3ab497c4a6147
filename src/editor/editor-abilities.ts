/**
 * The editor abilities, in the order they are registered (and listed on the settings screen).
 */
import { __ } from '@wordpress/i18n';

import type { EditorAbility } from './ability-definition';
import { insertBlocks } from './insert-blocks';
import { readEditor } from './read-editor';
import { removeBlocks } from './remove-blocks';
import { saveDraft } from './save-draft';
import { setPostFields } from './set-post-fields';
import { updateBlock } from './update-block';

export const EDITOR_ABILITIES: EditorAbility[] = [
	readEditor,
	insertBlocks,
	updateBlock,
	removeBlocks,
	setPostFields,
	saveDraft,
];

export const editorCategoryLabel = () =>
	__( 'Block editor', 'webmcp-abilities' );
