/**
 * Offers the site's assistant on this page: its admin bar item and a command in the command
 * palette open the panel, whose script loads only then. A panel left open on the previous
 * screen of this tab opens again, with its conversation.
 */
import { __ } from '@wordpress/i18n';

import type { AssistantPlan } from '../page-data';
import { abilityOf } from '../tools/build-tool';
import { noteAssistantCall, takeCallOrigin } from '../tools/call-origin';
import { toolbox } from '../tools/toolbox';
import { warn } from '../warn';
import type { AssistantHost, AssistantPanel } from './assistant-host';
import { loadConversation } from './conversation-storage';

/** The admin bar item's link (`Assistant/Assistant_Entry.php`). */
const ITEM_LINK = '#wp-admin-bar-webmcp-abilities-assistant > a';

interface CommandsActions {
	registerCommand?: ( command: {
		name: string;
		label: string;
		callback: ( options: { close: () => void } ) => void;
	} ) => void;
}

/**
 * The command palette is on every wp-admin screen of WordPress 7.0+, so the command costs no
 * script; without the palette there is simply no command.
 * @param open Opens the panel.
 */
function addCommand( open: () => void ): void {
	const add = () => {
		try {
			const commands = window.wp?.data?.dispatch?.( 'core/commands' ) as
				CommandsActions | undefined;
			commands?.registerCommand?.( {
				name: 'webmcp-abilities/open-assistant',
				label: __( 'Open the site assistant', 'webmcp-abilities' ),
				callback: ( { close } ) => {
					close();
					open();
				},
			} );
		} catch ( error ) {
			warn(
				'Could not add the assistant to the command palette:',
				error
			);
		}
	};
	if ( document.readyState === 'loading' ) {
		document.addEventListener( 'DOMContentLoaded', add, { once: true } );
	} else {
		add();
	}
}

/**
 * @param url The panel's script.
 * @return The panel, once its script has run.
 */
function loadPanel( url: string ): Promise< AssistantPanel > {
	return new Promise( ( resolve, reject ) => {
		const script = document.createElement( 'script' );
		script.src = url;
		script.onload = () =>
			window.webmcpAbilitiesAssistantPanel
				? resolve( window.webmcpAbilitiesAssistantPanel )
				: reject( new Error( 'The panel script defined no panel.' ) );
		script.onerror = () =>
			reject( new Error( `Could not load ${ url }.` ) );
		document.head.append( script );
	} );
}

/**
 * @param plan       This person's assistant on this page.
 * @param startTools Builds the page's tools, once; resolves when they are offered.
 */
export function offerAssistant(
	plan: AssistantPlan,
	startTools: () => Promise< void >
): void {
	const host: AssistantHost = {
		plan,
		startTools,
		tools: () =>
			toolbox.list().flatMap( ( tool ) => {
				const ability = abilityOf( tool );
				return ability ? [ { tool, ability } ] : [];
			} ),
		tool: ( name ) => toolbox.get( name ),
		noteCall: noteAssistantCall,
		clearCall: ( name ) => void takeCallOrigin( name ),
	};
	let panel: Promise< AssistantPanel > | null = null;
	const open = () => {
		panel ??= loadPanel( plan.panelScript );
		panel.then(
			( loaded ) => loaded.open( host ),
			( error: unknown ) => {
				panel = null;
				warn( 'Could not load the assistant:', error );
			}
		);
	};

	document.addEventListener( 'click', ( event ) => {
		const link =
			event.target instanceof Element
				? event.target.closest( ITEM_LINK )
				: null;
		if ( link ) {
			event.preventDefault();
			open();
		}
	} );
	addCommand( open );
	if ( loadConversation( plan.conversationKey )?.open ) {
		open();
	}
}
