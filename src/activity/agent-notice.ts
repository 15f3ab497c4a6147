/**
 * While an agent or the site assistant runs a tool, the person sees it: a small status message
 * in the page naming who, the tool, then its outcome. A live region, so screen readers announce
 * it too.
 */
import { __, sprintf } from '@wordpress/i18n';

import { isUsing, used, type Actor } from '../actor-words';
import { proposalOf, type ToolResult } from '../errors';

const HIDE_AFTER_MS = 6000;
const SHOW_RUNNING_AFTER_MS = 200;

let region: HTMLElement | null = null;
let hideTimer: ReturnType< typeof setTimeout > | undefined;

function show( text: string ): void {
	if ( ! region ) {
		region = document.createElement( 'div' );
		region.className = 'webmcp-abilities-agent-notice notice notice-info';
		region.setAttribute( 'role', 'status' );
		Object.assign( region.style, {
			position: 'fixed',
			// The assistant's panel, when open, moves it clear of its own buttons.
			insetInlineEnd: 'var(--webmcp-abilities-notice-end, 16px)',
			bottom: '16px',
			zIndex: '100000',
			margin: '0',
			padding: '8px 12px',
			maxWidth: '360px',
			boxShadow: '0 2px 6px rgba(0,0,0,.2)',
		} );
		document.body.append( region );
	}
	clearTimeout( hideTimer );
	region.hidden = false;
	region.textContent = text;
}

function describeOutcome( result: ToolResult ): string {
	if ( proposalOf( result ) ) {
		return __( 'sent for approval', 'webmcp-abilities' );
	}
	if ( result.ok ) {
		return __( 'done', 'webmcp-abilities' );
	}
	if ( result.error.code === 'confirmation_declined' ) {
		return __( 'declined by you', 'webmcp-abilities' );
	}
	return sprintf(
		/* translators: %s: an error code such as "not_found". */
		__( 'failed (%s)', 'webmcp-abilities' ),
		result.error.code
	);
}

/**
 * @param actor Who is calling.
 * @param title The tool's title.
 * @return Call `finish` with the result when the call ends.
 */
export function showAgentActivity(
	actor: Actor,
	title: string
): {
	finish: ( result: ToolResult ) => void;
} {
	// A quick read is over before the person could read "is using": only its outcome is shown,
	// and the page does not draw twice while the call's answer is on its way.
	const running = setTimeout(
		() => show( isUsing( actor, title ) ),
		SHOW_RUNNING_AFTER_MS
	);
	return {
		finish( result ) {
			clearTimeout( running );
			// Drawn once the agent has its answer, so the answer does not wait for the page to draw.
			setTimeout( () => {
				show( used( actor, title, describeOutcome( result ) ) );
				hideTimer = setTimeout( () => {
					if ( region ) {
						region.hidden = true;
					}
				}, HIDE_AFTER_MS );
			} );
		},
	};
}
