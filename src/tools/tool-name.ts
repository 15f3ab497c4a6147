/**
 * Where tool names are made: an ability name becomes a WebMCP tool name.
 */

/** What Chromium accepts as a tool name. */
const TOOL_NAME_PATTERN = /^[A-Za-z0-9_.-]{1,128}$/;

/**
 * `namespace/name` becomes `namespace_name`. Ability names never contain `_`, so the
 * mapping can be reversed.
 *
 * @param abilityName An ability name such as `webmcp-abilities/get-site-overview`.
 * @return The tool name, or `null` when the result is not a valid WebMCP tool name.
 */
export function toToolName( abilityName: string ): string | null {
	const toolName = abilityName.replace( '/', '_' );
	return TOOL_NAME_PATTERN.test( toolName ) ? toolName : null;
}
