/**
 * Grants for bulk work, as this page holds them: the person let one tool run a number of
 * times, for a few minutes, without asking each time. A grant lives in this document's memory
 * only, so it ends with the page and no other screen or tab can use it; the server counts its
 * calls and refuses any beyond them (`Grants/Grant_Store.php`).
 */
import apiFetch from '@wordpress/api-fetch';

import { REST_BASE } from '../contract';
import { showGrantBanner, type GrantBanner } from './grant-banner';

/** What the dialog offers: this many calls, for this many minutes. */
export const GRANT_CALLS = 20;
export const GRANT_MINUTES = 10;

interface Grant {
	id: string;
	toolTitle: string;
	remaining: number;
	expires: number;
	banner: GrantBanner;
	timer: ReturnType< typeof setTimeout >;
}

/** The page's grants, by tool name: at most one per tool. */
const grants = new Map< string, Grant >();

/**
 * Asks the server for a grant after the person's click, and shows its banner.
 * @param ability   The ability's name.
 * @param toolName  Its tool's name.
 * @param toolTitle Its title, for the banner.
 * @return Whether the grant was given.
 */
export async function startGrant(
	ability: string,
	toolName: string,
	toolTitle: string
): Promise< boolean > {
	endGrant( toolName );
	try {
		const given = await apiFetch< { id: string; expires: number } >( {
			path: `${ REST_BASE }/grants`,
			method: 'POST',
			data: {
				ability,
				tool: toolName,
				calls: GRANT_CALLS,
				minutes: GRANT_MINUTES,
			},
		} );
		const expires = given.expires * 1000;
		const grant: Grant = {
			id: given.id,
			toolTitle,
			remaining: GRANT_CALLS,
			expires,
			banner: showGrantBanner( toolName, () => endGrant( toolName ) ),
			timer: setTimeout(
				() => endGrant( toolName ),
				Math.max( 0, expires - Date.now() )
			),
		};
		grants.set( toolName, grant );
		grant.banner.update( toolTitle, grant.remaining, expires );
		return true;
	} catch {
		return false;
	}
}

/**
 * Takes one call of the tool's grant, if it has one left and has not ended.
 * @param toolName A tool's name.
 * @return The grant's id, to send with the call, or null: ask the person.
 */
export function takeGrant( toolName: string ): string | null {
	const grant = grants.get( toolName );
	if ( ! grant || grant.remaining < 1 || Date.now() >= grant.expires ) {
		endGrant( toolName );
		return null;
	}
	grant.remaining--;
	grant.banner.update( grant.toolTitle, grant.remaining, grant.expires );
	if ( grant.remaining === 0 ) {
		// The last call is under way: nothing is left to show.
		forget( toolName, grant );
	}
	return grant.id;
}

/**
 * Ends the tool's grant here and on the server (the banner's "End now", a spent or refused grant).
 * @param toolName A tool's name.
 */
export function endGrant( toolName: string ): void {
	const grant = grants.get( toolName );
	if ( ! grant ) {
		return;
	}
	forget( toolName, grant );
	apiFetch( {
		path: `${ REST_BASE }/grants/${ grant.id }`,
		method: 'DELETE',
	} ).catch( () => undefined );
}

function forget( toolName: string, grant: Grant ): void {
	clearTimeout( grant.timer );
	grant.banner.remove();
	grants.delete( toolName );
}
