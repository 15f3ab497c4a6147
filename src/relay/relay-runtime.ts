/**
 * What MCP-B's relay script looks for on the page: a runtime on `navigator.modelContext` with
 * `listTools()` and `callTool()`. Chromium 156 has none (WebMCP lives on `document.modelContext`
 * and offers no way to call a tool from the page but `executeTool`, behind a flag), so the
 * bridge lends it the toolbox: the very tool objects the browser's agent and the site's
 * assistant get, with the same checks, dialogs and log.
 */
import { __ } from '@wordpress/i18n';

import { toolFailure } from '../errors';
import type { Toolbox } from '../tools/toolbox';
import { callPatiently, STILL_WAITING } from './waiting-calls';

/** A tool as the relay lists it. */
interface RelayTool {
	name: string;
	description: string;
	inputSchema: unknown;
}

/** An MCP tool result, which the relay hands to the desktop client as it is. */
interface RelayResult {
	content: Array< { type: 'text'; text: string } >;
	isError: boolean;
}

export interface RelayRuntime {
	listTools: () => RelayTool[];
	callTool: ( request: {
		name: string;
		arguments?: unknown;
	} ) => Promise< RelayResult >;
	addEventListener: ( type: string, listener: () => void ) => void;
}

function relayResult( value: unknown ): RelayResult {
	const failed =
		typeof value === 'object' &&
		value !== null &&
		'ok' in value &&
		value.ok === false;
	return {
		content: [
			{
				type: 'text',
				text:
					typeof value === 'string' ? value : JSON.stringify( value ),
			},
		],
		isError: failed,
	};
}

const awaitingPerson = () =>
	toolFailure(
		'awaiting_person',
		__(
			'The person is being asked to confirm this call in their browser tab. It runs only if they confirm. Call this tool again with exactly the same arguments to get the outcome: it will not run twice.',
			'webmcp-abilities'
		),
		true
	);

/**
 * @param toolbox The page's tools.
 * @return The runtime the relay's page script uses.
 */
export function relayRuntime( toolbox: Toolbox ): RelayRuntime {
	return {
		listTools: () =>
			toolbox.list().map( ( tool ) => ( {
				name: tool.name,
				description: tool.description,
				inputSchema: tool.inputSchema ?? {
					type: 'object',
					properties: {},
				},
			} ) ),
		async callTool( { name, arguments: args = {} } ) {
			const tool = toolbox.get( name );
			if ( ! tool ) {
				return relayResult(
					toolFailure(
						'tool_withdrawn',
						__(
							'This page does not offer that tool (any more): list the tools again.',
							'webmcp-abilities'
						)
					)
				);
			}
			// The relay cannot cancel a call: it runs to the person's answer, or the page's end.
			const outcome = await callPatiently( name, args, async () =>
				tool.execute( args, {} )
			);
			return relayResult(
				outcome === STILL_WAITING ? awaitingPerson() : outcome
			);
		},
		addEventListener( type, listener ) {
			if ( type === 'toolschanged' ) {
				toolbox.onChange( listener );
			}
		},
	};
}
