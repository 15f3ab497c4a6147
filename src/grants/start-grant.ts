/**
 * Asks the server for a grant for bulk work after the person's click in the confirmation
 * dialog, and shows its banner. Loaded with the dialog, only when a page first needs one.
 */
import apiFetch from '@wordpress/api-fetch';

import type { Actor } from '../actor-words';
import { REST_BASE, TOOL_HEADER } from '../contract';
import { showGrantBanner } from './grant-banner';
import { endGrant, GRANT_CALLS, GRANT_MINUTES, holdGrant } from './grant-state';

/**
 * @param actor     Who the person lets run the tool.
 * @param ability   The ability's name.
 * @param toolName  Its tool's name.
 * @param toolTitle Its title, for the banner.
 * @return Whether the grant was given.
 */
export async function startGrant(
	actor: Actor,
	ability: string,
	toolName: string,
	toolTitle: string
): Promise< boolean > {
	endGrant( actor, toolName );
	try {
		const { id, expires } = await apiFetch< {
			id: string;
			expires: number;
		} >( {
			path: `${ REST_BASE }/grants`,
			method: 'POST',
			headers: { [ TOOL_HEADER ]: toolName },
			data: {
				ability,
				tool: toolName,
				calls: GRANT_CALLS,
				minutes: GRANT_MINUTES,
			},
		} );
		const ends = expires * 1000;
		holdGrant( actor, {
			id,
			toolName,
			remaining: GRANT_CALLS,
			expires: ends,
			banner: showGrantBanner( actor, toolTitle, ends, () =>
				endGrant( actor, toolName )
			),
		} );
		return true;
	} catch {
		return false;
	}
}
