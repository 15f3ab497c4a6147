/**
 * An agent's text as the editor holds it: HTML made inert before any block or field takes it.
 * The person's editor trusts an administrator's own typing (`unfiltered_html`); it has no reason
 * to trust an agent's text, which may carry what content injected into it. The server does the
 * same for the server's tools (`Agent_Text`).
 */
import { __, sprintf } from '@wordpress/i18n';

import { EditorError } from '../editor-kit/editor-error';
import type { EditorBlock } from '../editor-kit/editor-stores';

/** Elements that run, load or submit something: never kept from an agent. */
const DROPPED =
	'script,style,iframe,frame,frameset,object,embed,applet,noscript,template,base,meta,link,form,input,button,textarea,select,svg,math';

/** Attributes that hold an address. */
const ADDRESSES = new Set( [
	'href',
	'src',
	'action',
	'formaction',
	'xlink:href',
	'poster',
	'cite',
	'background',
] );

/** A relative address, or one of the schemes a link or an image of a post may use. */
const SAFE_ADDRESS = /^(?:(?:https?|mailto|tel):|[^:]*$|[^:]*[/?#])/i;

/**
 * @param value An address as written.
 * @return Whether a link or image may point there (no `javascript:`, `data:`, `vbscript:`…).
 */
export const isSafeAddress = ( value: string ): boolean =>
	SAFE_ADDRESS.test(
		// Browsers ignore control characters and spaces inside a scheme (`java\tscript:`).
		value.replace( /[\u0000-\u0020\u007f]/g, '' )
	);

/**
 * @param html HTML an agent wrote.
 * @return The same HTML with nothing that runs: no script, frame or handler, no `javascript:`
 *         address. Parsed in a document of its own, where nothing loads or runs.
 */
export function inertHTML( html: string ): string {
	if ( ! html.includes( '<' ) ) {
		return html;
	}
	const { body } = document.implementation.createHTMLDocument( '' );
	body.innerHTML = html;
	body.querySelectorAll( DROPPED ).forEach( ( element ) => element.remove() );
	for ( const element of body.querySelectorAll( '*' ) ) {
		for ( const { name, value } of [ ...element.attributes ] ) {
			if (
				name.startsWith( 'on' ) ||
				name === 'srcdoc' ||
				( ADDRESSES.has( name ) && ! isSafeAddress( value ) ) ||
				( name === 'srcset' && /[a-z]+:/i.test( value ) )
			) {
				element.removeAttribute( name );
			}
		}
	}
	return body.innerHTML;
}

/**
 * @param text A field shown as text (a title): what the agent wrote, tags dropped.
 * @return The text, with no tag left in it.
 */
export function plainText( text: string ): string {
	if ( ! text.includes( '<' ) ) {
		return text;
	}
	const { body } = document.implementation.createHTMLDocument( '' );
	body.innerHTML = inertHTML( text );
	return body.textContent ?? '';
}

/** How a block type declares an attribute (as `getBlockType()` has it). */
interface Declared {
	type?: string | string[];
	source?: string;
}

const HTML_SOURCES = new Set( [ 'html', 'raw', 'rich-text' ] );

/**
 * @param key      The attribute's name.
 * @param value    Its value, from the agent.
 * @param declared How the block type declares it.
 * @return The value the block may hold; throws `invalid_input` for an unsafe address.
 */
export function inertAttribute(
	key: string,
	value: unknown,
	declared: Declared | undefined
): unknown {
	// Rich text the editor parsed (`RichTextData`) is HTML too.
	const html =
		typeof value === 'object' && value !== null && 'toHTMLString' in value
			? String( value )
			: value;
	if ( typeof html !== 'string' ) {
		return value;
	}
	const types = [ declared?.type ].flat();
	if (
		key === 'content' ||
		types.includes( 'rich-text' ) ||
		HTML_SOURCES.has( declared?.source ?? '' )
	) {
		const inert = inertHTML( html );
		return inert === html ? value : inert;
	}
	if (
		/^(?:url|href|src|link|linkDestination)$/i.test( key ) &&
		! isSafeAddress( html )
	) {
		throw new EditorError(
			'invalid_input',
			sprintf(
				/* translators: %s: an attribute name such as "url". */
				__(
					'"%s" must be an http or https address, or one on this site; nothing changed.',
					'webmcp-abilities'
				),
				key
			)
		);
	}
	return value;
}

/**
 * Makes new blocks (and their inner blocks) inert in place, as the editor made them from an
 * agent's content.
 * @param blocks     Blocks about to be inserted.
 * @param declaredOf How each block type declares its attributes.
 * @return The same blocks.
 */
export function inertBlocks(
	blocks: EditorBlock[],
	declaredOf: ( name: string ) => Record< string, Declared > | undefined
): EditorBlock[] {
	for ( const block of blocks ) {
		const declared = declaredOf( block.name ) ?? {};
		for ( const [ key, value ] of Object.entries( block.attributes ) ) {
			block.attributes[ key ] = inertAttribute(
				key,
				value,
				declared[ key ]
			);
		}
		inertBlocks( block.innerBlocks, declaredOf );
	}
	return blocks;
}
