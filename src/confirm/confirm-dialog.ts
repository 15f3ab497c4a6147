/**
 * Builds the dialog that shows the person what an agent's consequential call will do, and to
 * what, from DOM nodes: every piece of data goes in as text, never as markup.
 */
import { __, sprintf } from '@wordpress/i18n';

import type { DiffPart } from '../abilities/describe-call';
import type { Actor } from '../actor-words';
import { addStylesOnce } from '../add-styles';

export interface ConfirmSubject {
	/** What the object is called, as the server has it now. */
	title: string;
	/** Translated labels and their values, in order. */
	fields: Array< { label: string; value: string } >;
	/** Texts the call rewrites, each as a diff. */
	changes?: Array< { label: string; parts: DiffPart[] } >;
	/** Present when the call goes for approval instead of running: who decides. */
	proposal?: { approvers: string };
}

export interface ConfirmRequest {
	/** Who asks: the site assistant or an AI agent in the browser. */
	actor: Actor;
	/** The tool's title (the ability's label). */
	title: string;
	/** The tool's name, as the agent called it. */
	toolName: string;
	/** What the ability does, in its own words. */
	description: string;
	/** The ability's input, exactly as it will be sent. */
	input: unknown;
	/** What the call acts on, read from the server as the dialog opens; `null` when it could not be. */
	subject: ConfirmSubject | null;
	/**
	 * Either the offer to let this many calls of the tool run, for so many minutes, without
	 * asking, or why no such offer is made (shown to the person); absent where grants never apply.
	 */
	grant?: { calls: number; minutes: number } | { withheld: string };
	/** The agent's reason, for a call that goes for approval: its own words, shown as such. */
	reason?: string;
}

export interface ConfirmDialogParts {
	dialog: HTMLDialogElement;
	confirmButton: HTMLButtonElement;
	cancelButton: HTMLButtonElement;
	/** Present when the request offers a grant. */
	grantButton: HTMLButtonElement | null;
	moreTimeButton: HTMLButtonElement;
	/** Where the warning that time runs out is announced. */
	waitWarning: HTMLElement;
}

const CLASS = 'webmcp-abilities-confirm';

// wp-admin's own `button` classes style the buttons; this covers the rest. Logical properties
// keep it right in right-to-left languages.
const STYLES = `
.${ CLASS } { box-sizing: border-box; inline-size: min(40rem, calc(100vw - 2rem)); max-block-size: calc(100vh - 2rem); overflow: auto; padding: 1.5rem; border: 1px solid #c3c4c7; border-radius: 4px; box-shadow: 0 10px 30px rgb(0 0 0 / 0.3); background: #fff; color: #1e1e1e; text-align: start; font-size: 13px; line-height: 1.5; }
.${ CLASS }::backdrop { background: rgb(0 0 0 / 0.35); }
.${ CLASS } h2 { margin-block: 0 1em; font-size: 1.3em; }
.${ CLASS } dl { display: grid; grid-template-columns: minmax(5em, max-content) minmax(0, 1fr); gap: 0.25em 1em; margin: 0; }
.${ CLASS } dt { font-weight: 600; }
.${ CLASS } dd { margin: 0; overflow-wrap: anywhere; white-space: pre-wrap; }
.${ CLASS } pre { margin: 0; max-block-size: 12em; overflow: auto; white-space: pre-wrap; overflow-wrap: anywhere; }
.${ CLASS }__subject { margin-block: 1em; padding-inline-start: 0.75em; border-inline-start: 4px solid #2271b1; }
.${ CLASS }__diff { max-block-size: 16em; overflow: auto; white-space: pre-wrap; overflow-wrap: anywhere; font-family: Consolas, Monaco, monospace; font-size: 12px; }
.${ CLASS }__diff del { background: #ffe5e5; color: #8a1f1f; }
.${ CLASS }__diff ins { background: #e3f5e1; color: #0a5c1c; }
.${ CLASS }__hidden { position: absolute; inline-size: 1px; block-size: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
.${ CLASS }__subject-title { margin-block: 0 0.5em; font-weight: 600; font-size: 1.1em; overflow-wrap: anywhere; }
.${ CLASS }__technical { color: #50575e; }
.${ CLASS }__wait { color: #50575e; }
.${ CLASS }__wait-warning:not(:empty) { font-weight: 600; color: #8a2424; }
.${ CLASS }__actions { display: flex; flex-wrap: wrap; justify-content: flex-end; gap: 0.5em; margin-block-start: 1.5em; }
.${ CLASS }__actions .button { white-space: normal; block-size: auto; max-inline-size: 100%; }
`;

