/**
 * Checks a style value an agent sends before anything changes, and turns it into what
 * theme.json stores: a literal CSS value the Styles panel itself would accept, or a reference to
 * one of the theme's presets (`var:preset|color|accent-1`) when the agent names a preset's slug.
 * Anything else (a malformed colour or unit, a preset or font the theme does not have) is
 * `invalid_input`, listing what there is.
 */
import { __, sprintf } from '@wordpress/i18n';

import { EditorError } from '../editor-kit/editor-error';
import { themeConfig, userConfig, type StyleTree } from './global-styles';

export type PresetKind = 'color' | 'font-family' | 'font-size' | 'spacing';

/**
 * Where each kind of preset lives in theme.json's settings, its list's key, and the setting by
 * which a theme hides core's default presets of that kind from its Styles panel.
 */
const PRESET_PATHS: Record< PresetKind, [ string, string, string | null ] > = {
	color: [ 'color', 'palette', 'defaultPalette' ],
	'font-family': [ 'typography', 'fontFamilies', null ],
	'font-size': [ 'typography', 'fontSizes', 'defaultFontSizes' ],
	spacing: [ 'spacing', 'spacingSizes', 'defaultSpacingSizes' ],
};

interface Preset {
	slug: string;
	name?: string;
	color?: string;
	size?: string;
	fontFamily?: string;
}

const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const FUNCTIONAL = /^(?:rgba?|hsla?)\(\s*[\d.%\s,/+-]+\)$/i;
const LENGTH = /^(?:0|\d+(?:\.\d+)?(?:px|rem|em|%|vw|vh|vmin|vmax|ch|ex|pt))$/;
const NUMBER = /^\d+(?:\.\d+)?$/;

/**
 * @param settings A settings tree.
 * @param kind     A kind of preset.
 * @return Its presets of every origin (theme, the site's own, core's defaults unless the theme
 *         hides them), in that order.
 */
function presetsIn( settings: StyleTree, kind: PresetKind ): Preset[] {
	const [ group, key, defaultsFlag ] = PRESET_PATHS[ kind ];
	const byOrigin = ( settings[ group ] as StyleTree | undefined )?.[ key ];
	if ( ! byOrigin || typeof byOrigin !== 'object' ) {
		return [];
	}
	const origins = byOrigin as Record< string, Preset[] | undefined >;
	const themeGroup = themeConfig().settings[ group ] as StyleTree | undefined;
	const withDefaults =
		defaultsFlag !== null && themeGroup?.[ defaultsFlag ] !== false;
	return [
		'theme',
		'custom',
		...( withDefaults ? [ 'default' ] : [] ),
	].flatMap( ( origin ) => origins[ origin ] ?? [] );
}

/**
 * @param kind A kind of preset.
 * @return The presets the site has of it: the theme's, then the owner's own, then core's.
 */
export function presets( kind: PresetKind ): Preset[] {
	const seen = new Set< string >();
	return [
		...presetsIn( themeConfig().settings, kind ),
		...presetsIn( userConfig().settings, kind ),
	].filter( ( preset ) => {
		const fresh = ! seen.has( preset.slug );
		seen.add( preset.slug );
		return fresh;
	} );
}

function refuse( what: string, value: string, allowed: string ): EditorError {
	return new EditorError(
		'invalid_input',
		sprintf(
			/* translators: 1: what the value is for, 2: the value, 3: what is allowed. */
			__(
				'"%2$s" is not a valid %1$s: use %3$s. Nothing changed.',
				'webmcp-abilities'
			),
			what,
			value,
			allowed
		)
	);
}

/**
 * @param kind  A kind of preset.
 * @param value What the agent sent.
 * @return The preset reference when `value` is one of the site's slugs of that kind.
 */
function presetReference( kind: PresetKind, value: string ): string | null {
	return presets( kind ).some( ( preset ) => preset.slug === value )
		? `var:preset|${ kind }|${ value }`
		: null;
}

const slugList = ( kind: PresetKind ) =>
	presets( kind )
		.map( ( preset ) => preset.slug )
		.join( ', ' );

/**
 * @param value A colour: `#rgb`, `#rrggbb`, `rgb()`, `hsl()`, `transparent`, or a palette slug.
 * @return What theme.json stores.
 */
export function colorValue( value: string ): string {
	if (
		HEX.test( value ) ||
		FUNCTIONAL.test( value ) ||
		value === 'transparent'
	) {
		return value;
	}
	const reference = presetReference( 'color', value );
	if ( reference ) {
		return reference;
	}
	throw refuse(
		__( 'colour', 'webmcp-abilities' ),
		value,
		sprintf(
			/* translators: %s: palette slugs. */
			__(
				'#rrggbb, rgb(), hsl() or a palette slug (%s)',
				'webmcp-abilities'
			),
			slugList( 'color' )
		)
	);
}

/**
 * @param kind  The preset kind a slug may name (font sizes, spacing).
 * @param what  What the value is for, for the message.
 * @param value A CSS length (`1.2rem`, `16px`) or a preset slug.
 * @return What theme.json stores.
 */
export function lengthValue(
	kind: PresetKind | null,
	what: string,
	value: string
): string {
	if ( LENGTH.test( value ) ) {
		return value;
	}
	const reference = kind ? presetReference( kind, value ) : null;
	if ( reference ) {
		return reference;
	}
	const allowed = kind
		? sprintf(
				/* translators: %s: preset slugs. */
				__(
					'a length such as 1.25rem or 18px, or a preset slug (%s)',
					'webmcp-abilities'
				),
				slugList( kind )
			)
		: __( 'a length such as 1.25rem or 720px', 'webmcp-abilities' );
	throw refuse( what, value, allowed );
}

/**
 * @param value A font family's slug, or its name as the theme lists it.
 * @return The family's preset reference; the theme's fonts only, as its Styles panel offers.
 */
export function fontFamilyValue( value: string ): string {
	const family = presets( 'font-family' ).find(
		( preset ) =>
			preset.slug === value ||
			preset.name?.toLowerCase() === value.toLowerCase()
	);
	if ( ! family ) {
		throw refuse(
			__( 'font family of this theme', 'webmcp-abilities' ),
			value,
			slugList( 'font-family' )
		);
	}
	return `var:preset|font-family|${ family.slug }`;
}

/**
 * @param value A unitless multiple (`1.6`) or a length.
 * @return What theme.json stores.
 */
export function lineHeightValue( value: string ): string {
	if ( NUMBER.test( value ) || LENGTH.test( value ) ) {
		return value;
	}
	throw refuse(
		__( 'line height', 'webmcp-abilities' ),
		value,
		__( 'a number such as 1.6, or a length', 'webmcp-abilities' )
	);
}
