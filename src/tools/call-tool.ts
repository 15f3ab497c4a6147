/**
 * What happens on each call of a tool: check the input, ask the person when the call is
 * consequential, run the ability once, and hand back a value (never a throw).
 */
import { __, sprintf } from '@wordpress/i18n';

import type { Ability } from '../abilities/ability';
import { showAgentActivity } from '../activity/agent-notice';
import { reportBrowserOutcome } from '../activity/report-outcome';
import type { ConfirmAnswer } from '../confirm/ask-for-confirmation';
import { oneAtATime } from '../confirm/one-at-a-time';
import { grantCovers } from '../grants/grant-scope';
import { endGrant, takeGrant } from '../grants/grant-state';
import { noteUntrustedRead } from '../grants/untrusted-reads';
import { toolFailure, type ToolError, type ToolResult } from '../errors';
import type { Json } from '../schema/php-values';
import type { ToolExecuteOptions } from '../webmcp';
import { hasUntrustedOutput } from './annotations';
import {
	assistantCallId,
	takeCallOrigin,
	type CallOrigin,
} from './call-origin';
import type { Runner } from './runner';

export interface ToolCall {
	ability: Ability;
	toolName: string;
	consequential: boolean;
	runner: Runner;
	toAbilityInput: ( args: Json ) => Json | undefined;
	/** The agent's reason, for a call that goes for approval. */
	toReason?: ( args: Json ) => string;
	/** Aborts when the page starts to leave. */
	lifetime: AbortSignal;
}

/** A result that arrives while the page leaves is not handed on: nobody can act on it safely. */
function leftPage(): ToolResult {
	return toolFailure(
		'stale_context',
		__(
			'The page was left while the tool ran; check the site before calling it again.',
			'webmcp-abilities'
		)
	);
}

/**
 * Why a call ended before anything ran, when a step before the run threw: a chunk that did not
 * load (the network; calling again may work), or a fault in the page's own code (it will not).
 * @param error What the step threw.
 * @param part  What was loading: the confirmation's script, or the rules the input is checked by.
 */
function failedBeforeRun(
	error: unknown,
	part: 'dialog' | 'input'
): ToolError {
	if ( error instanceof Error && error.name === 'ChunkLoadError' ) {
		return {
			code: 'network_error',
			message:
				part === 'dialog'
					? __(
							'The confirmation could not be shown: its script did not load. Nothing ran; try again.',
							'webmcp-abilities'
						)
					: __(
							'The input could not be checked: the script with its rules did not load. Nothing ran; try again.',
							'webmcp-abilities'
						),
			retryable: true,
		};
	}
	return {
		code: 'ability_failed',
		message: sprintf(
			/* translators: %s: the page's error message. */
			__(
				'The call failed in the page before it ran (%s). Nothing ran.',
				'webmcp-abilities'
			),
			error instanceof Error ? error.message : String( error )
		),
		retryable: false,
	};
}

/**
 * @return Whether the page has started to leave (`beforeunload`) since this was called.
 */
function watchLeaving(): () => boolean {
	let leaving = false;
	const mark = () => {
		leaving = true;
	};
	window.addEventListener( 'beforeunload', mark, { once: true } );
	return () => {
		window.removeEventListener( 'beforeunload', mark );
		return leaving;
	};
}

/**
 * Reads what the call acts on when its turn comes (so it is current when the person sees it),
 * then asks. When the describing ability says the object is missing or not the person's, the
 * call could not run either: the person is not asked. A tool run on the server may be granted
 * for bulk work from the dialog.
 * @param call   The tool being called.
 * @param input  The ability’s input.
 * @param signal Aborts when the agent cancels or the page leaves.
 * @param origin Who made the call.
 * @param reason The agent's reason, shown when the call would go for approval.
 * @return Why the call may not run, or `confirmed` / `granted`, or `propose` when the person
 *         sends it for approval.
 */
