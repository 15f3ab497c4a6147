/**
 * The site's global styles as the Site Editor holds them in `core` (core-data): the person's own
 * record (the user styles, edited live and saved with the rest), the theme's values and its style
 * variations. Every change is one `editEntityRecord`: shown in the canvas at once, one step of the
 * editor's undo history, saved only when the person (or the save tool) saves.
 */
import { dispatch, resolveSelect, select } from '@wordpress/data';

export type StyleTree = Record< string, unknown >;

export interface GlobalStylesConfig {
	styles: StyleTree;
	settings: StyleTree;
}

export interface StyleVariation extends Partial< GlobalStylesConfig > {
	title?: string;
}

interface CoreSelectors {
	__experimentalGetCurrentGlobalStylesId: () => number | string | undefined;
	__experimentalGetCurrentThemeBaseGlobalStyles: () =>
		Partial< GlobalStylesConfig > | undefined;
	__experimentalGetCurrentThemeGlobalStylesVariations: () =>
		StyleVariation[] | undefined;
	getEditedEntityRecord: (
		kind: string,
		name: string,
		key: number | string
	) => Partial< GlobalStylesConfig > | undefined;
}

interface CoreActions {
	editEntityRecord: (
		kind: string,
		name: string,
		key: number | string,
		edits: Partial< GlobalStylesConfig >
	) => void;
}

// Read by name, as the Site Editor's scripts registered the store, narrowed to what is used.
const core = () => select( 'core' ) as unknown as CoreSelectors;

/** @return The id of the site's user styles record, once core-data has it. */
export const globalStylesId = () =>
	core().__experimentalGetCurrentGlobalStylesId();

/** @return The theme's own styles and settings (theme.json with core's defaults). */
export const themeConfig = (): GlobalStylesConfig => {
	const base = core().__experimentalGetCurrentThemeBaseGlobalStyles();
	return { styles: base?.styles ?? {}, settings: base?.settings ?? {} };
};

/**
 * The Site Editor fetches them only when its Styles panel first lists them.
 * @return The theme's style variations (full styles, colour sets, typography sets).
 */
export async function styleVariations(): Promise< StyleVariation[] > {
	const resolved = (
		resolveSelect( 'core' ) as unknown as {
			__experimentalGetCurrentThemeGlobalStylesVariations: () => Promise<
				StyleVariation[] | undefined
			>;
		}
	 ).__experimentalGetCurrentThemeGlobalStylesVariations;
	return ( await resolved() ) ?? [];
}

/** @return The site's user styles as edited now, unsaved changes included. */
export function userConfig(): GlobalStylesConfig {
	const id = globalStylesId();
	const record =
		id === undefined
			? undefined
			: core().getEditedEntityRecord( 'root', 'globalStyles', id );
	return { styles: record?.styles ?? {}, settings: record?.settings ?? {} };
}

/**
 * Replaces the user styles with `config`, as one edit (one undo step).
 * @param config The whole new user styles and settings.
 */
export function editUserConfig( config: GlobalStylesConfig ): void {
	const id = globalStylesId();
	if ( id === undefined ) {
		return;
	}
	( dispatch( 'core' ) as unknown as CoreActions ).editEntityRecord(
		'root',
		'globalStyles',
		id,
		config
	);
}

/**
 * @param base   A style tree.
 * @param change What to set in it, at any depth.
 * @return A new tree: `base` with `change` merged in (objects merged, other values replaced).
 */
export function mergeTree( base: StyleTree, change: StyleTree ): StyleTree {
	const merged: StyleTree = { ...base };
	for ( const [ key, value ] of Object.entries( change ) ) {
		const current = merged[ key ];
		merged[ key ] =
			isTree( value ) && isTree( current )
				? mergeTree( current, value )
				: value;
	}
	return merged;
}

const isTree = ( value: unknown ): value is StyleTree =>
	typeof value === 'object' && value !== null && ! Array.isArray( value );
