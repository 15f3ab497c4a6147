/**
 * Shows the conversation as the person follows it: their words, the assistant's, and each
 * step (which tool, with what input, how it ended). Everything goes in as text, never markup:
 * what the model writes and what tools return may come from content anyone wrote.
 */
import { __, sprintf } from '@wordpress/i18n';

import { proposalOf } from '../../errors';
import type { CallPhase } from '../../tools/call-origin';
import {
	isCall,
	isResult,
	type Conversation,
	type ResultPart,
	type Unanswered,
} from './conversation';
import { PANEL } from './panel-styles';
import type { TaskSummary, TaskWrite } from './task-writes';

interface Entry {
	key: string;
	build: () => HTMLLIElement;
	/**
	 * Brings a shown entry up to date in place (a step's state, whether its buttons work now),
	 * so a screen reader in the live log hears the change, not the whole entry again.
	 */
	update?: ( li: HTMLLIElement ) => void;
}

interface StepState {
	state:
		| 'queued'
		| 'running'
		| 'waiting'
		| 'done'
		| 'declined'
		| 'proposed'
		| 'stopped'
		| 'failed';
	text: string;
}

function item( className: string, who: string, text: string ): HTMLLIElement {
	const li = document.createElement( 'li' );
	li.className = `${ PANEL }__${ className }`;
	const label = document.createElement( 'span' );
	label.className = `${ PANEL }__who`;
	label.textContent = who;
	const body = document.createElement( 'span' );
	body.className = `${ PANEL }__text`;
	body.textContent = text;
	li.append( label, body );
	return li;
}

function readable( value: unknown ): string {
	return typeof value === 'string' ? value : JSON.stringify( value, null, 1 );
}

function stepState(
	result: ResultPart[ 'result' ] | undefined,
	running: boolean,
	phase: CallPhase | undefined
): StepState {
	if ( ! result ) {
		if ( ! running ) {
			return {
				state: 'queued',
				text: __( 'Not started yet.', 'webmcp-abilities' ),
			};
		}
		return phase === 'waiting'
			? {
					state: 'waiting',
					text: __(
						'Waiting for you: confirm or cancel in the dialog.',
						'webmcp-abilities'
					),
				}
			: { state: 'running', text: __( 'Running…', 'webmcp-abilities' ) };
	}
	const output = result.output;
	const proposal = proposalOf( output );
	if ( proposal ) {
		return {
			state: 'proposed',
			text: sprintf(
				/* translators: %d: proposal id. */
				__(
					'Sent for approval as proposal %d: it runs only if someone who may approves it.',
					'webmcp-abilities'
				),
				proposal.id
			),
		};
	}
	if ( output.ok ) {
		return { state: 'done', text: __( 'Done.', 'webmcp-abilities' ) };
	}
	if ( output.error.code === 'confirmation_declined' ) {
		return {
			state: 'declined',
			text: __(
				'Declined by you. Nothing was changed.',
				'webmcp-abilities'
			),
		};
	}
	if ( output.error.code === 'cancelled' ) {
		return {
			state: 'stopped',
			text: sprintf(
				/* translators: %s: what the stop left, such as "nothing was changed". */
				__( 'Stopped: %s', 'webmcp-abilities' ),
				output.error.message
			),
		};
	}
	return {
		state: 'failed',
		text: sprintf(
			/* translators: 1: what went wrong, 2: its error code. */
			__( 'Failed: %1$s (%2$s)', 'webmcp-abilities' ),
			output.error.message,
			output.error.code
		),
	};
}

function step( title: string, args: Record< string, unknown > ): HTMLLIElement {
	const li = item( 'step', __( 'Tool', 'webmcp-abilities' ), title );
	const entries = Object.entries( args );
	if ( entries.length > 0 ) {
		const list = document.createElement( 'dl' );
		for ( const [ name, value ] of entries ) {
			const term = document.createElement( 'dt' );
			term.textContent = name;
			const detail = document.createElement( 'dd' );
			detail.textContent = readable( value );
			list.append( term, detail );
		}
		li.append( list );
	}
	const outcome = document.createElement( 'span' );
	outcome.className = `${ PANEL }__outcome`;
	li.append( outcome );
	return li;
}

function showState( li: HTMLLIElement, status: StepState ): void {
	const outcome = li.querySelector( `.${ PANEL }__outcome` );
	if ( outcome && outcome.textContent !== status.text ) {
		li.dataset.state = status.state;
		outcome.textContent = status.text;
	}
}

function actionButton(
	text: string,
	action: string,
	id: string,
	describedBy?: string
): HTMLButtonElement {
	const button = document.createElement( 'button' );
	button.type = 'button';
	button.className = 'button button-small';
	button.textContent = text;
	button.dataset.action = action;
	button.dataset.id = id;
	if ( describedBy ) {
		button.setAttribute( 'aria-describedby', describedBy );
	}
	return button;
}

