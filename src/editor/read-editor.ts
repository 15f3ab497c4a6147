/**
 * `webmcp-abilities/read-editor`: the open post as the person sees it now, unsaved changes
 * included, its blocks a page at a time.
 */
import { summarise } from './block-tree';
import { editorAbility } from './ability-definition';
import { blockEditor, editor } from './editor-stores';

const MAX_LIMIT = 100;

export const readEditor = editorAbility(
	{
		name: 'webmcp-abilities/read-editor',
		label: 'Read the open post',
		description:
			'Reads the post open in the block editor as the person sees it now, unsaved changes included: id, type, status, title, excerpt, whether it has unsaved changes, and its blocks (client id, block name, text, main attributes), a page of top-level blocks at a time.',
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
					default: 50,
					description: 'How many top-level blocks to list.',
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
			limit = 50,
		}: { offset?: number; limit?: number } = {} ) => {
			const blocks = blockEditor().getBlocks();
			const end = Math.min( blocks.length, offset + limit );
			return {
				id: editor().getCurrentPostId(),
				type: editor().getCurrentPostType(),
				status: String( editor().getEditedPostAttribute( 'status' ) ),
				title: String(
					editor().getEditedPostAttribute( 'title' ) ?? ''
				),
				excerpt: String(
					editor().getEditedPostAttribute( 'excerpt' ) ?? ''
				),
				unsaved_changes: editor().isEditedPostDirty(),
				total_blocks: blocks.length,
				next_offset: end < blocks.length ? end : null,
				blocks: blocks.slice( offset, end ).map( summarise ),
			};
		},
	},
	{ readonly: true, untrustedOutput: true }
);
