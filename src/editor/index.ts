/**
 * Entry of the editor abilities, loaded on the post editor screens only. They are in the page's
 * abilities store (where the bridge offers them as tools, like any browser-side ability) only
 * while the editor can be worked on: registered once the post is set up in the visual editor,
 * removed while it is not (the code editor), so an agent never gets a tool that cannot act.
 */
import { dispatch, select, subscribe } from '@wordpress/data';
import { __ } from '@wordpress/i18n';

import { EDITOR_CATEGORY, type EditorAbility } from './ability-definition';
import { EDITOR_ABILITIES, editorCategoryLabel } from './editor-abilities';
import { isEditorReady } from './editor-ready';

interface AbilitiesActions {
	registerAbilityCategory: (
		slug: string,
		args: { label: string; description: string }
	) => void;
	registerAbility: ( ability: EditorAbility ) => void;
	unregisterAbility: ( name: string ) => void;
}

// Read by name: the store comes from the `@wordpress/abilities` module (which runs after classic
// scripts), not a typed import.
const hasStore = () => select( 'core/abilities' ) !== undefined;
const abilities = () =>
	dispatch( 'core/abilities' ) as unknown as AbilitiesActions;

let hasCategory = false;
let offered = false;

function follow(): void {
	if ( ! hasStore() ) {
		return;
	}
	if ( ! hasCategory ) {
		hasCategory = true;
		abilities().registerAbilityCategory( EDITOR_CATEGORY, {
			label: editorCategoryLabel(),
			description: __(
				'Work on the post open in the block editor, beside the person.',
				'webmcp-abilities'
			),
		} );
	}
	const ready = isEditorReady();
	if ( ready === offered ) {
		return;
	}
	offered = ready;
	EDITOR_ABILITIES.forEach( ( ability ) =>
		ready
			? abilities().registerAbility( ability )
			: abilities().unregisterAbility( ability.name )
	);
}

subscribe( follow );
follow();
