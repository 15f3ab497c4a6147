/**
 * The page's server tools by group, when the cap leaves some out: which groups are registered,
 * and the swap that loads one group in place of as many of the least recently used tools as it
 * needs, never holding more tools than the page may register at once. The tools the server keeps
 * for good (the owner's first, the plugin's own and core's) are in no group: never withdrawn.
 */
import { __, sprintf } from '@wordpress/i18n';

import { toolFailure, type ToolResult } from '../errors';
import type { ToolGroup } from '../page-plan';
import { registerTools } from '../register-tools';
import type { ModelContext, ModelContextTool } from '../webmcp';
import { toToolName } from './tool-name';

/** A built tool and the ability it runs. */
export interface GroupTool {
	ability: string;
	tool: ModelContextTool;
}

/** Builds the tools of some of a group's abilities; those it cannot read are left out. */
export type BuildGroupTools = (
	group: ToolGroup,
	abilities: string[],
	signal: AbortSignal
) => Promise< GroupTool[] >;

export interface GroupSummary {
	group: string;
	label: string;
	/** How many tools the group holds. */
	tools: number;
	/** How many of them are registered now. */
	loaded: number;
}

interface Registered {
	tool: ModelContextTool;
	/** Aborted to withdraw this tool alone. */
	controller: AbortController;
}

interface Held {
	group: ToolGroup;
	/** The registered tools, by ability, in the order they were registered. */
	registered: Map< string, Registered >;
	/** Loaded or called: the lowest is withdrawn from first. */
	usedAt: number;
}

export class ToolGroups {
	private readonly held = new Map< string, Held >();
	private readonly groupOf = new Map< string, string >();
	/** Tools built so far, by ability: a group loaded again reuses them. */
	private readonly built = new Map< string, ModelContextTool >();
	private clock = 0;
	/** Tools of no group (the plan puts every one in a group): registered for good, counted. */
	private fixed = 0;
	/** Loads run one after the other, so two at once never count the same room twice. */
	private queue: Promise< unknown > = Promise.resolve();

	/**
	 * @param registry Where the tools are registered.
	 * @param groups   Every offered ability by group, the most important group first.
	 * @param budget   The most of these tools registered at once.
	 * @param lifetime Aborts when the page goes away.
	 * @param build    Builds the tools of a group's abilities when it is loaded.
	 */
	constructor(
		private readonly registry: ModelContext,
		groups: ToolGroup[],
		private readonly budget: number,
		private readonly lifetime: AbortSignal,
		private readonly build: BuildGroupTools
	) {
		// The first group has been "used" last: the least important goes first.
		this.clock = groups.length;
		groups.forEach( ( group, index ) => {
			this.held.set( group.group, {
				group,
				registered: new Map(),
				usedAt: groups.length - index,
			} );
			group.abilities.forEach( ( ability ) =>
				this.groupOf.set( ability, group.group )
			);
		} );
	}

	/**
	 * @param first The tools the page starts with (at most the budget), each in its group.
	 */
	async start( first: GroupTool[] ): Promise< void > {
		const byGroup = new Map< Held, GroupTool[] >();
		const ungrouped: ModelContextTool[] = [];
		for ( const item of first.slice( 0, this.budget ) ) {
			const held = this.heldOf( item.ability );
			if ( held ) {
				this.adopt( item );
				byGroup.set( held, [ ...( byGroup.get( held ) ?? [] ), item ] );
			} else {
				ungrouped.push( item.tool );
			}
		}
		this.fixed = ungrouped.length;
		await Promise.all( [
			registerTools( this.registry, ungrouped, this.lifetime ),
			...[ ...byGroup ].map( ( [ held, items ] ) =>
				this.register( held, items )
			),
		] );
	}

	/** @return Every group, in the plan's order, with how much of it is registered now. */
	list(): GroupSummary[] {
		return [ ...this.held.values() ].map( ( { group, registered } ) => ( {
			group: group.group,
			label: group.label,
			tools: group.abilities.length,
			loaded: registered.size,
		} ) );
	}

	/**
	 * @param name   The group to load.
	 * @param signal The agent's cancel.
	 * @return `{ group, loaded, withdrawn, tools }` (tool names: registered by this call, withdrawn
	 *         to make room, and the group's callable now), plus `unavailable` for any the site
	 *         would not describe; `not_found` for an unknown group.
	 */
	load( name: string, signal?: AbortSignal ): Promise< ToolResult > {
		const run = this.queue.then( () => this.loadNow( name, signal ) );
		this.queue = run.catch( () => undefined );
		return run;
	}

