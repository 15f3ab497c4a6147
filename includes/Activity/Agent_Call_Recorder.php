<?php
/**
 * Records every ability run that comes through a WebMCP tool, as the server saw it.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Activity;

use WebMCP_Abilities\Contract;
use WebMCP_Abilities\Settings\Settings;
use WP_HTTP_Response;
use WP_REST_Request;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Only real agent calls (`Agent_Call`: logged in, an existing ability, the header naming its
 * tool) are logged, and only while the plugin is on. Calls refused for being over the budget
 * are not: the budget is what keeps the log from being flooded. Calls refused as withdrawn are.
 *
 * A call that passes the gate is written down before its ability runs, as `unfinished`, and
 * given its outcome after: a worker that dies mid-call (killed, out of memory, a fatal error)
 * leaves its call in the log as unfinished instead of leaving no trace.
 *
 * @internal
 * @since 0.1.0
 */
final class Agent_Call_Recorder {

	/** The outcome of a call whose worker never finished it. */
	public const UNFINISHED = 'unfinished';

	/** @var array<int, array{ability: string, at: float, entry?: int}> The calls under way, by request object. */
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
		$ability = Agent_Call::ability_of( $request );
		if ( null !== $ability ) {
			self::$started[ spl_object_id( $request ) ] = array(
				'ability' => $ability->get_name(),
				'at'      => microtime( true ),
			);
		}
		return $result;
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
		if ( null === $result && isset( self::$started[ $key ] ) ) {
			self::$started[ $key ]['entry'] = Activity_Log::add( self::entry( $request, self::$started[ $key ]['ability'], self::UNFINISHED, 0 ) );
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
		if ( 'rate_limited' === $outcome ) {
			return $response;
		}
		$duration = (int) round( ( microtime( true ) - $started['at'] ) * 1000 );
		if ( ! empty( $started['entry'] ) ) {
			Activity_Log::finish( $started['entry'], $outcome, $duration, Input_Summary::of( $request->get_param( 'input' ) ) );
		} else {
			Activity_Log::add( self::entry( $request, $started['ability'], $outcome, $duration ) );
		}
		return $response;
	}

	/**
	 * @param WP_REST_Request $request     The call.
	 * @param string          $ability     Its ability.
	 * @param string          $outcome     How it ended.
	 * @param int             $duration_ms How long it took.
	 * @return array{user_id: int, tool: string, ability: string, input_summary: string, outcome: string, duration_ms: int, channel: string, model: string}
	 */
	private static function entry( WP_REST_Request $request, string $ability, string $outcome, int $duration_ms ): array {
		$tool = (string) $request->get_header( Contract::tool_header() );
		return array(
			'user_id'       => get_current_user_id(),
			'tool'          => $tool,
			'ability'       => $ability,
			'input_summary' => Input_Summary::of( $request->get_param( 'input' ) ),
			'outcome'       => $outcome,
			'duration_ms'   => $duration_ms,
		) + Call_Channel::of( $request->get_header( Contract::assistant_call_header() ), $tool );
	}
}
