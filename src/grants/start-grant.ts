/**
 * Asks the server for a grant for bulk work after the person's click in the confirmation
 * dialog, and shows its banner. Loaded with the dialog, only when a page first needs one.
 */
import apiFetch from '@wordpress/api-fetch';

import { REST_BASE, TOOL_HEADER } from '../contract';
import { showGrantBanner } from './grant-banner';
import { endGrant, GRANT_CALLS, GRANT_MINUTES, holdGrant } from './grant-state';

/**
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
		holdGrant( toolName, {
			id,
			remaining: GRANT_CALLS,
			expires: ends,
			banner: showGrantBanner( toolTitle, ends, () =>
				endGrant( toolName )
			),
		} );
		return true;
	} catch {
		return false;
	}
}