/**
 * @param actor Who asks.
 * @param title The tool's title, such as "Publish post".
 */
function wantsToRun( actor: Actor, title: string ): string {
	return actor === 'assistant'
		? sprintf(
				/* translators: %s: a tool's title, such as "Publish post". */
				__(
					'The site assistant wants to run “%s”',
					'webmcp-abilities'
				),
				title
			)
		: sprintf(
				/* translators: %s: a tool's title, such as "Publish post". */
				__(
					'An AI agent in your browser wants to run “%s”',
					'webmcp-abilities'
				),
				title
			);
}

let dialogCount = 0;

function element< K extends keyof HTMLElementTagNameMap >(
	tag: K,
	text?: string,
	className?: string
): HTMLElementTagNameMap[ K ] {
	const node = document.createElement( tag );
	if ( text !== undefined ) {
		node.textContent = text;
	}
	if ( className ) {
		node.className = className;
	}
	return node;
}

function formatValue( value: unknown ): string {
	if ( typeof value === 'string' ) {
		return value;
	}
	return JSON.stringify( value, null, 2 ) ?? String( value );
}

/**
 * The input, one row per field, each value as the text that will be sent.
 * @param input The exact input the call runs with.
 */
function inputDetails( input: unknown ): HTMLElement {
	if ( input === undefined || input === null ) {
		return element( 'p', __( 'It takes no input.', 'webmcp-abilities' ) );
	}
	const rows =
		typeof input === 'object' && ! Array.isArray( input )
			? Object.entries( input as Record< string, unknown > )
			: [ [ __( 'Input', 'webmcp-abilities' ), input ] as const ];
	const list = element( 'dl', undefined, `${ CLASS }__input` );
	for ( const [ key, value ] of rows ) {
		const term = element( 'dt' );
		term.append( element( 'code', key ) );
		const detail = element( 'dd' );
		const text = element( 'pre', formatValue( value ) );
		// A long value scrolls inside its box: keyboard users reach and scroll it too.
		text.tabIndex = 0;
		detail.append( text );
		list.append( term, detail );
	}
	return list;
}

/**
 * What the call acts on, as the site has it now, or why that cannot be shown.
 * @param subject What the call acts on, as described, or `null`.
 */
function subjectDetails( subject: ConfirmSubject | null ): HTMLElement {
	const section = element( 'div', undefined, `${ CLASS }__subject` );
	if ( subject === null ) {
		section.append(
			element(
				'p',
				__(
					'What this call acts on could not be described. Check the input below before you confirm.',
					'webmcp-abilities'
				)
			)
		);
		return section;
	}
	section.append(
		element(
			'p',
			__( 'It acts on this, as the site has it now:', 'webmcp-abilities' )
		),
		element( 'p', subject.title, `${ CLASS }__subject-title` )
	);
	const list = element( 'dl' );
	for ( const { label, value } of subject.fields ) {
		list.append( element( 'dt', label ), element( 'dd', value ) );
	}
	for ( const { label, parts } of subject.changes ?? [] ) {
		const detail = element( 'dd' );
		detail.append( diffDetails( parts ) );
		list.append( element( 'dt', label ), detail );
	}
	section.append( list );
	return section;
}

/**
 * What sending for approval means, and the agent's reason as its own words.
 * @param approvers Who decides, in the server's words.
 * @param reason    The agent's reason, if it gave one.
 */
function proposalDetails( approvers: string, reason?: string ): HTMLElement {
	const section = element( 'div', undefined, `${ CLASS }__proposal` );
	section.append(
		element(
			'p',
			sprintf(
				/* translators: %s: who may approve, such as "an editor or administrator". */
				__(
					'You may not make this change yourself. Sending it for approval asks %s to decide; it runs only if they approve it, with their permissions. Nothing changes now.',
					'webmcp-abilities'
				),
				approvers
			)
		)
	);
	if ( reason ) {
		section.append(
			element(
				'p',
				__(
					'The agent’s reason (its own words, not checked by the site):',
					'webmcp-abilities'
				)
			),
			element( 'blockquote', reason )
		);
	}
	return section;
}

/**
 * A diff as text: removed and added words struck through and underlined, and named for screen
 * readers, which announce neither `<del>` nor `<ins>` on their own.
 * @param parts The diff, in order.
 */
