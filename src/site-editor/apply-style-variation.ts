/**
 * `webmcp-abilities/apply-style-variation`: applies one of the theme's style variations by title,
 * as the Styles panel does: a whole style replaces the owner's styles; a colour or typography set
 * is merged into them, keeping the rest. One edit: shown at once, one undo step.
 */
import { __, sprintf } from '@wordpress/i18n';

import { editorAbility } from '../editor-kit/ability-definition';
import { EditorError } from '../editor-kit/editor-error';
import {
	editUserConfig,
	mergeTree,
	styleVariations,
	userConfig,
} from './global-styles';
import { variationKind, type VariationKind } from './variation-kind';

export const applyStyleVariation = editorAbility(
	{
		name: 'webmcp-abilities/apply-style-variation',
		label: 'Apply a style variation',
		description:
			'Applies one of the theme’s style variations in the Site Editor, by title as read-styles lists them (section "variations"): a whole style replaces the site’s styles, a colour or typography set changes only its part. Shown at once, one undo step, saved only with save-site.',
		input_schema: {
			type: 'object',
			properties: {
				title: {
					type: 'string',
					minLength: 1,
					maxLength: 100,
					description: 'The variation’s title, e.g. Evening.',
				},
				kind: {
					type: 'string',
					enum: [ 'style', 'colors', 'typography' ],
					description:
						'Which kind, where a title is in two (default: the first found).',
				},
			},
			required: [ 'title' ],
			additionalProperties: false,
		},
		output_schema: {
			type: 'object',
			properties: {
				applied: { type: 'string' },
				kind: { type: 'string' },
			},
			required: [ 'applied', 'kind' ],
		},
		callback: async ( {
			title,
			kind,
		}: {
			title: string;
			kind?: VariationKind;
		} ) => {
			const variations = await styleVariations();
			const variation = variations.find(
				( candidate ) =>
					candidate.title?.toLowerCase() === title.toLowerCase() &&
					( kind === undefined ||
						variationKind( candidate ) === kind )
			);
			if ( ! variation ) {
				throw new EditorError(
					'invalid_input',
					sprintf(
						/* translators: 1: a title, 2: the variations' titles. */
						__(
							'The theme has no style variation "%1$s"; it has: %2$s. Nothing changed.',
							'webmcp-abilities'
						),
						title,
						[
							...new Set(
								variations.map( ( { title: t } ) => t )
							),
						].join( ', ' )
					)
				);
			}
			const applied = variationKind( variation );
			const change = {
				styles: variation.styles ?? {},
				settings: variation.settings ?? {},
			};
			const current = userConfig();
			editUserConfig(
				applied === 'style'
					? change
					: {
							styles: mergeTree( current.styles, change.styles ),
							settings: mergeTree(
								current.settings,
								change.settings
							),
						}
			);
			return { applied: variation.title ?? title, kind: applied };
		},
	},
	{
		readonly: false,
		untrustedOutput: false,
		anyView: true,
		examples: {
			valid: [ { input: { title: 'Evening' } } ],
			invalid: [
				{
					input: { title: 'No such variation' },
					code: 'invalid_input',
				},
				{ input: { title: '' }, code: 'invalid_input' },
			],
		},
	}
);
