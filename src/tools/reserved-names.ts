/**
 * Tool names a site must not use, because WordPress Playground mirrors the site's tools onto
 * a page where its own tools already live (see `shared/reference/playground-proxy.md`).
 */

/** Playground's own tools (3.1.55); the proxy skips a site tool with one of these names. */
const PLAYGROUND_TOOLS = new Set( [
	'playground_execute_php',
	'playground_request',
	'playground_navigate',
	'playground_get_current_url',
	'playground_get_site_info',
	'playground_read_file',
	'playground_write_file',
	'playground_list_files',
	'playground_mkdir',
	'playground_delete_file',
	'playground_delete_directory',
	'playground_file_exists',
	'playground_list_emails',
	'playground_list_sites',
	'playground_open_site_in_new_tab',
	'playground_rename_site',
	'playground_save_in_browser',
	'playground_get_website_url',
] );

/** Playground is adding `wp_ability_<namespace>.<name>` tools of its own. */
const PLAYGROUND_PREFIX = 'wp_ability_';

/**
 * @param toolName A tool name.
 * @return Whether Playground claims that name.
 */
export function isReservedToolName( toolName: string ): boolean {
	return (
		PLAYGROUND_TOOLS.has( toolName ) ||
		toolName.startsWith( PLAYGROUND_PREFIX )
	);
}
