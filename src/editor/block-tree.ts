/**
 * The open post's blocks as an agent reads them: a compact tree of client ids, block names, the
 * text a person sees, and the few attributes that matter; long text is cut. Blocks another entity
 * holds (a template part's, a menu's, a synced pattern's) are read as the person sees them, inside
 * the block that shows them, which names that entity; blocks the person cannot change there say so.
 */
import { blockEditor, type EditorBlock } from '../editor-kit/editor-stores';

/** Attributes worth showing: headings' levels, lists' kind, links and media. */
const SHOWN_ATTRIBUTES = [
	'level',
	'ordered',
	'url',
	'href',
	'alt',
	'caption',
	'align',
];

export interface BlockSummary {
	id: string;
	name: string;
	text?: string;
	attributes?: Record< string, unknown >;
	/** The entity whose blocks this block shows (`wp_template_part`, `wp_navigation`, `wp_block`). */
	entity?: Record< string, unknown >;
	/** `locked`: the person cannot change it here; `content`: only its text and media. */
	mode?: 'locked' | 'content';
	inner?: BlockSummary[];
	/** How many inner blocks there are, where the read stops before them (its `depth`). */
	inner_count?: number;
}

/**
 * @param block A block.
 * @return The entity it shows the blocks of, if any.
 */
function entityOf( block: EditorBlock ): Record< string, unknown > | undefined {
	const { slug, theme, area, ref } = block.attributes;
	if ( block.name === 'core/template-part' && typeof slug === 'string' ) {
		return {
			kind: 'wp_template_part',
			id: `${ String( theme ?? '' ) }//${ slug }`,
			...( typeof area === 'string' ? { area } : {} ),
		};
	}
	if ( typeof ref === 'number' ) {
		const kind = {
			'core/navigation': 'wp_navigation',
			'core/block': 'wp_block',
		}[ block.name ];
		return kind ? { kind, id: ref } : undefined;
	}
	return undefined;
}

const MODES = { disabled: 'locked', contentOnly: 'content' } as const;

/**
 * @param text   Text a person wrote.
 * @param length Where to cut it.
 * @return It, cut with an ellipsis when longer.
 */
export const cutText = ( text: string, length: number ): string =>
	text.length > length ? `${ text.slice( 0, length ) }…` : text;

/**
 * Rich text is HTML (or an object that prints as HTML); what a person reads is its text.
 * @param value  An attribute that may hold rich text.
 * @param length Where to cut the text.
 */
function textOf( value: unknown, length: number ): string | undefined {
	const printsAsHtml =
		typeof value === 'object' &&
		value !== null &&
		value.toString !== Object.prototype.toString;
	if ( typeof value !== 'string' && ! printsAsHtml ) {
		return undefined;
	}
	const html = String( value );
	const text =
		new DOMParser().parseFromString( html, 'text/html' ).body.textContent ??
		'';
	return cutText( text, length );
}

/**
 * @param block      A block of the editor.
 * @param textLength Where its texts are cut.
 * @param depth      How many levels of inner blocks to read below it.
 */
export function summarise(
	block: EditorBlock,
	textLength: number,
	depth = Infinity
): BlockSummary {
	const text = textOf(
		block.attributes.content ??
			block.attributes.value ??
			block.attributes.citation,
		textLength
	);
	const attributes = Object.fromEntries(
		SHOWN_ATTRIBUTES.filter(
			( key ) =>
				block.attributes[ key ] !== undefined &&
				block.attributes[ key ] !== ''
		).map( ( key ) => [
			key,
			key === 'caption'
				? textOf( block.attributes[ key ], textLength )
				: block.attributes[ key ],
		] )
	);
	// Another entity's blocks are not in the tree's `innerBlocks`; the store lists them by parent.
	const inner = blockEditor().areInnerBlocksControlled( block.clientId )
		? blockEditor().getBlocks( block.clientId )
		: block.innerBlocks;
	const entity = entityOf( block );
	const mode = blockEditor().getBlockEditingMode( block.clientId );
	let children = {};
	if ( inner.length > 0 ) {
		children =
			depth > 0
				? {
						inner: inner.map( ( child ) =>
							summarise( child, textLength, depth - 1 )
						),
					}
				: { inner_count: inner.length };
	}
	return {
		id: block.clientId,
		name: block.name,
		...( text !== undefined && text !== '' ? { text } : {} ),
		...( Object.keys( attributes ).length > 0 ? { attributes } : {} ),
		...( entity ? { entity } : {} ),
		...( mode !== 'default' ? { mode: MODES[ mode ] } : {} ),
		...children,
	};
}
