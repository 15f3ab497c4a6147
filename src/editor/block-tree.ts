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
const MAX_TEXT = 1000;

export interface BlockSummary {
	id: string;
	name: string;
	text?: string;
	attributes?: Record< string, unknown >;
	inner?: BlockSummary[];
}

/**
 * Rich text is HTML (or an object that prints as HTML); what a person reads is its text.
 * @param value An attribute that may hold rich text.
 */
function textOf( value: unknown ): string | undefined {
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
	return text.length > MAX_TEXT ? `${ text.slice( 0, MAX_TEXT ) }…` : text;
}

export function summarise( block: EditorBlock ): BlockSummary {
	const text = textOf(
		block.attributes.content ??
			block.attributes.value ??
			block.attributes.citation
	);
	const attributes = Object.fromEntries(
		SHOWN_ATTRIBUTES.filter(
			( key ) =>
				block.attributes[ key ] !== undefined &&
				block.attributes[ key ] !== ''
		).map( ( key ) => [
			key,
			key === 'caption'
				? textOf( block.attributes[ key ] )
				: block.attributes[ key ],
		] )
	);
	return {
		id: block.clientId,
		name: block.name,
		...( text !== undefined && text !== '' ? { text } : {} ),
		...( Object.keys( attributes ).length > 0 ? { attributes } : {} ),
		...( block.innerBlocks.length > 0
			? { inner: block.innerBlocks.map( summarise ) }
			: {} ),
	};
}
