/**
 * Tells the server's activity log about a call that ended in the browser (declined, cancelled,
 * outdated, or refused as invalid) and so never reached the server, and about every call of an
 * ability that runs in the page. A server ability's refusal at the describe step is the server's
 * to record (it saw it), never reported from here.
 */
import apiFetch from '@wordpress/api-fetch';

import { REST_BASE, TOOL_HEADER } from '../contract';
import type { ErrorCode } from '../errors';

export interface BrowserOutcome {
	ability: string;
	tool: string;
	outcome: ErrorCode | 'ok';
	input: unknown;
	/** The ability runs in the page (so the server never sees its runs). */
	inPage: boolean;
	durationMs: number;
	/** The site assistant's call id, when the assistant made the call. */
	assistantCall?: string;
}

/** What the server accepts from the browser (`Activity_Controller::BROWSER_OUTCOMES`)... */
const BROWSER_OUTCOMES: ReadonlySet< BrowserOutcome[ 'outcome' ] > = new Set( [
	'confirmation_declined',
	'stale_context',
	'cancelled',
	'invalid_input',
] );

/** ...and, for abilities that run in the page, also how their runs ended (`PAGE_OUTCOMES`). */
const PAGE_OUTCOMES: ReadonlySet< BrowserOutcome[ 'outcome' ] > = new Set( [
	...BROWSER_OUTCOMES,
	'ok',
	'access_denied',
	'not_found',
	'conflict',
	'editor_not_ready',
	'ability_failed',
] );

/** What `Activity_Controller::MAX_REPORTS` takes in one request. */
const MAX_REPORTS = 20;

/** Reports waiting for the request on its way to end. */
const queued: BrowserOutcome[] = [];
let sending = false;

function toReport( report: BrowserOutcome ) {
	return {
		ability: report.ability,
		tool: report.tool,
		outcome: report.outcome,
		input: report.input ?? null,
		in_page: report.inPage,
		duration_ms: report.durationMs,
		...( report.assistantCall
			? { assistant_call: report.assistantCall }
			: {} ),
	};
}

/**
 * One request at a time, carrying everything that queued meanwhile: an eager agent's calls
 * never pile up requests in front of the page's own (on Playground's single PHP worker, twenty
 * reports sent one by one kept the editor's save waiting over 30 s).
 */
function sendQueued(): void {
	if ( sending || queued.length === 0 ) {
		return;
	}
	sending = true;
	send( queued.splice( 0, MAX_REPORTS ) ).finally( () => {
		sending = false;
		sendQueued();
	} );
}

/**
 * @param batch     Reports, at most `MAX_REPORTS`.
 * @param keepalive Whether the request may outlive the page.
 * @return Settles when the request ends; never rejects.
 */
function send(
	batch: BrowserOutcome[],
	keepalive = false
): Promise< unknown > {
	return apiFetch( {
		path: `${ REST_BASE }/activity`,
		method: 'POST',
		// Marked like tool calls, so the page-change check does not count it as the page's write.
		headers: { [ TOOL_HEADER ]: batch[ 0 ]?.tool ?? '' },
		data: { reports: batch.map( toReport ) },
		...( keepalive ? { keepalive } : {} ),
	} ).catch( () => {} );
}

let watchingPageHide = false;

/** What still waits when the page goes leaves with it, in requests that outlive the page. */
function sendRestOnPageHide(): void {
	if ( watchingPageHide ) {
		return;
	}
	watchingPageHide = true;
	window.addEventListener( 'pagehide', () => {
		while ( queued.length > 0 ) {
			void send( queued.splice( 0, MAX_REPORTS ), true );
		}
	} );
}

/**
 * Fire and forget: a log that cannot be written never changes the agent's result. Each report
 * counts against the person's budget of agent requests, so only outcomes the server would
 * accept are sent.
 *
 * @param report What happened.
 */
export function reportBrowserOutcome( report: BrowserOutcome ): void {
	if (
		! ( report.inPage ? PAGE_OUTCOMES : BROWSER_OUTCOMES ).has(
			report.outcome
		)
	) {
		return;
	}
	queued.push( report );
	sendRestOnPageHide();
	sendQueued();
}
