/**
 * The loader: one tool, on a page that offers more tools than it registers at once, that lists
 * the groups of the page's tools and loads one group in place of the least recently used ones.
 * It is the bridge's own tool, not an ability: it changes what this page offers, nothing on the
 * site.
 */
import { __, sprintf } from '@wordpress/i18n';

import { toolFailure, type ToolResult } from '../errors';
import { isJsonObject } from '../schema/php-values';
import type { ModelContextTool } from '../webmcp';
import { nameToolAbility } from './build-tool';
import type { ToolGroups } from './tool-groups';
import { toToolName } from './tool-name';

/**
 * Named like an ability so that its tool name is the plugin's kind, and the site's assistant
 * declares it as it declares a browser-side ability (`Assistant/Tool_Declarations.php`).
 */
export const LOADER_ABILITY = 'webmcp-abilities/load-tools';

/** @return The loader's tool name. */
export const loaderToolName = (): string => toToolName( LOADER_ABILITY );

/**
 * The browser passes input unchecked: only `{}` or `{ group }` is read.
 * @param input What the agent sent.
 * @return The group asked for (`null`: list them), or the refusal.
 */
function readInput( input: unknown ): { group: string | null } | ToolResult {
	const args = input ?? {};
	if (
		! isJsonObject( args ) ||
		Object.keys( args ).some( ( key ) => key !== 'group' ) ||
		! [ 'string', 'undefined' ].includes( typeof args.group )
	) {
		return toolFailure(
			'invalid_input',
			__(
				'Send no arguments to list the groups of tools, or { "group": "…" } with one of their names to load it.',
				'webmcp-abilities'
			)
		);
	}
	return { group: typeof args.group === 'string' ? args.group : null };
}

/**
 * @param groups The page's tool groups.
 * @param atOnce The most tools the page registers at once, this one included.
 * @return The loader tool.
 */
export function createLoadTool(
	groups: ToolGroups,
	atOnce: number
): ModelContextTool {
	const names = groups.list().map( ( { group } ) => group );
	const tool: ModelContextTool = {
		name: loaderToolName(),
		title: __( 'Load more tools', 'webmcp-abilities' ),
		description: sprintf(
			/* translators: %d: the most tools the page offers at once. */
			__(
				'This page has more tools than it offers at once (at most %d, this one included). Call it without arguments to list every group of tools, with how many each holds and how many are loaded now. Call it with { "group": name } to load that group: its tools become callable, and the least recently used groups are withdrawn to make room; the answer names the tools loaded and withdrawn. Read-only: nothing on the site changes.',
				'webmcp-abilities'
			),
			atOnce
		),
		inputSchema: {
			type: 'object',
			properties: {
				group: {
					type: 'string',
					enum: names,
					description: __(
						'The group to load; leave it out to list the groups.',
						'webmcp-abilities'
					),
				},
			},
			additionalProperties: false,
		},
		// Group labels come from other plugins' categories.
		annotations: {
			readOnlyHint: true,
			consequentialHint: false,
			untrustedContentHint: true,
		},
		execute: async ( input, options ) => {
			const asked = readInput( input );
			if ( 'ok' in asked ) {
				return asked;
			}
			if ( asked.group === null ) {
				return {
					ok: true,
					result: { atOnce, groups: groups.list() },
				};
			}
			return groups.load( asked.group, options?.signal );
		},
	};
	nameToolAbility( tool, LOADER_ABILITY );
	return tool;
}
