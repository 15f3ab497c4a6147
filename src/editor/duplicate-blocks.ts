/**
 * `webmcp-abilities/duplicate-blocks`: copies of neighbouring blocks right after them, as the
 * block toolbar's Duplicate makes them: one undo step.
 */
import { __ } from '@wordpress/i18n';

import { CLIENT_IDS, editorAbility } from '../editor-kit/ability-definition';
import { EditorError } from '../editor-kit/editor-error';
import { blockEditor, blockEditorActions } from '../editor-kit/editor-stores';
import { assertChangeable, siblingRun } from './find-blocks';
import { showBlocks } from './show-change';

export const duplicateBlocks = editorAbility(
	{
		name: 'webmcp-abilities/duplicate-blocks',
		label: 'Duplicate blocks',
		description:
			'Duplicates neighbouring blocks (client ids in document order) of the post open in the block editor; the copies go right after them. One undo step; nothing is saved. Returns the copies’ client ids.',
		input_schema: {
			type: 'object',
			properties: {
				ids: {
					...CLIENT_IDS,
					description: 'The blocks to copy, side by side, in order.',
				},
			},
			required: [ 'ids' ],
			additionalProperties: false,
		},
		output_schema: {
			type: 'object',
			properties: {
				copies: { type: 'array', items: { type: 'string' } },
			},
			required: [ 'copies' ],
		},
		callback: async ( { ids }: { ids: string[] } ) => {
			const { blocks, parent } = siblingRun( ids );
			assertChangeable( ids );
			const allowed = blocks.every( ( { name } ) =>
				blockEditor().canInsertBlockType( name, parent || undefined )
			);
			// The editor itself refuses blocks that may occur once (the More block) by answering nothing.
			const copies = allowed
				? await blockEditorActions().duplicateBlocks( ids, false )
				: undefined;
			if ( ! copies ) {
				throw new EditorError(
					'invalid_input',
					__(
						'The editor does not allow another copy of those blocks here; nothing changed.',
						'webmcp-abilities'
					)
				);
			}
			showBlocks( copies );
			return { copies };
		},
	},
	{
		readonly: false,
		untrustedOutput: false,
		examples: {
			valid: [ { input: { ids: [ '{{paragraph}}' ] } } ],
			invalid: [
				{ input: { ids: [ 'no-such-block' ] }, code: 'not_found' },
				{ input: { ids: [] }, code: 'invalid_input' },
			],
		},
	}
);
