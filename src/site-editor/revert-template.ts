/**
 * `webmcp-abilities/revert-template`: takes a customised template or part back to the theme's
 * own and saves it, as the Site Editor's "Reset" does. Visitors see it at once, so the person
 * confirms each call, seeing which one; their Undo (or the agent's undo) brings the site's
 * version back into the Site Editor, to be saved again.
 */
import { __, sprintf } from '@wordpress/i18n';

import { editorAbility } from '../editor-kit/ability-definition';
import { EditorError } from '../editor-kit/editor-error';
import { revertToTheme, takeShownRevert } from './template-revert';
import { asToolSaves } from './tool-saves';
import {
	assertRevertible,
	findTemplate,
	TEMPLATE_INPUT,
	titleOf,
	type TemplateKind,
} from './theme-templates';

export const revertTemplate = editorAbility(
	{
		name: 'webmcp-abilities/revert-template',
		label: 'Reset a template to the theme’s',
		description:
			'Resets a customised template or part (revertible in list-templates) to the theme’s own and saves it; visitors see it at once. The person confirms each call. Undo brings the site’s version back, unsaved.',
		input_schema: {
			type: 'object',
			properties: TEMPLATE_INPUT,
			required: [ 'id', 'kind' ],
			additionalProperties: false,
		},
		output_schema: {
			type: 'object',
			properties: {
				reverted: { type: 'string' },
				title: { type: 'string' },
			},
			required: [ 'reverted', 'title' ],
		},
		callback: async ( {
			id,
			kind,
		}: {
			id: string;
			kind: TemplateKind;
		} ) => {
			const shownUnchanged = takeShownRevert( kind, id );
			const record = assertRevertible( await findTemplate( kind, id ) );
			if ( ! shownUnchanged ) {
				throw new EditorError(
					'stale_context',
					__(
						'The template changed while the person was asked (or they were not asked); nothing was reverted. Call revert-template again.',
						'webmcp-abilities'
					)
				);
			}
			const failure = await asToolSaves(
				'webmcp-abilities/revert-template',
				() => revertToTheme( kind, record.id )
			);
			if ( failure !== null ) {
				throw new EditorError(
					'conflict',
					sprintf(
						/* translators: %s: WordPress's error message. */
						__(
							'WordPress did not save the theme’s version (%s); the site’s version is unchanged on the site.',
							'webmcp-abilities'
						),
						failure
					)
				);
			}
			return { reverted: record.id, title: titleOf( record ) };
		},
	},
	{
		readonly: false,
		untrustedOutput: true,
		consequential: true,
		describe: 'webmcp-abilities/describe-template-revert',
		anyView: true,
		examples: {
			// The contract's fixture customises the page template first.
			valid: [
				{
					input: {
						id: 'twentytwentyfive//page',
						kind: 'wp_template',
					},
				},
			],
			invalid: [
				{
					input: {
						id: 'twentytwentyfive//no-such',
						kind: 'wp_template',
					},
					code: 'not_found',
				},
			],
		},
	}
);
