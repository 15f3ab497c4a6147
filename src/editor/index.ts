/**
 * Entry of the editor abilities, loaded on the post editor screens and the Site Editor only. They
 * are in the page's abilities store (where the bridge offers them as tools, like any browser-side
 * ability) only while the editor can be worked on: registered once the post (or template, part,
 * menu) is set up in the visual editor, removed while it is not (the code editor; for the block
 * tools, the Site Editor's preview outside its canvas), so an agent never gets a tool that cannot act.
 * The Site Editor's own tools, once there, stay while it moves from one entity to the next.
 * The entry of both editors' tools: it composes the block editor's (`src/editor/`) with the
 * Site Editor's (`src/site-editor/`).
 */
import { dispatch, select, subscribe } from '@wordpress/data';
import { __ } from '@wordpress/i18n';

import {
	EDITOR_CATEGORY,
	editorCategoryLabel,
	type EditorAbility,
} from '../editor-kit/ability-definition';
import { isEditorReady } from '../editor-kit/editor-ready';
import { isSiteEditor } from '../editor-kit/editor-screen';
import { POST_EDITOR_ABILITIES } from './editor-abilities';

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
/** The abilities in the store now, by name. */
const offered = new Set< string >();

const actsInAnyView = ( ability: EditorAbility ) =>
	( ability.meta.webmcp as { any_view?: boolean } ).any_view === true;

/** @param list This editor's abilities. */
function follow( list: EditorAbility[] ): void {
	if ( ! hasStore() ) {
		return;
	}
	if ( ! hasCategory ) {
		hasCategory = true;
		abilities().registerAbilityCategory( EDITOR_CATEGORY, {
			label: editorCategoryLabel(),
			description: __(
				'Work on what is open in the block editor or the Site Editor, beside the person.',
				'webmcp-abilities'
			),
		} );
	}
	// Every change of any store calls this: readiness is read once per view, not per ability.
	const siteEditor = isSiteEditor();
	const readyIn = { canvas: isEditorReady(), anyView: isEditorReady( true ) };
	for ( const ability of list ) {
		// The Site Editor's own tools (templates, styles, navigation) act on the site, not on what
		// is open: once offered they stay while it switches entities, which open-template itself
		// starts (its call would end unanswered if its tool went away mid-call). A call in the gap
		// gets the retryable editor_not_ready.
		const ready = actsInAnyView( ability )
			? readyIn.anyView || ( siteEditor && offered.has( ability.name ) )
			: readyIn.canvas;
		if ( ready === offered.has( ability.name ) ) {
			continue;
		}
		if ( ready ) {
			offered.add( ability.name );
			abilities().registerAbility( ability );
		} else {
			offered.delete( ability.name );
			abilities().unregisterAbility( ability.name );
		}
	}
}

/**
 * The Site Editor's tools are a chunk of their own, which WordPress prints after this script in
 * the Site Editor only (`Editor_Abilities_Script`): asked for once the footer's scripts have run,
 * it is there, and nothing is fetched. The post editor never loads them.
 * @return This editor's abilities.
 */
async function thisEditorsAbilities(): Promise< EditorAbility[] > {
	if ( ! document.body.classList.contains( 'site-editor-php' ) ) {
		return POST_EDITOR_ABILITIES;
	}
	if ( document.readyState === 'loading' ) {
		await new Promise( ( resolve ) =>
			document.addEventListener( 'DOMContentLoaded', resolve, {
				once: true,
			} )
		);
	}
	const { SITE_EDITOR_ABILITIES } = await import(
		/* webpackChunkName: "site-editor" */ '../site-editor'
	);
	return SITE_EDITOR_ABILITIES;
}

void thisEditorsAbilities().then( ( list ) => {
	subscribe( () => follow( list ) );
	follow( list );
} );
