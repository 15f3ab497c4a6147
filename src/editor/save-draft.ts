/**
 * `webmcp-abilities/save-draft`: saves the open post as the editor's Save button does. It never
 * publishes: a post that is already published, scheduled or private is refused.
 */
import { __ } from '@wordpress/i18n';

import { editorAbility, NO_INPUT } from '../editor-kit/ability-definition';
import { EditorError } from '../editor-kit/editor-error';
import { editor, editorActions } from '../editor-kit/editor-stores';
import { isLive } from './open-post';

export const saveDraft = editorAbility(
	{
		name: 'webmcp-abilities/save-draft',
		label: 'Save the draft',
		description:
			'Saves the post open in the block editor as a draft, as the editor’s Save button does, with every unsaved change. It never publishes; a published, scheduled or private post is refused (code conflict).',
		input_schema: NO_INPUT,
		output_schema: {
			type: 'object',
			properties: { id: { type: 'integer' }, status: { type: 'string' } },
			required: [ 'id', 'status' ],
		},
		callback: async () => {
			if ( isLive() ) {
				throw new EditorError(
					'conflict',
					__(
						'This post is published, scheduled or private: saving here would change it live. Nothing was saved; the person saves it themselves.',
						'webmcp-abilities'
					)
				);
			}
			await editorActions().savePost();
			if ( editor().didPostSaveRequestFail() ) {
				throw new EditorError(
					'conflict',
					__(
						'WordPress could not save the draft; the changes are still in the editor.',
						'webmcp-abilities'
					)
				);
			}
			return {
				id: editor().getCurrentPostId(),
				status: String( editor().getEditedPostAttribute( 'status' ) ),
			};
		},
	},
	{
		readonly: false,
		untrustedOutput: false,
		examples: {
			valid: [ { input: {} } ],
			invalid: [ { input: { now: true }, code: 'invalid_input' } ],
		},
	}
);
