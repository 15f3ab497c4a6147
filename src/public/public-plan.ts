/**
 * What the public site's script carries before the bridge (`includes/Areas/Public_Site/
 * Public_Tools_Script.php`): REST's root, the abilities offered to visitors' agents and REST's
 * answer for each, the same for every visitor.
 */
import { isJsonObject, isStringList } from '../schema/php-values';

export interface PublicPlan {
	/** REST's root, such as `https://example.org/wp-json/`. */
	root: string;
	/** Where the bridge's chunks are (`build/public/`), with a trailing slash. */
	chunks: string;
	/** The abilities offered, in order. */
	offered: string[];
	/** `GET /wp-abilities/v1/abilities/NAME`'s answer for each offered ability, by name. */
	abilities: Record< string, unknown >;
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
		typeof plan.chunks !== 'string' ||
		! isStringList( plan.offered ) ||
		! isJsonObject( plan.abilities )
	) {
		return null;
	}
	return {
		root: plan.root,
		chunks: plan.chunks,
		offered: plan.offered,
		abilities: plan.abilities,
	};
}
