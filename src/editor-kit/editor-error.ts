/**
 * The editor abilities fail by throwing (the store's contract); the error carries one of the
 * bridge's stable codes, which the bridge hands to the agent as the tool's error.
 */
import type { ErrorCode } from '../errors';

export type EditorErrorCode = Extract<
	ErrorCode,
	| 'not_found'
	| 'invalid_input'
	| 'conflict'
	| 'editor_not_ready'
	| 'access_denied'
	| 'locked'
	| 'stale_context'
>;

export class EditorError extends Error {
	constructor(
		readonly code: EditorErrorCode,
		message: string
	) {
		super( message );
	}
}
