/**
 * `webmcp-abilities/save-site`: saves the Site Editor's unsaved changes, exactly those the person
 * was shown in the confirmation and confirmed (Styles, templates, parts, menus), as the Site
 * Editor's own Save does. Visitors see them at once, so the person confirms each call; WordPress's
 * REST API checks each save (`edit_theme_options`).
 */
import { __, sprintf } from '@wordpress/i18n';
import { dispatch, select } from '@wordpress/data';

import { editorAbility, NO_INPUT } from '../editor-kit/ability-definition';
import { EditorError } from '../editor-kit/editor-error';
import { takeShown } from './site-changes';
import { asToolSaves } from './tool-saves';

interface CoreActions {
	saveEditedEntityRecord: (
		kind: string,
		name: string,
		key: number | string
	) => Promise< unknown >;
}

interface CoreSelectors {
	getLastEntitySaveError: (
		kind: string,
		name: string,
		key: number | string
	) => { message?: string; code?: string } | undefined;
}

export const saveSite = editorAbility(
	{
		name: 'webmcp-abilities/save-site',
		label: 'Save the Site Editor’s changes',
		description:
			'Saves every unsaved change in the Site Editor (styles, templates, template parts, menus), as its Save button does; visitors see them at once. The person confirms each call, seeing each changed item. Refused with conflict when there is nothing to save.',
		input_schema: NO_INPUT,
		output_schema: {
			type: 'object',
			properties: {
				saved: { type: 'array', items: { type: 'string' } },
				failed: { type: 'array', items: { type: 'string' } },
			},
			required: [ 'saved', 'failed' ],
		},
		callback: async () => {
			const changes = takeShown();
			if ( changes === null ) {
				throw new EditorError(
					'stale_context',
					__(
						'The Site Editor’s changes are not the ones the person was shown (something changed while they were asked); nothing was saved. Call save-site again.',
						'webmcp-abilities'
					)
				);
			}
			const saved: string[] = [];
			const failed: string[] = [];
			await asToolSaves( 'webmcp-abilities/save-site', async () => {
				for ( const change of changes ) {
					await (
						dispatch( 'core' ) as unknown as CoreActions
					 ).saveEditedEntityRecord(
						change.kind,
						change.name,
						change.key
					);
					const error = (
						select( 'core' ) as unknown as CoreSelectors
					 ).getLastEntitySaveError(
						change.kind,
						change.name,
						change.key
					);
					if ( error ) {
						failed.push(
							sprintf(
								'%1$s: %2$s',
								change.label,
								error.message ?? error.code ?? ''
							)
						);
					} else {
						saved.push( change.label );
					}
				}
			} );
			return { saved, failed };
		},
	},
	{
		readonly: false,
		untrustedOutput: false,
		consequential: true,
		describe: 'webmcp-abilities/describe-site-changes',
		anyView: true,
		examples: {
			valid: [
				{
					input: {},
					setup: [
						{
							tool: 'webmcp-abilities/set-styles',
							input: { text: '#111111' },
						},
					],
				},
			],
			invalid: [ { input: { all: true }, code: 'invalid_input' } ],
		},
	}
);
