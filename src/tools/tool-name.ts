/**
 * Where tool names are made: an ability name becomes a WebMCP tool name, and back.
 */
import {
	OWN_NAMESPACE,
	OWN_TOOL_PREFIX,
	TOOL_NAME,
	TOOL_NAME_MAX_LENGTH as MAX_LENGTH,
} from '../contract';
import { isReservedToolName } from './reserved-names';

/* eslint-disable no-bitwise -- FNV-1a is defined by its bit operations. */
/**
 * 32-bit FNV-1a: short, stable across page loads, and plenty to tell long names apart.
 * @param value The text to hash.
 */
function hashName( value: string ): string {
	let hash = 0x811c9dc5;
	for ( let i = 0; i < value.length; i++ ) {
		hash ^= value.charCodeAt( i );
		hash = Math.imul( hash, 0x01000193 );
	}
	return ( hash >>> 0 ).toString( 16 ).padStart( 8, '0' );
}
/* eslint-enable no-bitwise */

const OWN = `${ OWN_NAMESPACE }/`;

/**
 * `namespace/name` becomes `namespace_name` (and `core/posts/find`, a browser-side name,
 * `core_posts_find`); ability names never contain `_`, so that is reversible. The plugin's own
 * namespace becomes the short `wp_` instead (`wp_find-posts`), which `ToolNames` keeps for it.
 * A name longer than 128 characters is cut and ends in `.` plus a hash of the whole ability name
 * (`.` never occurs in ability names, so shortened names cannot meet plain ones).
 *
 * @param abilityName An ability name such as `webmcp-abilities/get-site-overview`.
 * @return The tool name; it may still fail `isValidToolName` for names outside the ability rules.
 */
export function toToolName( abilityName: string ): string {
	const toolName = abilityName.startsWith( OWN )
		? OWN_TOOL_PREFIX +
			abilityName.slice( OWN.length ).replaceAll( '/', '_' )
		: abilityName.replaceAll( '/', '_' );
	if ( toolName.length <= MAX_LENGTH ) {
		return toolName;
	}
	const hash = hashName( abilityName );
	return `${ toolName.slice( 0, MAX_LENGTH - hash.length - 1 ) }.${ hash }`;
}

/**
 * @param abilityName An ability name.
 * @param toolName    Its tool name.
 * @return Whether another namespace (`wp/…`) would take a name of the plugin's own kind.
 */
const takesOwnPrefix = ( abilityName: string, toolName: string ): boolean =>
	! abilityName.startsWith( OWN ) && toolName.startsWith( OWN_TOOL_PREFIX );

export type ToolNameClaim =
	{ ok: true; name: string } | { ok: false; reason: string };

/**
 * The names of the tools on one page. Refuses what would be rejected or misread: invalid names,
 * Playground's names, another namespace's name of the plugin's own kind, and a second ability
 * landing on a name already taken.
 */
export class ToolNames {
	private readonly abilities = new Map< string, string >();

	/**
	 * @param toName How an ability name becomes a tool name; a test can force a collision.
	 */
	constructor(
		private readonly toName: ( abilityName: string ) => string = toToolName
	) {}

	/**
	 * @param abilityName The ability to name a tool for.
	 * @return The tool name, or why the ability cannot have one.
	 */
	claim( abilityName: string ): ToolNameClaim {
		const name = this.toName( abilityName );
		if ( ! TOOL_NAME.test( name ) ) {
			return {
				ok: false,
				reason: `"${ name }" is not a valid WebMCP tool name`,
			};
		}
		if ( isReservedToolName( name ) ) {
			return {
				ok: false,
				reason: `"${ name }" is reserved by WordPress Playground`,
			};
		}
		if ( takesOwnPrefix( abilityName, name ) ) {
			return {
				ok: false,
				reason: `"${ name }" is kept for the tools of ${ OWN_NAMESPACE }`,
			};
		}
		const owner = this.abilities.get( name );
		if ( owner !== undefined && owner !== abilityName ) {
			return {
				ok: false,
				reason: `"${ name }" is already the tool of ${ owner }`,
			};
		}
		this.abilities.set( name, abilityName );
		return { ok: true, name };
	}

	/**
	 * @param toolName A tool name claimed on this page.
	 * @return The ability behind it.
	 */
	abilityFor( toolName: string ): string | undefined {
		return this.abilities.get( toolName );
	}
}
