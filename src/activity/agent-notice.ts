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

/**
 * The editor of the draft a finished call made or changed, when its answer names it (`id`,
 * `status` draft, and `edit_link` exactly this site's editor of that post): the person may open
 * it from the notice. Anything else an agent's answer says is never made a link.
 * @param result The call's result.
 * @return The editor's address, or undefined.
 */
function draftEditor( result: ToolResult ): string | undefined {
	const answer = (
		result.ok && 'result' in result ? result.result : null
	) as {
		id?: unknown;
		status?: unknown;
		edit_link?: unknown;
	} | null;
	// This site's wp-admin, as the page's own address says: an answer cannot name another.
	const [ site, inAdmin ] = window.location.href.split( '/wp-admin/' );
	const editor = `${ site }/wp-admin/post.php?post=${ answer?.id }&action=edit`;
	return inAdmin !== undefined &&
		answer?.status === 'draft' &&
		Number.isInteger( answer.id ) &&
		answer.edit_link === editor
		? editor
		: undefined;
}

function hideUnlessInUse(): void {
	// A notice with a link stays while the person points at it or has it focused.
	if ( region?.matches( ':hover, :focus-within' ) ) {
		hideTimer = setTimeout( hideUnlessInUse, HIDE_AFTER_MS );
		return;
	}
	if ( region ) {
		region.hidden = true;
	}
}

function show( text: string, editor?: string ): void {
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
	if ( editor ) {
		const link = document.createElement( 'a' );
		link.href = editor;
		link.textContent = __( 'Open the draft', 'webmcp-abilities' );
		region.append( ' ', link );
	}
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
				show(
					used( actor, title, describeOutcome( result ) ),
					draftEditor( result )
				);
				hideTimer = setTimeout( hideUnlessInUse, HIDE_AFTER_MS );
			} );
		},
	};
}
