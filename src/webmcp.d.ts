/**
 * The WebMCP page API as Chromium 156 implements it (`document.modelContext`), reduced to what
 * the bridge uses. Playground's proxying registry implements the same surface.
 */

export interface ToolAnnotations {
	readOnlyHint?: boolean;
	consequentialHint?: boolean;
	untrustedContentHint?: boolean;
}

export interface ToolExecuteOptions {
	signal?: AbortSignal;
}

export interface ModelContextTool {
	name: string;
	title?: string;
	description: string;
	inputSchema?: Record< string, unknown >;
	/** Chromium 159+ reads it; older versions ignore it. */
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

declare global {
	interface Document {
		readonly modelContext?: Partial< ModelContext >;
	}
}
