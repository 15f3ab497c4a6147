/**
 * Entry point of the settings screen (Settings > WebMCP Abilities). It composes: the screen lists
 * the editors' abilities, which live in `src/editor/` and `src/site-editor/`.
 */
import { createRoot } from '@wordpress/element';
import './style.css';

import { withScreens } from '../editor-kit/editor-screen';
import { POST_EDITOR_ABILITIES } from '../editor/editor-abilities';
import { SITE_EDITOR_ABILITIES } from '../site-editor';
import { SettingsPage } from './settings-page';

const container = document.getElementById( 'webmcp-abilities-settings' );
if ( container ) {
	createRoot( container ).render(
		<SettingsPage
			editorAbilities={ withScreens(
				POST_EDITOR_ABILITIES,
				SITE_EDITOR_ABILITIES
			) }
		/>
	);
}
