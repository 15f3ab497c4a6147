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
}

interface BlockEditorActions {
	insertBlocks: (
		blocks: EditorBlock[],
		index?: number,
		rootClientId?: string,
		updateSelection?: boolean
	) => void;
	updateBlockAttributes: (
		clientId: string,
		attributes: Record< string, unknown >
	) => void;
	removeBlocks: ( clientIds: string[], selectPrevious?: boolean ) => void;
}

export interface EditorSelectors {
	__unstableIsEditorReady: () => boolean;
	getEditorMode: () => string;
	getCurrentPostId: () => number;
	getCurrentPostType: () => string;
	getEditedPostAttribute: ( attribute: string ) => unknown;
	isEditedPostDirty: () => boolean;
	isSavingPost: () => boolean;
	didPostSaveRequestFail: () => boolean;
}

interface EditorActions {
	editPost: ( edits: Record< string, unknown > ) => void;
	savePost: () => Promise< void >;
}

interface BlockTypeAttribute {
	type?: string | string[];
}

interface BlocksSelectors {
	getBlockType: (
		name: string
	) => { attributes?: Record< string, BlockTypeAttribute > } | undefined;
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
