/**
 * Tells a tool's execution that the site's assistant made the call, and which of its calls it
 * is, so the server's log can name the channel. The browser's `executeTool()` passes nothing
 * but the input and a signal, so the assistant notes the call just before it runs the tool, and
 * the tool takes the note as its execution starts. The server checks the id against the calls it
 * issued (`Assistant/Issued_Calls.php`): a note can change only the log's channel, never what
 * may run.
 */
const noted = new Map< string, string >();

/**
 * @param toolName The tool the assistant is about to run.
 * @param callId   The call's id, from the model turn.
 */
export function noteAssistantCall( toolName: string, callId: string ): void {
	noted.set( toolName, callId );
}

/**
 * @param toolName The tool whose execution starts.
 * @return The assistant's call id, once; `undefined` for any other caller.
 */
export function takeAssistantCall( toolName: string ): string | undefined {
	const callId = noted.get( toolName );
	noted.delete( toolName );
	return callId;
}
