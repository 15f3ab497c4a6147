/**
 * The page's tools as the site's own assistant and the MCP-B relay reach them: a registry beside
 * `document.modelContext` that holds the very same tool objects, withdrawn the same way (by
 * aborting the registration's signal).
 */
import type { ModelContext, ModelContextTool } from '../webmcp';

export class Toolbox implements ModelContext {
	private readonly tools = new Map< string, ModelContextTool >();
	private readonly listeners = new Set< () => void >();

	/**
	 * @param listener Called after a tool is added or withdrawn.
	 * @return Stops calling it.
	 */
	onChange( listener: () => void ): () => void {
		this.listeners.add( listener );
		return () => this.listeners.delete( listener );
	}

	private changed(): void {
		this.listeners.forEach( ( listener ) => listener() );
	}

	registerTool(
		tool: ModelContextTool,
		options?: { signal?: AbortSignal }
	): void {
		const signal = options?.signal;
		if ( signal?.aborted ) {
			return;
		}
		// The same rule as Chromium's registry, so both always hold the same names.
		if ( this.tools.has( tool.name ) ) {
			throw new DOMException(
				`A tool named "${ tool.name }" is already registered.`,
				'InvalidStateError'
			);
		}
		this.tools.set( tool.name, tool );
		this.changed();
		signal?.addEventListener(
			'abort',
			() => {
				if ( this.tools.get( tool.name ) === tool ) {
					this.tools.delete( tool.name );
					this.changed();
				}
			},
			{ once: true }
		);
	}

	/** @return The tools offered now, in the order they came. */
	list(): ModelContextTool[] {
		return [ ...this.tools.values() ];
	}

	/**
	 * @param name A tool's name.
	 * @return The tool, if the page still offers it.
	 */
	get( name: string ): ModelContextTool | undefined {
		return this.tools.get( name );
	}
}

/** The one toolbox of this document, shared by the bridge and the assistant's panel. */
export const toolbox = new Toolbox();