	private async loadNow(
		name: string,
		signal?: AbortSignal
	): Promise< ToolResult > {
		const held = this.held.get( name );
		if ( ! held ) {
			return toolFailure(
				'not_found',
				sprintf(
					/* translators: %s: the group an agent asked for. */
					__(
						'This page has no group of tools named "%s". Call this tool without a group to list them.',
						'webmcp-abilities'
					),
					name
				)
			);
		}
		const missing = held.group.abilities.filter(
			( ability ) => ! held.registered.has( ability )
		);
		const unread = missing.filter(
			( ability ) => ! this.built.has( ability )
		);
		if ( unread.length > 0 ) {
			const stop = AbortSignal.any(
				signal ? [ this.lifetime, signal ] : [ this.lifetime ]
			);
			( await this.build( held.group, unread, stop ) ).forEach(
				( item ) => this.adopt( item )
			);
		}
		if ( this.lifetime.aborted || signal?.aborted ) {
			return toolFailure(
				'cancelled',
				__(
					'The call was cancelled before any tool was loaded or withdrawn.',
					'webmcp-abilities'
				)
			);
		}
		const ready = missing.filter( ( ability ) =>
			this.built.has( ability )
		);
		const withdrawn = this.makeRoom( ready.length, held );
		const room = this.budget - this.count();
		const items = ready.slice( 0, room ).map( ( ability ) => ( {
			ability,
			tool: this.built.get( ability ) as ModelContextTool,
		} ) );
		this.use( held );
		await this.register( held, items );
		const unavailable = missing
			.filter( ( ability ) => ! held.registered.has( ability ) )
			.map( toToolName );
		return {
			ok: true,
			result: {
				group: name,
				loaded: items.map( ( { tool } ) => tool.name ),
				withdrawn,
				tools: [ ...held.registered.values() ].map(
					( { tool } ) => tool.name
				),
				...( unavailable.length > 0 ? { unavailable } : {} ),
			},
		};
	}

	/**
	 * Withdraws tools, from the least recently used group first (its last registered first),
	 * until `needed` more fit: no more than that.
	 * @param needed How many tools are about to be registered.
	 * @param keep   The group being loaded, never withdrawn for itself.
	 * @return The names of the tools withdrawn.
	 */
	private makeRoom( needed: number, keep: Held ): string[] {
		const withdrawn: string[] = [];
		const oldestFirst = [ ...this.held.values() ]
			.filter( ( held ) => held !== keep )
			.sort( ( a, b ) => a.usedAt - b.usedAt );
		for ( const held of oldestFirst ) {
			for ( const [ ability, { tool, controller } ] of [
				...held.registered,
			].reverse() ) {
				if ( this.budget - this.count() >= needed ) {
					return withdrawn;
				}
				controller.abort();
				held.registered.delete( ability );
				withdrawn.push( tool.name );
			}
		}
		return withdrawn;
	}

	private async register( held: Held, items: GroupTool[] ): Promise< void > {
		await Promise.all(
			items.map( ( { ability, tool } ) => {
				const controller = new AbortController();
				held.registered.set( ability, { tool, controller } );
				return registerTools(
					this.registry,
					[ tool ],
					AbortSignal.any( [ this.lifetime, controller.signal ] )
				);
			} )
		);
	}

	/**
	 * A call counts as a use of its group: the tool's own `execute` is wrapped once, before it is
	 * first registered, so every registry holds the same object.
	 * @param item A tool built for one of the groups' abilities.
	 */
	private adopt( item: GroupTool ): void {
		const { ability, tool } = item;
		if ( this.built.has( ability ) ) {
			return;
		}
		this.built.set( ability, tool );
		const execute = tool.execute;
		tool.execute = ( input, options ) => {
			const held = this.heldOf( ability );
			if ( held ) {
				this.use( held );
			}
			return execute( input, options );
		};
	}

	private heldOf( ability: string ): Held | undefined {
		const name = this.groupOf.get( ability );
		return name === undefined ? undefined : this.held.get( name );
	}

	private use( held: Held ): void {
		held.usedAt = ++this.clock;
	}

	private count(): number {
		let count = this.fixed;
		this.held.forEach( ( { registered } ) => ( count += registered.size ) );
		return count;
	}
}
