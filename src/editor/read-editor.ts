/**
 * `webmcp-abilities/read-editor`: the open post as the person sees it now, unsaved changes
 * included, its blocks a page at a time: by default as many as fit in Chrome's output budget.
 */
import { cutText, summarise } from './block-tree';
import { editorAbility } from './ability-definition';
import { blockEditor, editor } from './editor-stores';
import { fittingCount } from './output-page';

const MAX_LIMIT = 100;
const TEXT_LENGTH = 200;

export const readEditor = editorAbility(
	{
		name: 'webmcp-abilities/read-editor',
		label: 'Read the open post',
		description:
			'Reads the post open in the block editor as the person sees it now, unsaved changes included: id, type, status, title, excerpt, whether it has unsaved changes, and its blocks (client id, block name, text, main attributes), a page of top-level blocks at a time (next_offset).',
		input_schema: {
			type: 'object',
			properties: {
				offset: {
					type: 'integer',
					minimum: 0,
					default: 0,
					description: 'The first top-level block to list.',
				},
				limit: {
					type: 'integer',
					minimum: 1,
					maximum: MAX_LIMIT,
					description:
						'How many top-level blocks to list (default: as many as fit in 1,500 characters).',
				},
				text_length: {
					type: 'integer',
					minimum: 20,
					maximum: 1000,
					default: TEXT_LENGTH,
					description:
						'Where each block’s text is cut, in characters.',
				},
			},
			additionalProperties: false,
		},
		output_schema: {
			type: 'object',
			properties: {
				id: { type: 'integer' },
				type: { type: 'string' },
				status: { type: 'string' },
				title: { type: 'string' },
				excerpt: { type: 'string' },
				unsaved_changes: { type: 'boolean' },
				total_blocks: { type: 'integer' },
				next_offset: { type: [ 'integer', 'null' ] },
				blocks: { type: 'array', items: { type: 'object' } },
			},
			required: [
				'id',
				'type',
				'status',
				'title',
				'unsaved_changes',
				'total_blocks',
				'next_offset',
				'blocks',
			],
		},
		callback: ( {
			offset = 0,
			limit,
			text_length: textLength = TEXT_LENGTH,
		}: { offset?: number; limit?: number; text_length?: number } = {} ) => {
			const blocks = blockEditor().getBlocks();
			const post = {
				id: editor().getCurrentPostId(),
				type: editor().getCurrentPostType(),
				status: String( editor().getEditedPostAttribute( 'status' ) ),
				title: cutText(
					String( editor().getEditedPostAttribute( 'title' ) ?? '' ),
					textLength
				),
				excerpt: cutText(
					String(
						editor().getEditedPostAttribute( 'excerpt' ) ?? ''
					),
					textLength
				),
				unsaved_changes: editor().isEditedPostDirty(),
				total_blocks: blocks.length,
			};
			const rest = blocks
				.slice( offset, offset + ( limit ?? MAX_LIMIT ) )
				.map( ( block ) => summarise( block, textLength ) );
			const answer = ( page: typeof rest ) => {
				const end = offset + page.length;
				return {
					...post,
					next_offset: end < blocks.length ? end : null,
					blocks: page,
				};
			};
			const count = limit ?? fittingCount( rest, answer, MAX_LIMIT );
			return answer( rest.slice( 0, count ) );
		},
	},
	{ readonly: true, untrustedOutput: true }
);
