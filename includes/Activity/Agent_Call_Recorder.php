<?php
/**
 * Records every ability run over REST that an agent made: through a WebMCP tool, or signed in
 * with an application password.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Activity;

use WebMCP_Abilities\Contract;
use WebMCP_Abilities\Grants\Grant_Store;
use WebMCP_Abilities\Settings\Settings;
use WebMCP_Abilities\Undo\Write_Capture;
use WP_HTTP_Response;
use WP_REST_Request;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Only real agent calls (`Agent_Call`: logged in, an existing ability, the header naming its
 * tool; or any run signed in with an application password) are logged, and only while the
 * plugin is on. REST is where they are recorded, not the ability's own hooks
 * (Ability_Run_Recorder), because core's run route checks the method, input and permission
 * before the ability runs. Calls refused for being over the budget are not: the budget is what
 * keeps the log from being flooded. Calls refused as withdrawn are.
 *
 * A call that passes the gate is written down before its ability runs, as `unfinished`, and
 * given its outcome after: a worker that dies mid-call (killed, out of memory, a fatal error)
 * leaves its call in the log as unfinished instead of leaving no trace.
 *
 * A consequential call's describe step (`Agent_Call::described_of()`) is recorded only when it
 * refuses the call, which then ends unasked: the call's one row, under its own tool and ability,
 * with the refusal's code. A describe step that reads the object leaves the row to the run, or to
 * the browser's report of what the person chose.
 *
 * @internal
 * @since 0.1.0
 */
final class Agent_Call_Recorder {

	/** The outcome of a call whose worker never finished it. */
	public const UNFINISHED = 'unfinished';

	/**
	 * What the bridge reads as a refusal from a describe step (`src/abilities/describe-call.ts`):
	 * `access_denied`, `not_found`, `conflict` and `open_in_editor`, `tool_withdrawn`.
	 */
	private const DESCRIBE_REFUSALS = array( 403, 404, 409, 410 );

	/** @var array<int, array{ability: string, tool: string, at: float, describe: bool, entry?: int}> The calls under way, by request object. */
	private static array $started = array();

	/**
	 * Runs on `rest_pre_dispatch`; passes the result through.
	 *
	 * @since 0.1.0
	 *
	 * @param mixed           $result  The pre-dispatch result (null to dispatch).
	 * @param WP_REST_Server  $server  The server.
	 * @param WP_REST_Request $request The request.
	 * @return mixed
	 */
	public static function start( $result, WP_REST_Server $server, WP_REST_Request $request ) {
		if ( null !== $result || ! Settings::get()['enabled'] ) {
			return $result;
		}
		$describes = Agent_Call::described_of( $request );
		$tool_call = $describes ?? Agent_Call::ability_of( $request );
		$ability   = $tool_call ?? Agent_Call::app_password_run_of( $request );
		if ( null !== $ability ) {
			self::$started[ spl_object_id( $request ) ] = array(
				'ability'  => $ability->get_name(),
				// A header that names no real tool (an application password's script may send anything) is not kept.
				'tool'     => null === $tool_call ? '' : (string) $request->get_header( Contract::tool_header() ),
				'at'       => microtime( true ),
				'describe' => null !== $describes,
			);
		}
		return $result;
	}

	/**
	 * @since 0.2.0
	 *
	 * @return bool Whether a REST call this class records is under way: the ability's own hooks
	 *              then leave it (and what it runs in turn) to this record.
	 */
	public static function is_recording(): bool {
		return array() !== self::$started;
	}

	/**
	 * Runs on `rest_pre_dispatch` after the gate: a call that will run is recorded now.
	 *
	 * @since 0.1.0
	 *
	 * @param mixed           $result  The pre-dispatch result (null to dispatch).
	 * @param WP_REST_Server  $server  The server.
	 * @param WP_REST_Request $request The request.
	 * @return mixed
	 */
	public static function open( $result, WP_REST_Server $server, WP_REST_Request $request ) {
		$key = spl_object_id( $request );
		if ( null === $result && isset( self::$started[ $key ] ) && ! self::$started[ $key ]['describe'] ) {
			self::$started[ $key ]['entry'] = Activity_Log::add( self::entry( $request, self::$started[ $key ], self::UNFINISHED, 0 ) );
		}
		return $result;
	}

	/**
	 * Runs on `rest_post_dispatch`; passes the response through.
	 *
	 * @since 0.1.0
	 *
	 * @param WP_HTTP_Response $response The response.
	 * @param WP_REST_Server   $server   The server.
	 * @param WP_REST_Request  $request  The request.
	 */
	public static function finish( WP_HTTP_Response $response, WP_REST_Server $server, WP_REST_Request $request ): WP_HTTP_Response {
		$started = self::$started[ spl_object_id( $request ) ] ?? null;
		if ( null === $started ) {
			return $response;
		}
		unset( self::$started[ spl_object_id( $request ) ] );

		$data    = $response->get_data();
		$outcome = $response->get_status() < 400 ? 'ok' : (string) ( is_array( $data ) && is_string( $data['code'] ?? null ) ? $data['code'] : 'error' );
		if ( 'rate_limited' === $outcome || ( $started['describe'] && ! in_array( $response->get_status(), self::DESCRIBE_REFUSALS, true ) ) ) {
			return $response;
		}
		$duration = (int) round( ( microtime( true ) - $started['at'] ) * 1000 );
		$changes  = Write_Capture::take( $started['ability'], $outcome );
		$result   = array(
			'outcome'       => $outcome,
			'duration_ms'   => $duration,
			'input_summary' => Input_Summary::of( $request->get_param( 'input' ) ),
		) + ( $changes[0] ?? array() );
		if ( ! empty( $started['entry'] ) ) {
			$entry = (int) $started['entry'];
			Activity_Log::finish( $entry, $result );
		} else {
			$entry = Activity_Log::add( $result + self::entry( $request, $started, $outcome, $duration ) );
		}
		Activity_Log::add_siblings( $entry, array_slice( $changes, 1 ) );
		return $response;
	}

	/**
	 * @param WP_REST_Request                      $request     The call.
	 * @param array{ability: string, tool: string} $started     Its ability, and the tool it came through ('' for none).
	 * @param string                               $outcome     How it ended.
	 * @param int                                  $duration_ms How long it took.
	 * @return array{user_id: int, tool: string, ability: string, input_summary: string, outcome: string, duration_ms: int, grant_id: string, channel: string, model: string, call_id: string}
	 */
	private static function entry( WP_REST_Request $request, array $started, string $outcome, int $duration_ms ): array {
		return array(
			'user_id'       => get_current_user_id(),
			'tool'          => $started['tool'],
			'ability'       => $started['ability'],
			'input_summary' => Input_Summary::of( $request->get_param( 'input' ) ),
			'outcome'       => $outcome,
			'duration_ms'   => $duration_ms,
			'grant_id'      => Grant_Store::used_by( $request ),
		) + Call_Channel::of( $request->get_header( Contract::assistant_call_header() ), $started['tool'] );
	}
}
