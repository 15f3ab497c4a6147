/**
 * `webmcp-abilities/remove-blocks`: removes blocks by client id, all or none.
 */
import { CLIENT_IDS, editorAbility } from '../editor-kit/ability-definition';
import { blockEditorActions } from '../editor-kit/editor-stores';
import { assertChangeable, findBlocks } from './find-blocks';

export const removeBlocks = editorAbility(
	{
		name: 'webmcp-abilities/remove-blocks',
		label: 'Remove blocks',
		description:
			'Removes blocks from the post open in the block editor, by client id. If any id is unknown, nothing is removed. The person sees it at once and can undo it; nothing is saved.',
		input_schema: {
			type: 'object',
			properties: {
				ids: CLIENT_IDS,
			},
			required: [ 'ids' ],
			additionalProperties: false,
		},
		output_schema: {
			type: 'object',
			properties: {
				removed: { type: 'array', items: { type: 'string' } },
			},
			required: [ 'removed' ],
		},
		callback: ( { ids }: { ids: string[] } ) => {
			findBlocks( ids );
			assertChangeable( ids );
			blockEditorActions().removeBlocks( ids, false );
			return { removed: ids };
		},
	},
	{
		readonly: false,
		untrustedOutput: false,
		examples: {
			valid: [ { input: { ids: [ '{{paragraph2}}' ] } } ],
			invalid: [
				{ input: { ids: [ 'no-such-block' ] }, code: 'not_found' },
			],
		},
	}
);
