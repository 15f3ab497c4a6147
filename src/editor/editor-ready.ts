/**
 * When the editor can be worked on: the post is set up in `core/editor` (which happens after the
 * block editor has taken the post's blocks) and the visual editor shows it. Before that, a change
 * would be replaced by the post's own blocks a moment later; in the code editor, the person edits
 * the text itself and a block change would not show.
 */
import { __ } from '@wordpress/i18n';

import { EditorError } from './editor-error';
import { editor, type EditorSelectors } from './editor-stores';

export function isEditorReady(): boolean {
	// Undefined until the editor's script has registered its store.
	const store = editor() as EditorSelectors | undefined;
	return (
		store !== undefined &&
		store.__unstableIsEditorReady() &&
		// Null until the post is set up.
		typeof ( store.getCurrentPostId() as number | null ) === 'number' &&
		store.getEditorMode() === 'visual'
	);
}

/** Throws the retryable `editor_not_ready` for a call that reached an editor in a gap. */
export function assertEditorReady(): void {
	if ( ! isEditorReady() ) {
		throw new EditorError(
			'editor_not_ready',
			__(
				'The editor is not ready to be worked on (the post is still loading, or the code editor is open); nothing changed. Try again when the editor tools are offered.',
				'webmcp-abilities'
			)
		);
	}
}
