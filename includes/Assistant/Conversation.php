<?php
/**
 * The conversation the browser holds, checked, and turned into the AI Client's messages.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Assistant;

use WP_Error;
use WordPress\AiClient\Messages\DTO\MessagePart;
use WordPress\AiClient\Messages\DTO\ModelMessage;
use WordPress\AiClient\Messages\DTO\UserMessage;
use WordPress\AiClient\Messages\DTO\Message;
use WordPress\AiClient\Tools\DTO\FunctionCall;
use WordPress\AiClient\Tools\DTO\FunctionResponse;

defined( 'ABSPATH' ) || exit;

/**
 * The browser sends the whole conversation with every turn, as JSON:
 * `[ { "role": "user"|"model", "parts": [ { "text": "…" } | { "call": { "id", "tool",
 * "arguments" } } | { "result": { "id", "tool", "output" } } ] } ]`. It is untrusted input (a person
 * can edit it by hand): every part is checked, within limits, and it can only spend that person's
 * own budget. A message in words is always answered before the next one of its side: a person's
 * message the model never answered is theirs to send again (the panel's Try again), never
 * carried along with the next. Arguments and outputs stay JSON objects (`stdClass`) both ways, so `{}` is never
 * sent on as `[]`.
 *
 * @internal
 * @since 0.1.0
 */
final class Conversation {

	public const MAX_MESSAGES      = 80;
	public const MAX_MESSAGE_BYTES = 32768;
	public const MAX_BYTES         = 262144;

	/**
	 * @param list<array{role: string, parts: list<array{kind: string, text?: string, id?: string, tool?: string, value?: mixed}>}> $messages Checked messages.
	 */
	private function __construct( private array $messages ) {}

	/**
	 * @since 0.1.0
	 *
	 * @param mixed $json The decoded `messages` (objects as `stdClass`).
	 * @return self|WP_Error The conversation, or `invalid_conversation` (400) saying what is wrong.
	 */
	public static function from_json( $json ) {
		if ( ! is_array( $json ) || array() === $json || count( $json ) > self::MAX_MESSAGES ) {
			/* translators: %d: the most messages a conversation may have. */
			return self::invalid( sprintf( __( 'The conversation must be a list of 1 to %d messages.', 'webmcp-abilities' ), self::MAX_MESSAGES ) );
		}
		if ( strlen( (string) wp_json_encode( $json ) ) > self::MAX_BYTES ) {
			return self::invalid( __( 'The conversation is too long. Start a new one.', 'webmcp-abilities' ), 'conversation_too_long' );
		}
		$messages = array();
		foreach ( array_values( $json ) as $index => $message ) {
			$checked = self::check_message( $message );
			if ( is_string( $checked ) ) {
				/* translators: 1: message number, 2: what is wrong with it. */
				return self::invalid( sprintf( __( 'Message %1$d: %2$s', 'webmcp-abilities' ), $index + 1, $checked ) );
			}
			$messages[] = $checked;
		}
		if ( 'user' !== $messages[0]['role'] || 'user' !== $messages[ count( $messages ) - 1 ]['role'] ) {
			return self::invalid( __( 'The conversation must start and end with the person\'s message or tool results.', 'webmcp-abilities' ) );
		}
		$unanswered = self::first_unanswered( $messages );
		if ( null !== $unanswered ) {
			return self::invalid(
				/* translators: %d: a message's number in the conversation. */
				sprintf( __( 'Message %d was never answered. It is sent again only when the person chooses Try again; remove it or send it on its own.', 'webmcp-abilities' ), $unanswered + 1 ),
				'unanswered_message'
			);
		}
		return new self( $messages );
	}

	/**
	 * @since 0.1.0
	 *
	 * @return int How many messages the conversation has.
	 */
	public function count(): int {
		return count( $this->messages );
	}

