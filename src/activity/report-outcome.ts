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
	apiFetch( {
		path: `${ REST_BASE }/activity`,
		method: 'POST',
		// Marked like tool calls, so the page-change check does not count it as the page's write.
		headers: { [ TOOL_HEADER ]: report.tool },
		data: {
			ability: report.ability,
			tool: report.tool,
			outcome: report.outcome,
			input: report.input ?? null,
			in_page: report.inPage,
			duration_ms: report.durationMs,
			assistant_call: report.assistantCall,
		},
	} ).catch( () => {} );
}
