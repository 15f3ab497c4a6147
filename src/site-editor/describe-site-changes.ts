/**
 * `webmcp-abilities/describe-site-changes`: what save-site would save, read when the
 * confirmation opens: every entity with unsaved changes (Styles, template “Single”, template part
 * “Header”, navigation menu “Main”) and who sees it. Not a tool: save-site's describing ability.
 */
import { __, _n, sprintf } from '@wordpress/i18n';

import { editorAbility, NO_INPUT } from '../editor-kit/ability-definition';
import { EditorError } from '../editor-kit/editor-error';
import { rememberShown, siteChanges } from './site-changes';

export const describeSiteChanges = editorAbility(
	{
		name: 'webmcp-abilities/describe-site-changes',
		label: 'Describe the Site Editor’s unsaved changes',
		description:
			'Lists what the Site Editor would save now, entity by entity, for the person asked to confirm.',
		input_schema: NO_INPUT,
		output_schema: {
			type: 'object',
			properties: {
				title: { type: 'string' },
				fields: { type: 'array', items: { type: 'object' } },
			},
			required: [ 'title', 'fields' ],
		},
		callback: () => {
			const changes = siteChanges();
			if ( changes.length === 0 ) {
				// Nothing to save: the person is not asked.
				throw new EditorError(
					'conflict',
					__(
						'There are no unsaved changes in the Site Editor; nothing to save.',
						'webmcp-abilities'
					)
				);
			}
			rememberShown( changes );
			return {
				title: sprintf(
					/* translators: %d: how many things change. */
					_n(
						'Save %d change to the site',
						'Save %d changes to the site',
						changes.length,
						'webmcp-abilities'
					),
					changes.length
				),
				fields: changes.map( ( change ) => ( {
					label: change.label,
					value: change.reach,
				} ) ),
			};
		},
	},
	{ readonly: true, untrustedOutput: true, expose: false, anyView: true }
);
