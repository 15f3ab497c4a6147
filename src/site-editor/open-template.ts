/**
 * `webmcp-abilities/open-template`: opens a template or template part in the Site Editor's
 * canvas, where the person (and the block tools) can edit it. The person's screen follows; their
 * unsaved changes elsewhere stay, to be saved with the rest.
 */
import { editorAbility } from '../editor-kit/ability-definition';
import { openInCanvas } from './site-editor-route';
import {
	findTemplate,
	TEMPLATE_INPUT,
	titleOf,
	type TemplateKind,
} from './theme-templates';

export const openTemplate = editorAbility(
	{
		name: 'webmcp-abilities/open-template',
		label: 'Open a template in the Site Editor',
		description:
			'Opens a template or template part (by id and kind, as list-templates gives them) in the Site Editor’s canvas; the person’s screen follows and the block tools then act on it. Unsaved changes elsewhere are kept.',
		input_schema: {
			type: 'object',
			properties: TEMPLATE_INPUT,
			required: [ 'id', 'kind' ],
			additionalProperties: false,
		},
		output_schema: {
			type: 'object',
			properties: {
				opened: { type: 'string' },
				kind: { type: 'string' },
				title: { type: 'string' },
			},
			required: [ 'opened', 'kind', 'title' ],
		},
		callback: async ( {
			id,
			kind,
		}: {
			id: string;
			kind: TemplateKind;
		} ) => {
			const record = await findTemplate( kind, id );
			await openInCanvas( kind, record.id );
			return { opened: record.id, kind, title: titleOf( record ) };
		},
	},
	{
		readonly: true,
		untrustedOutput: true,
		anyView: true,
		examples: {
			valid: [
				{
					input: {
						id: 'twentytwentyfive//single',
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
				{
					input: { id: 'single', kind: 'wp_template' },
					code: 'invalid_input',
				},
			],
		},
	}
);
