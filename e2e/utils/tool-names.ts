/**
 * The tool names the e2e stories expect for the plugin's own abilities.
 */

/**
 * @param ability The ability's name within the plugin's namespace, such as `find-posts`.
 * @return Its WebMCP tool name.
 */
export function ownTool( ability: string ): string {
	return `wp_${ ability }`;
}

/**
 * @param tool A tool name.
 * @return The ability behind it: `wp_find-posts` is `webmcp-abilities/find-posts`.
 */
export function abilityOfTool( tool: string ): string {
	return tool.startsWith( 'wp_' )
		? `webmcp-abilities/${ tool.slice( 3 ).replaceAll( '_', '/' ) }`
		: tool.replaceAll( '_', '/' );
}

/** The tools a visitor's agent gets on every public page, sorted (`includes/Areas/Public_Site/`). */
export const PUBLIC_TOOLS = [
	'describe-page',
	'list-destinations',
	'read-content',
	'search-site',
].map( ownTool );
