/**
 * Which calls a grant for bulk work may cover: not those that trash or mark as spam, unless the
 * site's owner allows it. The server holds the same line on every call
 * (`Grants/Grant_Policy.php`); this spares the person an offer, or a grant's use, the site would
 * refuse.
 */
import type { Ability } from '../abilities/ability';
import type { Json } from '../schema/php-values';

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
