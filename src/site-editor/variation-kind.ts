/**
 * What a theme's style variation changes, as the Styles panel groups them: a whole style
 * ("Browse styles"), a colour set ("Colors" → palettes) or a typography set (font pairs).
 * Twenty Twenty-Five has all three, and some titles are in two groups ("Evening" is a style and a
 * colour set), so a variation is named by title and kind.
 */
import type { StyleVariation } from './global-styles';

export type VariationKind = 'style' | 'colors' | 'typography';

/**
 * @param variation A style variation.
 * @return Its kind: by the settings it brings (colour sets bring a palette and no typography).
 */
export function variationKind( variation: StyleVariation ): VariationKind {
	const settings = Object.keys( variation.settings ?? {} );
	const styles = Object.keys( variation.styles ?? {} );
	const hasColor = settings.includes( 'color' );
	const hasTypography =
		settings.includes( 'typography' ) || styles.includes( 'typography' );
	if ( hasColor && ! hasTypography ) {
		return 'colors';
	}
	if ( hasTypography && ! hasColor ) {
		return 'typography';
	}
	return 'style';
}
