/**
 * Moves the Site Editor to another of its screens, as its own links do: its router follows the
 * browser's history (`popstate`), so a new entry and that event change what it shows without a
 * page load, keeping every unsaved change. There is no public API for its router.
 */
import { __ } from '@wordpress/i18n';

import { EditorError } from '../editor/editor-error';
import { editor } from '../editor/editor-stores';
import { isEditorReady } from '../editor/editor-ready';

/** How long the Site Editor may take to show the new entity. */
const OPEN_WITHIN_MS = 10000;

/**
 * @param kind A post type the Site Editor edits (`wp_template`, `wp_template_part`).
 * @param id   Its id.
 * @return Settles once the entity is open in the canvas, ready for the block tools.
 */
export function openInCanvas( kind: string, id: string ): Promise< void > {
	const url = new URL( window.location.href );
	url.searchParams.set( 'p', `/${ kind }/${ id }` );
	url.searchParams.set( 'canvas', 'edit' );
	if ( url.href !== window.location.href ) {
		window.history.pushState( {}, '', url );
		window.dispatchEvent( new PopStateEvent( 'popstate', { state: {} } ) );
	}
	return new Promise( ( resolve, reject ) => {
		const started = Date.now();
		const check = () => {
			if ( editor().getCurrentPostId() === id && isEditorReady() ) {
				resolve();
			} else if ( Date.now() - started > OPEN_WITHIN_MS ) {
				reject(
					new EditorError(
						'editor_not_ready',
						__(
							'The Site Editor did not show it within 10 seconds; the person’s screen may still be loading it. Check with read-editor.',
							'webmcp-abilities'
						)
					)
				);
			} else {
				window.setTimeout( check, 50 );
			}
		};
		check();
	} );
}
