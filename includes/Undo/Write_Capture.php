<?php
/**
 * Keeps what each of the plugin's own writes changed, for the log entry of the run.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Undo;

use WebMCP_Abilities\Activity\Ability_Run_Recorder;
use WebMCP_Abilities\Activity\Agent_Call_Recorder;

defined( 'ABSPATH' ) || exit;

/**
 * Core's `wp_before_execute_ability` and `wp_after_execute_ability` (since 6.9) bracket every
 * run that passed its checks, whichever way it came: the object is read before the write and
 * after it, and the recorder that logs the run takes the change when it writes the outcome.
 *
 * @internal
 * @since 0.2.0
 */
final class Write_Capture {

	/** @var array<string, array<string, mixed>|null> The object before each write under way, by ability. */
	private static array $before = array();

	/** @var array<string, array<int, array{object_type: string, object_id: int, reversal: array<string, mixed>}>> Finished writes not yet logged, by ability: one change per object. */
	private static array $changes = array();

	/**
	 * @since 0.2.0
	 */
	public static function register(): void {
		add_action( 'wp_before_execute_ability', array( self::class, 'before' ), 10, 2 );
		add_action( 'wp_after_execute_ability', array( self::class, 'after' ), 10, 3 );
	}

	/**
	 * @param string $name  The ability about to run.
	 * @param mixed  $input Its validated input.
	 */
	public static function before( string $name, $input ): void {
		// A run nobody records has no entry to undo from: its write is not read twice, nor kept.
		if ( ! Reversal::is_reversible( $name ) || ! is_array( $input ) || ! ( Agent_Call_Recorder::is_recording() || Ability_Run_Recorder::is_recording() ) ) {
			return;
		}
		unset( self::$changes[ $name ] );
		self::$before[ $name ] = Reversal::snapshot( $name, $input );
	}

	/**
	 * @param string $name   The ability that ran.
	 * @param mixed  $input  Its input.
	 * @param mixed  $result Its result.
	 */
	public static function after( string $name, $input, $result ): void {
		if ( ! array_key_exists( $name, self::$before ) ) {
			return;
		}
		$before = self::$before[ $name ];
		unset( self::$before[ $name ] );
		$changes = is_array( $result ) && is_array( $input ) ? Reversal::changes( $name, $before, $input, $result ) : array();
		if ( array() !== $changes ) {
			self::$changes[ $name ] = $changes;
		}
	}

	/**
	 * @since 0.2.0
	 *
	 * @param string $name    The ability whose run is being logged.
	 * @param string $outcome How the run ended: only a run that went through (`ok`) changed anything.
	 * @return array<int, array{object_type: string, object_id: int, reversal: array<string, mixed>}>
	 *         What it changed, one change per object, for its log entries, once; none when it
	 *         changed nothing.
	 */
	public static function take( string $name, string $outcome ): array {
		$changes = self::$changes[ $name ] ?? array();
		unset( self::$changes[ $name ] );
		return 'ok' === $outcome ? $changes : array();
	}
}
