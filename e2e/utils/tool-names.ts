/**
 * The tool names the e2e stories expect for the plugin's own abilities.
 */

/**
 * @param ability The ability's name within the plugin's namespace, such as `find-posts`.
 * @return Its WebMCP tool name.
 */
export function ownTool( ability: string ): string {
	return `webmcp-abilities_${ ability }`;
}

/** The tools a visitor's agent gets on every public page, sorted (`includes/Public_Site/`). */
export const PUBLIC_TOOLS = [
	'describe-page',
	'list-destinations',
	'read-content',
	'search-site',
].map( ownTool );
