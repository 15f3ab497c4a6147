/**
 * `webmcp-abilities/insert-blocks`: new blocks from text, Markdown or HTML, converted by the
 * editor's own paste handling, at the start, the end, or after a block.
 */
import { __ } from '@wordpress/i18n';

import { CLIENT_ID, editorAbility } from './ability-definition';
import { EditorError } from './editor-error';
import {
	blockEditor,
	blockEditorActions,
	pasteHandler,
	type EditorBlock,
} from './editor-stores';

const LOOKS_LIKE_HTML = /<[a-z][\s\S]*>/i;

interface Input {
	content: string;
	position?: 'start' | 'end';
	after?: string;
}

function toBlocks( content: string ): EditorBlock[] {
	const paste = pasteHandler();
	if ( ! paste ) {
		throw new EditorError(
			'conflict',
			__(
				'The editor’s paste handling is not available on this screen.',
				'webmcp-abilities'
			)
		);
	}
	const converted = LOOKS_LIKE_HTML.test( content )
		? paste( { HTML: content, plainText: '', mode: 'BLOCKS' } )
		: paste( { HTML: '', plainText: content, mode: 'BLOCKS' } );
	return Array.isArray( converted ) ? converted : [];
}

/**
 * Where the blocks go: `[ index, rootClientId ]`.
 * @param root0
 * @param root0.position
 * @param root0.after
 */
function placeOf( { position, after }: Input ): [ number, string | undefined ] {
	if ( after !== undefined ) {
		if ( ! blockEditor().getBlock( after ) ) {
			throw new EditorError(
				'not_found',
				__(
					'There is no block with that client id in the editor; read the editor again.',
					'webmcp-abilities'
				)
			);
		}
		return [
			blockEditor().getBlockIndex( after ) + 1,
			blockEditor().getBlockRootClientId( after ) ?? undefined,
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
			const [ index, root ] = placeOf( input );
			const blocks = toBlocks( input.content );
			if ( blocks.length === 0 ) {
				throw new EditorError(
					'invalid_input',
					__(
						'The content converts to no block; nothing was inserted.',
						'webmcp-abilities'
					)
				);
			}
			blockEditorActions().insertBlocks( blocks, index, root, false );
			return { inserted: blocks.map( ( block ) => block.clientId ) };
		},
	},
	{ readonly: false, untrustedOutput: false }
);
