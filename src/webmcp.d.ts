/**
 * The WebMCP page API as Chromium 156 implements it (`document.modelContext`), reduced to what
 * the bridge uses, with what Chrome 159 and 160 change. Playground's proxying registry implements
 * the registering side only.
 */

export interface ToolAnnotations {
	readOnlyHint?: boolean;
	consequentialHint?: boolean;
	untrustedContentHint?: boolean;
	/** Chromium 156+. */
	debugging?: boolean;
}

export interface ToolExecuteOptions {
	signal?: AbortSignal;
}

export interface ModelContextTool {
	name: string;
	title?: string;
	description: string;
	inputSchema?: Record< string, unknown >;
	/** Chrome 159+ reads it; older versions ignore it (the bridge then leaves it out). */
	outputSchema?: Record< string, unknown >;
	annotations?: ToolAnnotations;
	execute: (
		input: unknown,
		options?: ToolExecuteOptions
	) => Promise< unknown >;
}

export interface ModelContext {
	registerTool: (
		tool: ModelContextTool,
		options?: { signal?: AbortSignal }
	) => Promise< void > | void;
}

/**
 * The agent's side, which the site's assistant uses. `getTools()` lists plain dictionaries up to
 * Chrome 159 and `Tool` objects from 160 (read them with `readListedTool()`); `executeTool()`
 * takes one of those very entries and resolves to the tool's answer as a string.
 */
export interface ModelContextAgent {
	getTools: () => Promise< unknown > | unknown;
	executeTool: (
		tool: object,
		input: Record< string, unknown >,
		options?: ToolExecuteOptions
	) => Promise< unknown >;
}

declare global {
	interface Document {
		readonly modelContext?: Partial< ModelContext & ModelContextAgent >;
	}
}
