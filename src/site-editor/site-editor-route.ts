/**
 * Moves the Site Editor to another of its screens, as its own links do: its router follows the
 * browser's history (`popstate`), so a new entry and that event change what it shows without a
 * page load, keeping every unsaved change. There is no public API for its router.
 */
import { __ } from '@wordpress/i18n';
import { select } from '@wordpress/data';

import { EditorError } from '../editor-kit/editor-error';
import { editor } from '../editor-kit/editor-stores';
import { isEditorReady } from '../editor-kit/editor-ready';

/**
 * How long the Site Editor may fetch nothing and still not show the new entity: then it is not
 * going to. Not a fixed time from the start: it fetches the entity and what its canvas needs one
 * request after another, which on the Playground CLI (one PHP worker) took 9 to 25 s (issue 55).
 */
const STALLED_AFTER_MS = 10000;

/** The longest a call waits, whatever the Site Editor does: within Playground's 60 s for a call. */
const OPEN_WITHIN_MS = 45000;

/** @return Whether core-data is fetching something now (a record, the canvas's patterns…). */
const fetching = (): boolean =>
	(
		select( 'core' ) as unknown as {
			hasResolvingSelectors?: () => boolean;
		}
	 ).hasResolvingSelectors?.() ?? false;

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
		let lastFetch = started;
		const check = () => {
			const now = Date.now();
			if ( fetching() ) {
				lastFetch = now;
			}
			if ( editor().getCurrentPostId() === id && isEditorReady() ) {
				resolve();
			} else if (
				now - lastFetch > STALLED_AFTER_MS ||
				now - started > OPEN_WITHIN_MS
			) {
				reject(
					new EditorError(
						'editor_not_ready',
						__(
							'The Site Editor has not shown it yet; the person’s screen may still be loading it. Check with read-editor.',
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
