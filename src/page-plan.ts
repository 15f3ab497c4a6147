/**
 * The decision PHP makes for one screen and person: which abilities become tools (in order of
 * priority), which were left out and why, with REST's answer for each offered ability, and the
 * groups the loader offers when the cap leaves some out, read in one request
 * (`includes/Exposure/Page_Tools_Controller.php`).
 */
import apiFetch from '@wordpress/api-fetch';

import { REST_BASE } from './contract';
import {
	isJsonObject,
	isStringList,
	type JsonObject,
} from './schema/php-values';
import { warn } from './warn';

/** Abilities of one category (or one part of it) that the loader registers together. */
export interface ToolGroup {
	/** What the agent names to load it: the category's slug, `slug.2` for a second part. */
	group: string;
	category: string;
	label: string;
	/** Its abilities, in order of priority; never more than the page registers at once. */
	abilities: string[];
}

export interface PagePlan {
	/** The abilities registered as tools when the page loads. */
	offered: string[];
	/** Those the cap leaves to the loader (or, with no room for one, out). */
	leftOut: string[];
	notInRest: string[];
	/** Abilities whose name cannot be a tool, with the reason. */
	unnamed: Record< string, string >;
	/** Places left under the cap for browser-side abilities. */
	pageRoom: number;
	/** The owner's choices for abilities the server does not know (browser-side ones). */
	pageChoices: Record< string, boolean >;
	/** `GET /wp-abilities/v1/abilities/NAME`'s answer for offered abilities, by name. */
	abilities: JsonObject;
	/** Every offered ability by group, when some are left out; otherwise none (and no loader). */
	toolGroups: ToolGroup[];
	/** Whether the owner lets a grant for bulk work cover trashing and marking as spam. */
	destructiveGrants: boolean;
}

function isToolGroup( value: unknown ): value is ToolGroup {
	return (
		isJsonObject( value ) &&
		typeof value.group === 'string' &&
		typeof value.category === 'string' &&
		typeof value.label === 'string' &&
		isStringList( value.abilities )
	);
}

const isMapOf = < T >(
	value: unknown,
	isItem: ( item: unknown ) => item is T
): value is Record< string, T > =>
	isJsonObject( value ) && Object.values( value ).every( isItem );

const isListOf = < T >(
	value: unknown,
	isItem: ( item: unknown ) => item is T
): value is T[] => Array.isArray( value ) && value.every( isItem );

function readPagePlan( plan: unknown ): PagePlan | null {
	if (
		! isJsonObject( plan ) ||
		! isStringList( plan.offered ) ||
		! isStringList( plan.leftOut ) ||
		! isStringList( plan.notInRest ) ||
		! isMapOf(
			plan.unnamed,
			( reason ): reason is string => typeof reason === 'string'
		) ||
		! Number.isInteger( plan.pageRoom ) ||
		! isMapOf(
			plan.pageChoices,
			( choice ): choice is boolean => typeof choice === 'boolean'
		) ||
		! isJsonObject( plan.abilities ) ||
		! isListOf( plan.toolGroups, isToolGroup )
	) {
		return null;
	}
	return {
		offered: plan.offered,
		leftOut: plan.leftOut,
		notInRest: plan.notInRest,
		unnamed: plan.unnamed,
		pageRoom: plan.pageRoom as number,
		pageChoices: plan.pageChoices,
		abilities: plan.abilities,
		toolGroups: plan.toolGroups,
		destructiveGrants: plan.destructiveGrants === true,
	};
}

/**
 * @param screen The wp-admin screen ID.
 * @param signal Aborts the request when the page goes away.
 * @return The plan, or `null` when there is none to read (then no server tool is offered).
 */
export async function fetchPagePlan(
	screen: string,
	signal: AbortSignal
): Promise< PagePlan | null > {
	let answer: unknown;
	try {
		answer = await apiFetch< unknown >( {
			path: `${ REST_BASE }/page-tools?screen=${ encodeURIComponent(
				screen
			) }`,
			signal,
		} );
	} catch ( error ) {
		if ( ! signal.aborted ) {
			warn( "Could not read this page's tools:", error );
		}
		return null;
	}
	const plan = readPagePlan( answer );
	if ( ! plan ) {
		warn( "This page's tools came back malformed:", answer );
	}
	return plan;
}
