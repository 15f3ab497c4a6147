/**
 * Shows the conversation as the person follows it: their words, the assistant's, and each
 * step (which tool, with what input, how it ended). Everything goes in as text, never markup:
 * what the model writes and what tools return may come from content anyone wrote.
 */
import { __, sprintf } from '@wordpress/i18n';

import {
	isCall,
	isResult,
	type Conversation,
	type ResultPart,
} from './conversation';
import { PANEL } from './panel-styles';

interface Entry {
	key: string;
	build: () => HTMLLIElement;
	/** What may change after the entry is shown (a step's state). */
	state?: string;
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
	running: boolean
): { state: string; text: string } {
	if ( ! result ) {
		return running
			? { state: 'running', text: __( 'Running…', 'webmcp-abilities' ) }
			: { state: 'waiting', text: __( 'Waiting…', 'webmcp-abilities' ) };
	}
	const output = result.output;
	if ( output.ok ) {
		return { state: 'done', text: __( 'Done.', 'webmcp-abilities' ) };
	}
	return {
		state: 'error',
		text: sprintf(
			/* translators: 1: an error code, 2: what went wrong. */
			__( 'Not done (%1$s): %2$s', 'webmcp-abilities' ),
			output.error.code,
			output.error.message
		),
	};
}

function step(
	title: string,
	args: Record< string, unknown >,
	status: { state: string; text: string }
): HTMLLIElement {
	const li = item( 'step', __( 'Tool', 'webmcp-abilities' ), title );
	li.dataset.state = status.state;
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
	outcome.textContent = status.text;
	li.append( outcome );
	return li;
}

function noteItem( message: string, link: string | null ): HTMLLIElement {
	const li = item( 'note', __( 'Note', 'webmcp-abilities' ), message );
	if ( link ) {
		const anchor = document.createElement( 'a' );
		anchor.href = link;
		anchor.textContent = __(
			'Open Settings > Connectors',
			'webmcp-abilities'
		);
		li.append( ' ', anchor );
	}
	return li;
}

function entriesOf(
	conversation: Conversation,
	connectorsUrl: string | null
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
	const notesAt = ( at: number ) =>
		conversation.notes.forEach(
			( { at: noteAt, code, message }, index ) => {
				if ( noteAt === at ) {
					entries.push( {
						key: `note-${ index }`,
						build: () =>
							noteItem(
								message,
								code === 'no_provider' ? connectorsUrl : null
							),
					} );
				}
			}
		);
	conversation.messages.forEach( ( message, index ) => {
		notesAt( index );
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
				const status = stepState(
					results.get( id ),
					conversation.round?.running === id
				);
				entries.push( {
					key,
					state: status.state + status.text,
					build: () =>
						step( conversation.titles[ id ] ?? tool, args, status ),
				} );
			}
		} );
	} );
	notesAt( conversation.messages.length );
	return entries;
}

/**
 * Adds new entries and replaces changed ones, leaving the rest in place, so a screen reader in
 * the live log hears only what is new.
 * @param log           The panel's list.
 * @param conversation  The conversation.
 * @param connectorsUrl Where an administrator sets up a provider, if the person may.
 */
export function showConversation(
	log: HTMLOListElement,
	conversation: Conversation,
	connectorsUrl: string | null
): void {
	const shown = new Map< string, HTMLLIElement >();
	log.querySelectorAll< HTMLLIElement >( ':scope > li' ).forEach( ( li ) => {
		shown.set( li.dataset.key ?? '', li );
	} );
	const wanted = entriesOf( conversation, connectorsUrl );
	const keep = new Set( wanted.map( ( { key } ) => key ) );
	shown.forEach( ( li, key ) => {
		if ( ! keep.has( key ) ) {
			li.remove();
		}
	} );
	let previous: HTMLLIElement | null = null;
	for ( const entry of wanted ) {
		let li = shown.get( entry.key ) ?? null;
		if ( ! li || li.dataset.version !== ( entry.state ?? '' ) ) {
			const fresh = entry.build();
			fresh.dataset.key = entry.key;
			fresh.dataset.version = entry.state ?? '';
			li?.replaceWith( fresh );
			li = fresh;
		}
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
