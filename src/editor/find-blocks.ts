/**
 * Finds the blocks a call names, by client id, and where they sit: every editor ability that
 * points at blocks refuses unknown ids the same way, before it changes anything.
 */
import { __ } from '@wordpress/i18n';

import { EditorError } from '../editor-kit/editor-error';
import { blockEditor, type EditorBlock } from '../editor-kit/editor-stores';

const notFound = () =>
	new EditorError(
		'not_found',
		__(
			'There is no block with that client id in the editor; nothing changed. Read the editor again.',
			'webmcp-abilities'
		)
	);

/**
 * @param ids Client ids, as read-editor lists them.
 * @return Their blocks, in the given order; throws `not_found` if any is missing.
 */
export function findBlocks( ids: string[] ): EditorBlock[] {
	return ids.map( ( id ) => {
		const block = blockEditor().getBlock( id );
		if ( ! block ) {
			throw notFound();
		}
		return block;
	} );
}

/**
 * Refuses blocks the person could not change on this screen either: a template part's blocks seen
 * from its template, a pattern's, blocks the theme or a parent locked against editing.
 * @param ids Client ids of existing blocks.
 */
export function assertChangeable( ids: string[] ): void {
	if (
		ids.some(
			( id ) => blockEditor().getBlockEditingMode( id ) === 'disabled'
		)
	) {
		throw new EditorError(
			'locked',
			__(
				'That block cannot be changed here (it is locked, or it belongs to a template part or pattern: open that to edit it); nothing changed. read-editor marks such blocks "mode": "locked".',
				'webmcp-abilities'
			)
		);
	}
}

/**
 * @param id A block's client id.
 * @return The client id of the block it sits in: `''` at the top level of the post.
 */
export function parentOf( id: string ): string {
	return blockEditor().getBlockRootClientId( id ) ?? '';
}

/**
 * What a person can select and act on at once: blocks side by side under one parent, in order.
 * @param ids Client ids of existing blocks.
 * @return Their blocks, their parent and the index of the first; throws `invalid_input`
 *         otherwise.
 */
export function siblingRun( ids: string[] ): {
	blocks: EditorBlock[];
	parent: string;
	first: number;
} {
	const blocks = findBlocks( ids );
	const parent = parentOf( ids[ 0 ] as string );
	const order = blockEditor().getBlockOrder( parent || undefined );
	const first = order.indexOf( ids[ 0 ] as string );
	const isRun = ids.every(
		( id, offset ) =>
			parentOf( id ) === parent && order[ first + offset ] === id
	);
	if ( ! isRun ) {
		throw new EditorError(
			'invalid_input',
			__(
				'Those blocks are not side by side under one parent, in document order; nothing changed. Act on one run of neighbouring blocks at a time.',
				'webmcp-abilities'
			)
		);
	}
	return { blocks, parent, first };
}
