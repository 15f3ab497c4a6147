/**
 * The site assistant's panel: loaded only when a person opens it. The person writes; each step
 * shows as it happens; Stop cancels the model's request and the running tool.
 */
import { __ } from '@wordpress/i18n';

import type { AssistantHost } from '../assistant-host';
import { loadConversation, saveConversation } from '../conversation-storage';
import { askModel } from './ask-model';
import { emptyConversation, type Conversation } from './conversation';
import { showConversation } from './panel-log';
import { addPanelStyles, NOTICE_END, PANEL } from './panel-styles';
import { runCall } from './run-call';
import {
	callsOfTask,
	fetchTaskWrites,
	proposalsOfTask,
	undoWrite,
} from './task-writes';
import {
	closeInterruptedRound,
	continueConversation,
	removeUnanswered,
	sendAgain,
} from './run-conversation';

interface Panel {
	root: HTMLElement;
	log: HTMLOListElement;
	input: HTMLTextAreaElement;
	send: HTMLButtonElement;
	stop: HTMLButtonElement;
	status: HTMLElement;
}

let opened: { panel: Panel; show: () => void } | null = null;

function button( text: string, className = 'button' ): HTMLButtonElement {
	const node = document.createElement( 'button' );
	node.type = 'button';
	node.className = className;
	node.textContent = text;
	return node;
}

function build(): Panel {
	const root = document.createElement( 'section' );
	root.className = PANEL;
	root.id = PANEL;
	root.setAttribute( 'aria-labelledby', `${ PANEL }-title` );

	const header = document.createElement( 'div' );
	header.className = `${ PANEL }__header`;
	const title = document.createElement( 'h2' );
	title.id = `${ PANEL }-title`;
	title.textContent = __( 'Site assistant', 'webmcp-abilities' );
	const fresh = button( __( 'New conversation', 'webmcp-abilities' ) );
	fresh.dataset.action = 'new';
	const close = button( __( 'Close', 'webmcp-abilities' ) );
	close.dataset.action = 'close';
	header.append( title, fresh, close );

	// The live region wraps the list: a `role` on the `<ol>` itself would take its items out of
	// their list for screen readers.
	const conversation = document.createElement( 'div' );
	conversation.className = `${ PANEL }__conversation`;
	conversation.setAttribute( 'role', 'log' );
	conversation.setAttribute( 'aria-live', 'polite' );
	conversation.setAttribute(
		'aria-label',
		__( 'Conversation', 'webmcp-abilities' )
	);
	const log = document.createElement( 'ol' );
	log.className = `${ PANEL }__log`;
	conversation.append( log );

	const form = document.createElement( 'form' );
	form.className = `${ PANEL }__form`;
	const label = document.createElement( 'label' );
	label.htmlFor = `${ PANEL }-input`;
	label.textContent = __(
		'Ask for something on this site. Changes that matter ask you first.',
		'webmcp-abilities'
	);
	const input = document.createElement( 'textarea' );
	input.id = `${ PANEL }-input`;
	input.rows = 3;
	const status = document.createElement( 'span' );
	status.className = 'screen-reader-text';
	status.setAttribute( 'role', 'status' );
	const actions = document.createElement( 'div' );
	actions.className = `${ PANEL }__actions`;
	const stop = button( __( 'Stop', 'webmcp-abilities' ) );
	stop.hidden = true;
	const send = button(
		__( 'Send', 'webmcp-abilities' ),
		'button button-primary'
	);
	send.type = 'submit';
	actions.append( stop, send );
	form.append( label, input, status, actions );

	root.append( header, conversation, form );
	document.body.append( root );
	return { root, log, input, send, stop, status };
}

/**
 * @param host The page's tools and this person's assistant on this page.
 */
