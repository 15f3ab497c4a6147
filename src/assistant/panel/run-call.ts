/**
 * Runs one of the model's calls with the page's own tool object: through the browser's
 * `executeTool()` when it has WebMCP (so the browser sees the call as it sees an agent's), given
 * the browser's own `getTools()` entry (Chrome 160 runs a `Tool` by an id only that object
 * holds), or through the tool's `execute` otherwise. Either way the tool does its own checks,
 * confirmation and logging.
 */
import { __ } from '@wordpress/i18n';

import { toolFailure, type ToolResult } from '../../errors';
import type { AssistantHost } from '../assistant-host';
import type { AssistantCallNote } from '../../tools/call-origin';
import { readListedTool } from '../../tools/read-listed-tool';
import type { ModelContextAgent } from '../../webmcp';
import type { CallPart } from './conversation';

function agentSide(): ModelContextAgent | null {
	const context = document.modelContext;
	return typeof context?.getTools === 'function' &&
		typeof context.executeTool === 'function'
		? ( context as ModelContextAgent )
		: null;
}

/**
 * @param side     The browser's agent API.
 * @param toolName The tool's name.
 * @return The browser's own entry for this window's tool of that name, to hand back as it is.
 */
async function findRegistered(
	side: ModelContextAgent,
	toolName: string
): Promise< object | undefined > {
	const entries: unknown = await side.getTools();
	if ( ! Array.isArray( entries ) ) {
		return undefined;
	}
	for ( const entry of entries ) {
		const tool = readListedTool( entry );
		// A same-origin frame's tool of the same name is not this page's.
		if (
			tool?.name === toolName &&
			( tool.source === undefined || tool.source === window )
		) {
			return tool.entry;
		}
	}
	return undefined;
}

/**
 * @param output What the tool resolved to; through the browser, a string.
 * @return The tool's result, in its own shape.
 */
function readResult( output: unknown ): ToolResult {
	const value =
		typeof output === 'string'
			? ( JSON.parse( output ) as unknown )
			: output;
	if (
		typeof value === 'object' &&
		value !== null &&
		typeof ( value as { ok?: unknown } ).ok === 'boolean'
	) {
		return value as ToolResult;
	}
	return { ok: true, result: value };
}

/**
 * @param host   The page's tools.
 * @param call   The model's call.
 * @param signal Stop: cancels the call as an agent's cancel would.
 * @param note   When the person asked, and who hears the call's phases.
 * @return The tool's result; never rejects.
 */
export async function runCall(
	host: AssistantHost,
	call: CallPart[ 'call' ],
	signal: AbortSignal,
	note: Omit< AssistantCallNote, 'callId' >
): Promise< ToolResult > {
	const tool = host.tool( call.tool );
	if ( ! tool ) {
		return toolFailure(
			'tool_withdrawn',
			__(
				'This page does not offer that tool (any more); nothing ran.',
				'webmcp-abilities'
			)
		);
	}
	host.noteCall( call.tool, { callId: call.id, ...note } );
	try {
		const side = agentSide();
		const registered = side
			? await findRegistered( side, call.tool )
			: undefined;
		const output = registered
			? await side?.executeTool( registered, call.arguments, { signal } )
			: await tool.execute( call.arguments, { signal } );
		return readResult( output );
	} catch {
		// The tools never throw: this is the browser refusing the call.
		return toolFailure(
			'tool_failed',
			__(
				'The browser could not run the tool; nothing ran.',
				'webmcp-abilities'
			)
		);
	} finally {
		host.clearCall( call.tool );
	}
}
