/**
 * `webmcp-abilities/set-styles`: changes the site's styles as the Styles panel does, site-wide
 * or for one block type, optionally for one element (links, buttons, headings): colours,
 * typography, spacing and layout widths, merged into the owner's styles as one edit. Every value
 * is checked first: one bad value and nothing changes.
 */
import { __, sprintf } from '@wordpress/i18n';

import { editorAbility } from '../editor/ability-definition';
import { EditorError } from '../editor/editor-error';
import { blockTypes } from '../editor/editor-stores';
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
	color?: { background?: string; text?: string };
	typography?: {
		font_family?: string;
		font_size?: string;
		line_height?: string;
		font_weight?: string;
	};
	spacing?: { block_gap?: string; padding?: string };
	layout?: { content_size?: string; wide_size?: string };
}

// Short to read: an empty or unknown value is refused by the callback, changing nothing.
const VALUE = { type: 'string', maxLength: 100 };

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
const checked = < T >(
	value: string | undefined,
	check: ( given: string ) => T
): T | undefined => ( value === undefined ? undefined : check( value ) );

/**
 * @param input            The call's input.
 * @param input.color
 * @param input.typography
 * @param input.spacing
 * @return The style values to merge, as theme.json stores them; throws `invalid_input`.
 */
function stylesOf( { color, typography, spacing }: Input ): StyleTree {
	const padding = checked( spacing?.padding, ( value ) =>
		lengthValue( 'spacing', 'padding', value )
	);
	return (
		compact( {
			color: compact( {
				background: checked( color?.background, colorValue ),
				text: checked( color?.text, colorValue ),
			} ),
			typography: compact( {
				fontFamily: checked( typography?.font_family, fontFamilyValue ),
				fontSize: checked( typography?.font_size, ( value ) =>
					lengthValue( 'font-size', 'font size', value )
				),
				lineHeight: checked( typography?.line_height, lineHeightValue ),
				fontWeight: typography?.font_weight,
			} ),
			spacing: compact( {
				blockGap: checked( spacing?.block_gap, ( value ) =>
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

function layoutSettings( { layout, block }: Input ): StyleTree | undefined {
	if ( ! layout ) {
		return undefined;
	}
	if ( block ) {
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
	const sizes = compact( {
		contentSize: width( layout.content_size ),
		wideSize: width( layout.wide_size ),
	} );
	return sizes ? { layout: sizes } : undefined;
}

export const setStyles = editorAbility(
	{
		name: 'webmcp-abilities/set-styles',
		label: 'Change the site’s styles',
		description:
			'Sets colours, typography, spacing or layout widths as the Styles panel does, site-wide or for one block type or element. Values: slugs from read-styles, or CSS (#1e1e1e, 1.25rem). Shown at once, one undo step, saved with save-site.',
		input_schema: {
			type: 'object',
			properties: {
				block: {
					type: 'string',
					pattern: '^[a-z0-9-]+/[a-z0-9-]+$',
					description: 'A block type, e.g. core/paragraph.',
				},
				element: {
					type: 'string',
					enum: ELEMENTS,
				},
				color: {
					type: 'object',
					properties: { background: VALUE, text: VALUE },
					additionalProperties: false,
				},
				typography: {
					type: 'object',
					properties: {
						font_family: VALUE,
						font_size: VALUE,
						line_height: VALUE,
						font_weight: {
							type: 'string',
							enum: [
								'300',
								'400',
								'500',
								'600',
								'700',
								'800',
								'900',
							],
						},
					},
					additionalProperties: false,
				},
				spacing: {
					type: 'object',
					properties: { block_gap: VALUE, padding: VALUE },
					additionalProperties: false,
				},
				layout: {
					type: 'object',
					properties: { content_size: VALUE, wide_size: VALUE },
					additionalProperties: false,
				},
			},
			minProperties: 1,
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
						'Nothing to change: give color, typography, spacing or layout.',
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
	{ readonly: false, untrustedOutput: false, anyView: true }
);