export function openPanel( host: AssistantHost ): void {
	const { plan } = host;
	if ( opened ) {
		opened.show();
		return;
	}
	addPanelStyles();
	const panel = build();
	const tools = host.startTools();
	let conversation: Conversation =
		loadConversation( plan.conversationKey ) ?? emptyConversation();
	let running: AbortController | null = null;
	let leaving = false;
	window.addEventListener( 'beforeunload', () => {
		leaving = true;
	} );

	const changed = () => {
		saveConversation( plan.conversationKey, conversation );
		showConversation(
			panel.log,
			conversation,
			plan.connectorsUrl,
			!! running
		);
	};
	const setRunning = ( controller: AbortController | null ) => {
		running = controller;
		panel.stop.hidden = ! controller;
		panel.send.disabled = !! controller;
		panel.status.textContent = controller
			? __( 'The assistant is working.', 'webmcp-abilities' )
			: __( 'The assistant is done.', 'webmcp-abilities' );
		changed();
	};

	// When the person last wrote on this page: what the model read after it weighs on grants.
	// Before any message here, everything read on this page counts.
	let askedAt = -Infinity;

	/**
	 * Asks the model about the conversation as it ends now: a message, or tool results.
	 * @param fromPerson Whether the person's own words start it (not a Try again of a turn).
	 */
	const work = async ( fromPerson: boolean ) => {
		const controller = new AbortController();
		setRunning( controller );
		if ( fromPerson ) {
			askedAt = performance.now();
		}
		await tools;
		const from = Math.max( 0, conversation.messages.length - 1 );
		await continueConversation(
			{
				conversation,
				changed,
				tools: host.tools,
				titleOf: ( name ) => host.tool( name )?.title ?? name,
				ask: askModel,
				run: ( call, signal, onPhase ) =>
					runCall( host, call, signal, { askedAt, onPhase } ),
				leaving: () => leaving,
			},
			controller.signal
		);
		// The task's writes, each with the log's Undo, so the person can take them back here.
		const writes = leaving
			? []
			: await fetchTaskWrites( callsOfTask( conversation, from ) );
		const proposals = leaving ? [] : proposalsOfTask( conversation, from );
		if ( writes.length > 0 || proposals.length > 0 ) {
			conversation.summaries.push( {
				at: conversation.messages.length,
				writes,
				proposals,
			} );
		}
		setRunning( null );
		panel.input.focus();
	};

	const undo = async ( target: HTMLElement, id: string ) => {
		const [ index, position ] = id.split( ':' ).map( Number );
		const write =
			conversation.summaries[ index ?? -1 ]?.writes[ position ?? -1 ];
		if (
			! write ||
			write.undone ||
			target.getAttribute( 'aria-disabled' ) === 'true'
		) {
			return;
		}
		const status =
			target.parentElement?.querySelector< HTMLElement >(
				'[tabindex="-1"]'
			);
		target.setAttribute( 'aria-disabled', 'true' );
		write.outcome = await undoWrite( write );
		write.undone =
			write.outcome.ok || write.outcome.code === 'already_undone';
		changed();
		// The button may be gone: the outcome is where the person's focus goes.
		status?.focus();
	};

	const submit = () => {
		const text = panel.input.value.trim();
		if ( ! text || running ) {
			return;
		}
		panel.input.value = '';
		conversation.messages.push( { role: 'user', parts: [ { text } ] } );
		void work( true );
	};

	panel.root.addEventListener( 'submit', ( event ) => {
		event.preventDefault();
		submit();
	} );
	panel.input.addEventListener( 'keydown', ( event ) => {
		if (
			event.key === 'Enter' &&
			! event.shiftKey &&
			! event.isComposing
		) {
			event.preventDefault();
			submit();
		}
	} );
	panel.stop.addEventListener( 'click', () => running?.abort() );
	const hide = () => {
		panel.root.hidden = true;
		document.body.style.removeProperty( '--webmcp-abilities-notice-end' );
		conversation.open = false;
		changed();
		document
			.querySelector< HTMLElement >(
				'#wp-admin-bar-webmcp-abilities-assistant > a'
			)
			?.focus();
	};
	const show = () => {
		panel.root.hidden = false;
		document.body.style.setProperty(
			'--webmcp-abilities-notice-end',
			NOTICE_END
		);
		conversation.open = true;
		changed();
		panel.input.focus();
	};
	panel.root.addEventListener( 'click', ( event ) => {
		const target =
			event.target instanceof HTMLElement ? event.target : null;
		const action = target?.dataset.action;
		const id = target?.dataset.id ?? '';
		if ( action === 'close' ) {
			hide();
			return;
		}
		if ( running ) {
			return;
		}
		if ( action === 'new' ) {
			conversation = emptyConversation();
			changed();
			panel.input.focus();
		} else if ( action === 'retry' && sendAgain( conversation, id ) ) {
			void work( true );
		} else if (
			action === 'retry-turn' &&
			conversation.messages.at( -1 )?.role === 'user'
		) {
			void work( false );
		} else if ( action === 'undo' && target ) {
			void undo( target, id );
		} else if ( action === 'remove' ) {
			removeUnanswered( conversation, id );
			changed();
			panel.input.focus();
		}
	} );
	panel.root.addEventListener( 'keydown', ( event ) => {
		if ( event.key === 'Escape' && ! event.defaultPrevented ) {
			hide();
		}
	} );

	closeInterruptedRound( conversation );
	opened = { panel, show };
	show();
}
