/**
 * `webmcp-abilities/set-post-fields`: what a person edits in the sidebar, as one edit.
 */
import { resolveSelect } from '@wordpress/data';
import { __, sprintf } from '@wordpress/i18n';

import { editorAbility } from '../editor-kit/ability-definition';
import { inertHTML, plainText } from './agent-text';
import { EditorError } from '../editor-kit/editor-error';
import { editor, editorActions } from '../editor-kit/editor-stores';

const TERM_IDS = {
	type: 'array',
	items: { type: 'integer', minimum: 1 },
	uniqueItems: true,
};

interface MediaRecord {
	media_type?: string;
}

/**
 * The editor's Featured image panel offers images from the media library only.
 * @param id An attachment id, or 0 for none.
 */
async function assertImage( id: number ): Promise< void > {
	if ( id === 0 ) {
		return;
	}
	// core-data's resolver rejects on a REST error (a 404 for a missing or unreadable item).
	const media = await (
		resolveSelect( 'core' ) as unknown as {
			getEntityRecord: (
				kind: string,
				name: string,
				key: number
			) => Promise< MediaRecord | undefined | null >;
		}
	 )
		.getEntityRecord( 'postType', 'attachment', id )
		.catch( () => null );
	if ( media?.media_type !== 'image' ) {
		throw new EditorError(
			'invalid_input',
			sprintf(
				/* translators: %d: attachment id. */
				__(
					'No image with id %d is in the media library; nothing was changed. Use find-media to find one.',
					'webmcp-abilities'
				),
				id
			)
		);
	}
}

export const setPostFields = editorAbility(
	{
		name: 'webmcp-abilities/set-post-fields',
		label: 'Set post fields',
		description:
			'Sets the title, excerpt, slug, categories or tags (term ids), or featured image (an image id from find-media; 0 removes it) of the post open in the block editor, as one change the person sees at once and can undo; nothing is saved. Fields left out stay as they are.',
		input_schema: {
			type: 'object',
			properties: {
				title: { type: 'string' },
				excerpt: { type: 'string' },
				slug: { type: 'string', pattern: '^[a-z0-9-]*$' },
				categories: TERM_IDS,
				tags: TERM_IDS,
				featured_media: { type: 'integer', minimum: 0 },
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
		callback: async ( fields: Record< string, unknown > ) => {
			for ( const field of [ 'categories', 'tags', 'featured_media' ] ) {
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
			if ( typeof fields.featured_media === 'number' ) {
				await assertImage( fields.featured_media );
			}
			// The title is text wherever WordPress shows it; the excerpt is HTML, made inert.
			editorActions().editPost( {
				...fields,
				...( typeof fields.title === 'string'
					? { title: plainText( fields.title ) }
					: {} ),
				...( typeof fields.excerpt === 'string'
					? { excerpt: inertHTML( fields.excerpt ) }
					: {} ),
			} );
			return { changed: Object.keys( fields ) };
		},
	},
	{
		readonly: false,
		untrustedOutput: false,
		examples: {
			valid: [
				{
					input: {
						title: 'A clearer title',
						excerpt: 'What the post is about.',
					},
				},
			],
			invalid: [
				{ input: { title: 5 }, code: 'invalid_input' },
				// As for any id that is not an image of the library.
				{ input: { featured_media: 987654 }, code: 'invalid_input' },
			],
		},
	}
);
