/**
 * `webmcp-abilities/move-blocks`: moves a run of neighbouring blocks to the start or end of the
 * post, before or after another block, or into a container block, as one undo step.
 */
import { __ } from '@wordpress/i18n';

import {
	CLIENT_ID,
	CLIENT_IDS,
	editorAbility,
} from '../editor-kit/ability-definition';
import { EditorError } from '../editor-kit/editor-error';
import { blockEditor, blockEditorActions } from '../editor-kit/editor-stores';
import {
	assertChangeable,
	findBlocks,
	parentOf,
	siblingRun,
} from './find-blocks';
import { showBlocks } from './show-change';

interface Input {
	ids: string[];
	position: 'start' | 'end' | 'before' | 'after' | 'inside';
	target?: string;
	index?: number;
}

const refuse = ( message: string ) =>
	new EditorError( 'invalid_input', message );

/**
 * @param input The call's input.
 * @return The parent the blocks move into and the target's place among its blocks, as the
 *         parent lists them before the move.
 */
function destinationOf( input: Input ): { parent: string; index: number } {
	const { ids, position, target } = input;
	if ( position === 'start' || position === 'end' ) {
		return {
			parent: '',
			index: position === 'start' ? 0 : blockEditor().getBlockCount(),
		};
	}
	if ( target === undefined ) {
		throw refuse(
			__(
				'Moving before, after or inside a block needs its client id as "target"; nothing changed.',
				'webmcp-abilities'
			)
		);
	}
	findBlocks( [ target ] );
	const inMoved = [ target, ...blockEditor().getBlockParents( target ) ];
	if ( inMoved.some( ( id ) => ids.includes( id ) ) ) {
		throw refuse(
			__(
				'Blocks cannot move next to or into themselves; nothing changed.',
				'webmcp-abilities'
			)
		);
	}
	if ( position === 'inside' ) {
		const count = blockEditor().getBlockOrder( target ).length;
		return {
			parent: target,
			index: Math.min( input.index ?? count, count ),
		};
	}
	return {
		parent: parentOf( target ),
		index:
			blockEditor().getBlockIndex( target ) +
			( position === 'after' ? 1 : 0 ),
	};
}

export const moveBlocks = editorAbility(
	{
		name: 'webmcp-abilities/move-blocks',
		label: 'Move blocks',
		description:
			'Moves neighbouring blocks (client ids in document order) to the start or end of the post, before or after a target block, or inside a container block at an index. One undo step; nothing is saved.',
		input_schema: {
			type: 'object',
			properties: {
				ids: {
					...CLIENT_IDS,
					description: 'The blocks to move, side by side, in order.',
				},
				position: {
					type: 'string',
					enum: [ 'start', 'end', 'before', 'after', 'inside' ],
					description:
						'start/end of the post; before/after/inside the target block.',
				},
				target: {
					...CLIENT_ID,
					description: 'The block to move next to, or into.',
				},
				index: {
					type: 'integer',
					minimum: 0,
					description:
						'With inside: the place among its blocks (default: last).',
				},
			},
			required: [ 'ids', 'position' ],
			additionalProperties: false,
		},
		output_schema: {
			type: 'object',
			properties: {
				moved: { type: 'array', items: { type: 'string' } },
				parent: { type: [ 'string', 'null' ] },
				index: { type: 'integer' },
			},
			required: [ 'moved', 'parent', 'index' ],
		},
		callback: ( input: Input ) => {
			const { ids } = input;
			const from = siblingRun( ids );
			assertChangeable( ids );
			const to = destinationOf( input );
			// Within one parent the editor counts the place without the moved blocks.
			const index =
				from.parent === to.parent && to.index > from.first
					? Math.max( from.first, to.index - ids.length )
					: to.index;
			const mayMove =
				blockEditor().canMoveBlocks( ids ) &&
				( from.parent === to.parent ||
					( blockEditor().canRemoveBlocks( ids ) &&
						blockEditor().canInsertBlocks(
							ids,
							to.parent || undefined
						) ) );
			if ( ! mayMove ) {
				throw refuse(
					__(
						'The editor does not allow those blocks there (the target takes no such blocks, or a block is locked); nothing changed. list-block-types tells what a container takes.',
						'webmcp-abilities'
					)
				);
			}
			blockEditorActions().moveBlocksToPosition(
				ids,
				from.parent,
				to.parent,
				index
			);
			showBlocks( ids );
			return {
				moved: ids,
				parent: to.parent === '' ? null : to.parent,
				index: blockEditor().getBlockIndex( ids[ 0 ] as string ),
			};
		},
	},
	{
		readonly: false,
		untrustedOutput: false,
		examples: {
			valid: [
				{ input: { ids: [ '{{paragraph2}}' ], position: 'start' } },
			],
			invalid: [
				{
					input: { ids: [ '{{paragraph}}' ], position: 'after' },
					code: 'invalid_input',
				},
				{
					input: { ids: [ 'no-such-block' ], position: 'end' },
					code: 'not_found',
				},
			],
		},
	}
);