async function confirm(
	call: ToolCall,
	input: Json | undefined,
	signal: AbortSignal,
	origin: CallOrigin,
	reason: string
): Promise< ToolResult | 'confirmed' | 'granted' | 'propose' > {
	let proposing = false;
	const confirmation = await oneAtATime(
		async (): Promise<
			ConfirmAnswer | { answer: 'refused'; error: ToolError }
		> => {
			if ( signal.aborted ) {
				return { answer: 'cancelled' };
			}
			const described = await call.runner
				.describe( input, signal, assistantCallId( origin ) )
				.catch( ( error: unknown ) => ( {
					kind: 'refused' as const,
					error: failedBeforeRun( error, 'dialog' ),
				} ) );
			if ( described.kind === 'refused' ) {
				return { answer: 'refused', error: described.error };
			}
			// The dialog's code loads with the first call that needs it: most pages never do.
			const loaded = await Promise.all( [
				import(
					/* webpackChunkName: "confirm" */ '../confirm/ask-for-confirmation'
				),
				import(
					/* webpackChunkName: "confirm" */ '../grants/grant-offer'
				),
			] ).catch( ( error: unknown ) => error );
			if ( ! Array.isArray( loaded ) ) {
				return {
					answer: 'refused',
					error: failedBeforeRun( loaded, 'dialog' ),
				};
			}
			const [ dialog, offer ] = loaded;
			origin.onPhase( 'waiting' );
			proposing =
				described.kind === 'described' &&
				described.description.proposal !== undefined;
			return dialog.askForConfirmation(
				{
					actor: origin.actor,
					title: call.ability.label,
					toolName: call.toolName,
					description: call.ability.description,
					input,
					subject:
						described.kind === 'described'
							? described.description
							: null,
					// In-page abilities run in the editor, under its own undo: no grant there;
					// nor for a call that goes for approval.
					grant:
						call.runner.loggedByServer && ! proposing
							? offer.grantOffer( call.ability, input, origin )
							: undefined,
					...( proposing ? { reason } : {} ),
				},
				signal
			);
		}
	);
	switch ( confirmation.answer ) {
		case 'confirmed':
		case 'granted':
			return proposing ? 'propose' : confirmation.answer;
		case 'refused':
			return { ok: false, error: confirmation.error };
		case 'declined':
			return toolFailure(
				'confirmation_declined',
				__(
					'The person declined this call. Nothing was changed.',
					'webmcp-abilities'
				)
			);
		case 'expired':
			return toolFailure( 'cancelled', confirmation.message );
		case 'stale':
			return toolFailure(
				'stale_context',
				sprintf(
					/* translators: %s: what changed, such as "the page saved changes to the site". */
					__(
						'Nothing was changed: %s while the person was asked to confirm. Read the current state, then call again.',
						'webmcp-abilities'
					),
					confirmation.reason
				)
			);
		default:
			return toolFailure(
				'cancelled',
				__(
					'The call was cancelled before it ran. Nothing was changed.',
					'webmcp-abilities'
				)
			);
	}
}

/**
 * The call works on its own copy of the arguments, taken before anything looks at them and made
 * of exactly what the request will carry (JSON): what is checked, shown to the person and run is
 * that copy, whatever a caller holding the original does to it meanwhile.
 * @param args The arguments the agent sent.
 */
function copyOf(
	args: unknown
): { ok: true; args: Json } | { ok: false; failure: ToolResult } {
	try {
		// `structuredClone` refuses functions and DOM nodes that JSON would silently drop.
		return {
			ok: true,
			args: JSON.parse(
				JSON.stringify( structuredClone( args ) ?? {} )
			) as Json,
		};
	} catch ( error ) {
		const notData =
			( error instanceof DOMException &&
				error.name === 'DataCloneError' ) ||
			error instanceof TypeError;
		if ( ! notData ) {
			throw error;
		}
		return {
			ok: false,
			failure: toolFailure(
				'invalid_input',
				__(
					'The arguments must be plain data, as JSON can carry.',
					'webmcp-abilities'
				)
			),
		};
	}
}

/**
 * @param call    The tool being called.
 * @param args    The arguments the agent sent.
 * @param options The agent's options: its `signal` cancels the call.
 */
export async function callTool(
	call: ToolCall,
	args: unknown,
	options?: ToolExecuteOptions
): Promise< ToolResult > {
	const origin = takeCallOrigin( call.toolName );
	const assistantCall = assistantCallId( origin );
	const notice = showAgentActivity( origin.actor, call.ability.label );
	const started = performance.now();
	const snapshot = copyOf( args );
	const { result, ran } = snapshot.ok
		? await checkConfirmAndRun( call, snapshot.args, options, origin )
		: { result: snapshot.failure, ran: false };
	notice.finish( result );
	// The server logs the runs that reach it; everything else is reported from here.
	if ( ! ( ran && call.runner.loggedByServer ) ) {
		reportBrowserOutcome( {
			ability: call.ability.name,
			tool: call.toolName,
			outcome: result.ok ? 'ok' : result.error.code,
			input: snapshot.ok ? snapshot.args : null,
			inPage: ! call.runner.loggedByServer,
			durationMs: Math.round( performance.now() - started ),
			assistantCall,
		} );
	}
	return result;
}

