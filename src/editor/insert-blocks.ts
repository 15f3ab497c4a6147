/**
 * `webmcp-abilities/insert-blocks`: new blocks from text, Markdown or HTML, converted by the
 * editor's own paste handling, at the start, the end, or after a block.
 */
import { CLIENT_ID, editorAbility } from '../editor-kit/ability-definition';
import { toBlocks } from './convert-content';
import { blockEditor, blockEditorActions } from '../editor-kit/editor-stores';
import { assertChangeable, findBlocks, parentOf } from './find-blocks';
import { showBlocks } from './show-change';

interface Input {
	content: string;
	position?: 'start' | 'end';
	after?: string;
}

/**
 * Where the blocks go: `[ index, parent ]`.
 * @param input          The call's input.
 * @param input.position
 * @param input.after
 */
function placeOf( { position, after }: Input ): [ number, string | undefined ] {
	if ( after !== undefined ) {
		findBlocks( [ after ] );
		return [
			blockEditor().getBlockIndex( after ) + 1,
			parentOf( after ) || undefined,
		];
	}
	return [
		position === 'start' ? 0 : blockEditor().getBlockCount(),
		undefined,
	];
}

export const insertBlocks = editorAbility(
	{
		name: 'webmcp-abilities/insert-blocks',
		label: 'Insert blocks',
		description:
			'Adds blocks to the post open in the block editor, made from plain text, Markdown or HTML the way the editor converts pasted content: at the start, at the end (default), or after a block. The person sees them at once and can undo them; nothing is saved. Returns the new blocks’ client ids.',
		input_schema: {
			type: 'object',
			properties: {
				content: {
					type: 'string',
					minLength: 1,
					description: 'Plain text, Markdown or HTML.',
				},
				position: {
					type: 'string',
					enum: [ 'start', 'end' ],
					description: 'Where to add them when not after a block.',
				},
				after: {
					...CLIENT_ID,
					description: 'Add them after this block (a client id).',
				},
			},
			required: [ 'content' ],
			additionalProperties: false,
		},
		output_schema: {
			type: 'object',
			properties: {
				inserted: { type: 'array', items: { type: 'string' } },
			},
			required: [ 'inserted' ],
		},
		callback: ( input: Input ) => {
			const [ index, parent ] = placeOf( input );
			// The top level's mode is the root's (`''`): locked where a page is shown in its template.
			assertChangeable( [ parent ?? '' ] );
			const blocks = toBlocks( input.content );
			blockEditorActions().insertBlocks( blocks, index, parent, false );
			const inserted = blocks.map( ( block ) => block.clientId );
			showBlocks( inserted );
			return { inserted };
		},
	},
	{
		readonly: false,
		untrustedOutput: false,
		examples: {
			valid: [
				{ input: { content: 'A new paragraph.' } },
				{ input: { content: '## Later', after: '{{paragraph}}' } },
			],
			invalid: [
				{ input: { content: '' }, code: 'invalid_input' },
				{
					input: { content: 'Text', after: 'no-such-block' },
					code: 'not_found',
				},
			],
		},
	}
);
