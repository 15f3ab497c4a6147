/**
 * Whether an ability, by its own meta, asks to be offered to agents: the same reading as PHP's
 * `Exposure_Policy::asks_to_be_exposed()`, for the browser-side abilities PHP never sees.
 *
 * `meta.webmcp.expose` (this plugin's) wins; else `meta.webmcp.public` (other WebMCP
 * integrations for WordPress); else `meta.public` (WordPress 7.1's, for every kind of agent).
 */
import { OWN_NAMESPACE } from '../contract';
import { isJsonObject } from '../schema/php-values';

/**
 * @param meta The ability's `meta`.
 * @return Whether it asks for a tool.
 */
export function asksForTool( meta: unknown ): boolean {
	if ( ! isJsonObject( meta ) ) {
		return false;
	}
	const webmcp = isJsonObject( meta.webmcp ) ? meta.webmcp : {};
	return ( webmcp.expose ?? webmcp.public ?? meta.public ) === true;
}

/**
 * Another plugin's (or WordPress's) destructive ability is offered only by the owner's own switch,
 * as PHP's `Exposure_Policy::waits_for_owner()`: neither its own wish nor a bulk offer that might
 * sweep it in unseen offers it.
 *
 * @param name        The ability's name.
 * @param destructive Whether its annotations say it destroys.
 * @return Whether it waits for the owner.
 */
export function waitsForOwner( name: string, destructive: boolean ): boolean {
	return destructive && ! name.startsWith( `${ OWN_NAMESPACE }/` );
}

/**
 * What the site offers before its owner chooses, as PHP's `Exposure_Policy::is_wanted()`: the
 * ability's own wish, unless it waits for the owner.
 *
 * @param name The ability's name.
 * @param meta The ability's `meta`.
 * @return Whether it is offered by default.
 */
export function offeredByDefault( name: string, meta: unknown ): boolean {
	const destructive =
		isJsonObject( meta ) &&
		isJsonObject( meta.annotations ) &&
		meta.annotations.destructive === true;
	return asksForTool( meta ) && ! waitsForOwner( name, destructive );
}
