/**
 * Which editor the page is: the post editor, or the Site Editor (`site-editor.php`), which runs
 * on the same `core/editor` and `core/block-editor` stores with a template, a template part, a
 * navigation menu, a synced pattern or a page as the open entity.
 */
import { select } from '@wordpress/data';

import type { EditorAbility } from './ability-definition';
import { editor } from './editor-stores';

/** @return Whether this page is the Site Editor (its own store is registered only there). */
export const isSiteEditor = (): boolean =>
	select( 'core/edit-site' ) !== undefined;

/**
 * The Site Editor shows its entity either as a preview beside the "Design" menus or in the
 * canvas to edit (`canvas=edit`, which its router keeps in the address). Blocks are the agent's
 * to change only where they are the person's: in the canvas.
 * @return Whether the Site Editor's canvas is open for editing.
 */
export const isSiteCanvasOpen = (): boolean =>
	new URLSearchParams( window.location.search ).get( 'canvas' ) === 'edit';

/**
 * The Site Editor saves several entities at once (styles, templates, parts, menus), the post
 * editor its post (with its meta boxes and any block that edits another entity).
 * @return Whether anything the person would save is unsaved.
 */
export const hasUnsavedChanges = (): boolean =>
	isSiteEditor()
		? (
				select( 'core' ) as unknown as {
					__experimentalGetDirtyEntityRecords: () => unknown[];
				}
			 ).__experimentalGetDirtyEntityRecords().length > 0
		: editor().isEditedPostDirty();

/** The post editor's screen IDs and the Site Editor's. */
const POST_SCREENS = [ 'post', 'page' ];
const SITE_SCREENS = [ 'site-editor' ];

/** An editor ability with the screens it is offered on. */
export interface OnScreens {
	ability: EditorAbility;
	screens: string[];
}

/**
 * @param postEditor The post editor's abilities.
 * @param siteEditor The Site Editor's.
 * @return Every editor ability, once, in order, with the screens it is on.
 */
export const withScreens = (
	postEditor: EditorAbility[],
	siteEditor: EditorAbility[]
): OnScreens[] =>
	[ ...new Set( [ ...postEditor, ...siteEditor ] ) ].map( ( ability ) => ( {
		ability,
		screens: [
			...( postEditor.includes( ability ) ? POST_SCREENS : [] ),
			...( siteEditor.includes( ability ) ? SITE_SCREENS : [] ),
		],
	} ) );
