/**
 * Who made a tool's call: the site's assistant (its panel notes each call just before it runs
 * the tool) or an AI agent in the browser (anything else). The browser's `executeTool()` passes
 * nothing but the input and a signal, so the note is taken as the tool's execution starts. The
 * server checks the assistant's call id against the calls it issued (`Assistant/Issued_Calls.php`):
 * a note changes the words the person reads and the log's channel, never what may run.
 */

/** Where a call stands while the person follows it. */
export type CallPhase = 'waiting' | 'running';

export interface AssistantCallNote {
	/** The call's id, from the model turn. */
	callId: string;
	/** When the person last wrote to the assistant (`performance.now()`). */
	askedAt: number;
	/** Hears the call wait for the person's answer, then run. */
	onPhase: ( phase: CallPhase ) => void;
}

export type CallOrigin =
	| ( { actor: 'assistant' } & AssistantCallNote )
	| { actor: 'agent'; onPhase: ( phase: CallPhase ) => void };

const noted = new Map< string, AssistantCallNote >();

/**
 * @param toolName The tool the assistant is about to run.
 * @param note     The call.
 */
export function noteAssistantCall(
	toolName: string,
	note: AssistantCallNote
): void {
	noted.set( toolName, note );
}

/**
 * @param toolName The tool whose execution starts.
 * @return The assistant's call, once; an agent's for any other caller.
 */
export function takeCallOrigin( toolName: string ): CallOrigin {
	const note = noted.get( toolName );
	noted.delete( toolName );
	return note
		? { actor: 'assistant', ...note }
		: { actor: 'agent', onPhase: () => {} };
}

/**
 * @param origin Who made a call.
 * @return The site assistant's call id, for the server's log; `undefined` for an agent's call.
 */
export const assistantCallId = ( origin: CallOrigin ): string | undefined =>
	origin.actor === 'assistant' ? origin.callId : undefined;
