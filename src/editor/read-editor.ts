/**
 * `webmcp-abilities/read-editor`: the open post (or, in the Site Editor, the open template, part,
 * menu or pattern) as the person sees it now, unsaved changes included, its blocks a page at a
 * time: by default as many as fit in Chrome's output budget.
 */
import { cutText, summarise } from './block-tree';
import { CLIENT_ID, editorAbility } from '../editor-kit/ability-definition';
import { hasUnsavedChanges, isSiteEditor } from '../editor-kit/editor-screen';
import { blockEditor, editor } from '../editor-kit/editor-stores';
import { findBlocks } from './find-blocks';
import { openEntity } from './open-entity';
import { fittingCount } from '../editor-kit/output-page';

const MAX_LIMIT = 100;
const TEXT_LENGTH = 200;
/** Deep enough for a post's columns and lists; a template's deeper groups are read by `parent`. */
const DEPTH = 3;

interface Input {
	offset?: number;
	limit?: number;
	text_length?: number;
	parent?: string;
	depth?: number;
}

/**
 * @param parent A block whose inner blocks are read, or none for the top level.
 * @return The blocks of that level, another entity's included (a part's, a menu's).
 */
function levelOf( parent: string | undefined ) {
	if ( parent === undefined ) {
		return blockEditor().getBlocks();
	}
	findBlocks( [ parent ] );
	return blockEditor().getBlocks( parent );
}

export const readEditor = editorAbility(
	{
		name: 'webmcp-abilities/read-editor',
		label: 'Read the open post',
		description:
			'Reads what is open in the block editor or Site Editor, unsaved changes included: id, type, status, title, the open template or part (`open`), and its blocks (client id, name, text, main attributes, `entity`, `mode`), a page at a time (next_offset).',
		input_schema: {
			type: 'object',
			properties: {
				offset: {
					type: 'integer',
					minimum: 0,
					default: 0,
					description: 'First top-level block.',
				},
				limit: {
					type: 'integer',
					minimum: 1,
					maximum: MAX_LIMIT,
					description: 'Omit to fit 1,500 characters.',
				},
				text_length: {
					type: 'integer',
					minimum: 20,
					maximum: 1000,
					default: TEXT_LENGTH,
					description: 'Characters of text per block.',
				},
				parent: {
					...CLIENT_ID,
					description: 'Read inside this block.',
				},
				depth: {
					type: 'integer',
					minimum: 0,
					maximum: 20,
					default: DEPTH,
					description: 'Levels of inner blocks; deeper are counted.',
				},
			},
			additionalProperties: false,
		},
		output_schema: {
			type: 'object',
			properties: {
				id: { type: [ 'integer', 'string' ] },
				type: { type: 'string' },
				open: { type: 'object' },
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
			parent,
			depth = DEPTH,
		}: Input = {} ) => {
			const blocks = levelOf( parent );
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
				unsaved_changes: hasUnsavedChanges(),
				...( isSiteEditor() ? { open: openEntity() } : {} ),
				total_blocks: blocks.length,
			};
			const rest = blocks
				.slice( offset, offset + ( limit ?? MAX_LIMIT ) )
				.map( ( block ) => summarise( block, textLength, depth ) );
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
	{
		readonly: true,
		untrustedOutput: true,
		examples: {
			valid: [ { input: {} }, { input: { limit: 1, text_length: 20 } } ],
			invalid: [
				{ input: { limit: 0 }, code: 'invalid_input' },
				{ input: { parent: 'no-such-block' }, code: 'not_found' },
			],
		},
	}
);
