/**
 * `webmcp-abilities/describe-template-revert`: what revert-template would do, read when the
 * confirmation opens: which template or part goes back to the theme's own, who sees it, and what
 * of the person's unsaved work on it goes too. Not a tool: revert-template's describing ability.
 */
import { __, sprintf } from '@wordpress/i18n';

import { editorAbility } from '../editor-kit/ability-definition';
import { rememberRevert } from './template-revert';
import {
	assertRevertible,
	findTemplate,
	TEMPLATE_INPUT,
	titleOf,
	type TemplateKind,
} from './theme-templates';

export const describeTemplateRevert = editorAbility(
	{
		name: 'webmcp-abilities/describe-template-revert',
		label: 'Describe reverting a template',
		description:
			'Says which template or part revert-template would take back to the theme’s, for the person asked to confirm.',
		input_schema: {
			type: 'object',
			properties: TEMPLATE_INPUT,
			required: [ 'id', 'kind' ],
			additionalProperties: false,
		},
		output_schema: {
			type: 'object',
			properties: {
				title: { type: 'string' },
				fields: { type: 'array', items: { type: 'object' } },
			},
			required: [ 'title', 'fields' ],
		},
		callback: async ( {
			id,
			kind,
		}: {
			id: string;
			kind: TemplateKind;
		} ) => {
			const record = assertRevertible( await findTemplate( kind, id ) );
			const unsaved = rememberRevert( kind, record.id );
			const title = titleOf( record );
			return {
				title:
					kind === 'wp_template'
						? sprintf(
								/* translators: %s: a template's title. */
								__(
									'Reset template “%s” to the theme’s',
									'webmcp-abilities'
								),
								title
							)
						: sprintf(
								/* translators: %s: a template part's title. */
								__(
									'Reset template part “%s” to the theme’s',
									'webmcp-abilities'
								),
								title
							),
				fields: [
					{
						label: __( 'Which', 'webmcp-abilities' ),
						value: `${ title } (${ record.id })`,
					},
					{
						label: __( 'What happens', 'webmcp-abilities' ),
						value: __(
							'The site’s own version is replaced by the theme’s and saved: visitors see the theme’s at once. Undo in the Site Editor, or in the agent activity log, brings the site’s version back.',
							'webmcp-abilities'
						),
					},
					...( unsaved
						? [
								{
									label: __(
										'Unsaved changes',
										'webmcp-abilities'
									),
									value: __(
										'Its unsaved changes in the Site Editor are replaced too.',
										'webmcp-abilities'
									),
								},
							]
						: [] ),
				],
			};
		},
	},
	{ readonly: true, untrustedOutput: true, expose: false, anyView: true }
);
