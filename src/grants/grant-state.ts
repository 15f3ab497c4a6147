/**
 * Grants for bulk work, as this page holds them: the person let one tool run a number of
 * times, for a few minutes, without asking each time. A grant lives in this document's memory
 * only, so it ends with the page and no other screen or tab can use it; the server counts its
 * calls and refuses any beyond them (`Grants/Grant_Store.php`).
 */
import apiFetch from '@wordpress/api-fetch';

import { REST_BASE, TOOL_HEADER } from '../contract';
import type { GrantBanner } from './grant-banner';

/** What the dialog offers: this many calls, for this many minutes. */
export const GRANT_CALLS = 20;
export const GRANT_MINUTES = 10;

export interface Grant {
	id: string;
	remaining: number;
	expires: number;
	banner: GrantBanner;
}

/** The page's grants, by tool name: at most one per tool. */
const grants = new Map< string, Grant >();

/**
 * Holds a grant the server gave, until it ends.
 * @param toolName The tool it covers.
 * @param grant    The grant, with its banner shown.
 */
export function holdGrant( toolName: string, grant: Grant ): void {
	grants.set( toolName, grant );
	grant.banner.update( grant.remaining );
	setTimeout( () => {
		if ( grants.get( toolName ) === grant ) {
			endGrant( toolName );
		}
	}, grant.expires - Date.now() );
}

/**
 * Takes one call of the tool's grant, if it has one left and has not ended.
 * @param toolName A tool's name.
 * @return The grant's id, to send with the call, or null: ask the person.
 */
export function takeGrant( toolName: string ): string | null {
	const grant = grants.get( toolName );
	if ( ! grant || Date.now() >= grant.expires ) {
		endGrant( toolName );
		return null;
	}
	grant.banner.update( --grant.remaining );
	if ( grant.remaining === 0 ) {
		// The last call is under way: the grant has nothing more to give.
		grant.banner.remove();
		grants.delete( toolName );
	}
	return grant.id;
}

/**
 * Ends the tool's grant here and on the server (the banner's "End now", a refused grant).
 * @param toolName A tool's name.
 */
export function endGrant( toolName: string ): void {
	const grant = grants.get( toolName );
	if ( grant ) {
		grant.banner.remove();
		grants.delete( toolName );
		apiFetch( {
			path: `${ REST_BASE }/grants/${ grant.id }`,
			method: 'DELETE',
			// Marked as the bridge's own, so an open confirmation does not take it for the page's write.
			headers: { [ TOOL_HEADER ]: toolName },
		} ).catch( () => undefined );
	}
}
