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
	return plan as unknown as PagePlan;
}
