/**
 * Runs one of the model's calls with the page's own tool object: through the browser's
 * `executeTool()` when it has WebMCP (so the browser sees the call as it sees an agent's), or
 * through the tool's `execute` otherwise. Either way the tool does its own checks,
 * confirmation and logging.
 */
import { __ } from '@wordpress/i18n';

import { toolFailure, type ToolResult } from '../errors';
import type { AssistantHost } from '../assistant/assistant-host';
import type { CallPart } from './conversation';

/** The parts of WebMCP's in-page agent API this uses (Chromium 156; `Tool` objects from 160). */
interface AgentSide {
	getTools: () => unknown;
	executeTool: (
		tool: unknown,
		input: Record< string, unknown >,
		options: { signal: AbortSignal }
	) => Promise< unknown >;
}

function agentSide(): AgentSide | null {
	const context = document.modelContext as Partial< AgentSide > | undefined;
	return typeof context?.getTools === 'function' &&
		typeof context.executeTool === 'function'
		? ( context as AgentSide )
		: null;
}

/**
 * Chrome 160 returns `Tool` objects, whose fields JSON cannot see: read each one.
 * @param side     The browser's agent API.
 * @param toolName The tool's name.
 */
async function findRegistered(
	side: AgentSide,
	toolName: string
): Promise< unknown > {
	const tools: unknown = await side.getTools();
	if ( ! Array.isArray( tools ) ) {
		return undefined;
	}
	return tools.find( ( tool: unknown ) => {
		if ( typeof tool !== 'object' || tool === null ) {
			return false;
		}
		const {
			name,
			source,
			window: owner,
		} = tool as Record< string, unknown >;
		const from = source ?? owner;
		return (
			name === toolName &&
			( from === undefined || from === null || from === window )
		);
	} );
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
 * @return The tool's result; never rejects.
 */
export async function runCall(
	host: AssistantHost,
	call: CallPart[ 'call' ],
	signal: AbortSignal
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
	host.noteCall( call.tool, call.id );
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
