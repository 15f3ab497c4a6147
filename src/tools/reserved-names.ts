/**
 * Tool names a site must not use, because WordPress Playground mirrors the site's tools onto
 * a page where its own tools already live (see `shared/reference/playground-proxy.md`).
 */
import { PLAYGROUND_TOOL_NAMES, PLAYGROUND_TOOL_PREFIX } from '../contract';

/**
 * @param toolName A tool name.
 * @return Whether Playground claims that name.
 */
export function isReservedToolName( toolName: string ): boolean {
	return (
		PLAYGROUND_TOOL_NAMES.has( toolName ) ||
		toolName.startsWith( PLAYGROUND_TOOL_PREFIX )
	);
}
