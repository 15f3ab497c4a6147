/**
 * What the Site Editor has open, as read-editor names it: a template (`wp_template`, id
 * `theme//slug`), a template part (with its area), a navigation menu, a synced pattern or a page.
 */
import { select } from '@wordpress/data';

import { editor } from '../editor-kit/editor-stores';

interface EntityRecord {
	slug?: string;
	theme?: string;
	area?: string;
	source?: string;
	title?: string | { raw?: string };
}

export interface OpenEntity {
	kind: string;
	id: number | string;
	title: string;
	slug?: string;
	theme?: string;
	area?: string;
	/** Whether the owner changed it from the theme's own (a template or part saved to the site). */
	customized?: boolean;
}

const THEME_KINDS = [ 'wp_template', 'wp_template_part' ];

/** @return The entity open in the editor, as the person is editing it (unsaved changes too). */
export function openEntity(): OpenEntity {
	const kind = editor().getCurrentPostType();
	const id = editor().getCurrentPostId() as number | string;
	const record =
		(
			select( 'core' ) as unknown as {
				getEditedEntityRecord: (
					kind: string,
					name: string,
					id: number | string
				) => EntityRecord | undefined;
			}
		 ).getEditedEntityRecord( 'postType', kind, id ) ?? {};
	const title =
		typeof record.title === 'object'
			? ( record.title.raw ?? '' )
			: ( record.title ?? '' );
	if ( ! THEME_KINDS.includes( kind ) ) {
		return { kind, id, title };
	}
	return {
		kind,
		id,
		title,
		slug: record.slug,
		theme: record.theme,
		...( record.area ? { area: record.area } : {} ),
		customized: record.source === 'custom',
	};
}
