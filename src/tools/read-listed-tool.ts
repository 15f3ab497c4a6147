/**
 * Reads one entry of the browser's `getTools()` list, field by field, into a plain object. Up to
 * Chrome 159 an entry is a plain dictionary (`window`; an empty title is ""). From Chrome 160 it
 * is a `Tool` object: its fields are getters on the prototype, the window is `source`, empty
 * fields are `null`, and spreading it or `JSON.stringify` sees nothing ("{}").
 */
import { isJsonObject } from '../schema/php-values';
import type { ToolAnnotations } from '../webmcp';

export interface ListedTool {
	name: string;
	title?: string;
	description?: string;
	inputSchema?: Record< string, unknown >;
	outputSchema?: Record< string, unknown >;
	annotations?: ToolAnnotations;
	/** The window that registered it: this one, or a same-origin frame's. */
	source?: unknown;
	origin?: string;
	/**
	 * The browser's entry itself, the one thing to hand back to `executeTool()`: Chrome 160 runs
	 * a `Tool` by an internal id that no copy carries.
	 */
	entry: object;
}

const HINTS = [
	'readOnlyHint',
	'consequentialHint',
	'untrustedContentHint',
	'debugging',
] as const;

/**
 * @param value A field as the browser gives it.
 * @return The text, or nothing for an empty field ("" or `null`).
 */
function readText( value: unknown ): string | undefined {
	return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * @param value A schema as the browser gives it: an object, or JSON text.
 * @return The schema, or nothing for an empty or unreadable one.
 */
function readSchema( value: unknown ): Record< string, unknown > | undefined {
	let schema = value;
	if ( typeof value === 'string' ) {
		try {
			schema = JSON.parse( value );
		} catch {
			return undefined;
		}
	}
	return isJsonObject( schema ) ? schema : undefined;
}

/**
 * @param value The annotations as the browser gives them, perhaps an object with getters too.
 * @return The hints it states.
 */
function readAnnotations( value: unknown ): ToolAnnotations | undefined {
	if ( typeof value !== 'object' || value === null ) {
		return undefined;
	}
	const annotations: ToolAnnotations = {};
	for ( const hint of HINTS ) {
		const stated = ( value as Record< string, unknown > )[ hint ];
		if ( typeof stated === 'boolean' ) {
			annotations[ hint ] = stated;
		}
	}
	return annotations;
}

/**
 * @param entry One item of `getTools()`.
 * @return The tool it lists, or null for an entry without a name.
 */
export function readListedTool( entry: unknown ): ListedTool | null {
	if ( typeof entry !== 'object' || entry === null ) {
		return null;
	}
	// Property reads, never `{ ...entry }` or `Object.keys()`: a Tool's fields are not its own.
	const field = ( key: string ): unknown =>
		( entry as Record< string, unknown > )[ key ] ?? undefined;
	const name = readText( field( 'name' ) );
	if ( ! name ) {
		return null;
	}
	return {
		name,
		title: readText( field( 'title' ) ),
		description: readText( field( 'description' ) ),
		inputSchema: readSchema( field( 'inputSchema' ) ),
		outputSchema: readSchema( field( 'outputSchema' ) ),
		annotations: readAnnotations( field( 'annotations' ) ),
		source: field( 'source' ) ?? field( 'window' ),
		origin: readText( field( 'origin' ) ),
		entry,
	};
}
