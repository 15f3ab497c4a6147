<?php
/**
 * One model turn: the conversation and the page's tools in, the model's next message out.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Assistant;

use WP_Error;
use WordPress\AiClient\Results\DTO\GenerativeAiResult;

defined( 'ABSPATH' ) || exit;

/**
 * Calls WordPress's AI Client (`wp_ai_client_prompt()`) with whatever provider the owner set up,
 * and answers in the browser's own shape. Nothing of the provider's own error (its body, a key,
 * a server path) is passed on: each failure becomes one stable code with the plugin's own words.
 *
 * @internal
 * @since 0.1.0
 */
final class Model_Turn {

	/** Tool calls the model may ask for in one turn. */
	public const MAX_CALLS = 10;

	/** Tokens the model may write in one turn. */
	public const MAX_OUTPUT_TOKENS = 4096;

	/**
	 * @since 0.1.0
	 *
	 * @param Conversation      $conversation The checked conversation.
	 * @param Tool_Declarations $tools        The checked tools.
	 * @param \WP_User          $user         The person.
	 * @return array<string, mixed>|WP_Error The model's message (`role`, `parts`), `finish_reason`,
	 *                                       `usage`, `provider` and `model`; or a stable error.
	 */
	public static function run( Conversation $conversation, Tool_Declarations $tools, \WP_User $user ) {
		$prompt  = $conversation->to_prompt( $tools->names );
		$latest  = array_pop( $prompt );
		$builder = wp_ai_client_prompt( array( $latest ) )
			->using_system_instruction( System_Instruction::for_user( $user ) )
			->using_max_tokens( self::MAX_OUTPUT_TOKENS );
		if ( array() !== $prompt ) {
			$builder = $builder->with_history( ...$prompt );
		}
		if ( array() !== $tools->declarations ) {
			$builder = $builder->using_function_declarations( ...$tools->declarations );
		}
		if ( ! $builder->is_supported_for_text_generation() ) {
			return self::error( 'no_provider', __( 'No AI provider that can call tools is set up on this site. An administrator can set one up in Settings > Connectors.', 'webmcp-abilities' ), 503 );
		}
		$result = $builder->generate_text_result();
		if ( $result instanceof WP_Error ) {
			return self::from_client_error( $result );
		}
		return self::reply( $result, $tools->names );
	}

	/**
	 * Several candidates are read as one reply: the first text, and every tool call of every
	 * candidate (some providers give each call a candidate of its own).
	 *
	 * @param GenerativeAiResult $result The AI Client's result.
	 * @param Provider_Names     $names  The turn's names.
	 * @return array<string, mixed>|WP_Error
	 */
	private static function reply( GenerativeAiResult $result, Provider_Names $names ) {
		$text    = null;
		$calls   = array();
		$reasons = array();
		foreach ( $result->getCandidates() as $candidate ) {
			$reasons[] = (string) $candidate->getFinishReason()->value;
			foreach ( $candidate->getMessage()->getParts() as $part ) {
				$call = $part->getFunctionCall();
				if ( null !== $call ) {
					$tool = $names->to_tool( (string) $call->getName() );
					if ( null === $tool ) {
						return self::error( 'unknown_tool', __( 'The model asked for a tool this page does not offer; nothing ran.', 'webmcp-abilities' ), 502 );
					}
					$args = $call->getArgs();
					if ( null !== $args && ! is_array( $args ) && ! $args instanceof \stdClass ) {
						return self::error( 'malformed_tool_arguments', __( 'The model sent tool arguments that are not an object; nothing ran.', 'webmcp-abilities' ), 502 );
					}
					$calls[] = array(
						'call' => array(
							// The log tells the assistant's calls by their ids: each must be unique.
							'id'        => $call->getId() ?? wp_generate_uuid4(),
							'tool'      => $tool,
							// The AI Client decodes `{}` as an empty list: no arguments is an empty object.
							'arguments' => null === $args || array() === $args ? new \stdClass() : $args,
						),
					);
				} elseif ( null === $text && null !== $part->getText() && '' !== trim( (string) $part->getText() ) && ! $part->getChannel()->isThought() ) {
					$text = (string) $part->getText();
				}
			}
		}
		if ( in_array( 'content_filter', $reasons, true ) ) {
			return self::error( 'content_filtered', __( 'The provider filtered the model\'s answer; nothing ran. Rephrase the request.', 'webmcp-abilities' ), 502 );
		}
		if ( count( $calls ) > self::MAX_CALLS ) {
			/* translators: %d: the most tool calls in one turn. */
			return self::error( 'too_many_calls', sprintf( __( 'The model asked for more than %d tool calls at once; nothing ran.', 'webmcp-abilities' ), self::MAX_CALLS ), 502 );
		}
		$parts = array_merge( null === $text ? array() : array( array( 'text' => $text ) ), $calls );
		$usage = $result->getTokenUsage();
		return array(
			'message'       => array(
				'role'  => 'model',
				'parts' => $parts,
			),
			'finish_reason' => array() !== $calls ? 'tool_calls' : ( $reasons[0] ?? 'stop' ),
			'usage'         => array(
				'prompt_tokens'     => $usage->getPromptTokens(),
				'completion_tokens' => $usage->getCompletionTokens(),
				'total_tokens'      => $usage->getTotalTokens(),
			),
			'provider'      => $result->getProviderMetadata()->getName(),
			'model'         => $result->getModelMetadata()->getName(),
		);
	}

	/**
	 * @param WP_Error $error What the AI Client answered.
	 * @return WP_Error The same failure with a stable code and none of the provider's words.
	 */
	private static function from_client_error( WP_Error $error ): WP_Error {
		$status = (int) ( $error->get_error_data()['status'] ?? 500 );
		switch ( $error->get_error_code() ) {
			case 'prompt_network_error':
				return self::error( 'provider_unreachable', __( 'The AI provider could not be reached, or did not answer in time. Try again.', 'webmcp-abilities' ), 503, true );
			case 'prompt_client_error':
				return 429 === $status
					? self::error( 'provider_rate_limited', __( 'The AI provider is limiting requests. Wait a moment, then try again.', 'webmcp-abilities' ), 503, true )
					: self::error( 'provider_refused', __( 'The AI provider refused the request. An administrator can check the provider\'s settings in Settings > Connectors.', 'webmcp-abilities' ), 502 );
			case 'prompt_token_limit_reached':
				return self::error( 'token_limit', __( 'The conversation is longer than the model can take. Start a new one.', 'webmcp-abilities' ), 400 );
			case 'prompt_invalid_argument':
				return self::error( 'no_provider', __( 'No AI provider that can call tools is set up on this site. An administrator can set one up in Settings > Connectors.', 'webmcp-abilities' ), 503 );
			case 'prompt_prevented':
				return self::error( 'assistant_unavailable', __( 'AI features are switched off on this site.', 'webmcp-abilities' ), 503 );
			default:
				return self::error( 'provider_failed', __( 'The AI provider failed to answer. Try again.', 'webmcp-abilities' ), 502, true );
		}
	}

	/**
	 * @param string $code      The stable code.
	 * @param string $message   What happened, in the plugin's words.
	 * @param int    $status    The HTTP status.
	 * @param bool   $retryable Whether the same turn, sent again, may succeed.
	 * @return WP_Error The failure.
	 */
	private static function error( string $code, string $message, int $status, bool $retryable = false ): WP_Error {
		return new WP_Error(
			$code,
			$message,
			array(
				'status'    => $status,
				'retryable' => $retryable,
			)
		);
	}
}
