/**
 * The bridge's one voice in the browser console, for the site's developers: what it skipped,
 * and why. Agents never see it.
 */

/**
 * @param message What happened, in a sentence.
 * @param details Values worth inspecting (errors, lists).
 */
export function warn( message: string, ...details: unknown[] ): void {
	// eslint-disable-next-line no-console -- the console is where developers look for this.
	console.warn( `[webmcp-abilities] ${ message }`, ...details );
}
