/**
 * Grants for bulk work, as this page holds them: the person let one caller (the site assistant,
 * or an AI agent in the browser) run one tool a number of times, for a few minutes, without
 * asking each time. A grant lives in this document's memory only, so it ends with the page and
 * no other screen or tab can use it, and the other caller never can; the server counts its
 * calls and refuses any beyond them (`Grants/Grant_Store.php`).
 */
import apiFetch from '@wordpress/api-fetch';

import type { Actor } from '../actor-words';
import { REST_BASE, TOOL_HEADER } from '../contract';
import type { GrantBanner } from './grant-banner';

/** What the dialog offers: this many calls, for this many minutes. */
export const GRANT_CALLS = 20;
export const GRANT_MINUTES = 10;

export interface Grant {
	id: string;
	/** The tool it covers. */
	toolName: string;
	remaining: number;
	expires: number;
	banner: GrantBanner;
}

/** The page's grants: at most one per caller and tool. */
const grants = new Map< string, Grant >();

const keyOf = ( actor: Actor, toolName: string ) => `${ actor } ${ toolName }`;

/**
 * Holds a grant the server gave, until it ends.
 * @param actor Who may use it.
 * @param grant The grant, with its banner shown.
 */
export function holdGrant( actor: Actor, grant: Grant ): void {
	grants.set( keyOf( actor, grant.toolName ), grant );
	grant.banner.update( grant.remaining );
	setTimeout( () => {
		if ( grants.get( keyOf( actor, grant.toolName ) ) === grant ) {
			endGrant( actor, grant.toolName );
		}
	}, grant.expires - Date.now() );
}

/**
 * Takes one call of the caller's grant for the tool, if it has one left and has not ended.
 * @param actor    Who is calling.
 * @param toolName A tool's name.
 * @return The grant's id, to send with the call, or null: ask the person.
 */
export function takeGrant( actor: Actor, toolName: string ): string | null {
	const key = keyOf( actor, toolName );
	const grant = grants.get( key );
	if ( ! grant || Date.now() >= grant.expires ) {
		endGrant( actor, toolName );
		return null;
	}
	grant.banner.update( --grant.remaining );
	if ( grant.remaining === 0 ) {
		// The last call is under way: the grant has nothing more to give.
		grant.banner.remove();
		grants.delete( key );
	}
	return grant.id;
}

/**
 * Ends the caller's grant for the tool here and on the server (the banner's "End now", a
 * refused grant).
 * @param actor    Who holds it.
 * @param toolName A tool's name.
 */
export function endGrant( actor: Actor, toolName: string ): void {
	const key = keyOf( actor, toolName );
	const grant = grants.get( key );
	if ( grant ) {
		grant.banner.remove();
		grants.delete( key );
		apiFetch( {
			path: `${ REST_BASE }/grants/${ grant.id }`,
			method: 'DELETE',
			// Marked as the bridge's own, so an open confirmation does not take it for the page's write.
			headers: { [ TOOL_HEADER ]: toolName },
		} ).catch( () => undefined );
	}
}
