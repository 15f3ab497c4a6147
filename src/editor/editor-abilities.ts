/**
 * The editor abilities, in the order they are registered (and listed on the settings screen):
 * the block toolset, wherever blocks are edited (the post editor, the Site Editor's canvas); the
 * post's own (fields, saving, publishing) in the post editor; the site's design (styles, saving
 * every changed entity) in the Site Editor.
 */
import { __ } from '@wordpress/i18n';

import { addNavigationLink } from '../site-editor/add-navigation-link';
import { applyStyleVariation } from '../site-editor/apply-style-variation';
import { changeNavigation } from '../site-editor/change-navigation';
import { describeSiteChanges } from '../site-editor/describe-site-changes';
import { describeTemplateRevert } from '../site-editor/describe-template-revert';
import { openTemplate } from '../site-editor/open-template';
import { readNavigation } from '../site-editor/read-navigation';
import { readStyles } from '../site-editor/read-styles';
import { revertTemplate } from '../site-editor/revert-template';
import { saveSite } from '../site-editor/save-site';
import { setStyles } from '../site-editor/set-styles';
import type { EditorAbility } from './ability-definition';
import { describeOpenPost } from './describe-open-post';
import { duplicateBlocks } from './duplicate-blocks';
import { redoEdit, undoEdit } from './editor-history';
import { insertBlocks } from './insert-blocks';
import { listBlockTypes } from './list-block-types';
import { moveBlocks } from './move-blocks';
import { publishInEditor } from './publish-in-editor';
import { readEditor } from './read-editor';
import { removeBlocks } from './remove-blocks';
import { replaceBlock } from './replace-block';
import { saveDraft } from './save-draft';
import { setPostFields } from './set-post-fields';
import { transformBlocks } from './transform-blocks';
import { updateBlock } from './update-block';

/** The post editor's screen IDs and the Site Editor's. */
const POST_SCREENS = [ 'post', 'page' ];
const SITE_SCREENS = [ 'site-editor' ];

const BLOCK_ABILITIES: EditorAbility[] = [
	readEditor,
	listBlockTypes,
	insertBlocks,
	updateBlock,
	replaceBlock,
	moveBlocks,
	duplicateBlocks,
	transformBlocks,
	removeBlocks,
];

const HISTORY_ABILITIES: EditorAbility[] = [ undoEdit, redoEdit ];

const POST_EDITOR: EditorAbility[] = [
	...BLOCK_ABILITIES,
	setPostFields,
	...HISTORY_ABILITIES,
	saveDraft,
	publishInEditor,
	describeOpenPost,
];

const SITE_EDITOR: EditorAbility[] = [
	...BLOCK_ABILITIES,
	...HISTORY_ABILITIES,
	openTemplate,
	revertTemplate,
	describeTemplateRevert,
	readStyles,
	setStyles,
	applyStyleVariation,
	readNavigation,
	addNavigationLink,
	changeNavigation,
	saveSite,
	describeSiteChanges,
];

/**
 * @param siteEditor Whether the page is the Site Editor.
 * @return The abilities of that editor.
 */
export const abilitiesFor = ( siteEditor: boolean ): EditorAbility[] =>
	siteEditor ? SITE_EDITOR : POST_EDITOR;

/** Every editor ability, once, with the screens it is on. */
export const EDITOR_ABILITIES: Array< {
	ability: EditorAbility;
	screens: string[];
} > = [ ...new Set( [ ...POST_EDITOR, ...SITE_EDITOR ] ) ].map(
	( ability ) => ( {
		ability,
		screens: [
			...( POST_EDITOR.includes( ability ) ? POST_SCREENS : [] ),
			...( SITE_EDITOR.includes( ability ) ? SITE_SCREENS : [] ),
		],
	} )
);

export const editorCategoryLabel = () =>
	__( 'Block editor', 'webmcp-abilities' );
