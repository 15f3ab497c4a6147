/**
 * Notices when the page's context changes under an open confirmation: a navigation within the
 * document, or the page itself writing to the site (an editor save or autosave).
 */
import apiFetch, { type APIFetchMiddleware } from '@wordpress/api-fetch';

// The bridge's own requests carry it, so they do not count as the page's writes.
import { TOOL_HEADER } from '../contract';

const READ_METHODS = new Set( [ 'GET', 'HEAD', 'OPTIONS' ] );

let pageWrites = 0;

const countPageWrites: APIFetchMiddleware = ( options, next ) => {
	const method = ( options.method ?? 'GET' ).toUpperCase();
	const headers = ( options.headers ?? {} ) as Record< string, string >;
	if ( ! READ_METHODS.has( method ) && ! ( TOOL_HEADER in headers ) ) {
		pageWrites++;
	}
	return next( options );
};

/** Starts counting the page's REST writes; call once per document. */
export function watchPageWrites(): void {
	apiFetch.use( countPageWrites );
}

export interface PageContext {
	/** Why the context is no longer the one the person saw, or `null` when it still is. */
	change: () => string | null;
}

/** @return The context now, to compare with later. */
export function capturePageContext(): PageContext {
	const href = window.location.href;
	const writes = pageWrites;
	return {
		change() {
			if ( window.location.href !== href ) {
				return 'the page moved to another address';
			}
			if ( pageWrites !== writes ) {
				return 'the page saved changes to the site';
			}
			return null;
		},
	};
}
