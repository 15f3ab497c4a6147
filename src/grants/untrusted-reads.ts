/**
 * When this page last handed a caller content others wrote (a tool with untrusted output), and
 * when the person last acted on the page themselves. A grant for bulk work is one click that lets
 * many calls through: it is offered only when the person has had their word since the caller
 * last read such content, so text planted in a comment cannot ask for twenty trashes in one go.
 */

let lastUntrustedRead = -Infinity;
let lastPersonAction = -Infinity;
let watching = false;

/** The plugin's own dialog and banner: answering them is not the person taking the lead. */
const OWN_UI = '.webmcp-abilities-confirm, .webmcp-abilities-grant';

function noteAction( event: Event ): void {
	const own =
		event.target instanceof Element && event.target.closest( OWN_UI );
	if ( event.isTrusted && ! own ) {
		lastPersonAction = performance.now();
	}
}

/** Starts hearing the person's clicks and keys; call once per document. */
export function watchPersonActions(): void {
	if ( watching ) {
		return;
	}
	watching = true;
	for ( const type of [ 'pointerdown', 'keydown' ] ) {
		document.addEventListener( type, noteAction, {
			capture: true,
			passive: true,
		} );
	}
}

/** A tool just returned content others wrote to its caller. */
export function noteUntrustedRead(): void {
	lastUntrustedRead = performance.now();
}

/** @return When the person last clicked or typed on the page (`performance.now()`). */
export const personActedAt = (): number => lastPersonAction;

/**
 * @param since A moment (`performance.now()`): the person's last word.
 * @return Whether a caller read content others wrote after it.
 */
export const readUntrustedSince = ( since: number ): boolean =>
	lastUntrustedRead > since;
