/**
 * What happens on each call of a tool: check the input, ask the person when the call is
 * consequential, run the ability once, and hand back a value (never a throw).
 */
import { __, sprintf } from '@wordpress/i18n';

import type { Ability } from '../abilities/ability';
import { runAbility } from '../abilities/run-ability';
import { showAgentActivity } from '../activity/agent-notice';
import { reportBrowserOutcome } from '../activity/report-outcome';
import { askForConfirmation } from '../confirm/ask-for-confirmation';
import { toolFailure, type ToolResult } from '../errors';
import type { ToolExecuteOptions } from '../webmcp';
import type { InputCheck } from './validate-input';

export interface ToolCall {
	ability: Ability;
	toolName: string;
	consequential: boolean;
	/** `null` when only the server can check the input. */
	checkInput: ( ( args: unknown ) => InputCheck ) | null;
	toAbilityInput: ( args: unknown ) => unknown;
	/** Aborts when the page starts to leave. */
	lifetime: AbortSignal;
}

/** A result that arrives while the page leaves is not handed on: nobody can act on it safely. */
function leftPage(): ToolResult {
	return toolFailure(
		'stale_context',
		__( 'The page was left while the tool ran; check the site before calling it again.', 'webmcp-abilities' )
	);
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

async function confirm( call: ToolCall, input: unknown, signal: AbortSignal ): Promise< ToolResult | null > {
	const confirmation = await askForConfirmation(
		{
			title: call.ability.label,
			toolName: call.toolName,
			description: call.ability.description,
			input,
		},
		signal
	);
	switch ( confirmation.answer ) {
		case 'confirmed':
			return null;
		case 'declined':
			return toolFailure( 'confirmation_declined', __( 'The person declined this call. Nothing was changed.', 'webmcp-abilities' ) );
		case 'stale':
			return toolFailure(
				'stale_context',
				sprintf(
					/* translators: %s: what changed, such as "the page saved changes to the site". */
					__( 'Nothing was changed: %s while the person was asked to confirm. Read the current state, then call again.', 'webmcp-abilities' ),
					confirmation.reason
				)
			);
		default:
			return toolFailure( 'cancelled', __( 'The call was cancelled before it ran. Nothing was changed.', 'webmcp-abilities' ) );
	}
}

/**
 * @param call    The tool being called.
 * @param args    The arguments the agent sent.
 * @param options The agent's options: its `signal` cancels the call.
 */
export async function callTool( call: ToolCall, args: unknown, options?: ToolExecuteOptions ): Promise< ToolResult > {
	const notice = showAgentActivity( call.ability.label );
	const { result, ranOnServer } = await checkConfirmAndRun( call, args, options );
	notice.finish( result );
	if ( ! ranOnServer && ! result.ok ) {
		// The server logs what reaches it; what ended here is reported.
		reportBrowserOutcome( { ability: call.ability.name, tool: call.toolName, outcome: result.error.code, input: args } );
	}
	return result;
}

async function checkConfirmAndRun(
	call: ToolCall,
	args: unknown,
	options?: ToolExecuteOptions
): Promise< { result: ToolResult; ranOnServer: boolean } > {
	const inBrowser = ( result: ToolResult ) => ( { result, ranOnServer: false } );
	const checked = call.checkInput?.( args ) ?? { ok: true };
	if ( ! checked.ok ) {
		return inBrowser( toolFailure( 'invalid_input', checked.message ) );
	}
	const input = call.toAbilityInput( args );
	const signals = [ call.lifetime, ...( options?.signal ? [ options.signal ] : [] ) ];
	const signal = AbortSignal.any( signals );

	if ( call.consequential ) {
		const refused = await confirm( call, input, signal );
		if ( call.lifetime.aborted ) {
			return inBrowser( leftPage() );
		}
		if ( refused ) {
			return inBrowser( refused );
		}
	}

	const leaving = watchLeaving();
	const result = await runAbility( call.ability, input, call.toolName, options?.signal );
	// A navigation cuts the page's requests off (a network error) before `pagehide`.
	if ( call.lifetime.aborted || ( leaving() && ! result.ok && result.error.code === 'network_error' ) ) {
		return { result: leftPage(), ranOnServer: true };
	}
	const annotations = call.ability.meta?.annotations;
	const safeToRepeat = ! call.consequential && ( annotations?.readonly || annotations?.idempotent );
	if ( ! result.ok && ! safeToRepeat && [ 'network_error', 'server_error' ].includes( result.error.code ) ) {
		// It may have run: an automatic second try could publish, delete or create twice.
		const unsure = toolFailure(
			result.error.code,
			sprintf(
				/* translators: %s: the error message. */
				__( '%s The call may or may not have run: check the site before calling again.', 'webmcp-abilities' ),
				result.error.message
			)
		);
		return { result: unsure, ranOnServer: true };
	}
	return { result, ranOnServer: true };
}
