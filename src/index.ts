/**
 * Entry point of the WebMCP bridge, loaded in wp-admin for logged-in users.
 */
import { forgetOtherConversations } from './assistant/conversation-storage';
import { startBridge } from './bridge';
import { readPageData } from './page-data';
import { everyRegistry } from './tools/every-registry';
import { toolbox } from './tools/toolbox';
import { warn } from './warn';
import type { ModelContext } from './webmcp';

const webmcp =
	typeof document.modelContext?.registerTool === 'function'
		? ( document.modelContext as ModelContext )
		: null;
const page = readPageData();

if ( page ) {
	// Whoever uses this tab now never finds another person's or site's conversation.
	forgetOtherConversations( page.assistant?.conversationKey ?? null );
	let started: Promise< void > | null = null;
	// The same tool objects go to the browser's agent and to the site's assistant.
	const startTools = () =>
		( started ??= startBridge(
			webmcp ? everyRegistry( [ webmcp, toolbox ] ) : toolbox,
			page.screen
		) );
	// With WebMCP the tools are asked for and offered at once. Without it, nothing runs and
	// nothing is requested until a person opens the assistant, unless they connect their tabs
	// to a desktop agent through the MCP-B relay (in any browser: it needs no WebMCP).
	if ( webmcp || page.relay ) {
		void startTools();
	}
	if ( page.relay ) {
		void import( /* webpackChunkName: "relay" */ './relay/connect-relay' )
			.then( ( { connectRelay } ) => connectRelay( toolbox ) )
			.catch( ( error ) =>
				warn( 'Could not connect to the MCP-B relay:', error )
			);
	}
	if ( page.assistant ) {
		const plan = page.assistant;
		// Only for people the owner gave the assistant: a chunk of its own.
		void import(
			/* webpackChunkName: "assistant" */ './assistant/offer-assistant'
		)
			.then( ( { offerAssistant } ) =>
				offerAssistant( plan, startTools )
			)
			.catch( ( error ) =>
				warn( 'Could not offer the site assistant:', error )
			);
	}
}
