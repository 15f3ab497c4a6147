/**
 * `webmcp-abilities/update-block`: replaces one block's text, or given attributes of it.
 */
import { __, sprintf } from '@wordpress/i18n';

import { CLIENT_ID, editorAbility } from '../editor-kit/ability-definition';
import { inertAttribute } from './agent-text';
import { EditorError } from '../editor-kit/editor-error';
import {
	blockEditorActions,
	blockTypes,
	type EditorBlock,
} from '../editor-kit/editor-stores';
import { assertChangeable, findBlocks } from './find-blocks';
import { showBlocks } from './show-change';

interface Input {
	id: string;
	content?: string;
	attributes?: Record< string, unknown >;
}

/**
 * JSON Schema types as block attributes declare them, against what a value is.
 * @param value An attribute value.
 * @param type  The type the block type declares for it.
 */
function fits( value: unknown, type: string | string[] | undefined ): boolean {
	if ( type === undefined ) {
		return true;
	}
	let actual: string = typeof value;
	if ( value === null ) {
		actual = 'null';
	} else if ( Array.isArray( value ) ) {
		actual = 'array';
	}
	return ( Array.isArray( type ) ? type : [ type ] ).some(
		( expected ) =>
			expected === actual ||
			( expected === 'integer' && Number.isInteger( value ) ) ||
			( expected === 'rich-text' && actual === 'string' )
	);
}

export const updateBlock = editorAbility(
	{
		name: 'webmcp-abilities/update-block',
		label: 'Update a block',
		description:
			'Changes one block of the post open in the block editor: replaces its text (`content`, HTML allowed as in the editor) and/or sets attributes its block type declares. The person sees it at once and can undo it; nothing is saved.',
		input_schema: {
			type: 'object',
			properties: {
				id: CLIENT_ID,
				content: {
					type: 'string',
					description:
						'The block’s new text (for blocks that have text).',
				},
				attributes: {
					type: 'object',
					description:
						'Attributes to set, by name, as the block type declares them.',
				},
			},
			required: [ 'id' ],
			minProperties: 2,
			additionalProperties: false,
		},
		output_schema: {
			type: 'object',
			properties: {
				updated: { type: 'string' },
				changed: { type: 'array', items: { type: 'string' } },
			},
			required: [ 'updated', 'changed' ],
		},
		callback: ( { id, content, attributes = {} }: Input ) => {
			const [ block ] = findBlocks( [ id ] ) as [ EditorBlock ];
			assertChangeable( [ id ] );
			const changes: Record< string, unknown > = {
				...attributes,
				...( content !== undefined ? { content } : {} ),
			};
			const declared =
				blockTypes().getBlockType( block.name )?.attributes ?? {};
			for ( const [ key, value ] of Object.entries( changes ) ) {
				if (
					! ( key in declared ) ||
					! fits( value, declared[ key ]?.type )
				) {
					throw new EditorError(
						'invalid_input',
						sprintf(
							/* translators: 1: attribute name, 2: block name. */
							__(
								'A %2$s block has no attribute "%1$s" of that type; nothing was changed.',
								'webmcp-abilities'
							),
							key,
							block.name
						)
					);
				}
			}
			for ( const [ key, value ] of Object.entries( changes ) ) {
				changes[ key ] = inertAttribute( key, value, declared[ key ] );
			}
			// `updateBlock`, not `updateBlockAttributes`: the editor merges consecutive changes of
			// the same attributes of one block into one undo step (typing), and each call of the
			// agent must be an undo step of its own.
			blockEditorActions().updateBlock( id, { attributes: changes } );
			showBlocks( [ id ] );
			return { updated: id, changed: Object.keys( changes ) };
		},
	},
	{
		readonly: false,
		untrustedOutput: false,
		examples: {
			valid: [
				{ input: { id: '{{paragraph}}', content: 'Changed text.' } },
				{ input: { id: '{{heading}}', attributes: { level: 3 } } },
			],
			invalid: [
				{ input: { id: '{{paragraph}}' }, code: 'invalid_input' },
				{
					input: { id: '{{paragraph}}', attributes: { nope: 1 } },
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
