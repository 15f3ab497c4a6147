/**
 * Errors are values: the stable codes a tool returns, and the one place REST failures become them.
 */
import { AGENT_CODES } from './contract';

export type ErrorCode =
	| 'access_denied'
	| 'session_expired'
	| 'invalid_input'
	| 'not_found'
	| 'method_not_allowed'
	| 'conflict'
	| 'open_in_editor'
	/** The editor is loading or in the code editor: the editor tools cannot act yet (retryable). */
	| 'editor_not_ready'
	/** The block is locked, or the person cannot change it on this screen (a part seen from its template). */
	| 'locked'
	| 'cancelled'
	| 'confirmation_declined'
	| 'stale_context'
	| 'rate_limited'
	| 'tool_withdrawn'
	/** The person's grant for bulk work ended before this call: nothing ran; calling again asks the person. */
	| 'grant_ended'
	| 'network_error'
	| 'server_error'
	/**
	 * Code in the page failed: a browser-side ability's callback threw or its output was invalid,
	 * or a step before the run (checking the input, describing the call) had a fault.
	 */
	| 'ability_failed'
	/** The browser refused to run a tool the site's assistant called. */
	| 'tool_failed'
	/**
	 * Through the MCP-B relay: the person is still being asked in the tab. The call runs only if
	 * they confirm; calling again with the same arguments returns its outcome (it never runs twice).
	 */
	| 'awaiting_person';

export interface ToolError {
	code: ErrorCode;
	message: string;
	/** Whether calling again, unchanged, may succeed. */
	retryable: boolean;
}

/**
 * A call the person sent for approval: an outcome, not a failure (nothing ran yet, and calling
 * again files nothing new). The agent follows it with get-proposal.
 */
export interface SentProposal {
	id: number;
	/** Who decides it. */
	approvers: string;
	/** What happens next, for the agent. */
	message: string;
}

export type ToolResult =
	| { ok: true; result: unknown }
	| { ok: true; proposal: SentProposal }
	| { ok: false; error: ToolError };

/**
 * @param result A tool's result.
 * @return The proposal the call became, if the person sent it for approval.
 */
export const proposalOf = ( result: ToolResult ): SentProposal | undefined =>
	result.ok && 'proposal' in result ? result.proposal : undefined;

/** What `@wordpress/api-fetch` rejects with for a REST error response. */
interface RestErrorBody {
	code?: unknown;
	message?: unknown;
	data?: {
		status?: unknown;
		retry_after?: unknown;
		retryable?: unknown;
	} | null;
}

/**
 * The server's code says more than the status: WordPress answers 403 for any failed permission
 * check, even "no such post"; a stale nonce is a 403 too, though the person is allowed and only
 * their session needs renewing.
 */
const { byServerCode, byStatus } = AGENT_CODES as {
	byServerCode: Record< string, ErrorCode >;
	byStatus: Record< string, ErrorCode >;
};

/**
 * `@wordpress/api-fetch` rejects with the body only, so the `Retry-After` header is out of reach;
 * the server repeats it in the error data.
 *
 * @param error The REST error.
 * @return What to tell an agent that sent too many calls.
 */
function rateLimitedMessage( error: RestErrorBody ): string {
	const seconds = Number( error.data?.retry_after );
	const when =
		Number.isInteger( seconds ) && seconds > 0
			? `in ${ seconds } seconds`
			: 'in a minute';
	return `Too many calls to this site's tools; nothing ran. Try again ${ when }.`;
}

/** Codes calling again may mend, unless the server says otherwise. */
const RETRYABLE = new Set( AGENT_CODES.retryable );

/**
 * @param code      The stable code.
 * @param message   What happened, for the agent.
 * @param retryable Whether calling again, unchanged, may succeed.
 * @return A failed tool result.
 */
export function toolFailure(
	code: ErrorCode,
	message: string,
	retryable = false
): ToolResult {
	return { ok: false, error: { code, message, retryable } };
}

function isRestErrorBody( value: unknown ): value is RestErrorBody {
	return typeof value === 'object' && value !== null && 'code' in value;
}

/**
 * @param error What `apiFetch` rejected with.
 * @return A `ToolError` with a stable code; the server's own code stays in the message.
 */
export function toToolError( error: unknown ): ToolError {
	if ( error instanceof DOMException && error.name === 'AbortError' ) {
		return {
			code: 'cancelled',
			message: 'The call was cancelled.',
			retryable: false,
		};
	}
	// api-fetch turns a request that got no response at all into `fetch_error` or `offline_error`.
	if (
		! isRestErrorBody( error ) ||
		error.code === 'fetch_error' ||
		error.code === 'offline_error'
	) {
		return {
			code: 'network_error',
			message:
				'The site could not be reached. Check the connection, then try again.',
			retryable: true,
		};
	}
	const status =
		typeof error.data?.status === 'number' ? error.data.status : 500;
	const serverCode = typeof error.code === 'string' ? error.code : 'unknown';
	const serverMessage =
		typeof error.message === 'string' ? error.message : '';
	// api-fetch reports a response that is not JSON (a PHP fatal, a proxy page) this way.
	if ( serverCode === 'invalid_json' ) {
		return {
			code: 'server_error',
			message: serverMessage,
			retryable: true,
		};
	}
	const code =
		byServerCode[ serverCode ] ?? byStatus[ status ] ?? 'server_error';
	// Words of the page's own only where the server gave none (a proxy's bare 429, say).
	const message =
		serverMessage.trim() ||
		( code === 'rate_limited' ? rateLimitedMessage( error ) : '' );
	// The server decides whether calling again may help: a day's limit is not a minute's.
	const serverRetryable = error.data?.retryable;
	return {
		code,
		message: `${ message } (${ serverCode })`.trim(),
		retryable:
			typeof serverRetryable === 'boolean'
				? serverRetryable
				: RETRYABLE.has( code ),
	};
}
