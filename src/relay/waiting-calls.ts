/**
 * Calls that outlive the MCP-B relay's patience. The relay's page script gives the page 10 s to
 * answer, far less than a person takes to read a confirmation, then tells the agent the call
 * timed out while the dialog stays open. So a call still running near that limit is answered
 * "awaiting_person" and kept: the person's answer still decides (nothing runs unconfirmed), and
 * the agent, calling again with the same arguments, joins the kept call instead of starting a
 * second one, and gets its outcome.
 */

/** Answers within the relay's 10 s, with room for the trip through its frame and socket. */
export const PATIENCE_MS = 8000;

/** How long a finished call's outcome waits for the agent to ask again. */
export const KEEP_MS = 10 * 60 * 1000;

/** The call is still waiting: the agent should ask again. */
export const STILL_WAITING = Symbol( 'still waiting' );

interface KeptCall {
	outcome: Promise< unknown >;
}

const kept = new Map< string, KeptCall >();

/**
 * Object keys in one order, so equal arguments name the same call.
 * @param value
 */
function stableJson( value: unknown ): string {
	return (
		JSON.stringify( value, ( _key, inner: unknown ) =>
			inner && typeof inner === 'object' && ! Array.isArray( inner )
				? Object.fromEntries(
						Object.entries( inner ).sort( ( [ a ], [ b ] ) =>
							a < b ? -1 : 1
						)
					)
				: inner
		) ?? ''
	);
}

/**
 * @param toolName The tool.
 * @param args     Its arguments.
 * @param run      Starts the call; called only when no kept call has these arguments.
 * @param patience How long to wait before answering `STILL_WAITING`.
 * @return The call's outcome, or `STILL_WAITING`.
 */
export async function callPatiently(
	toolName: string,
	args: unknown,
	run: () => Promise< unknown >,
	patience = PATIENCE_MS
): Promise< unknown > {
	const key = `${ toolName } ${ stableJson( args ) }`;
	let call = kept.get( key );
	if ( ! call ) {
		const started: KeptCall = { outcome: run() };
		call = started;
		kept.set( key, started );
		const forget = () => {
			setTimeout( () => {
				if ( kept.get( key ) === started ) {
					kept.delete( key );
				}
			}, KEEP_MS );
		};
		started.outcome.then( forget, forget );
	}
	let timer: ReturnType< typeof setTimeout > | undefined;
	const waited = await Promise.race( [
		call.outcome,
		new Promise< typeof STILL_WAITING >( ( resolve ) => {
			timer = setTimeout( () => resolve( STILL_WAITING ), patience );
		} ),
	] );
	clearTimeout( timer );
	if ( waited !== STILL_WAITING && kept.get( key ) === call ) {
		// Handed over: the next call with these arguments is a new one.
		kept.delete( key );
	}
	return waited;
}
