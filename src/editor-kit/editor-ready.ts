/**
 * When the editor can be worked on: the post is set up in `core/editor` (which happens after the
 * block editor has taken the post's blocks) and the visual editor shows it. Before that, a change
 * would be replaced by the post's own blocks a moment later; in the code editor, the person edits
 * the text itself and a block change would not show. In the Site Editor the open entity must also
 * be in the canvas: its preview beside the "Design" menus is not the person's to edit.
 */
import { __ } from '@wordpress/i18n';

import { EditorError } from './editor-error';
import { isSiteCanvasOpen, isSiteEditor } from './editor-screen';
import { editor, type EditorSelectors } from './editor-stores';

/**
 * @param anyView Whether the Site Editor's preview will do (its canvas need not be open).
 */
export function isEditorReady( anyView = false ): boolean {
	// Undefined until the editor's script has registered its store.
	const store = editor() as EditorSelectors | undefined;
	return (
		store !== undefined &&
		store.__unstableIsEditorReady() &&
		// Null until the post is set up; a template's id is a string (`theme//slug`).
		store.getCurrentPostId() !== null &&
		store.getEditorMode() === 'visual' &&
		( anyView || ! isSiteEditor() || isSiteCanvasOpen() )
	);
}

/**
 * Throws the retryable `editor_not_ready` for a call that reached an editor in a gap.
 * @param anyView Whether the Site Editor's preview will do.
 */
export function assertEditorReady( anyView = false ): void {
	if ( ! isEditorReady( anyView ) ) {
		throw new EditorError(
			'editor_not_ready',
			__(
				'The editor is not ready to be worked on (the post is still loading, the code editor is open, or the Site Editor shows a preview, not its canvas); nothing changed. Try again when the editor tools are offered.',
				'webmcp-abilities'
			)
		);
	}
}
