<?php
/**
 * `POST /webmcp-abilities/v1/assistant/turn`: one model turn of the site's own assistant.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Assistant;

use WebMCP_Abilities\Activity\Activity_Log;
use WebMCP_Abilities\Activity\Rate_Limiter;
use WebMCP_Abilities\Contract;
use WebMCP_Abilities\Settings\Settings;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * The browser holds the conversation and runs the tools (the same tool objects a browser agent
 * gets, with their confirmation and log); this route only asks the model what comes next. Body:
 * `{ "messages": [...], "tools": [...] }` (see Conversation and Tool_Declarations). Each turn
 * counts against the person's agent budget.
 *
 * @internal
 * @since 0.1.0
 */
final class Assistant_Controller {

	/**
	 * Runs on `rest_api_init`.
	 *
	 * @since 0.1.0
	 */
	public static function register(): void {
		register_rest_route(
			Contract::rest_namespace(),
			'/assistant/turn',
			array(
				'methods'             => WP_REST_Server::CREATABLE,
				'callback'            => array( self::class, 'turn' ),
				'permission_callback' => array( self::class, 'can_use' ),
			)
		);
	}

	/**
	 * @since 0.1.0
	 *
	 * @return true|WP_Error Whether the current person may use the assistant.
	 */
	public static function can_use() {
		$settings = Settings::get();
		if ( ! function_exists( 'wp_ai_client_prompt' ) || ! $settings['enabled'] || ! $settings['assistant']['enabled'] ) {
			return new WP_Error( 'assistant_off', __( 'The site\'s assistant is switched off.', 'webmcp-abilities' ), array( 'status' => 403 ) );
		}
		if ( ! is_user_logged_in() ) {
			return new WP_Error( 'access_denied', __( 'Log in to use the site\'s assistant.', 'webmcp-abilities' ), array( 'status' => 401 ) );
		}
		if ( ! current_user_can( $settings['assistant']['capability'] ) ) {
			return new WP_Error( 'access_denied', __( 'The site\'s owner has not made the assistant available to you.', 'webmcp-abilities' ), array( 'status' => 403 ) );
		}
		return true;
	}

	/**
	 * @since 0.1.0
	 *
	 * @param WP_REST_Request $request The turn.
	 * @return WP_REST_Response|WP_Error The model's next message, or a stable error.
	 */
	public static function turn( WP_REST_Request $request ) {
		$timing  = new Turn_Timing();
		$checked = $timing->time( 'checks', static fn () => self::check( $request ) );
		if ( ! is_array( $checked ) ) {
			return $checked;
		}
		list( $conversation, $tools ) = $checked;
		$reply                        = $timing->time_prompt( static fn () => Model_Turn::run( $conversation, $tools, wp_get_current_user() ) );
		$duration_ms                  = $timing->ms( 'prompt', 'provider' );
		$timing->time( 'record', static fn () => self::record( $reply, $conversation, $tools, $duration_ms ) );
		if ( $reply instanceof WP_Error ) {
			return $reply;
		}
		$response = new WP_REST_Response( $reply );
		$response->header( 'Server-Timing', $timing->header() );
		return $response;
	}

	/**
	 * @param WP_REST_Request $request The turn.
	 * @return array{0: Conversation, 1: Tool_Declarations}|WP_Error|WP_REST_Response The checked
	 *         conversation and tools, or why not (the rate limit's refusal is a response).
	 */
	private static function check( WP_REST_Request $request ) {
		// Read as objects, so an empty `{}` in arguments or results stays an object.
		$body = json_decode( $request->get_body(), false, 64 );
		if ( ! $body instanceof \stdClass ) {
			return new WP_Error( 'invalid_conversation', __( 'Send the conversation as a JSON object with messages and tools.', 'webmcp-abilities' ), array( 'status' => 400 ) );
		}
		$conversation = Conversation::from_json( $body->messages ?? null );
		if ( $conversation instanceof WP_Error ) {
			return $conversation;
		}
		$tools = Tool_Declarations::from_json( $body->tools ?? array() );
		if ( $tools instanceof WP_Error ) {
			return $tools;
		}
		$retry_after = Rate_Limiter::take( get_current_user_id() );
		if ( null !== $retry_after ) {
			return Rate_Limiter::refusal( $retry_after );
		}
		return array( $conversation, $tools );
	}

	/**
	 * Logs the turn (with the provider and model that answered) and issues its calls, so each
	 * call's log row says it was the assistant's and which model asked for it.
	 *
	 * @param array<string, mixed>|WP_Error $reply        The turn's answer.
	 * @param Conversation                  $conversation What was sent.
	 * @param Tool_Declarations             $tools        The tools declared.
	 * @param float                         $duration_ms  How long the model turn took.
	 */
	private static function record( $reply, Conversation $conversation, Tool_Declarations $tools, float $duration_ms ): void {
		$user_id = get_current_user_id();
		$model   = $reply instanceof WP_Error ? '' : $reply['provider'] . '/' . $reply['model'];
		if ( ! $reply instanceof WP_Error ) {
			$calls = array();
			foreach ( $reply['message']['parts'] as $part ) {
				if ( isset( $part['call'] ) ) {
					$calls[] = array(
						'id'   => (string) $part['call']['id'],
						'tool' => (string) $part['call']['tool'],
					);
				}
			}
			Issued_Calls::issue( $user_id, $calls, $model );
		}
		Activity_Log::add(
			array(
				'user_id'       => $user_id,
				'tool'          => '',
				'ability'       => '',
				'input_summary' => sprintf( '%d messages, %d tools', $conversation->count(), count( $tools->declarations ) ),
				'outcome'       => $reply instanceof WP_Error ? (string) $reply->get_error_code() : 'ok',
				'duration_ms'   => (int) round( $duration_ms ),
				'channel'       => Activity_Log::CHANNEL_ASSISTANT,
				'model'         => $model,
			)
		);
	}
}
