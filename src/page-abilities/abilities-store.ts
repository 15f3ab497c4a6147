/**
 * The page's `core/abilities` store (WordPress 7.0+'s `@wordpress/abilities`), read through the
 * `wp.data` registry every script on the page shares. The bridge does not load the store: where
 * no script did, there is nothing to offer, and nothing is fetched.
 */
import { isJsonObject } from '../schema/php-values';
import '../wp-globals';

/** An ability as the store keeps it; only the fields the bridge reads. */
export interface StoreAbility {
	name: string;
	label: string;
	description: string;
	category: string;
	input_schema?: unknown;
	output_schema?: unknown;
	meta?: Record< string, unknown >;
}

/**
 * @param ability An ability in the store.
 * @return Whether it runs in the page, rather than being WordPress's mirror of a server ability
 *         (offered over REST already).
 */
export function isBrowserSide( ability: StoreAbility ): boolean {
	const annotations = ability.meta?.annotations as
		Record< string, unknown > | undefined;
	return annotations?.serverRegistered !== true;
}

interface AbilitiesSelectors {
	getAbilities: () => unknown;
}

function selectors(): AbilitiesSelectors | null {
	const store = window.wp?.data?.select( 'core/abilities' );
	return isJsonObject( store ) && typeof store.getAbilities === 'function'
		? ( store as unknown as AbilitiesSelectors )
		: null;
}

function readAbilities( store: AbilitiesSelectors ): StoreAbility[] {
	const abilities = store.getAbilities();
	return Array.isArray( abilities )
		? abilities.filter( ( ability ): ability is StoreAbility =>
				isJsonObject( ability )
			)
		: [];
}

/**
 * Calls `onChange` with the store's abilities now (when there is a store) and whenever they
 * change, until `signal` aborts. Scripts that load the store may run after the bridge (script
 * modules run after classic footer scripts), so the registry is looked for again once the
 * document is parsed.
 *
 * @param onChange Receives every ability in the store, browser-side and mirrored alike.
 * @param signal   Stops watching.
 */
export function watchAbilitiesStore(
	onChange: ( abilities: StoreAbility[] ) => void,
	signal: AbortSignal
): void {
	let last: unknown;
	const check = () => {
		const store = selectors();
		const current = store?.getAbilities();
		if ( store && current !== last ) {
			last = current;
			onChange( readAbilities( store ) );
		}
	};
	const watch = () => {
		const registry = window.wp?.data;
		if ( ! registry || signal.aborted ) {
			return;
		}
		const unsubscribe = registry.subscribe( check );
		signal.addEventListener( 'abort', unsubscribe, { once: true } );
		check();
	};
	if ( window.wp?.data ) {
		watch();
	} else if ( document.readyState === 'loading' ) {
		document.addEventListener( 'DOMContentLoaded', watch, { once: true } );
	}
}
