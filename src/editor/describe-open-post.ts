/**
 * `webmcp-abilities/describe-open-post`: the open post as the person will publish it, read when
 * the confirmation opens: its title as edited, its status now, what the call changes, and whether
 * unsaved changes go with it. Not a tool: the describing ability of publish-in-editor.
 */
import { __, _n, sprintf } from '@wordpress/i18n';

import { editorAbility } from '../editor-kit/ability-definition';
import { blockEditor, editor } from '../editor-kit/editor-stores';
import { assertOpenPost, assertPublishable, POST_ID } from './open-post';

export const describeOpenPost = editorAbility(
	{
		name: 'webmcp-abilities/describe-open-post',
		label: 'Describe the open post',
		description:
			'Describes the post open in the block editor as it would be published now (title as edited, type, status, unsaved changes), for the person asked to confirm.',
		input_schema: {
			type: 'object',
			properties: { id: POST_ID },
			required: [ 'id' ],
		},
		output_schema: {
			type: 'object',
			properties: {
				title: { type: 'string' },
				fields: {
					type: 'array',
					items: {
						type: 'object',
						properties: {
							label: { type: 'string' },
							value: { type: 'string' },
						},
						required: [ 'label', 'value' ],
					},
				},
			},
			required: [ 'title', 'fields' ],
		},
		callback: ( { id }: { id: number } ) => {
			assertOpenPost( id );
			// A call that would be refused is refused before the person is asked.
			assertPublishable();
			const title = String(
				editor().getEditedPostAttribute( 'title' ) ?? ''
			);
			const blocks = blockEditor().getBlocks().length;
			return {
				title: title || __( '(no title)', 'webmcp-abilities' ),
				fields: [
					{
						label: __( 'Type', 'webmcp-abilities' ),
						value: editor().getCurrentPostType(),
					},
					{
						label: __( 'Status now', 'webmcp-abilities' ),
						value: String(
							editor().getEditedPostAttribute( 'status' )
						),
					},
					{
						label: __( 'After confirming', 'webmcp-abilities' ),
						value: __(
							'Published: visible to everyone on the site',
							'webmcp-abilities'
						),
					},
					{
						label: __( 'Unsaved changes', 'webmcp-abilities' ),
						value: editor().isEditedPostDirty()
							? __(
									'Yes: they are saved and published with it',
									'webmcp-abilities'
								)
							: __( 'None', 'webmcp-abilities' ),
					},
					{
						label: __( 'Content', 'webmcp-abilities' ),
						value: sprintf(
							/* translators: %d: number of blocks. */
							_n(
								'%d block',
								'%d blocks',
								blocks,
								'webmcp-abilities'
							),
							blocks
						),
					},
				],
			};
		},
	},
	{ readonly: true, untrustedOutput: true, expose: false }
);
