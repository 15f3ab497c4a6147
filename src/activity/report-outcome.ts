/**
 * Tells the server's activity log about a call that ended in the browser (declined, cancelled,
 * outdated, or refused as invalid) and so never reached the ability.
 */
import apiFetch from '@wordpress/api-fetch';

import { TOOL_HEADER } from '../confirm/page-context';
import type { ErrorCode } from '../errors';

export interface BrowserOutcome {
	ability: string;
	tool: string;
	outcome: ErrorCode;
	input: unknown;
}

/** What the server accepts from the browser (`Activity_Controller::BROWSER_OUTCOMES`). */
const BROWSER_OUTCOMES: ReadonlySet< ErrorCode > = new Set( [
	'confirmation_declined',
	'stale_context',
	'cancelled',
	'invalid_input',
] );

/**
 * Fire and forget: a log that cannot be written never changes the agent's result. Each report
 * counts against the person's budget of agent requests, so only outcomes the server would
 * accept are sent.
 *
 * @param report What happened.
 */
export function reportBrowserOutcome( report: BrowserOutcome ): void {
	if ( ! BROWSER_OUTCOMES.has( report.outcome ) ) {
		return;
	}
	apiFetch( {
		path: '/webmcp-abilities/v1/activity',
		method: 'POST',
		// Marked like tool calls, so the page-change check does not count it as the page's write.
		headers: { [ TOOL_HEADER ]: report.tool },
		data: { ...report, input: report.input ?? null },
	} ).catch( () => {} );
}
