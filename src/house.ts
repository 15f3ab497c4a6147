/**
 * The map of `src/`: each folder is an area of the site or part of the kernel. An area holds
 * everything of one part of the site and depends on the kernel only; the kernel is what every
 * tool uses, whatever it does, and never depends on an area. Only entry points compose areas:
 * `src/index.ts`, an area's own `index.ts(x)` and the builds' entries (`webpack.config.js`).
 * `src/test/house.test.ts` holds the code to this map, and to every folder being on it.
 */

/** The areas, by folder: what each holds. */
export const AREAS: Record< string, string > = {
	editor: 'the block editor’s tools: blocks, the open post’s fields, saving, publishing',
	'site-editor':
		'the Site Editor’s tools, the site’s design: templates, styles, navigation menus',
	assistant:
		'the site’s own assistant: its admin bar item, and the panel (`panel/`, its own entry)',
	relay: 'desktop agents, through MCP-B’s local relay',
	public: 'the public site’s bridge (its own build)',
	settings: 'the plugin’s settings screen',
};

/** The kernel's folders (and every file directly in `src/`): what each holds. */
export const KERNEL: Record< string, string > = {
	abilities:
		'the ability’s shape, reading the offered ones, running them over REST',
	activity: 'the in-page notice of agent calls; reporting browser outcomes',
	confirm:
		'the dialog where consequential calls are confirmed, and its queue',
	'editor-kit':
		'what both editors’ tools are made of: the ability definition, the editor’s stores, when the editor is ready, its errors, a page of output',
	grants: 'grants for bulk work in the page',
	'page-abilities':
		'browser-side abilities (the page’s abilities store) as tools',
	proposals:
		'sending a confirmed call for approval, from any tool’s dialog (the proposals screen is the server’s)',
	schema: 'WordPress’s schema rules in the browser',
	tools: 'ability to tool: naming, schemas, building, calling, the registries',
};