function diffDetails( parts: DiffPart[] ): HTMLElement {
	const diff = element( 'div', undefined, `${ CLASS }__diff` );
	// A long diff scrolls inside its box: keyboard users reach and scroll it too.
	diff.tabIndex = 0;
	for ( const { change, text } of parts ) {
		if ( change === 'same' ) {
			diff.append( text );
			continue;
		}
		const marked = element( change === 'removed' ? 'del' : 'ins' );
		marked.append(
			element(
				'span',
				`${
					change === 'removed'
						? __( '[removed:', 'webmcp-abilities' )
						: __( '[added:', 'webmcp-abilities' )
				} `,
				`${ CLASS }__hidden`
			),
			text,
			element( 'span', ']', `${ CLASS }__hidden` )
		);
		diff.append( marked );
	}
	return diff;
}

/**
 * @param request     What to show.
 * @param waitSeconds How long the request waits for an answer.
 * @return A closed `<dialog>`, not yet in the document, and its buttons.
 */
export function createConfirmDialog(
	request: ConfirmRequest,
	waitSeconds: number
): ConfirmDialogParts {
	addStylesOnce( `${ CLASS }-styles`, STYLES );
	const dialog = element( 'dialog', undefined, CLASS );
	const headingId = `${ CLASS }-title-${ ++dialogCount }`;
	dialog.setAttribute( 'aria-labelledby', headingId );

	const heading = element( 'h2', wantsToRun( request.actor, request.title ) );
	heading.id = headingId;

	// The technical name is there for whoever wants it, after what a person reads first.
	const technical = element( 'p', undefined, `${ CLASS }__technical` );
	technical.append(
		__( 'Tool:', 'webmcp-abilities' ),
		' ',
		element( 'code', request.toolName )
	);

	const cancelButton = element(
		'button',
		__( 'Cancel', 'webmcp-abilities' ),
		'button'
	);
	const proposal = request.subject?.proposal;
	const confirmButton = element(
		'button',
		proposal
			? __( 'Send for approval', 'webmcp-abilities' )
			: __( 'Confirm', 'webmcp-abilities' ),
		'button button-primary'
	);
	cancelButton.type = 'button';
	confirmButton.type = 'button';
	// The dialog opens with focus here, so a stray Enter declines.
	cancelButton.autofocus = true;
	const actions = element( 'div', undefined, `${ CLASS }__actions` );
	const offer =
		request.grant && 'calls' in request.grant ? request.grant : null;
	const grantButton = offer
		? element(
				'button',
				sprintf(
					/* translators: 1: number of calls, 2: number of minutes. */
					__(
						'Allow %1$d calls, this one first, for %2$d minutes on this screen',
						'webmcp-abilities'
					),
					offer.calls,
					offer.minutes
				),
				'button'
			)
		: null;
	if ( grantButton ) {
		grantButton.type = 'button';
		actions.append( grantButton );
	}
	const moreTimeButton = element(
		'button',
		__( 'More time', 'webmcp-abilities' ),
		'button'
	);
	moreTimeButton.type = 'button';
	actions.append( moreTimeButton, cancelButton, confirmButton );
	const waitWarning = element( 'p', '', `${ CLASS }__wait-warning` );
	// Polite: announced when time runs short, without taking focus from what the person reads.
	waitWarning.setAttribute( 'aria-live', 'polite' );

	dialog.append( heading, element( 'p', request.description ) );
	if ( proposal ) {
		dialog.append( proposalDetails( proposal.approvers, request.reason ) );
	}
	dialog.append(
		subjectDetails( request.subject ),
		element(
			'p',
			__( 'It runs with exactly this input:', 'webmcp-abilities' )
		),
		inputDetails( request.input ),
		technical
	);
	if ( request.grant && 'withheld' in request.grant ) {
		dialog.append(
			element( 'p', request.grant.withheld, `${ CLASS }__withheld` )
		);
	}
	dialog.append(
		element(
			'p',
			sprintf(
				/* translators: %d: a number of seconds. */
				__(
					'If nobody answers within %d seconds, the request is withdrawn and nothing changes.',
					'webmcp-abilities'
				),
				waitSeconds
			),
			`${ CLASS }__wait`
		),
		waitWarning,
		actions
	);
	return {
		dialog,
		confirmButton,
		cancelButton,
		grantButton,
		moreTimeButton,
		waitWarning,
	};
}
