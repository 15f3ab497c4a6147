/**
 * What the bridge lends the assistant's panel, which is a script of its own loaded only when a
 * person opens it: the page's tools (the very objects a browser agent gets) and the note that
 * tells a tool the assistant called it.
 */
import type { AssistantPlan } from '../page-data';
import type { AssistantCallNote } from '../tools/call-origin';
import type { ModelContextTool } from '../webmcp';

export interface AssistantHost {
	plan: AssistantPlan;
	/** Builds the page's tools, once; resolves when they are offered. */
	startTools: () => Promise< void >;
	/** The tools offered now, each with its ability. */
	tools: () => Array< { tool: ModelContextTool; ability: string } >;
	/** A tool the page offers now, by name. */
	tool: ( name: string ) => ModelContextTool | undefined;
	/** Tells the tool's next execution that it is this assistant call. */
	noteCall: ( toolName: string, note: AssistantCallNote ) => void;
	/** Clears a note the tool did not take. */
	clearCall: ( toolName: string ) => void;
}

/** What the panel's script defines when it loads. */
export interface AssistantPanel {
	open: ( host: AssistantHost ) => void;
}

declare global {
	interface Window {
		webmcpAbilitiesAssistantPanel?: AssistantPanel;
	}
}
