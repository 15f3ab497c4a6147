/**
 * Whether the confirmation dialog offers a grant for bulk work, and why not when it does not.
 * Loaded with the dialog.
 */
import { __ } from '@wordpress/i18n';

import type { Ability } from '../abilities/ability';
import type { ConfirmRequest } from '../confirm/confirm-dialog';
import type { Json } from '../schema/php-values';
import type { CallOrigin } from '../tools/call-origin';
import { grantCovers } from './grant-scope';
import { GRANT_CALLS, GRANT_MINUTES } from './grant-state';
import { personActedAt, readUntrustedSince } from './untrusted-reads';

/**
 * @param ability The ability called.
 * @param input   The call's input.
 * @param origin  Who called.
 * @return The offer, or why there is none.
 */
export function grantOffer(
	ability: Ability,
	input: Json | undefined,
	origin: CallOrigin
): NonNullable< ConfirmRequest[ 'grant' ] > {
	if ( ! grantCovers( ability, input ) ) {
		return {
			withheld: __(
				'No offer to allow several calls at once: on this site, each call that trashes or marks as spam asks you on its own.',
				'webmcp-abilities'
			),
		};
	}
	if (
		origin.actor === 'assistant' &&
		readUntrustedSince( origin.askedAt )
	) {
		return {
			withheld: __(
				'No offer to allow several calls at once: since your last message, the site assistant read content others wrote, which could be trying to steer it.',
				'webmcp-abilities'
			),
		};
	}
	if ( origin.actor === 'agent' && readUntrustedSince( personActedAt() ) ) {
		return {
			withheld: __(
				'No offer to allow several calls at once: since you last acted on this page, the agent read content others wrote, which could be trying to steer it.',
				'webmcp-abilities'
			),
		};
	}
	return { calls: GRANT_CALLS, minutes: GRANT_MINUTES };
}
