/**
 * The block editor's own data stores, as the editor abilities use them. Every change goes
 * through the same actions the editor's UI dispatches, so it shows at once and is undoable.
 */
import { dispatch, select } from '@wordpress/data';

import type { BlocksGlobal } from '../wp-globals';

export interface EditorBlock {
	clientId: string;
	name: string;
	attributes: Record< string, unknown >;
	innerBlocks: EditorBlock[];
}

interface BlockEditorSelectors {
	getBlocks: ( rootClientId?: string ) => EditorBlock[];
	getBlock: ( clientId: string ) => EditorBlock | null;
	getBlockRootClientId: ( clientId: string ) => string | null;
	getBlockIndex: ( clientId: string ) => number;
	getBlockCount: ( rootClientId?: string ) => number;
	getBlockOrder: ( rootClientId?: string ) => string[];
	getBlockParents: ( clientId: string ) => string[];
	canInsertBlockType: ( name: string, rootClientId?: string ) => boolean;
	canInsertBlocks: ( clientIds: string[], rootClientId?: string ) => boolean;
	canMoveBlocks: ( clientIds: string[] ) => boolean;
	canRemoveBlocks: ( clientIds: string[] ) => boolean;
	/** `disabled` where the person cannot change the block (a part seen from its template). */
	getBlockEditingMode: (
		clientId: string
	) => 'default' | 'contentOnly' | 'disabled';
	/** Inner blocks another entity holds (a template part's, a menu's, a synced pattern's). */
	areInnerBlocksControlled: ( clientId: string ) => boolean;
}

interface BlockEditorActions {
	insertBlocks: (
		blocks: EditorBlock[],
		index?: number,
		rootClientId?: string,
		updateSelection?: boolean
	) => void;
	updateBlock: (
		clientId: string,
		updates: { attributes: Record< string, unknown > }
	) => void;
	removeBlocks: ( clientIds: string[], selectPrevious?: boolean ) => void;
	replaceBlocks: ( clientIds: string[], blocks: EditorBlock[] ) => void;
	moveBlocksToPosition: (
		clientIds: string[],
		fromRootClientId: string,
		toRootClientId: string,
		index: number
	) => void;
	/** A thunk: the new blocks' client ids, or `undefined` when they may not be duplicated. */
	duplicateBlocks: (
		clientIds: string[],
		updateSelection: boolean
	) => Promise< string[] | undefined >;
	/** `initialPosition` `null` selects without moving the person's focus. */
	selectBlock: ( clientId: string, initialPosition: null ) => void;
	multiSelect: ( start: string, end: string, initialPosition: null ) => void;
}

export interface EditorSelectors {
	__unstableIsEditorReady: () => boolean;
	getEditorMode: () => string;
	/** A post's id, or a template's or part's `theme//slug`; `null` until it is set up. */
	getCurrentPostId: () => number | string | null;
	getCurrentPostType: () => string;
	getEditedPostAttribute: ( attribute: string ) => unknown;
	isEditedPostDirty: () => boolean;
	isSavingPost: () => boolean;
	didPostSaveRequestFail: () => boolean;
	/** The post's blocks as the editor will save them (the block editor shows them a render later). */
	getEditorBlocks: () => EditorBlock[];
	hasEditorUndo: () => boolean;
	hasEditorRedo: () => boolean;
	/** The post as last saved, with the REST links that say what this person may do to it. */
	getCurrentPost: () => { _links?: Record< string, unknown > };
}

interface EditorActions {
	editPost: (
		edits: Record< string, unknown >,
		options?: { undoIgnore?: boolean }
	) => void;
	savePost: () => Promise< void >;
	undo: () => void;
	redo: () => void;
}

interface BlockTypeAttribute {
	type?: string | string[];
}

export interface BlockType {
	name: string;
	title: string;
	attributes?: Record< string, BlockTypeAttribute >;
	supports?: { inserter?: boolean };
}

interface BlocksSelectors {
	getBlockType: ( name: string ) => BlockType | undefined;
	getBlockTypes: () => BlockType[];
}

// `select()` and `dispatch()` type stores by descriptor; these stores are read by name, as the
// page's own scripts registered them, so each is narrowed to what is used here.
export const blockEditor = () =>
	select( 'core/block-editor' ) as unknown as BlockEditorSelectors;
export const blockEditorActions = () =>
	dispatch( 'core/block-editor' ) as unknown as BlockEditorActions;
export const editor = () =>
	select( 'core/editor' ) as unknown as EditorSelectors;
export const editorActions = () =>
	dispatch( 'core/editor' ) as unknown as EditorActions;
export const blockTypes = () =>
	select( 'core/blocks' ) as unknown as BlocksSelectors;

/**
 * `@wordpress/blocks`' transforms, as the editor's block switcher uses them.
 * @return Them, or `null` on a page without `wp.blocks`.
 */
export function blockTransforms(): Required<
	Pick<
		BlocksGlobal,
		'getPossibleBlockTransformations' | 'switchToBlockType'
	>
> | null {
	const blocks = window.wp?.blocks;
	const { getPossibleBlockTransformations, switchToBlockType } = blocks ?? {};
	return getPossibleBlockTransformations && switchToBlockType
		? { getPossibleBlockTransformations, switchToBlockType }
		: null;
}

/**
 * @param content Serialised blocks.
 * @return Them parsed as the editor parses a post's content (an empty list on a page without
 *         `wp.blocks`).
 */
export const parseBlocks = ( content: string ): EditorBlock[] =>
	( window.wp?.blocks?.parse?.( content ) ?? [] ) as EditorBlock[];

/** `@wordpress/blocks`' paste handling: what the editor does with pasted text, Markdown or HTML. */
export function pasteHandler():
	| ( (
			options: Parameters< BlocksGlobal[ 'pasteHandler' ] >[ 0 ]
	  ) => EditorBlock[] | string )
	| null {
	const paste = window.wp?.blocks?.pasteHandler;
	// It answers blocks in BLOCKS mode (a string only in INLINE mode, which is not used).
	return paste
		? ( options ) => paste( options ) as EditorBlock[] | string
		: null;
}
