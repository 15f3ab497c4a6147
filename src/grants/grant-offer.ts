/**
 * Whether the confirmation dialog offers a grant for bulk work, and why not when it does not.
 * The server holds the same line on every call (`Grants/Grant_Policy.php`); this only spares the
 * person an offer the site would refuse, and says why.
 */
import { __ } from '@wordpress/i18n';

import type { Ability } from '../abilities/ability';
import type { ConfirmRequest } from '../confirm/confirm-dialog';
import type { Json } from '../schema/php-values';
import type { CallOrigin } from '../tools/call-origin';
import { GRANT_CALLS, GRANT_MINUTES } from './grant-state';
import { personActedAt, readUntrustedSince } from './untrusted-reads';

let destructiveAllowed = false;

/**
 * @param allowed The owner's choice, from the page's plan: may a grant cover trashing and spam?
 */
export function allowDestructiveGrants( allowed: boolean ): void {
	destructiveAllowed = allowed;
}

/**
 * @param ability The ability called.
 * @param input   The call's input.
 * @return Whether the call trashes, deletes or marks as spam, as its ability declares.
 */
function isDestructive( ability: Ability, input: Json | undefined ): boolean {
	if ( ability.meta?.annotations?.destructive === true ) {
		return true;
	}
	const when = ability.meta?.webmcp?.destructive_when ?? {};
	const fields =
		typeof input === 'object' && input !== null && ! Array.isArray( input )
			? input
			: {};
	return Object.entries( when ).some(
		( [ field, values ] ) =>
			field in fields && values.includes( fields[ field ] )
	);
}

/**
 * @param ability The ability called.
 * @param input   The call's input.
 * @return Whether a grant may cover this call.
 */
export const grantCovers = (
	ability: Ability,
	input: Json | undefined
): boolean => destructiveAllowed || ! isDestructive( ability, input );

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
