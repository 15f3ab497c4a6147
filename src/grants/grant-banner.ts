/**
 * The banner that shows a grant for bulk work while it lasts, with the button that ends it.
 */
import { __, sprintf } from '@wordpress/i18n';

import type { Actor } from '../actor-words';

export interface GrantBanner {
	update: ( remaining: number ) => void;
	remove: () => void;
}

/**
 * @param actor     Who holds the grant.
 * @param title     The tool's title.
 * @param remaining Calls left.
 * @param until     When it ends, as a time of day.
 */
function mayRunUnasked(
	actor: Actor,
	title: string,
	remaining: number,
	until: string
): string {
	return actor === 'assistant'
		? sprintf(
				/* translators: 1: a tool's title, 2: number of calls, 3: a time of day. */
				__(
					'The site assistant may run “%1$s” without asking, %2$d more times until %3$s, on this screen only.',
					'webmcp-abilities'
				),
				title,
				remaining,
				until
			)
		: sprintf(
				/* translators: 1: a tool's title, 2: number of calls, 3: a time of day. */
				__(
					'An AI agent in your browser may run “%1$s” without asking, %2$d more times until %3$s, on this screen only.',
					'webmcp-abilities'
				),
				title,
				remaining,
				until
			);
}

/**
 * @param actor     Who holds the grant.
 * @param toolTitle The title of the tool the grant covers.
 * @param expires   When the grant ends (ms).
 * @param onEnd     Called when the person ends the grant.
 * @return The banner, shown.
 */
export function showGrantBanner(
	actor: Actor,
	toolTitle: string,
	expires: number,
	onEnd: () => void
): GrantBanner {
	const banner = document.createElement( 'div' );
	banner.className = 'webmcp-abilities-grant notice notice-warning';
	banner.setAttribute( 'role', 'status' );
	banner.style.cssText =
		'position:fixed;top:40px;inset-inline-end:16px;z-index:100001;max-width:420px;margin:0;padding:8px 12px';
	const text = document.createElement( 'p' );
	const end = document.createElement( 'button' );
	end.className = 'button button-small';
	end.textContent = __( 'End now', 'webmcp-abilities' );
	end.onclick = onEnd;
	banner.append( text, end );
	document.body.append( banner );
	const until = new Date( expires ).toLocaleTimeString( [], {
		timeStyle: 'short',
	} );
	return {
		update( remaining ) {
			text.textContent = mayRunUnasked(
				actor,
				toolTitle,
				remaining,
				until
			);
		},
		remove: () => banner.remove(),
	};
}
