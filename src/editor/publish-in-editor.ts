/**
 * `webmcp-abilities/publish-in-editor`: publishes the open post through the editor, as its
 * Publish button does, with every unsaved change. Visitors see it at once and the editor cannot
 * take it back, so the person confirms each call, seeing the post as it will be published.
 */
import { __ } from '@wordpress/i18n';

import { editorAbility } from '../editor-kit/ability-definition';
import { EditorError } from '../editor-kit/editor-error';
import { editor, editorActions } from '../editor-kit/editor-stores';
import { assertOpenPost, assertPublishable, POST_ID } from './open-post';

export const publishInEditor = editorAbility(
	{
		name: 'webmcp-abilities/publish-in-editor',
		label: 'Publish the open post',
		description:
			'Publishes the post open in the block editor with its unsaved changes, as the Publish button does. The person confirms each call. Refused if it is already published, scheduled or private (conflict) or the person may not publish (access_denied).',
		input_schema: {
			type: 'object',
			properties: { id: POST_ID },
			required: [ 'id' ],
			additionalProperties: false,
		},
		output_schema: {
			type: 'object',
			properties: { id: { type: 'integer' }, status: { type: 'string' } },
			required: [ 'id', 'status' ],
		},
		callback: async ( { id }: { id: number } ) => {
			assertOpenPost( id );
			assertPublishable();
			// As the Publish button: the status is not a step of the undo history.
			const status = editor().getEditedPostAttribute( 'status' );
			editorActions().editPost(
				{ status: 'publish' },
				{ undoIgnore: true }
			);
			await editorActions().savePost();
			if ( editor().didPostSaveRequestFail() ) {
				editorActions().editPost( { status }, { undoIgnore: true } );
				throw new EditorError(
					'conflict',
					__(
						'WordPress could not publish the post; the changes are still in the editor, unsaved.',
						'webmcp-abilities'
					)
				);
			}
			return {
				id,
				status: String( editor().getEditedPostAttribute( 'status' ) ),
			};
		},
	},
	{
		readonly: false,
		untrustedOutput: false,
		consequential: true,
		describe: 'webmcp-abilities/describe-open-post',
		examples: {
			valid: [ { input: { id: '{{post}}' } } ],
			invalid: [ { input: { id: 987654 }, code: 'not_found' } ],
		},
	}
);
