/**
 * Offers the page's browser-side abilities as tools, and keeps the tools in step with the store:
 * an ability registered late becomes a tool, one unregistered is withdrawn at once.
 *
 * They follow the same rules as server abilities: the ability's own wish (`offeredByDefault()`)
 * unless the owner chose, the same names and reserved names, and the room the
 * per-page cap leaves after the server's tools, the owner's choices first, then the plugin's own
 * and core's, then others'. Abilities the store mirrors from the server are offered over REST
 * already and are left alone.
 */
import { readAbility, type Ability } from '../abilities/ability';
import { offeredByDefault } from '../abilities/opt-in';
import { FIRST_NAMESPACES } from '../contract';
import { registerTools } from '../register-tools';
import { buildTool } from '../tools/build-tool';
import { ToolNames } from '../tools/tool-name';
import { warn } from '../warn';
import type { ModelContext } from '../webmcp';
import {
	isBrowserSide,
	watchAbilitiesStore,
	type StoreAbility,
} from './abilities-store';
import { pageRunner } from './page-runner';

export interface PageOffer {
	/** Places left under the cap once the server's tools are counted. */
	room: number;
	/** The owner's choices for abilities the server does not know. */
	choices: Record< string, boolean >;
	/** The server abilities offered on this page, whose tool names are taken. */
	serverAbilities: string[];
}

function asks(
	ability: StoreAbility,
	choices: Record< string, boolean >
): boolean {
	const choice = choices[ ability.name ];
	if ( choice !== undefined ) {
		return choice;
	}
	return offeredByDefault( ability.name, ability.meta );
}

/**
 * The cap's priority, as `Exposure/Page_Tools.php` ranks server abilities (PHP never sees these).
 * @param ability An ability.
 * @param choices The owner's choices.
 */
function rank( ability: Ability, choices: Record< string, boolean > ): number {
	if ( choices[ ability.name ] === true ) {
		return 0;
	}
	return FIRST_NAMESPACES.includes( ability.name.split( '/' )[ 0 ] as string )
		? 1
		: 2;
}

/**
 * @param registry The page's WebMCP registry.
 * @param offer    What the server's plan leaves to the page.
 * @param lifetime Aborts when the page leaves: every page tool is withdrawn.
 * @return Resolves once the abilities in the store now are offered.
 */
export function offerPageAbilities(
	registry: ModelContext,
	offer: PageOffer,
	lifetime: AbortSignal
): Promise< unknown > {
	/** Registered tools by ability name, each withdrawn by its own controller. */
	const offered = new Map< string, AbortController >();
	const warned = new Set< string >();
	const warnOnce = ( name: string, message: string ) => {
		if ( ! warned.has( name ) ) {
			warned.add( name );
			warn( message );
		}
	};

	// The tools of the abilities in the store now (the page says when they are offered).
	let first: Promise< unknown > | undefined;
	watchAbilitiesStore( ( storeAbilities ) => {
		const registrations: Array< Promise< void > > = [];
		const names = new ToolNames();
		offer.serverAbilities.forEach( ( name ) => names.claim( name ) );
		const wanted = storeAbilities
			.filter(
				( ability ) =>
					isBrowserSide( ability ) && asks( ability, offer.choices )
			)
			.flatMap( ( item ): Ability[] => {
				const ability = readAbility( item );
				if ( 'problem' in ability ) {
					warnOnce(
						item.name,
						`Skipping the malformed ability "${ item.name }": ${ ability.problem }.`
					);
					return [];
				}
				return [ ability ];
			} )
			.sort(
				( a, b ) => rank( a, offer.choices ) - rank( b, offer.choices )
			);

		const tools = new Map<
			string,
			{ ability: Ability; toolName: string }
		>();
		for ( const ability of wanted ) {
			const claim = offer.serverAbilities.includes( ability.name )
				? {
						ok: false as const,
						reason: `its tool is already the tool of ${ ability.name } on the server`,
					}
				: names.claim( ability.name );
			if ( ! claim.ok ) {
				warnOnce(
					ability.name,
					`Skipping the ability "${ ability.name }": ${ claim.reason }.`
				);
			} else if ( tools.size >= offer.room ) {
				warnOnce(
					ability.name,
					`This page offers as many tools as it may; left out: ${ ability.name }`
				);
			} else {
				tools.set( ability.name, { ability, toolName: claim.name } );
			}
		}

		for ( const [ name, controller ] of offered ) {
			if ( ! tools.has( name ) ) {
				controller.abort();
				offered.delete( name );
			}
		}
		const added = [ ...tools.values() ].filter(
			( { ability } ) => ! offered.has( ability.name )
		);
		for ( const { ability, toolName } of added ) {
			const controller = new AbortController();
			offered.set( ability.name, controller );
			const signal = AbortSignal.any( [ lifetime, controller.signal ] );
			registrations.push(
				registerTools(
					registry,
					[
						buildTool(
							ability,
							toolName,
							pageRunner( ability ),
							lifetime
						),
					],
					signal
				)
			);
		}
		first ??= Promise.all( registrations );
	}, lifetime );
	return first ?? Promise.resolve();
}
