/**
 * The open post's blocks as an agent reads them: a compact tree of client ids, block names, the
 * text a person sees, and the few attributes that matter; long text is cut.
 */
import type { EditorBlock } from './editor-stores';

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
	inner?: BlockSummary[];
}

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
 */
export function summarise(
	block: EditorBlock,
	textLength: number
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
	return {
		id: block.clientId,
		name: block.name,
		...( text !== undefined && text !== '' ? { text } : {} ),
		...( Object.keys( attributes ).length > 0 ? { attributes } : {} ),
		...( block.innerBlocks.length > 0
			? {
					inner: block.innerBlocks.map( ( inner ) =>
						summarise( inner, textLength )
					),
				}
			: {} ),
	};
}
