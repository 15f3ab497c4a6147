/**
 * What the public site's script carries before the bridge (`includes/Public_Site/
 * Public_Tools_Script.php`): REST's root, and REST's answer for each ability offered to
 * visitors' agents, the same for every visitor.
 */
import { isJsonObject } from '../schema/php-values';

export interface PublicPlan {
	/** REST's root, such as `https://example.org/wp-json/`. */
	root: string;
	/** `GET /wp-abilities/v1/abilities/NAME`'s answer for each offered ability, in order. */
	abilities: unknown[];
}

declare global {
	interface Window {
		webmcpAbilitiesPublicPlan?: unknown;
	}
}

/** @return The plan, or `null` when the script carries none (then no tool is offered). */
export function readPublicPlan(): PublicPlan | null {
	const plan = window.webmcpAbilitiesPublicPlan;
	if (
		! isJsonObject( plan ) ||
		typeof plan.root !== 'string' ||
		! Array.isArray( plan.abilities )
	) {
		return null;
	}
	return { root: plan.root, abilities: plan.abilities };
}
