/**
 * The site's navigation menus as the Site Editor edits them: `wp_navigation` records in core-data,
 * their blocks as edited now (unsaved changes too), where each shows, and one edit of a menu's
 * blocks, which the header in the canvas shows at once and the Site Editor's Undo takes back.
 */
import { __, sprintf } from '@wordpress/i18n';
import { dispatch, resolveSelect, select } from '@wordpress/data';

import { EditorError } from '../editor-kit/editor-error';
import { parseBlocks, type EditorBlock } from '../editor-kit/editor-stores';
import type { ListedPage, MakeBlock } from './navigation-items';

export interface MenuRecord {
	id: number;
	title: string | { raw?: string };
	status: string;
	date_gmt?: string;
	content: string | { raw?: string };
	blocks?: EditorBlock[];
}

interface PartRecord {
	title?: string | { raw?: string };
	content?: string | { raw?: string };
}

interface CoreResolvers {
	getEntityRecords: (
		kind: string,
		name: string,
		query: Record< string, unknown >
	) => Promise< unknown[] | null >;
	getEntityRecord: (
		kind: string,
		name: string,
		key: number
	) => Promise< unknown >;
	getBlockPatterns: () => Promise< Array< {
		name: string;
		content: string;
	} > | null >;
}

interface CoreSelectors {
	getEditedEntityRecord: (
		kind: string,
		name: string,
		key: number | string
	) => MenuRecord | undefined;
}

const resolve = () => resolveSelect( 'core' ) as unknown as CoreResolvers;
const core = () => select( 'core' ) as unknown as CoreSelectors;

const rawOf = ( value: string | { raw?: string } | undefined ) =>
	typeof value === 'object' ? ( value.raw ?? '' ) : ( value ?? '' );

/** @return The site's published menus, newest first (the order WordPress picks a fallback in). */
export async function menus(): Promise< MenuRecord[] > {
	const records = ( await resolve().getEntityRecords(
		'postType',
		'wp_navigation',
		{ per_page: 100, status: 'publish', orderby: 'date', order: 'desc' }
	) ) as MenuRecord[] | null;
	return records ?? [];
}

/**
 * @param menu A menu.
 * @return Its title, or its id when it has none.
 */
export const menuTitle = ( menu: MenuRecord ) =>
	rawOf( menu.title ) || sprintf( '#%d', menu.id );

/**
 * @param all The site's menus.
 * @param id  The menu asked for; the one the site shows by default (the newest) when none is.
 * @return That menu; `not_found` when there is no such menu, or no menu at all.
 */
export function pickMenu( all: MenuRecord[], id?: number ): MenuRecord {
	const menu = id === undefined ? all[ 0 ] : all.find( ( m ) => m.id === id );
	if ( ! menu ) {
		throw new EditorError(
			'not_found',
			id === undefined
				? __(
						'The site has no navigation menu yet; the Site Editor makes one when a header with navigation is first shown. Nothing changed.',
						'webmcp-abilities'
					)
				: sprintf(
						/* translators: %d: a menu's id. */
						__(
							'There is no published navigation menu %d; read-navigation lists them. Nothing changed.',
							'webmcp-abilities'
						),
						id
					)
		);
	}
	return menu;
}

/**
 * @param menu A menu.
 * @return Its blocks as edited now: the Site Editor's edit of them, or its saved content parsed.
 */
export function menuBlocks( menu: MenuRecord ): EditorBlock[] {
	const edited = core().getEditedEntityRecord(
		'postType',
		'wp_navigation',
		menu.id
	);
	if ( Array.isArray( edited?.blocks ) ) {
		return edited.blocks;
	}
	return parseBlocks( rawOf( edited?.content ?? menu.content ) );
}

/**
 * One edit: shown in the canvas at once (the navigation block shows the menu's edited blocks),
 * one step of the Site Editor's history, saved with the rest.
 * @param menu   A menu.
 * @param blocks Its new blocks.
 */
