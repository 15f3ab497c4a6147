/**
 * What blocks can become: the transforms the editor's block switcher offers for them, limited,
 * as there, to types their parent takes.
 */
import { __ } from '@wordpress/i18n';

import { EditorError } from '../editor-kit/editor-error';
import {
	blockEditor,
	blockTransforms,
	type EditorBlock,
} from '../editor-kit/editor-stores';
import { parentOf } from './find-blocks';

function transforms() {
	const found = blockTransforms();
	if ( ! found ) {
		throw new EditorError(
			'conflict',
			__(
				'The editor’s block transforms are not available on this screen.',
				'webmcp-abilities'
			)
		);
	}
	return found;
}

/**
 * @param blocks Existing blocks under one parent.
 * @return The block names they can be turned into, together.
 */
export function possibleTransforms( blocks: EditorBlock[] ): string[] {
	const parent = parentOf( ( blocks[ 0 ] as EditorBlock ).clientId );
	return transforms()
		.getPossibleBlockTransformations( blocks )
		.map( ( { name } ) => name )
		.filter( ( name ) =>
			blockEditor().canInsertBlockType( name, parent || undefined )
		);
}

/**
 * @param blocks Existing blocks under one parent.
 * @param name   A block name from `possibleTransforms( blocks )`.
 * @return The converted blocks, not yet in the editor; empty when the transform makes none.
 */
export function switchBlocks(
	blocks: EditorBlock[],
	name: string
): EditorBlock[] {
	return ( transforms().switchToBlockType( blocks, name ) ??
		[] ) as EditorBlock[];
}