function connectorsLink( link: string ): HTMLAnchorElement {
	const anchor = document.createElement( 'a' );
	anchor.href = link;
	anchor.textContent = __( 'Open Settings > Connectors', 'webmcp-abilities' );
	return anchor;
}

function unansweredItem(
	entry: Unanswered,
	connectorsUrl: string | null
): HTMLLIElement {
	const li = item(
		'unanswered',
		__( 'You', 'webmcp-abilities' ),
		entry.text
	);
	const textId = `${ PANEL }-unanswered-${ entry.id }`;
	li.querySelector( `.${ PANEL }__text` )?.setAttribute( 'id', textId );
	const why = document.createElement( 'p' );
	why.textContent = sprintf(
		/* translators: %s: why the message was not answered. */
		__( 'Not answered, and not sent again: %s', 'webmcp-abilities' ),
		entry.message
	);
	if ( entry.code === 'no_provider' && connectorsUrl ) {
		why.append( ' ', connectorsLink( connectorsUrl ) );
	}
	li.append(
		why,
		actionButton(
			__( 'Try again', 'webmcp-abilities' ),
			'retry',
			entry.id,
			textId
		),
		' ',
		actionButton(
			__( 'Remove', 'webmcp-abilities' ),
			'remove',
			entry.id,
			textId
		)
	);
	return li;
}

const undoName = ( write: TaskWrite ) =>
	sprintf(
		/* translators: 1: a change, such as "trash", 2: what it changed, such as a post's title. */
		__( 'Undo: %1$s of “%2$s”', 'webmcp-abilities' ),
		write.change,
		write.object
	);

/**
 * The task's calls that went for approval, each with its state when the task ended.
 * @param proposals The task's proposals.
 */
function proposalList(
	proposals: TaskSummary[ 'proposals' ] = []
): HTMLElement[] {
	if ( proposals.length === 0 ) {
		return [];
	}
	const heading = document.createElement( 'p' );
	heading.textContent = __(
		'Sent for approval (Tools > Agent proposals):',
		'webmcp-abilities'
	);
	const list = document.createElement( 'ul' );
	list.className = `${ PANEL }__proposals`;
	for ( const proposal of proposals ) {
		const row = document.createElement( 'li' );
		row.textContent = sprintf(
			/* translators: 1: proposal id, 2: the tool's title. */
			__(
				'Proposal %1$d, %2$s: waiting for a decision',
				'webmcp-abilities'
			),
			proposal.id,
			proposal.title
		);
		list.append( row );
	}
	return [ heading, list ];
}

function summaryItem( summary: TaskSummary, index: number ): HTMLLIElement {
	const li = item(
		'summary',
		__( 'Assistant', 'webmcp-abilities' ),
		summary.writes.length > 0
			? __( 'What I changed in this task:', 'webmcp-abilities' )
			: __( 'I changed nothing myself in this task.', 'webmcp-abilities' )
	);
	const list = document.createElement( 'ul' );
	summary.writes.forEach( ( write, position ) => {
		const row = document.createElement( 'li' );
		row.dataset.entry = String( write.entry );
		const what = document.createElement( write.url ? 'a' : 'span' );
		what.textContent = write.object;
		if ( what instanceof HTMLAnchorElement ) {
			what.href = write.url;
		}
		const undo = actionButton(
			__( 'Undo', 'webmcp-abilities' ),
			'undo',
			`${ index }:${ position }`
		);
		undo.setAttribute( 'aria-label', undoName( write ) );
		undo.title = write.undo ?? '';
		const status = document.createElement( 'span' );
		status.className = `${ PANEL }__undo-status`;
		status.tabIndex = -1;
		row.append( what, ` (${ write.change }) `, undo, ' ', status );
		list.append( row );
	} );
	li.append( list, ...proposalList( summary.proposals ) );
	return li;
}

/**
 * @param summary The task's writes.
 * @param busy    Whether the assistant is at work.
 */
const showUndos =
	( summary: TaskSummary, busy: boolean ) => ( li: HTMLLIElement ) =>
		summary.writes.forEach( ( write, position ) => {
			const row = li.querySelectorAll( 'ul > li' )[ position ];
			const button = row?.querySelector( 'button' );
			const status = row?.querySelector( `.${ PANEL }__undo-status` );
			if ( ! button || ! status ) {
				return;
			}
			button.hidden = write.undone || write.undo === null;
			button.disabled = busy;
			const text =
				write.outcome?.message ??
				( write.undone ? __( 'Undone.', 'webmcp-abilities' ) : '' );
			if ( status.textContent !== text ) {
				status.textContent = text;
			}
		} );

const enableButtons = ( busy: boolean ) => ( li: HTMLLIElement ) =>
	li.querySelectorAll( 'button' ).forEach( ( button ) => {
		button.disabled = busy;
	} );

