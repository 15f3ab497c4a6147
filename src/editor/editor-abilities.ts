/**
 * The block editor's abilities, in the order they are registered (and listed on the settings
 * screen): the block toolset, wherever blocks are edited (the post editor, the Site Editor's
 * canvas, which `src/site-editor/index.ts` lists too); the post's own (fields, saving,
 * publishing) in the post editor.
 */
import type { EditorAbility } from '../editor-kit/ability-definition';
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

const BLOCK_ABILITIES: EditorAbility[] = [
	readEditor,
	listBlockTypes,
	insertBlocks,
	updateBlock,
	replaceBlock,
	moveBlocks,
	duplicateBlocks,
	transformBlocks,
	removeBlocks,
];

const HISTORY_ABILITIES: EditorAbility[] = [ undoEdit, redoEdit ];

/** What both editors offer: the blocks and the history. */
export const BLOCK_TOOLSET: EditorAbility[] = [
	...BLOCK_ABILITIES,
	...HISTORY_ABILITIES,
];

/** The post editor's abilities. */
export const POST_EDITOR_ABILITIES: EditorAbility[] = [
	...BLOCK_ABILITIES,
	setPostFields,
	...HISTORY_ABILITIES,
	saveDraft,
	publishInEditor,
	describeOpenPost,
];
