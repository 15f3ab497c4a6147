/**
 * Entry point of the settings screen (Settings > WebMCP Abilities).
 */
import { createRoot } from '@wordpress/element';

import { SettingsPage } from './settings-page';

const container = document.getElementById( 'webmcp-abilities-settings' );
if ( container ) {
	createRoot( container ).render( <SettingsPage /> );
}
