/**
 * What PHP prints into a wp-admin page for the bridge (`includes/Admin/Bridge_Script.php`): the
 * screen, whose tools the bridge asks for only when the browser can use them, the assistant's
 * entry, and (read by the chunks that need them) how long a dialog waits and the person's relay. Nothing about the tools themselves: a browser without an agent pays nothing for them.
 */
import { isJsonObject } from './schema/php-values';

export interface PageData {
	/** The wp-admin screen ID. */
	screen: string;
	/** What opening the site's assistant needs; `null` when this person has none here. */
	assistant: AssistantPlan | null;
	/** Whether this person connects the tab to their MCP-B relay (`relay/relay-plan.ts` reads how). */
	relay: boolean;
}

export interface AssistantPlan {
	/** Names this person's conversation on this site in session storage. */
	conversationKey: string;
	/** Settings > Connectors, for people who may set up a provider; otherwise `null`. */
	connectorsUrl: string | null;
	/** The panel's script, loaded when a person opens it. */
	panelScript: string;
}

declare global {
	interface Window {
		webmcpAbilitiesPage?: unknown;
	}
}

function readAssistantPlan( value: unknown ): AssistantPlan | null {
	if (
		! isJsonObject( value ) ||
		typeof value.conversationKey !== 'string' ||
		typeof value.panelScript !== 'string' ||
		! (
			value.connectorsUrl === null ||
			typeof value.connectorsUrl === 'string'
		)
	) {
		return null;
	}
	return {
		conversationKey: value.conversationKey,
		connectorsUrl: value.connectorsUrl,
		panelScript: value.panelScript,
	};
}

/** @return The page's data, or `null` when it has none (then no tool is offered). */
export function readPageData(): PageData | null {
	const data = window.webmcpAbilitiesPage;
	if (
		! isJsonObject( data ) ||
		typeof data.screen !== 'string' ||
		data.screen === ''
	) {
		return null;
	}
	return {
		screen: data.screen,
		assistant: readAssistantPlan( data.assistant ),
		relay: isJsonObject( data.relay ),
	};
}
