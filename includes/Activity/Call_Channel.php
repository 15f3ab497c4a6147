<?php
/**
 * Which way an agent's call came in, named from what the request really was.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Activity;

use WebMCP_Abilities\Assistant\Issued_Calls;
use WebMCP_Abilities\Proposals\Proposal_Decision;
use WebMCP_Abilities\Proposals\Proposal_Log;

defined( 'ABSPATH' ) || exit;

/**
 * Never from a client's say-so: headers anyone can send only ever narrow a channel down. A
 * REST run signed in with an application password is a script's, whatever headers it sends; a
 * call is the assistant's only when it carries the id of a call a model turn issued to this
 * person for this tool (see Issued_Calls); a run outside REST is the AI Client's or the MCP
 * adapter's when their code is what called the ability.
 *
 * @internal
 * @since 0.1.0
 */
final class Call_Channel {

	/** The AI Client's class that runs abilities for a model's function calls. */
	private const AI_CLIENT_RESOLVER = 'WP_AI_Client_Ability_Function_Resolver';

	/** The namespace of WordPress's MCP adapter, whose handlers run abilities for MCP clients. */
	private const MCP_ADAPTER_NAMESPACE = 'WP\\MCP\\';

	/** How many frames up the caller of `WP_Ability::execute()` is looked for. */
	private const STACK_DEPTH = 16;

	/**
	 * The channel of a REST call through one of this plugin's tools, or of a browser's report.
	 *
	 * @since 0.1.0
	 *
	 * @param mixed  $assistant_call The call id the browser sent, if any.
	 * @param string $tool           The tool the call came through.
	 * @return array{channel: string, model: string, call_id: string} The channel, and the provider
	 *         and model that asked for the call and its id (the assistant's only).
	 */
	public static function of( $assistant_call, string $tool ): array {
		if ( self::signed_with_app_password() ) {
			return self::named( Activity_Log::CHANNEL_APP_PASSWORD );
		}
		if ( is_string( $assistant_call ) && '' !== $assistant_call ) {
			$model = Issued_Calls::claim( get_current_user_id(), $assistant_call, $tool );
			if ( null !== $model ) {
				return array(
					'channel' => Activity_Log::CHANNEL_ASSISTANT,
					'model'   => $model,
					'call_id' => $assistant_call,
				);
			}
		}
		return self::named( Activity_Log::CHANNEL_WEBMCP );
	}

	/**
	 * Whether WordPress signed this request in with an application password (its Basic auth);
	 * set by core only after the password checked out.
	 *
	 * @since 0.2.0
	 */
	public static function signed_with_app_password(): bool {
		return null !== rest_get_authenticated_app_password();
	}

	/**
	 * The channel of an ability run outside core's REST run route, from the code that called it.
	 *
	 * @since 0.2.0
	 *
	 * @param string $ability The ability being run.
	 * @return string|null The channel, or null for another plugin's own PHP (not an agent call).
	 */
	public static function of_execution( string $ability ): ?string {
		if ( Proposal_Decision::running() > 0 ) {
			return Activity_Log::CHANNEL_PROPOSAL;
		}
		// phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_debug_backtrace -- who called the ability is the channel; arguments are not read.
		foreach ( debug_backtrace( DEBUG_BACKTRACE_IGNORE_ARGS, self::STACK_DEPTH ) as $frame ) {
			$class = $frame['class'] ?? '';
			if ( self::AI_CLIENT_RESOLVER === $class ) {
				return Activity_Log::CHANNEL_AI_CLIENT;
			}
			if ( str_starts_with( $class, self::MCP_ADAPTER_NAMESPACE ) ) {
				return Activity_Log::CHANNEL_MCP_ADAPTER;
			}
		}
		/**
		 * Filters whether a run of an ability from PHP (no agent channel called it) is recorded
		 * in the agent activity log, as the `php` channel. Off by default: other plugins' own
		 * use of abilities is not an agent's.
		 *
		 * @since 0.2.0
		 *
		 * @param bool   $record  Whether to record it.
		 * @param string $ability The ability's name.
		 */
		return apply_filters( 'webmcp_abilities_record_execution', false, $ability ) ? Activity_Log::CHANNEL_PHP : null;
	}

	/**
	 * @param string $channel A channel with no model.
	 * @return array{channel: string, model: string, call_id: string}
	 */
	private static function named( string $channel ): array {
		return array(
			'channel' => $channel,
			'model'   => '',
			'call_id' => '',
		);
	}
}
