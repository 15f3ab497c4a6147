/**
 * Text, Markdown or HTML made into blocks the way the editor converts pasted content.
 */
import { __ } from '@wordpress/i18n';

import { inertBlocks } from './agent-text';
import { EditorError } from '../editor-kit/editor-error';
import {
	blockTypes,
	pasteHandler,
	type EditorBlock,
} from '../editor-kit/editor-stores';

const LOOKS_LIKE_HTML = /<[a-z][\s\S]*>/i;

/**
 * @param content Plain text, Markdown or HTML.
 * @return At least one block; throws `invalid_input` when the content makes none.
 */
export function toBlocks( content: string ): EditorBlock[] {
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
	const blocks = Array.isArray( converted ) ? converted : [];
	if ( blocks.length === 0 ) {
		throw new EditorError(
			'invalid_input',
			__(
				'The content converts to no block; nothing changed.',
				'webmcp-abilities'
			)
		);
	}
	return inertBlocks(
		blocks,
		( name ) => blockTypes().getBlockType( name )?.attributes
	);
}
