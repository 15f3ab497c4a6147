/**
 * The decision PHP made for this page: which abilities become tools (in order of priority),
 * which were left out and why (see `includes/Admin/Bridge_Script.php`). Their REST answers are
 * preloaded into api-fetch by `includes/Admin/Preload.php`.
 */
import { isJsonObject } from './schema/php-values';

export interface PagePlan {
	offered: string[];
	leftOut: string[];
	notInRest: string[];
	/** Abilities whose name cannot be a tool, with the reason. */
	unnamed: Record< string, string >;
	/** Places left under the cap for browser-side abilities. */
	pageRoom: number;
	/** The owner's choices for abilities the server does not know (browser-side ones). */
	pageChoices: Record< string, boolean >;
	/** What opening the site's assistant needs; `null` when this person has none here. */
	assistant: AssistantPlan | null;
}

export interface AssistantPlan {
	/** Names this person's conversation on this site in session storage. */
	conversationKey: string;
	/** Settings > Connectors, for people who may set up a provider; otherwise `null`. */
	connectorsUrl: string | null;
	/** The panel's script, loaded when a person opens it. */
	panelScript: string;
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

declare global {
	interface Window {
		webmcpAbilitiesPagePlan?: unknown;
	}
}

const isStringList = ( value: unknown ): value is string[] =>
	Array.isArray( value ) &&
	value.every( ( item ) => typeof item === 'string' );

/** @return The plan, or `null` when the page has none (then no tool is offered). */
export function readPagePlan(): PagePlan | null {
	const plan = window.webmcpAbilitiesPagePlan;
	if (
		! isJsonObject( plan ) ||
		! isStringList( plan.offered ) ||
		! isStringList( plan.leftOut ) ||
		! isStringList( plan.notInRest ) ||
		! isJsonObject( plan.unnamed ) ||
		! Object.values( plan.unnamed ).every(
			( reason ) => typeof reason === 'string'
		) ||
		! Number.isInteger( plan.pageRoom ) ||
		! isJsonObject( plan.pageChoices ) ||
		! Object.values( plan.pageChoices ).every(
			( choice ) => typeof choice === 'boolean'
		)
	) {
		return null;
	}
	return {
		...( plan as unknown as PagePlan ),
		assistant: readAssistantPlan( plan.assistant ),
	};
}