async function checkConfirmAndRun(
	call: ToolCall,
	args: Json,
	options: ToolExecuteOptions | undefined,
	origin: CallOrigin
): Promise< { result: ToolResult; ran: boolean } > {
	const inBrowser = ( result: ToolResult ) => ( { result, ran: false } );
	const input = call.toAbilityInput( args );
	const checked = await Promise.resolve()
		.then( () => call.runner.checkInput( input ) )
		.catch( ( error: unknown ) => ( {
			ok: false as const,
			failure: failedBeforeRun( error, 'input' ),
		} ) );
	if ( 'failure' in checked ) {
		return inBrowser( { ok: false, error: checked.failure } );
	}
	if ( ! checked.ok ) {
		return inBrowser( toolFailure( 'invalid_input', checked.message ) );
	}
	const signals = [
		call.lifetime,
		...( options?.signal ? [ options.signal ] : [] ),
	];
	const signal = AbortSignal.any( signals );

	// A call under the person's grant for bulk work goes without a dialog; the server counts it.
	let grant =
		call.consequential && grantCovers( call.ability, input )
			? takeGrant( origin.actor, call.toolName )
			: null;
	if ( call.consequential && grant === null ) {
		const reason = call.toReason?.( args ) ?? '';
		const answer = await confirm( call, input, signal, origin, reason );
		if ( call.lifetime.aborted ) {
			return inBrowser( leftPage() );
		}
		if ( typeof answer !== 'string' ) {
			return inBrowser( answer );
		}
		if ( answer === 'propose' ) {
			// With the dialog's code, which the person has just used: most pages never load it.
			const sent = await import(
				/* webpackChunkName: "confirm" */ '../proposals/send-for-approval'
			)
				.then( ( { sendForApproval } ) =>
					sendForApproval(
						call.ability.name,
						call.toolName,
						input,
						reason,
						assistantCallId( origin )
					)
				)
				.catch( ( error: unknown ): ToolResult => ( {
					ok: false,
					error: failedBeforeRun( error, 'dialog' ),
				} ) );
			// The server logs a proposal it stored; a refusal is reported from here.
			return { result: sent, ran: sent.ok };
		}
		if ( answer === 'granted' ) {
			// The person confirmed this call either way: without the grant, it runs alone.
			const given = await import(
				/* webpackChunkName: "confirm" */ '../grants/start-grant'
			)
				.then( ( { startGrant } ) =>
					startGrant(
						origin.actor,
						call.ability.name,
						call.toolName,
						call.ability.label
					)
				)
				.catch( () => false );
			if ( given ) {
				grant = takeGrant( origin.actor, call.toolName );
			}
		}
		origin.onPhase( 'running' );
	}

	const leaving = watchLeaving();
	const result = await call.runner.run(
		input,
		options?.signal,
		assistantCallId( origin ),
		grant ?? undefined
	);
	if ( ! result.ok && result.error.code === 'grant_ended' ) {
		endGrant( origin.actor, call.toolName );
	}
	if ( result.ok && hasUntrustedOutput( call.ability ) ) {
		noteUntrustedRead();
	}
	// A navigation cuts the page's requests off (a network error) before `pagehide`.
	if (
		call.lifetime.aborted ||
		( leaving() && ! result.ok && result.error.code === 'network_error' )
	) {
		return { result: leftPage(), ran: true };
	}
	const annotations = call.ability.meta?.annotations;
	const safeToRepeat =
		! call.consequential &&
		( annotations?.readonly || annotations?.idempotent );
	if (
		! result.ok &&
		! safeToRepeat &&
		[ 'network_error', 'server_error' ].includes( result.error.code )
	) {
		// It may have run: an automatic second try could publish, delete or create twice.
		const unsure = toolFailure(
			result.error.code,
			sprintf(
				/* translators: %s: the error message. */
				__(
					'%s The call may or may not have run: check the site before calling again.',
					'webmcp-abilities'
				),
				result.error.message
			)
		);
		return { result: unsure, ran: true };
	}
	return { result, ran: true };
}
