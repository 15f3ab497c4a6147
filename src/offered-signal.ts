/**
 * The page's own signal that its tools are offered: `data-webmcp-abilities="offered"` on the root
 * element, once the tools the page offers at first are registered (none, for a person offered
 * nothing). Tools that come later (an ability registered late, the editors' once the editor is
 * ready) announce themselves as tools do. Scripts and tests wait for it, never for a quiet period.
 */
export function signalOffered(): void {
	document.documentElement.dataset.webmcpAbilities = 'offered';
}