	/**
	 * The AI Client's messages: one tool call per model message and its result in the next user
	 * message, the one shape every OpenAI-compatible provider accepts.
	 *
	 * @since 0.1.0
	 *
	 * @param Provider_Names $names The turn's tool names as the provider knows them.
	 * @return list<Message>
	 */
	public function to_prompt( Provider_Names $names ): array {
		$prompt  = array();
		$pending = array();
		foreach ( $this->messages as $message ) {
			$texts   = array();
			$results = array();
			foreach ( $message['parts'] as $part ) {
				if ( 'text' === $part['kind'] ) {
					$texts[] = new MessagePart( (string) $part['text'] );
				} elseif ( 'call' === $part['kind'] ) {
					$pending[] = new MessagePart( new FunctionCall( $part['id'] ?? null, $names->to_provider( (string) $part['tool'] ), $part['value'] ?? null ) );
				} else {
					$results[ (string) $part['id'] ] = new MessagePart( new FunctionResponse( $part['id'] ?? null, $names->to_provider( (string) $part['tool'] ), $part['value'] ?? null ) );
				}
			}
			if ( 'model' === $message['role'] ) {
				if ( array() !== $texts ) {
					$prompt[] = new ModelMessage( $texts );
				}
				continue;
			}
			// Each call the model made, then its result.
			foreach ( $pending as $call ) {
				$prompt[] = new ModelMessage( array( $call ) );
				$id       = (string) $call->getFunctionCall()?->getId();
				if ( isset( $results[ $id ] ) ) {
					$prompt[] = new UserMessage( array( $results[ $id ] ) );
					unset( $results[ $id ] );
				}
			}
			$pending = array();
			foreach ( $results as $result ) {
				$prompt[] = new UserMessage( array( $result ) );
			}
			if ( array() !== $texts ) {
				$prompt[] = new UserMessage( $texts );
			}
		}
		return $prompt;
	}

	/**
	 * @param list<array{role: string, parts: list<array{kind: string}>}> $messages Checked messages.
	 * @return int|null The index of the first message in words followed by another of its side.
	 */
	private static function first_unanswered( array $messages ): ?int {
		foreach ( $messages as $index => $message ) {
			$next = $messages[ $index + 1 ] ?? null;
			if ( null !== $next && $next['role'] === $message['role'] && in_array( 'text', array_column( $message['parts'], 'kind' ), true ) ) {
				return $index;
			}
		}
		return null;
	}

	/**
	 * @param mixed $message One message as sent.
	 * @return array{role: string, parts: list<array{kind: string, text?: string, id?: string, tool?: string, value?: mixed}>}|string The message, or what is wrong with it.
	 */
	private static function check_message( $message ) {
		if ( ! $message instanceof \stdClass || ! in_array( $message->role ?? null, array( 'user', 'model' ), true ) || ! is_array( $message->parts ?? null ) || array() === $message->parts ) {
			return __( 'each message needs a role (user or model) and a list of parts.', 'webmcp-abilities' );
		}
		if ( strlen( (string) wp_json_encode( $message ) ) > self::MAX_MESSAGE_BYTES ) {
			return __( 'it is too long.', 'webmcp-abilities' );
		}
		$parts = array();
		foreach ( $message->parts as $part ) {
			$checked = self::check_part( $part, $message->role );
			if ( null === $checked ) {
				return __( 'a part must be a text, a tool call from the model, or a tool result from the person\'s side.', 'webmcp-abilities' );
			}
			$parts[] = $checked;
		}
		return array(
			'role'  => $message->role,
			'parts' => $parts,
		);
	}

	/**
	 * @param mixed  $part One part as sent.
	 * @param string $role Its message's role.
	 * @return array{kind: string, text?: string, id?: string, tool?: string, value?: mixed}|null
	 */
	private static function check_part( $part, string $role ): ?array {
		if ( ! $part instanceof \stdClass ) {
			return null;
		}
		if ( isset( $part->text ) && is_string( $part->text ) && '' !== trim( $part->text ) ) {
			return array(
				'kind' => 'text',
				'text' => $part->text,
			);
		}
		$kind = 'model' === $role ? 'call' : 'result';
		$tool = $part->{$kind} ?? null;
		if ( ! $tool instanceof \stdClass || ! is_string( $tool->id ?? null ) || ! is_string( $tool->tool ?? null ) || 1 !== preg_match( '/^[A-Za-z0-9_.-]{1,128}$/D', $tool->tool ) ) {
			return null;
		}
		return array(
			'kind'  => $kind,
			'id'    => substr( $tool->id, 0, 100 ),
			'tool'  => $tool->tool,
			'value' => 'call' === $kind ? ( $tool->arguments ?? new \stdClass() ) : ( $tool->output ?? null ),
		);
	}

	/**
	 * @param string $message What is wrong, for the person.
	 * @param string $code    The stable code.
	 * @return WP_Error A 400.
	 */
	private static function invalid( string $message, string $code = 'invalid_conversation' ): WP_Error {
		return new WP_Error( $code, $message, array( 'status' => 400 ) );
	}
}
