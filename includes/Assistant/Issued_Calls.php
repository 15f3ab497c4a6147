<?php
/**
 * The tool calls a model turn handed to a person's browser, so the log can tell the assistant's
 * calls from a browser agent's without trusting the browser's word for it.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Assistant;

defined( 'ABSPATH' ) || exit;

/**
 * A run counts as the assistant's only when it names a call this server issued to the same
 * person for the same tool, minutes ago, and each call counts once. A forged or replayed id is
 * logged as what it then is: a browser agent's call. Nothing here grants any permission.
 *
 * @internal
 * @since 0.1.0
 */
final class Issued_Calls {

	/** How long the browser has to run a call (a confirmation dialog may wait on a person). */
	private const LIFETIME = 15 * MINUTE_IN_SECONDS;

	/** The most calls kept per person; the oldest go first. */
	private const KEPT = 50;

	/**
	 * @param int $user_id The person.
	 */
	private static function key( int $user_id ): string {
		return 'webmcp_abilities_assistant_calls_' . $user_id;
	}

	/**
	 * @param int $user_id The person.
	 * @return array<string, array{tool: string, model: string, until: int}> The calls still open.
	 */
	private static function open( int $user_id ): array {
		$calls = get_transient( self::key( $user_id ) );
		if ( ! is_array( $calls ) ) {
			return array();
		}
		return array_filter(
			$calls,
			static fn ( $call ): bool => is_array( $call ) && ( $call['until'] ?? 0 ) > time()
		);
	}

	/**
	 * @since 0.1.0
	 *
	 * @param int                                         $user_id The person the turn answered.
	 * @param array<int, array{id: string, tool: string}> $calls   The calls the model asked for.
	 * @param string                                      $model   `provider/model` of the turn.
	 */
	public static function issue( int $user_id, array $calls, string $model ): void {
		if ( array() === $calls ) {
			return;
		}
		$open = self::open( $user_id );
		foreach ( $calls as $call ) {
			unset( $open[ $call['id'] ] );
			$open[ $call['id'] ] = array(
				'tool'  => $call['tool'],
				'model' => $model,
				'until' => time() + self::LIFETIME,
			);
		}
		set_transient( self::key( $user_id ), array_slice( $open, -self::KEPT, null, true ), self::LIFETIME );
	}

	/**
	 * @since 0.1.0
	 *
	 * @param int    $user_id The person running the call.
	 * @param string $id      The call's id, as the browser sent it.
	 * @param string $tool    The tool the run came through.
	 * @return string|null The `provider/model` that asked for it, or null when this server did
	 *                     not issue that call for that tool to this person (or it was used).
	 */
	public static function claim( int $user_id, string $id, string $tool ): ?string {
		$open = self::open( $user_id );
		$call = $open[ $id ] ?? null;
		if ( null === $call || $call['tool'] !== $tool ) {
			return null;
		}
		unset( $open[ $id ] );
		set_transient( self::key( $user_id ), $open, self::LIFETIME );
		return $call['model'];
	}

}
