/**
 * Entry of the editor abilities, loaded on block editor screens only: registers them in the
 * page's abilities store once it exists (the store's module runs after classic scripts), where
 * the bridge offers them as tools like any browser-side ability.
 */
import { dispatch, select, subscribe } from '@wordpress/data';
import { __ } from '@wordpress/i18n';

import { EDITOR_CATEGORY, type EditorAbility } from './ability-definition';
import { EDITOR_ABILITIES, editorCategoryLabel } from './editor-abilities';

interface AbilitiesActions {
	registerAbilityCategory: (
		slug: string,
		args: { label: string; description: string }
	) => void;
	registerAbility: ( ability: EditorAbility ) => void;
}

const hasStore = () => select( 'core/abilities' ) !== undefined;

function register(): void {
	// Read by name: the store comes from the `@wordpress/abilities` module, not a typed import.
	const abilities = dispatch(
		'core/abilities'
	) as unknown as AbilitiesActions;
	abilities.registerAbilityCategory( EDITOR_CATEGORY, {
		label: editorCategoryLabel(),
		description: __(
			'Work on the post open in the block editor, beside the person.',
			'webmcp-abilities'
		),
	} );
	EDITOR_ABILITIES.forEach( ( ability ) =>
		abilities.registerAbility( ability )
	);
}

if ( hasStore() ) {
	register();
} else {
	const unsubscribe = subscribe( () => {
		if ( hasStore() ) {
			unsubscribe();
			register();
		}
	} );
}
