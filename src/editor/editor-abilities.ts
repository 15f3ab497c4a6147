/**
 * The editor abilities, in the order they are registered (and listed on the settings screen).
 */
import { __ } from '@wordpress/i18n';

import type { EditorAbility } from './ability-definition';
import { describeOpenPost } from './describe-open-post';
import { duplicateBlocks } from './duplicate-blocks';
import { redoEdit, undoEdit } from './editor-history';
import { insertBlocks } from './insert-blocks';
import { listBlockTypes } from './list-block-types';
import { moveBlocks } from './move-blocks';
import { publishInEditor } from './publish-in-editor';
import { readEditor } from './read-editor';
import { removeBlocks } from './remove-blocks';
import { replaceBlock } from './replace-block';
import { saveDraft } from './save-draft';
import { setPostFields } from './set-post-fields';
import { transformBlocks } from './transform-blocks';
import { updateBlock } from './update-block';

export const EDITOR_ABILITIES: EditorAbility[] = [
	readEditor,
	listBlockTypes,
	insertBlocks,
	updateBlock,
	replaceBlock,
	moveBlocks,
	duplicateBlocks,
	transformBlocks,
	removeBlocks,
	setPostFields,
	undoEdit,
	redoEdit,
	saveDraft,
	publishInEditor,
	describeOpenPost,
];

export const editorCategoryLabel = () =>
	__( 'Block editor', 'webmcp-abilities' );
