/**
 * `webmcp-abilities/read-styles`: the site's design as the Styles panel shows it: the theme's
 * tokens by slug (palette, font families, font sizes, spacing, layout widths), the styles now
 * (the owner's own values apart from the theme's, unsaved changes included), site-wide or for
 * one block type, and the theme's style variations by title.
 */
import { __, sprintf } from '@wordpress/i18n';

import { BLOCK_NAME, editorAbility } from '../editor-kit/ability-definition';
import { EditorError } from '../editor-kit/editor-error';
import { blockTypes } from '../editor-kit/editor-stores';
import { OUTPUT_BUDGET } from '../editor-kit/output-page';
import {
	styleVariations,
	themeConfig,
	userConfig,
	type StyleTree,
} from './global-styles';
import { presets, type PresetKind } from './style-values';
import { variationKind } from './variation-kind';

const SECTIONS = [ 'tokens', 'styles', 'variations' ] as const;
type Section = ( typeof SECTIONS )[ number ];

/** What the site-wide styles are made of: per-block styles are read one block type at a time. */
const SITE_WIDE = [ 'color', 'typography', 'spacing', 'elements' ];

/**
 * @param kind A kind of preset.
 * @return Its presets as `slug: value`.
 */
function tokens( kind: PresetKind ): Record< string, string > {
	return Object.fromEntries(
		presets( kind ).map( ( preset ) => [
			preset.slug,
			preset.color ?? preset.size ?? preset.name ?? '',
		] )
	);
}

const pick = ( tree: StyleTree, keys: string[] ) =>
	Object.fromEntries(
		keys
			.filter( ( key ) => key in tree )
			.map( ( key ) => [ key, tree[ key ] ] )
	);

/**
 * @param block A block type, or none for the site-wide styles.
 * @return The theme's and the owner's styles for it.
 */
function stylesFor( block: string | undefined ) {
	const of = ( styles: StyleTree ): StyleTree =>
		block === undefined
			? pick( styles, SITE_WIDE )
			: ( ( styles.blocks as Record< string, StyleTree > | undefined )?.[
					block
				] ?? {} );
	return {
		theme: of( themeConfig().styles ),
		user: of( userConfig().styles ),
	};
}

async function variationTitles() {
	const titles: Record< string, Set< string > > = {
		style: new Set(),
		colors: new Set(),
		typography: new Set(),
	};
	for ( const variation of await styleVariations() ) {
		titles[ variationKind( variation ) ]?.add( variation.title ?? '' );
	}
	return Object.fromEntries(
		Object.entries( titles ).map( ( [ kind, set ] ) => [
			kind,
			[ ...set ],
		] )
	);
}

export const readStyles = editorAbility(
	{
		name: 'webmcp-abilities/read-styles',
		label: 'Read the site’s styles',
		description:
			'Reads the site’s design in the Site Editor, unsaved changes included. section "tokens": the theme’s palette, fonts, font sizes, spacing presets and layout widths by slug; "styles": the styles now, the theme’s and the owner’s apart, site-wide or for one block type; "variations": the theme’s style variations by title and kind.',
		input_schema: {
			type: 'object',
			properties: {
				section: {
					type: 'string',
					enum: SECTIONS,
					default: 'tokens',
					description: 'What to read.',
				},
				block: {
					...BLOCK_NAME,
					description:
						'With section "styles": one block type’s styles, e.g. core/paragraph.',
				},
			},
			additionalProperties: false,
		},
		output_schema: { type: 'object' },
		callback: async ( {
			section = 'tokens',
			block,
		}: { section?: Section; block?: string } = {} ) => {
			if ( section === 'tokens' ) {
				const layout =
					( themeConfig().settings.layout as
						StyleTree | undefined ) ?? {};
				return {
					palette: tokens( 'color' ),
					font_families: tokens( 'font-family' ),
					font_sizes: tokens( 'font-size' ),
					spacing: tokens( 'spacing' ),
					layout: {
						content_size: layout.contentSize ?? null,
						wide_size: layout.wideSize ?? null,
						...pick(
							( userConfig().settings.layout as StyleTree ) ?? {},
							[ 'contentSize', 'wideSize' ]
						),
					},
				};
			}
			if ( section === 'variations' ) {
				return variationTitles();
			}
			if ( block !== undefined && ! blockTypes().getBlockType( block ) ) {
				throw new EditorError(
					'invalid_input',
					sprintf(
						/* translators: %s: a block type name. */
						__(
							'There is no block type "%s" on this site.',
							'webmcp-abilities'
						),
						block
					)
				);
			}
			const styles = { block: block ?? null, ...stylesFor( block ) };
			// The theme's site-wide elements (headings h1 to h6, buttons, captions) can outgrow one
			// read; then its colours and typography stand for them. The owner's own come whole.
			const size = JSON.stringify( { ok: true, result: styles } ).length;
			return size <= OUTPUT_BUDGET
				? styles
				: {
						...styles,
						theme: pick( styles.theme, [ 'color', 'typography' ] ),
					};
		},
	},
	{
		readonly: true,
		untrustedOutput: false,
		anyView: true,
		examples: {
			valid: [
				{ input: {} },
				{ input: { section: 'styles', block: 'core/paragraph' } },
			],
			invalid: [
				{ input: { section: 'nope' }, code: 'invalid_input' },
				{
					input: { section: 'styles', block: 'Paragraph' },
					code: 'invalid_input',
				},
			],
		},
	}
);
