/**
 * The banner that shows a grant for bulk work while it lasts, with the button that ends it.
 */
import { __, sprintf } from '@wordpress/i18n';

import { addStylesOnce } from '../add-styles';

export interface GrantBanner {
	update: ( toolTitle: string, remaining: number, expires: number ) => void;
	remove: () => void;
}

const CLASS = 'webmcp-abilities-grant';

const STYLES = `
.${ CLASS } { position: fixed; inset-block-start: 40px; inset-inline-end: 16px; z-index: 100001; display: flex; gap: 0.75em; align-items: center; max-inline-size: 420px; margin: 0; padding: 8px 12px; box-shadow: 0 2px 6px rgb(0 0 0 / 0.2); }
.${ CLASS } p { margin: 0; }
`;

/**
 * @param toolName The tool the grant covers.
 * @param onEnd    Called when the person ends the grant.
 * @return The banner, shown.
 */
export function showGrantBanner(
	toolName: string,
	onEnd: () => void
): GrantBanner {
	addStylesOnce( `${ CLASS }-styles`, STYLES );
	const banner = document.createElement( 'div' );
	banner.className = `${ CLASS } notice notice-warning`;
	banner.setAttribute( 'role', 'status' );
	banner.dataset.tool = toolName;
	const text = document.createElement( 'p' );
	const end = document.createElement( 'button' );
	end.type = 'button';
	end.className = 'button button-small';
	end.textContent = __( 'End now', 'webmcp-abilities' );
	end.addEventListener( 'click', onEnd );
	banner.append( text, end );
	document.body.append( banner );

	return {
		update( toolTitle, remaining, expires ) {
			text.textContent = sprintf(
				/* translators: 1: tool title, 2: number of calls, 3: a time of day. */
				__(
					'The AI agent may run “%1$s” without asking: %2$d more calls, until %3$s, on this screen only.',
					'webmcp-abilities'
				),
				toolTitle,
				remaining,
				new Date( expires ).toLocaleTimeString( [], {
					hour: '2-digit',
					minute: '2-digit',
				} )
			);
		},
		remove() {
			banner.remove();
		},
	};
}
