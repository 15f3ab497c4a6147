<?php
/**
 * Records the agent runs of abilities that do not come over core's REST run route: the AI
 * Client's ability resolver and the MCP adapter, from the ability's own hooks (WordPress 7.1).
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Activity;

use WebMCP_Abilities\Proposals\Proposal_Decision;
use WebMCP_Abilities\Proposals\Proposal_Log;
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

	/** A run's stages, in the order `execute()` goes through them: each hook completes one. */
	private const SHORT_CIRCUIT = 0;
	private const NORMALIZE     = 1;
	private const VALIDATE      = 2;
	private const PERMISSION    = 3;
	private const EXECUTE       = 4;
	private const OUTPUT        = 5;
	private const AFTER         = 6;

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
		// Nested runs belong to the outer record; their frame, with no entry, keeps the stages in step.
		$top_level      = Settings::get()['enabled'] && ! Agent_Call_Recorder::is_recording() && array() === self::$frames;
		$channel        = $top_level ? Call_Channel::of_execution( $name ) : null;
		self::$frames[] = array(
			'ability' => $name,
			'stage'   => self::SHORT_CIRCUIT,
			'at'      => microtime( true ),
			'entry'   => null === $channel ? 0 : Activity_Log::add(
				array(
					'user_id'       => get_current_user_id(),
					'tool'          => '',
					'ability'       => $name,
					'input_summary' => Input_Summary::of( $input ),
					'outcome'       => Agent_Call_Recorder::UNFINISHED,
					'duration_ms'   => 0,
					'channel'       => $channel,
					// An approved proposal's run joins the proposal's story.
					'call_id'       => Activity_Log::CHANNEL_PROPOSAL === $channel ? Proposal_Log::link( Proposal_Decision::running() ) : '',
				)
			),
		);
	}

	/**
	 * @since 0.2.0
	 *
	 * @return bool Whether the run under way is one this class records (so its write is worth capturing).
	 */
	public static function is_recording(): bool {
		$top = end( self::$frames );
		return false !== $top && $top['entry'] > 0;
	}

	/**
	 * @param mixed  $pre  The short-circuit value, or core's sentinel to go on.
	 * @param string $name The ability.
	 * @return mixed The value, unchanged.
	 */
	public static function pre_execute( $pre, string $name ) {
		self::step( $name, self::SHORT_CIRCUIT, $pre instanceof WP_Filter_Sentinel, $pre, 'short_circuited' );
		return $pre;
	}

	/**
	 * @param mixed  $input The normalised input.
	 * @param string $name  The ability.
	 * @return mixed The input, unchanged.
	 */
	public static function normalized( $input, string $name ) {
		self::step( $name, self::NORMALIZE, ! is_wp_error( $input ), $input, 'ability_invalid_input' );
		return $input;
	}

	/**
	 * @param mixed  $valid Whether the input is valid.
	 * @param mixed  $input The input.
	 * @param string $name  The ability.
	 * @return mixed The verdict, unchanged.
	 */
	public static function validated( $valid, $input, string $name ) {
		self::step( $name, self::VALIDATE, true === $valid, $valid, 'ability_invalid_input' );
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
		self::step( $name, self::PERMISSION, true === $permission, $permission, 'ability_invalid_permissions' );
		return $permission;
	}

	/**
	 * @param mixed  $result The callback's result.
	 * @param string $name   The ability.
	 * @return mixed The result, unchanged.
	 */
	public static function executed( $result, string $name ) {
		self::step( $name, self::EXECUTE, ! is_wp_error( $result ), $result, 'ability_failed' );
		return $result;
	}

	/**
	 * @param mixed  $valid  Whether the output is valid.
	 * @param mixed  $output The output.
	 * @param string $name   The ability.
	 * @return mixed The verdict, unchanged.
	 */
	public static function checked( $valid, $output, string $name ) {
		self::step( $name, self::OUTPUT, true === $valid, $valid, 'ability_invalid_output' );
		return $valid;
	}

	/**
	 * @param string $name The ability that ran.
	 */
	public static function after( string $name ): void {
		self::end( $name, self::AFTER, 'ok' );
	}

	/**
	 * Closes the innermost frames that stopped before validation with no hook to say so.
	 * Runs when the next hook fires and on `shutdown`.
	 *
	 * @param string|null $name  The ability whose validation is due now, if any: its frame stays.
	 */
	public static function close_silent( ?string $name = null ): void {
		$top = end( self::$frames );
		while ( false !== $top && self::VALIDATE === $top['stage'] && $top['ability'] !== $name ) {
			self::close( 'ability_missing_input_schema' );
			$top = end( self::$frames );
		}
	}

	/**
	 * Moves the run past a stage, or ends it there with the stage's error code.
	 *
	 * @param string $name    The ability whose hook fired.
	 * @param int    $stage   The stage the hook completes.
	 * @param bool   $passed  Whether the run goes on.
	 * @param mixed  $verdict What the hook got: a `WP_Error` gives the outcome its code.
	 * @param string $code    The outcome when the verdict is no `WP_Error`.
	 */
	private static function step( string $name, int $stage, bool $passed, $verdict, string $code ): void {
		if ( ! $passed ) {
			self::end( $name, $stage, $verdict instanceof WP_Error ? (string) $verdict->get_error_code() : $code );
			return;
		}
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
		self::close_silent( self::VALIDATE === $stage ? $name : null );
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
		$changes = Write_Capture::take( $frame['ability'], $outcome );
		Activity_Log::finish(
			$frame['entry'],
			array(
				'outcome'     => $outcome,
				'duration_ms' => (int) round( ( microtime( true ) - $frame['at'] ) * 1000 ),
			) + ( $changes[0] ?? array() )
		);
		Activity_Log::add_siblings( $frame['entry'], array_slice( $changes, 1 ) );
	}
}
