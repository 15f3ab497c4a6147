/**
 * Puts new blocks where others were, as one undo step, after the checks the editor's own
 * `replaceBlocks` makes silently (it does nothing when they fail): so a refusal is an answer.
 */
import { __ } from '@wordpress/i18n';

import { EditorError } from '../editor-kit/editor-error';
import {
	blockEditor,
	blockEditorActions,
	type EditorBlock,
} from '../editor-kit/editor-stores';
import { parentOf } from './find-blocks';
import { showBlocks } from './show-change';

/**
 * @param ids    Existing blocks under one parent.
 * @param blocks What takes their place.
 * @return The new blocks' client ids.
 */
export function replaceWith( ids: string[], blocks: EditorBlock[] ): string[] {
	const parent = parentOf( ids[ 0 ] as string ) || undefined;
	const allowed =
		blockEditor().canRemoveBlocks( ids ) &&
		blocks.every( ( block ) =>
			blockEditor().canInsertBlockType( block.name, parent )
		);
	if ( ! allowed ) {
		throw new EditorError(
			'invalid_input',
			__(
				'The editor does not allow that change here (a block is locked, or its container takes no such blocks); nothing changed.',
				'webmcp-abilities'
			)
		);
	}
	blockEditorActions().replaceBlocks( ids, blocks );
	const replacements = blocks.map( ( block ) => block.clientId );
	showBlocks( replacements );
	return replacements;
}
