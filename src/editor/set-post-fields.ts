/**
 * `webmcp-abilities/set-post-fields`: what a person edits in the sidebar, as one edit.
 */
import { __, sprintf } from '@wordpress/i18n';

import { editorAbility } from './ability-definition';
import { EditorError } from './editor-error';
import { editor, editorActions } from './editor-stores';

const TERM_IDS = {
	type: 'array',
	items: { type: 'integer', minimum: 1 },
	uniqueItems: true,
};

export const setPostFields = editorAbility(
	{
		name: 'webmcp-abilities/set-post-fields',
		label: 'Set post fields',
		description:
			'Sets the title, excerpt, slug, categories or tags (term ids) of the post open in the block editor, as one change the person sees at once and can undo; nothing is saved. Fields left out stay as they are.',
		input_schema: {
			type: 'object',
			properties: {
				title: { type: 'string' },
				excerpt: { type: 'string' },
				slug: { type: 'string', pattern: '^[a-z0-9-]*$' },
				categories: TERM_IDS,
				tags: TERM_IDS,
			},
			minProperties: 1,
			additionalProperties: false,
		},
		output_schema: {
			type: 'object',
			properties: {
				changed: { type: 'array', items: { type: 'string' } },
			},
			required: [ 'changed' ],
		},
		callback: ( fields: Record< string, unknown > ) => {
			for ( const field of [ 'categories', 'tags' ] ) {
				// A post type without the taxonomy has no such field to edit.
				if (
					field in fields &&
					editor().getEditedPostAttribute( field ) === undefined
				) {
					throw new EditorError(
						'invalid_input',
						sprintf(
							/* translators: 1: field name, 2: post type. */
							__(
								'A %2$s has no %1$s; nothing was changed.',
								'webmcp-abilities'
							),
							field,
							editor().getCurrentPostType()
						)
					);
				}
			}
			editorActions().editPost( fields );
			return { changed: Object.keys( fields ) };
		},
	},
	{ readonly: false, untrustedOutput: false }
);
