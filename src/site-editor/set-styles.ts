/**
 * `webmcp-abilities/set-styles`: changes the site's styles as the Styles panel does, site-wide
 * or for one block type, optionally for one element (links, buttons, headings): colours,
 * typography, spacing and layout widths, merged into the owner's styles as one edit. Every value
 * is checked first: one bad value and nothing changes.
 */
import { __, sprintf } from '@wordpress/i18n';

import { BLOCK_NAME, editorAbility } from '../editor-kit/ability-definition';
import { EditorError } from '../editor-kit/editor-error';
import { blockTypes } from '../editor-kit/editor-stores';
import {
	editUserConfig,
	mergeTree,
	userConfig,
	type StyleTree,
} from './global-styles';
import {
	colorValue,
	fontFamilyValue,
	lengthValue,
	lineHeightValue,
} from './style-values';

const ELEMENTS = [
	'link',
	'button',
	'heading',
	'h1',
	'h2',
	'h3',
	'h4',
	'h5',
	'h6',
	'caption',
];

interface Input {
	block?: string;
	element?: string;
	background?: string;
	text?: string;
	font_family?: string;
	font_size?: string;
	line_height?: string;
	font_weight?: string;
	block_gap?: string;
	padding?: string;
	content_size?: string;
	wide_size?: string;
}

// Flat and plain to read on every screen: each value is checked (and bounded) by its callback.
const VALUE = { type: 'string' };

/** No style value is longer; a longer one is refused before it is read. */
const MAX_VALUE_LENGTH = 100;

/**
 * Drops the keys whose value is undefined, and the object itself when nothing is left.
 * @param tree
 */
function compact( tree: Record< string, unknown > ): StyleTree | undefined {
	const kept = Object.entries( tree ).filter(
		( [ , value ] ) => value !== undefined
	);
	return kept.length > 0 ? Object.fromEntries( kept ) : undefined;
}

/**
 * @param value A value the call may leave out.
 * @param check Its check, which throws `invalid_input` or answers what theme.json stores.
 * @return What theme.json stores, or undefined when the call left the value out.
 */
function checked< T >(
	value: string | undefined,
	check: ( given: string ) => T
): T | undefined {
	if ( value === undefined ) {
		return undefined;
	}
	if ( value.length > MAX_VALUE_LENGTH ) {
		throw new EditorError(
			'invalid_input',
			sprintf(
				/* translators: %d: a number of characters. */
				__(
					'A style value is at most %d characters. Nothing changed.',
					'webmcp-abilities'
				),
				MAX_VALUE_LENGTH
			)
		);
	}
	return check( value );
}

/**
 * @param input The call's input.
 * @return The style values to merge, as theme.json stores them; throws `invalid_input`.
 */
function stylesOf( input: Input ): StyleTree {
	const padding = checked( input.padding, ( value ) =>
		lengthValue( 'spacing', 'padding', value )
	);
	return (
		compact( {
			color: compact( {
				background: checked( input.background, colorValue ),
				text: checked( input.text, colorValue ),
			} ),
			typography: compact( {
				fontFamily: checked( input.font_family, fontFamilyValue ),
				fontSize: checked( input.font_size, ( value ) =>
					lengthValue( 'font-size', 'font size', value )
				),
				lineHeight: checked( input.line_height, lineHeightValue ),
				fontWeight: input.font_weight,
			} ),
			spacing: compact( {
				blockGap: checked( input.block_gap, ( value ) =>
					lengthValue( 'spacing', 'block gap', value )
				),
				padding: padding && {
					top: padding,
					right: padding,
					bottom: padding,
					left: padding,
				},
			} ),
		} ) ?? {}
	);
}

/**
 * @param input         The call's input.
 * @param input.block
 * @param input.element
 * @param values        The style values.
 * @return Them placed where they belong: site-wide, in one block type, in one element.
 */
function placed( { block, element }: Input, values: StyleTree ): StyleTree {
	const inElement = element ? { elements: { [ element ]: values } } : values;
	return block ? { blocks: { [ block ]: inElement } } : inElement;
}

function layoutSettings( input: Input ): StyleTree | undefined {
	if ( input.content_size === undefined && input.wide_size === undefined ) {
		return undefined;
	}
	if ( input.block ) {
		throw new EditorError(
			'invalid_input',
			__(
				'Layout widths are site-wide; leave out "block". Nothing changed.',
				'webmcp-abilities'
			)
		);
	}
	const width = ( value: string | undefined ) =>
		checked( value, ( given ) =>
			lengthValue( null, __( 'layout width', 'webmcp-abilities' ), given )
		);
	return {
		layout: compact( {
			contentSize: width( input.content_size ),
			wideSize: width( input.wide_size ),
		} ),
	};
}

export const setStyles = editorAbility(
	{
		name: 'webmcp-abilities/set-styles',
		label: 'Change the site’s styles',
		description:
			'Sets colours, type, spacing or layout widths, site-wide or for one block type (core/paragraph) or element. Values: read-styles slugs or CSS (#1e1e1e, 1.25rem). Shown at once, one undo step; save-site saves.',
		input_schema: {
			type: 'object',
			properties: {
				block: BLOCK_NAME,
				element: { type: 'string', enum: ELEMENTS },
				background: VALUE,
				text: VALUE,
				font_family: VALUE,
				font_size: VALUE,
				line_height: VALUE,
				font_weight: { type: 'string', pattern: '^[3-9]00$' },
				block_gap: VALUE,
				padding: VALUE,
				content_size: VALUE,
				wide_size: VALUE,
			},
			additionalProperties: false,
		},
		output_schema: {
			type: 'object',
			properties: { changed: { type: 'object' } },
			required: [ 'changed' ],
		},
		callback: ( input: Input ) => {
			if ( input.block && ! blockTypes().getBlockType( input.block ) ) {
				throw new EditorError(
					'invalid_input',
					sprintf(
						/* translators: %s: a block type name. */
						__(
							'There is no block type "%s" on this site; nothing changed.',
							'webmcp-abilities'
						),
						input.block
					)
				);
			}
			const values = stylesOf( input );
			const settings = layoutSettings( input );
			if ( Object.keys( values ).length === 0 && ! settings ) {
				throw new EditorError(
					'invalid_input',
					__(
						'Nothing to change: give a colour, type, spacing or layout value.',
						'webmcp-abilities'
					)
				);
			}
			const styles = placed( input, values );
			const current = userConfig();
			editUserConfig( {
				styles: mergeTree( current.styles, styles ),
				settings: settings
					? mergeTree( current.settings, settings )
					: current.settings,
			} );
			return { changed: { ...styles, ...( settings ?? {} ) } };
		},
	},
	{
		readonly: false,
		untrustedOutput: false,
		anyView: true,
		examples: {
			valid: [ { input: { background: '#fafafa' } } ],
			invalid: [
				{ input: {}, code: 'invalid_input' },
				{ input: { font_weight: '950' }, code: 'invalid_input' },
			],
		},
	}
);
