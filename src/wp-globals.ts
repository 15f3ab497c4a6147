/**
 * The `wp` globals the bridge and the editor abilities read at run time without loading them:
 * a page that lacks them simply offers less.
 */

/** `@wordpress/data`'s default registry, shared by every script and module on the page. */
export interface DataRegistry {
	select: ( store: string ) => unknown;
	dispatch?: ( store: string ) => unknown;
	subscribe: ( listener: () => void ) => () => void;
}

/** `@wordpress/blocks`, as far as the editor abilities use it. */
export interface BlocksGlobal {
	pasteHandler: ( options: {
		HTML?: string;
		plainText?: string;
		mode?: 'BLOCKS';
	} ) => unknown;
	/** The block types these blocks can become (the editor's "Transform to" list). */
	getPossibleBlockTransformations?: (
		blocks: unknown[]
	) => Array< { name: string } >;
	/** Blocks as saved content. */
	serialize?: ( blocks: unknown[] ) => string;
	/** A new block of that type, with a client id of its own. */
	createBlock?: (
		name: string,
		attributes: Record< string, unknown >,
		innerBlocks: unknown[]
	) => unknown;
	/** Serialised blocks (a post's or template's content) parsed into blocks. */
	parse?: ( content: string ) => unknown[];
	/** The blocks converted to that type, or `null` when there is no such transform. */
	switchToBlockType?: ( blocks: unknown[], name: string ) => unknown[] | null;
}

declare global {
	interface Window {
		wp?: { data?: DataRegistry; blocks?: BlocksGlobal };
	}
}