function noteItem( message: string, link: string | null ): HTMLLIElement {
	const li = item( 'note', __( 'Note', 'webmcp-abilities' ), message );
	if ( link ) {
		li.append( ' ', connectorsLink( link ) );
	}
	return li;
}

function entriesOf(
	conversation: Conversation,
	connectorsUrl: string | null,
	busy: boolean
): Entry[] {
	const results = new Map< string, ResultPart[ 'result' ] >();
	for ( const part of [
		...conversation.messages.flatMap( ( { parts } ) => parts ),
		...( conversation.round?.results ?? [] ),
	] ) {
		if ( isResult( part ) ) {
			results.set( part.result.id, part.result );
		}
	}
	const entries: Entry[] = [];
	const end = conversation.messages.length;
	const at = ( position: number ) => {
		conversation.notes.forEach( ( noted, index ) => {
			if ( noted.at !== position ) {
				return;
			}
			// Only the latest failure can be tried again: after it, the conversation moved on.
			const retry =
				noted.retry &&
				position === end &&
				index === conversation.notes.length - 1;
			entries.push( {
				key: `note-${ index }${ retry ? '-retry' : '' }`,
				build: () => {
					const li = noteItem(
						noted.message,
						noted.code === 'no_provider' ? connectorsUrl : null
					);
					if ( retry ) {
						li.append(
							' ',
							actionButton(
								__( 'Try again', 'webmcp-abilities' ),
								'retry-turn',
								String( index )
							)
						);
					}
					return li;
				},
				update: enableButtons( busy ),
			} );
		} );
		conversation.summaries.forEach( ( summary, index ) => {
			if ( summary.at === position ) {
				entries.push( {
					key: `summary-${ index }`,
					build: () => summaryItem( summary, index ),
					update: showUndos( summary, busy ),
				} );
			}
		} );
		conversation.unanswered.forEach( ( entry ) => {
			if ( entry.at === position ) {
				entries.push( {
					key: `unanswered-${ entry.id }`,
					build: () => unansweredItem( entry, connectorsUrl ),
					update: enableButtons( busy ),
				} );
			}
		} );
	};
	conversation.messages.forEach( ( message, index ) => {
		at( index );
		message.parts.forEach( ( part, partIndex ) => {
			const key = `${ index }-${ partIndex }`;
			if ( 'text' in part ) {
				const person = message.role === 'user';
				entries.push( {
					key,
					build: () =>
						item(
							person ? 'person' : 'assistant',
							person
								? __( 'You', 'webmcp-abilities' )
								: __( 'Assistant', 'webmcp-abilities' ),
							part.text
						),
				} );
			} else if ( isCall( part ) ) {
				const { id, tool, arguments: args } = part.call;
				const running = conversation.round?.running === id;
				const status = stepState(
					results.get( id ),
					running,
					running ? conversation.round?.phase : undefined
				);
				entries.push( {
					key,
					build: () =>
						step( conversation.titles[ id ] ?? tool, args ),
					update: ( li ) => showState( li, status ),
				} );
			}
		} );
	} );
	at( end );
	return entries;
}

/**
 * Adds new entries and updates changed ones in place, leaving the rest, so a screen reader in
 * the live log hears each change once.
 * @param log           The panel's list.
 * @param conversation  The conversation.
 * @param connectorsUrl Where an administrator sets up a provider, if the person may.
 * @param busy          Whether the assistant is at work (Try again and Remove wait).
 */
export function showConversation(
	log: HTMLOListElement,
	conversation: Conversation,
	connectorsUrl: string | null,
	busy: boolean
): void {
	const shown = new Map< string, HTMLLIElement >();
	log.querySelectorAll< HTMLLIElement >( ':scope > li' ).forEach( ( li ) => {
		shown.set( li.dataset.key ?? '', li );
	} );
	const wanted = entriesOf( conversation, connectorsUrl, busy );
	const keep = new Set( wanted.map( ( { key } ) => key ) );
	shown.forEach( ( li, key ) => {
		if ( ! keep.has( key ) ) {
			li.remove();
		}
	} );
	let previous: HTMLLIElement | null = null;
	for ( const entry of wanted ) {
		let li = shown.get( entry.key ) ?? null;
		if ( ! li ) {
			li = entry.build();
			li.dataset.key = entry.key;
		}
		entry.update?.( li );
		if ( previous ? previous.nextSibling !== li : log.firstChild !== li ) {
			if ( previous ) {
				previous.after( li );
			} else {
				log.prepend( li );
			}
		}
		previous = li;
	}
	// On the next frame, when the browser lays the page out anyway: reading the height now
	// would force a layout of the whole screen on every step.
	requestAnimationFrame( () => {
		log.scrollTop = log.scrollHeight;
	} );
}
