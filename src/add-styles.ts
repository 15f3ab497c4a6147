/**
 * Adds a stylesheet of the plugin's to the page once, however many times it is asked for.
 *
 * @param id     The `<style>` element's id.
 * @param styles The CSS.
 */
export function addStylesOnce( id: string, styles: string ): void {
	if ( document.getElementById( id ) ) {
		return;
	}
	const style = document.createElement( 'style' );
	style.id = id;
	style.textContent = styles;
	document.head.append( style );
}
