/**
 * `webmcp-abilities/replace-block`: one block replaced by blocks made from text, Markdown or
 * HTML, converted as the editor converts pasted content: one undo step.
 */
import { CLIENT_ID, editorAbility } from '../editor-kit/ability-definition';
import { toBlocks } from './convert-content';
import { assertChangeable, findBlocks } from './find-blocks';
import { replaceWith } from './replace-with';

export const replaceBlock = editorAbility(
	{
		name: 'webmcp-abilities/replace-block',
		label: 'Replace a block',
		description:
			'Replaces one block of the post open in the block editor with blocks made from plain text, Markdown or HTML, converted as the editor converts pasted content. One undo step; nothing is saved. Returns the new client ids.',
		input_schema: {
			type: 'object',
			properties: {
				id: CLIENT_ID,
				content: {
					type: 'string',
					minLength: 1,
					description: 'Plain text, Markdown or HTML.',
				},
			},
			required: [ 'id', 'content' ],
			additionalProperties: false,
		},
		output_schema: {
			type: 'object',
			properties: {
				replaced: { type: 'string' },
				blocks: { type: 'array', items: { type: 'string' } },
			},
			required: [ 'replaced', 'blocks' ],
		},
		callback: ( { id, content }: { id: string; content: string } ) => {
			findBlocks( [ id ] );
			assertChangeable( [ id ] );
			return {
				replaced: id,
				blocks: replaceWith( [ id ], toBlocks( content ) ),
			};
		},
	},
	{
		readonly: false,
		untrustedOutput: false,
		examples: {
			valid: [
				{
					input: {
						id: '{{paragraph2}}',
						content: 'Replaced, **with** Markdown.',
					},
				},
			],
			invalid: [
				{
					input: { id: '{{paragraph2}}', content: '' },
					code: 'invalid_input',
				},
				{
					input: { id: 'no-such-block', content: 'Text' },
					code: 'not_found',
				},
			],
		},
	}
);
