/**
 * Shows the person what the agent just did: the changed blocks become the editor's selection and
 * are scrolled into view, without taking the person's focus (they may be typing elsewhere).
 */
import { blockEditorActions } from '../editor-kit/editor-stores';

/** The editor canvas is an iframe in WordPress 7.x; older set-ups render blocks in the page. */
function canvas(): Document {
	const frame = document.querySelector< HTMLIFrameElement >(
		'iframe[name="editor-canvas"]'
	);
	return frame?.contentDocument ?? document;
}

/**
 * @param ids The blocks the call changed, side by side in document order.
 */
export function showBlocks( ids: string[] ): void {
	const [ first, ...rest ] = ids;
	if ( first === undefined ) {
		return;
	}
	const last = rest.at( -1 );
	if ( last === undefined ) {
		blockEditorActions().selectBlock( first, null );
	} else {
		blockEditorActions().multiSelect( first, last, null );
	}
	// The blocks render on the editor's next frame.
	window.requestAnimationFrame( () =>
		canvas()
			.querySelector( `[data-block="${ CSS.escape( first ) }"]` )
			?.scrollIntoView( { block: 'nearest' } )
	);
}
