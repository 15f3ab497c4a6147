/**
 * What a new menu item links to, checked before anything changes: a page, a post or a category
 * of this site (by id, with its title as the default label and its address), or an address.
 */
import { __, sprintf } from '@wordpress/i18n';
import { resolveSelect } from '@wordpress/data';

import { EditorError } from '../editor-kit/editor-error';
import { richLabel } from './navigation-items';

export interface LinkTarget {
	page?: number;
	post?: number;
	category?: number;
	url?: string;
}

/** The input that says what an item links to. */
export const LINK_INPUT = {
	type: 'object',
	description: 'One of: page, post, category (an id), url.',
	properties: {
		page: { type: 'integer', minimum: 1 },
		post: { type: 'integer', minimum: 1 },
		category: { type: 'integer', minimum: 1 },
		url: { type: 'string', maxLength: 2000 },
	},
	additionalProperties: false,
	minProperties: 1,
	maxProperties: 1,
};

interface Linked {
	title?: { raw?: string; rendered?: string };
	name?: string;
	link: string;
	status?: string;
}

const ENTITIES = {
	page: {
		kind: 'postType',
		name: 'page',
		type: 'page',
		linkKind: 'post-type',
	},
	post: {
		kind: 'postType',
		name: 'post',
		type: 'post',
		linkKind: 'post-type',
	},
	category: {
		kind: 'taxonomy',
		name: 'category',
		type: 'category',
		linkKind: 'taxonomy',
	},
} as const;

/**
 * @param target What the item links to.
 * @param label  The label asked for, if any.
 * @return The navigation link's attributes; `invalid_input` or `not_found` when it cannot be.
 */
export async function linkAttributes(
	target: LinkTarget,
	label: string | undefined
): Promise< Record< string, unknown > > {
	if ( target.url !== undefined ) {
		let url: URL | null = null;
		try {
			url = new URL( target.url );
		} catch {}
		if ( ! url || ! [ 'http:', 'https:' ].includes( url.protocol ) ) {
			throw new EditorError(
				'invalid_input',
				__(
					'link.url must be a full http or https address. Nothing changed.',
					'webmcp-abilities'
				)
			);
		}
		if ( ! label ) {
			throw new EditorError(
				'invalid_input',
				__(
					'A link to an address needs a label. Nothing changed.',
					'webmcp-abilities'
				)
			);
		}
		return { label: richLabel( label ), url: url.href, kind: 'custom' };
	}
	const which = ( [ 'page', 'post', 'category' ] as const ).find(
		( key ) => target[ key ] !== undefined
	);
	const id = which === undefined ? undefined : target[ which ];
	if ( which === undefined || id === undefined ) {
		throw new EditorError(
			'invalid_input',
			__(
				'Say what the item links to: page, post, category or url. Nothing changed.',
				'webmcp-abilities'
			)
		);
	}
	const entity = ENTITIES[ which ];
	const record = ( await (
		resolveSelect( 'core' ) as unknown as {
			getEntityRecord: (
				kind: string,
				name: string,
				key: number
			) => Promise< Linked | undefined | null >;
		}
	 )
		.getEntityRecord( entity.kind, entity.name, id )
		.catch( () => null ) ) as Linked | null | undefined;
	if ( ! record || ( record.status && record.status !== 'publish' ) ) {
		throw new EditorError(
			'not_found',
			sprintf(
				/* translators: 1: page, post or category, 2: an id. */
				__(
					'There is no published %1$s %2$d to link to. Nothing changed.',
					'webmcp-abilities'
				),
				which,
				id
			)
		);
	}
	// A title's raw text is text; `rendered` and a term's name are HTML as WordPress keeps them.
	let richText = record.title?.rendered || record.name || '';
	if ( label || record.title?.raw ) {
		richText = richLabel( label || record.title?.raw || '' );
	}
	return {
		label: richText,
		type: entity.type,
		id,
		url: record.link,
		kind: entity.linkKind,
	};
}
