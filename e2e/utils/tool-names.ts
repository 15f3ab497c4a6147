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
