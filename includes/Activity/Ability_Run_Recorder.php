<?php
/**
 * Records the agent runs of abilities that do not come over core's REST run route: the AI
 * Client's ability resolver and the MCP adapter, from the ability's own hooks (WordPress 7.1).
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Activity;

use WebMCP_Abilities\Settings\Settings;
use WebMCP_Abilities\Undo\Write_Capture;
use WP_Error;
use WP_Filter_Sentinel;

defined( 'ABSPATH' ) || exit;

/**
 * `WP_Ability::execute()` announces a run (`wp_ability_invoked`) but not how it ended: each way
 * out has its own filter (short-circuit, normalised input, validation, permission, the callback's
 * result, output validation, the after action). So each run is a frame that moves through those
 * stages; the first stage that ends it writes the outcome. A run is written down when invoked, as
 * `unfinished`, so a worker that dies mid-run leaves a trace.
 *
 * The one way out with no hook is an ability without an input schema given input
 * (`ability_missing_input_schema`): a frame still before validation when the next run starts or
 * the request ends ended that way.
 *
 * Runs inside a REST call Agent_Call_Recorder records, and runs an ability makes of other
 * abilities, are part of the outer record.
 *
 * @internal
 * @since 0.2.0
 */
final class Ability_Run_Recorder {

	/** A run's stages, in the order `execute()` goes through them. */
	private const STAGES = array( 'invoked', 'normalized', 'validated', 'permitted', 'executed', 'checked' );

	/** @var array<int, array{ability: string, stage: int, at: float, entry: int}> Open runs, innermost last. */
	private static array $frames = array();

	/**
	 * WordPress 6.9 and 7.0 run abilities without these hooks: there, only REST is recorded.
	 *
	 * @since 0.2.0
	 */
	public static function is_available(): bool {
		// The version WordPress reports, as Requirements reads it; a beta of 7.1 counts as 7.1.
		return version_compare( (string) preg_replace( '/-.*/', '', (string) get_bloginfo( 'version' ) ), '7.1', '>=' );
	}

	/**
	 * @since 0.2.0
	 */
	public static function register(): void {
		if ( ! self::is_available() ) {
			return;
		}
		add_action( 'wp_ability_invoked', array( self::class, 'invoked' ), 10, 2 );
		add_filter( 'wp_pre_execute_ability', array( self::class, 'pre_execute' ), PHP_INT_MAX, 2 );
		add_filter( 'wp_ability_normalize_input', array( self::class, 'normalized' ), PHP_INT_MAX, 2 );
		add_filter( 'wp_ability_validate_input', array( self::class, 'validated' ), PHP_INT_MAX, 3 );
		add_filter( 'wp_ability_permission_result', array( self::class, 'permitted' ), PHP_INT_MAX, 2 );
		add_filter( 'wp_ability_execute_result', array( self::class, 'executed' ), PHP_INT_MAX, 2 );
		add_filter( 'wp_ability_validate_output', array( self::class, 'checked' ), PHP_INT_MAX, 3 );
		// After Write_Capture's own after-action, so the change is there to be taken.
		add_action( 'wp_after_execute_ability', array( self::class, 'after' ), PHP_INT_MAX, 1 );
		add_action( 'shutdown', array( self::class, 'close_silent' ), 10, 0 );
	}

	/**
	 * @param string $name  The ability.
	 * @param mixed  $input Its raw input.
	 */
	public static function invoked( string $name, $input = null ): void {
		self::close_silent();
		if ( ! Settings::get()['enabled'] || Agent_Call_Recorder::is_recording() || array() !== self::$frames ) {
			// Nested runs belong to the outer record; a skipped frame keeps the stages in step.
			self::$frames[] = array(
				'ability' => $name,
				'stage'   => 0,
				'at'      => 0.0,
				'entry'   => 0,
			);
			return;
		}
		$channel        = Call_Channel::of_execution( $name );
		$entry          = null === $channel ? 0 : Activity_Log::add(
			array(
				'user_id'       => get_current_user_id(),
				'tool'          => '',
				'ability'       => $name,
				'input_summary' => Input_Summary::of( $input ),
				'outcome'       => Agent_Call_Recorder::UNFINISHED,
				'duration_ms'   => 0,
				'channel'       => $channel,
			)
		);
		self::$frames[] = array(
			'ability' => $name,
			'stage'   => 0,
			'at'      => microtime( true ),
			'entry'   => $entry,
		);
	}

	/**
	 * @param mixed  $pre  The short-circuit value, or core's sentinel to go on.
	 * @param string $name The ability.
	 * @return mixed The value, unchanged.
	 */
	public static function pre_execute( $pre, string $name ) {
		if ( ! $pre instanceof WP_Filter_Sentinel ) {
			self::end( $name, 0, $pre instanceof WP_Error ? $pre->get_error_code() : 'short_circuited' );
		} else {
			self::advance( $name, 0 );
		}
		return $pre;
	}