export function editMenu( menu: MenuRecord, blocks: EditorBlock[] ): void {
	const serialize = window.wp?.blocks?.serialize;
	if ( ! serialize ) {
		throw new EditorError(
			'editor_not_ready',
			__(
				'The block library is not loaded on this page; nothing changed.',
				'webmcp-abilities'
			)
		);
	}
	(
		dispatch( 'core' ) as unknown as {
			editEntityRecord: (
				kind: string,
				name: string,
				key: number,
				edits: Record< string, unknown >
			) => void;
		}
	 ).editEntityRecord( 'postType', 'wp_navigation', menu.id, {
		blocks,
		content: serialize( blocks ),
	} );
}

/** @return Makes a block as the editor does, or fails plainly on a page without `wp.blocks`. */
export function blockMaker(): MakeBlock {
	const create = window.wp?.blocks?.createBlock;
	if ( ! create ) {
		throw new EditorError(
			'editor_not_ready',
			__(
				'The block library is not loaded on this page; nothing changed.',
				'webmcp-abilities'
			)
		);
	}
	return ( name, attributes, inner = [] ) =>
		create( name, attributes, inner ) as EditorBlock;
}

/** @return The published pages, in the page list's order (menu order, then title). */
export async function listedPages(): Promise< ListedPage[] > {
	const pages = ( ( await resolve().getEntityRecords( 'postType', 'page', {
		per_page: 100,
		status: 'publish',
		orderby: 'menu_order',
		order: 'asc',
	} ) ) ?? [] ) as Array< {
		id: number;
		title: { raw?: string; rendered?: string };
		link: string;
		parent: number;
		menu_order: number;
	} >;
	return [ ...pages ]
		.sort(
			( a, b ) =>
				a.menu_order - b.menu_order ||
				( a.title.rendered ?? '' ).localeCompare(
					b.title.rendered ?? ''
				)
		)
		.map( ( page ) => ( {
			id: page.id,
			title: page.title.raw ?? page.title.rendered ?? '',
			link: page.link,
			parent: page.parent,
		} ) );
}

/**
 * Where each menu shows: in which template parts a navigation block names it, or names none and
 * has no links of its own (then WordPress shows the newest menu, as Twenty Twenty-Five's header
 * does). A theme's part may
 * hold its blocks in a pattern, which is read too.
 * @param all The site's menus, newest first.
 * @return Part titles by menu id.
 */
export async function menuPlaces(
	all: MenuRecord[]
): Promise< Map< number, string[] > > {
	const places = new Map< number, string[] >();
	// Together, as read-navigation asks for the pages: each request waits its turn on Playground.
	const [ partRecords, patternRecords ] = await Promise.all( [
		resolve().getEntityRecords( 'postType', 'wp_template_part', {
			per_page: -1,
		} ),
		resolve().getBlockPatterns(),
	] );
	const parts = ( partRecords ?? [] ) as PartRecord[];
	const patterns = patternRecords ?? [];
	const refs = ( blocks: EditorBlock[], seen: number[] ): number[] => {
		for ( const block of blocks ) {
			if ( block.name === 'core/navigation' ) {
				// One that names no menu and holds no links of its own shows the newest menu.
				const ref =
					Number( block.attributes.ref ) ||
					( block.innerBlocks.length === 0
						? all[ 0 ]?.id
						: undefined );
				if ( ref !== undefined ) {
					seen.push( ref );
				}
				continue;
			} else if ( block.name === 'core/pattern' ) {
				const pattern = patterns.find(
					( { name } ) => name === block.attributes.slug
				);
				refs( parseBlocks( pattern?.content ?? '' ), seen );
			}
			refs( block.innerBlocks, seen );
		}
		return seen;
	};
	for ( const part of parts ) {
		for ( const ref of new Set(
			refs( parseBlocks( rawOf( part.content ) ), [] )
		) ) {
			places.set( ref, [
				...( places.get( ref ) ?? [] ),
				rawOf( part.title ),
			] );
		}
	}
	return places;
}
