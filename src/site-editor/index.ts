/**
 * The Site Editor's abilities, in the order they are registered (and listed on the settings
 * screen): the block editor's toolset, for its canvas, then the site's design (templates, styles,
 * navigation, saving every changed entity). The area's index: it composes with `src/editor/`.
 */
import type { EditorAbility } from '../editor-kit/ability-definition';
import { BLOCK_TOOLSET } from '../editor/editor-abilities';
import { addNavigationLink } from './add-navigation-link';
import { applyStyleVariation } from './apply-style-variation';
import { changeNavigation } from './change-navigation';
import { describeSiteChanges } from './describe-site-changes';
import { describeTemplateRevert } from './describe-template-revert';
import { openTemplate } from './open-template';
import { readNavigation } from './read-navigation';
import { readStyles } from './read-styles';
import { revertTemplate } from './revert-template';
import { saveSite } from './save-site';
import { setStyles } from './set-styles';

export const SITE_EDITOR_ABILITIES: EditorAbility[] = [
	...BLOCK_TOOLSET,
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
