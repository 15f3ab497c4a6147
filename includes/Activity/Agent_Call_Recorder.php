<?php
/**
 * Records every ability run that comes through a WebMCP tool, as the server saw it.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Activity;

use WP_HTTP_Response;
use WP_REST_Request;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * The bridge marks its requests with the `X-WebMCP-Abilities-Tool` header; runs without it are
 * other REST use and are not logged. The header only labels a request: permissions never
 * depend on it.
 *
 * @internal
 * @since 0.4.0
 */
final class Agent_Call_Recorder {

	public const TOOL_HEADER = 'X-WebMCP-Abilities-Tool';

	private const RUN_ROUTE = '#^/wp-abilities/v1/abilities/(?P<ability>[a-z0-9-]+/[a-z0-9-]+)/run$#';

	/** @var array<int, float> Start times by request object. */
	private static array $started = array();

	/**
	 * Runs on `rest_pre_dispatch`; passes the result through.
	 *
	 * @since 0.4.0
	 *
	 * @param mixed           $result  The pre-dispatch result (null to dispatch).
	 * @param WP_REST_Server  $server  The server.
	 * @param WP_REST_Request $request The request.
	 * @return mixed
	 */
	public static function start( $result, WP_REST_Server $server, WP_REST_Request $request ) {
		if ( null !== self::ability_of( $request ) ) {
			self::$started[ spl_object_id( $request ) ] = microtime( true );
		}
		return $result;
	}

	/**
	 * Runs on `rest_post_dispatch`; passes the response through.
	 *
	 * @since 0.4.0
	 *
	 * @param WP_HTTP_Response $response The response.
	 * @param WP_REST_Server   $server   The server.
	 * @param WP_REST_Request  $request  The request.
	 */
	public static function finish( WP_HTTP_Response $response, WP_REST_Server $server, WP_REST_Request $request ): WP_HTTP_Response {
		$ability = self::ability_of( $request );
		$started = self::$started[ spl_object_id( $request ) ] ?? null;
		if ( null === $ability || null === $started ) {
			return $response;
		}
		unset( self::$started[ spl_object_id( $request ) ] );

		$data    = $response->get_data();
		$outcome = $response->get_status() < 400 ? 'ok' : (string) ( is_array( $data ) && is_string( $data['code'] ?? null ) ? $data['code'] : 'error' );
		Activity_Log::add(
			array(
				'user_id'       => get_current_user_id(),
				'tool'          => sanitize_text_field( (string) $request->get_header( self::TOOL_HEADER ) ),
				'ability'       => $ability,
				'input_summary' => Input_Summary::of( $request->get_param( 'input' ) ),
				'outcome'       => $outcome,
				'duration_ms'   => (int) round( ( microtime( true ) - $started ) * 1000 ),
			)
		);
		return $response;
	}

	/**
	 * @param WP_REST_Request $request A REST request.
	 * @return string|null The ability an agent's tool runs, or null for any other request.
	 */
	private static function ability_of( WP_REST_Request $request ): ?string {
		if ( null === $request->get_header( self::TOOL_HEADER ) ) {
			return null;
		}
		return 1 === preg_match( self::RUN_ROUTE, $request->get_route(), $matches ) ? $matches['ability'] : null;
	}
}