	/**
	 * @param mixed  $input The normalised input.
	 * @param string $name  The ability.
	 * @return mixed The input, unchanged.
	 */
	public static function normalized( $input, string $name ) {
		is_wp_error( $input ) ? self::end( $name, 0, (string) $input->get_error_code() ) : self::advance( $name, 1 );
		return $input;
	}

	/**
	 * @param mixed  $valid Whether the input is valid.
	 * @param mixed  $input The input.
	 * @param string $name  The ability.
	 * @return mixed The verdict, unchanged.
	 */
	public static function validated( $valid, $input, string $name ) {
		true === $valid ? self::advance( $name, 2 ) : self::end( $name, 2, $valid instanceof WP_Error ? (string) $valid->get_error_code() : 'ability_invalid_input' );
		return $valid;
	}

	/**
	 * A denial is an outcome like any other: the entry keeps the permission callback's own code.
	 *
	 * @param mixed  $permission The permission result.
	 * @param string $name       The ability.
	 * @return mixed The result, unchanged.
	 */
	public static function permitted( $permission, string $name ) {
		true === $permission ? self::advance( $name, 3 ) : self::end( $name, 3, $permission instanceof WP_Error ? (string) $permission->get_error_code() : 'ability_invalid_permissions' );
		return $permission;
	}

	/**
	 * @param mixed  $result The callback's result.
	 * @param string $name   The ability.
	 * @return mixed The result, unchanged.
	 */
	public static function executed( $result, string $name ) {
		is_wp_error( $result ) ? self::end( $name, 4, (string) $result->get_error_code() ) : self::advance( $name, 4 );
		return $result;
	}

	/**
	 * @param mixed  $valid  Whether the output is valid.
	 * @param mixed  $output The output.
	 * @param string $name   The ability.
	 * @return mixed The verdict, unchanged.
	 */
	public static function checked( $valid, $output, string $name ) {
		true === $valid ? self::advance( $name, 5 ) : self::end( $name, 5, $valid instanceof WP_Error ? (string) $valid->get_error_code() : 'ability_invalid_output' );
		return $valid;
	}

	/**
	 * @param string $name The ability that ran.
	 */
	public static function after( string $name ): void {
		self::end( $name, count( self::STAGES ), 'ok' );
	}

	/**
	 * Closes the innermost frames that stopped before validation with no hook to say so.
	 * Runs when the next hook fires and on `shutdown`.
	 *
	 * @param string|null $name  The ability whose validation is due now, if any: its frame stays.
	 */
	public static function close_silent( ?string $name = null ): void {
		$top = end( self::$frames );
		while ( false !== $top && 2 === $top['stage'] && $top['ability'] !== $name ) {
			self::close( 'ability_missing_input_schema' );
			$top = end( self::$frames );
		}
	}

	/**
	 * @param string $name  The ability whose hook fired.
	 * @param int    $stage The stage it completes.
	 */
	private static function advance( string $name, int $stage ): void {
		$top = self::own_frame( $name, $stage );
		if ( null !== $top ) {
			self::$frames[ $top ]['stage'] = $stage + 1;
		}
	}

	/**
	 * Ends the innermost run, if the hook is its own: core also runs validation and permission
	 * checks outside `execute()` (REST's run route does, before it), and those are not a run's.
	 *
	 * @param string $name    The ability whose hook fired.
	 * @param int    $stage   The stage that ended it.
	 * @param string $outcome `ok` or the error code.
	 */
	private static function end( string $name, int $stage, string $outcome ): void {
		if ( null !== self::own_frame( $name, $stage ) ) {
			self::close( $outcome );
		}
	}

	/**
	 * @param string $name  The ability whose hook fired.
	 * @param int    $stage The stage the hook belongs to.
	 * @return int|null The innermost frame, when the hook is that run's next one.
	 */
	private static function own_frame( string $name, int $stage ): ?int {
		self::close_silent( 2 === $stage ? $name : null );
		$top = array_key_last( self::$frames );
		return null !== $top && self::$frames[ $top ]['ability'] === $name && self::$frames[ $top ]['stage'] <= $stage ? $top : null;
	}

	/**
	 * Pops the innermost frame and writes its outcome.
	 *
	 * @param string $outcome `ok` or the error code.
	 */
	private static function close( string $outcome ): void {
		$frame = array_pop( self::$frames );
		if ( null === $frame || 0 === $frame['entry'] ) {
			return;
		}
		$change = Write_Capture::take( $frame['ability'] );
		Activity_Log::finish(
			$frame['entry'],
			array(
				'outcome'     => $outcome,
				'duration_ms' => (int) round( ( microtime( true ) - $frame['at'] ) * 1000 ),
			) + ( 'ok' === $outcome && null !== $change ? $change : array() )
		);
	}
}
