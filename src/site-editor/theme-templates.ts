/**
 * A block theme's templates and template parts as the Site Editor edits them (`wp_template`,
 * `wp_template_part` in core-data, ids `theme//slug`): found by kind and id for the template
 * tools, with whether the site's copy can go back to the theme's own.
 */
import { __, sprintf } from '@wordpress/i18n';
import { resolveSelect } from '@wordpress/data';

import { EditorError } from '../editor-kit/editor-error';

export const TEMPLATE_KINDS = [ 'wp_template', 'wp_template_part' ] as const;
export type TemplateKind = ( typeof TEMPLATE_KINDS )[ number ];

/** Where REST keeps each kind (core-data's entity `baseURL`). */
export const REST_PATHS: Record< TemplateKind, string > = {
	wp_template: '/wp/v2/templates',
	wp_template_part: '/wp/v2/template-parts',
};

export interface TemplateRecord {
	id: string;
	slug: string;
	source: string;
	has_theme_file?: boolean;
	area?: string;
	title?: { raw?: string; rendered?: string } | string;
}

/** The input that names one, as list-templates gives it. */
export const TEMPLATE_INPUT = {
	id: {
		type: 'string',
		pattern: '^[^/]+//[^/]+$',
		maxLength: 200,
		description:
			'theme//slug, as list-templates gives it, e.g. twentytwentyfive//single.',
	},
	kind: {
		type: 'string',
		enum: [ ...TEMPLATE_KINDS ],
		description:
			'wp_template or wp_template_part, as list-templates gives it.',
	},
};

/**
 * @param record A template or part.
 * @return Its title as the Site Editor shows it.
 */
export const titleOf = ( record: TemplateRecord ): string =>
	( typeof record.title === 'object'
		? record.title.raw || record.title.rendered
		: record.title ) || record.slug;

/**
 * @param kind A template kind.
 * @param id   `theme//slug`.
 * @return The template or part; `not_found` when the theme and the site have none by that id.
 */
export async function findTemplate(
	kind: TemplateKind,
	id: string
): Promise< TemplateRecord > {
	// core-data's resolver rejects on a REST error, here with the raw `Response`: a template
	// that is not there is a 404.
	const record = await (
		resolveSelect( 'core' ) as unknown as {
			getEntityRecord: (
				kind: string,
				name: string,
				key: string
			) => Promise< TemplateRecord | undefined | null >;
		}
	 )
		.getEntityRecord( 'postType', kind, id )
		.catch( ( error: unknown ) => {
			if ( error instanceof Response && error.status === 404 ) {
				return null;
			}
			throw error;
		} );
	if ( ! record ) {
		throw new EditorError(
			'not_found',
			sprintf(
				/* translators: %s: a template's id. */
				__(
					'There is no template or template part “%s” of that kind; list-templates lists them. Nothing changed.',
					'webmcp-abilities'
				),
				id
			)
		);
	}
	return record;
}

/**
 * @param record A template or part.
 * @return It, when the site's copy can go back to the theme's; `conflict` otherwise.
 */
export function assertRevertible( record: TemplateRecord ): TemplateRecord {
	if ( record.source !== 'custom' || ! record.has_theme_file ) {
		throw new EditorError(
			'conflict',
			sprintf(
				/* translators: %s: a template's title. */
				__(
					'“%s” is the theme’s own (not customised), or was made on this site and has no theme version: there is nothing to revert to. Nothing changed.',
					'webmcp-abilities'
				),
				titleOf( record )
			)
		);
	}
	return record;
}
