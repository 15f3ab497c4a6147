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
 * @internal
 * @since 0.1.0
 */
final class Agent_Call_Recorder {

	/** @var array<int, array{ability: string, at: float}> The calls under way, by request object. */
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
		$tool = (string) $request->get_header( Contract::tool_header() );
		Activity_Log::add(
			array(
				'user_id'       => get_current_user_id(),
				'tool'          => $tool,
				'ability'       => $started['ability'],
				'input_summary' => Input_Summary::of( $request->get_param( 'input' ) ),
				'outcome'       => $outcome,
				'duration_ms'   => (int) round( ( microtime( true ) - $started['at'] ) * 1000 ),
			) + Call_Channel::of( $request->get_header( Contract::assistant_call_header() ), $tool )
		);
		return $response;
	}
}
