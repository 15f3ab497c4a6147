/**
 * `webmcp-abilities/transform-blocks`: turns blocks into another block type the editor offers
 * for them (a paragraph into a heading, a list into paragraphs): one undo step.
 */
import { __, sprintf } from '@wordpress/i18n';

import {
	BLOCK_NAME,
	CLIENT_IDS,
	editorAbility,
} from '../editor-kit/ability-definition';
import { possibleTransforms, switchBlocks } from './block-transforms';
import { EditorError } from '../editor-kit/editor-error';
import { assertChangeable, siblingRun } from './find-blocks';
import { replaceWith } from './replace-with';

interface Input {
	ids: string[];
	to: string;
}

export const transformBlocks = editorAbility(
	{
		name: 'webmcp-abilities/transform-blocks',
		label: 'Transform blocks',
		description:
			'Turns blocks of the post open in the block editor into another block type the editor offers for them, as its "Transform to" menu does (list-block-types says which). One undo step; nothing is saved.',
		input_schema: {
			type: 'object',
			properties: {
				ids: {
					...CLIENT_IDS,
					description:
						'The blocks to transform together, side by side, in order.',
				},
				to: {
					...BLOCK_NAME,
					description: 'The block type to turn them into.',
				},
			},
			required: [ 'ids', 'to' ],
			additionalProperties: false,
		},
		output_schema: {
			type: 'object',
			properties: {
				replaced: { type: 'array', items: { type: 'string' } },
				blocks: { type: 'array', items: { type: 'string' } },
			},
			required: [ 'replaced', 'blocks' ],
		},
		callback: ( { ids, to }: Input ) => {
			const { blocks } = siblingRun( ids );
			assertChangeable( ids );
			const offered = possibleTransforms( blocks );
			const converted = offered.includes( to )
				? switchBlocks( blocks, to )
				: [];
			if ( converted.length === 0 ) {
				throw new EditorError(
					'invalid_input',
					sprintf(
						/* translators: 1: a block type, 2: the block types offered. */
						__(
							'The editor offers no transform of those blocks to %1$s; nothing changed. They can become: %2$s.',
							'webmcp-abilities'
						),
						to,
						offered.join( ', ' ) ||
							__( 'nothing', 'webmcp-abilities' )
					)
				);
			}
			return { replaced: ids, blocks: replaceWith( ids, converted ) };
		},
	},
	{
		readonly: false,
		untrustedOutput: false,
		examples: {
			valid: [
				{ input: { ids: [ '{{paragraph}}' ], to: 'core/heading' } },
			],
			invalid: [
				{
					input: { ids: [ '{{paragraph}}' ], to: 'core/no-such' },
					code: 'invalid_input',
				},
				{
					input: { ids: [ '{{paragraph}}' ], to: 'Heading' },
					code: 'invalid_input',
				},
			],
		},
	}
);
