/**
 * `webmcp-abilities/list-block-types`: what can be inserted at the top level or into a container,
 * a page at a time, and what given blocks can each be transformed into.
 */
import { CLIENT_ID, editorAbility } from '../editor-kit/ability-definition';
import { possibleTransforms } from './block-transforms';
import { blockEditor, blockTypes } from '../editor-kit/editor-stores';
import { findBlocks } from './find-blocks';

const PAGE = 20;
const MAX_IDS = 10;

interface Input {
	parent?: string;
	ids?: string[];
	offset?: number;
	limit?: number;
}

/**
 * @param parent The container, or `undefined` for the top level.
 * @return The block types a person could insert there, by title.
 */
function insertable( parent: string | undefined ) {
	return blockTypes()
		.getBlockTypes()
		.filter(
			( type ) =>
				type.supports?.inserter !== false &&
				blockEditor().canInsertBlockType( type.name, parent )
		)
		.map( ( { name, title } ) => ( { name, title } ) )
		.sort( ( a, b ) => a.title.localeCompare( b.title ) );
}

export const listBlockTypes = editorAbility(
	{
		name: 'webmcp-abilities/list-block-types',
		label: 'List block types',
		description:
			'Lists the block types that can be inserted at the top level of the post open in the block editor, or inside a container block (parent), a page at a time; with ids, also what each of those blocks can be transformed into.',
		input_schema: {
			type: 'object',
			properties: {
				parent: {
					...CLIENT_ID,
					description: 'A container block; default: the top level.',
				},
				ids: {
					type: 'array',
					items: CLIENT_ID,
					maxItems: MAX_IDS,
					uniqueItems: true,
					description: 'Blocks whose possible transforms to list.',
				},
				offset: { type: 'integer', minimum: 0, default: 0 },
				limit: {
					type: 'integer',
					minimum: 1,
					maximum: 100,
					default: PAGE,
				},
			},
			additionalProperties: false,
		},
		output_schema: {
			type: 'object',
			properties: {
				insertable: {
					type: 'array',
					items: {
						type: 'object',
						properties: {
							name: { type: 'string' },
							title: { type: 'string' },
						},
					},
				},
				total: { type: 'integer' },
				next_offset: { type: [ 'integer', 'null' ] },
				transforms: {
					type: 'array',
					items: {
						type: 'object',
						properties: {
							id: { type: 'string' },
							name: { type: 'string' },
							to: { type: 'array', items: { type: 'string' } },
						},
					},
				},
			},
			required: [ 'insertable', 'total', 'next_offset' ],
		},
		callback: ( {
			parent,
			ids = [],
			offset = 0,
			limit = PAGE,
		}: Input = {} ) => {
			if ( parent !== undefined ) {
				findBlocks( [ parent ] );
			}
			const blocks = findBlocks( ids );
			const types = insertable( parent );
			const end = Math.min( types.length, offset + limit );
			return {
				insertable: types.slice( offset, end ),
				total: types.length,
				next_offset: end < types.length ? end : null,
				...( blocks.length > 0
					? {
							transforms: blocks.map( ( block ) => ( {
								id: block.clientId,
								name: block.name,
								to: possibleTransforms( [ block ] ),
							} ) ),
						}
					: {} ),
			};
		},
	},
	{
		readonly: true,
		untrustedOutput: false,
		examples: {
			valid: [ { input: {} }, { input: { ids: [ '{{paragraph}}' ] } } ],
			invalid: [
				{ input: { limit: 101 }, code: 'invalid_input' },
				{ input: { parent: 'no-such-block' }, code: 'not_found' },
			],
		},
	}
);
