<?php
/**
 * REST routes the confirmation dialog and the grant banner use: give a grant, end it.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Grants;

use WebMCP_Abilities\Activity\Agent_Call_Gate;
use WebMCP_Abilities\Contract;
use WebMCP_Abilities\Exposure\Tool_Name;
use WebMCP_Abilities\Exposure\Tool_Offer;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * A person may grant only a tool the site offers them, and only within the limits here; the
 * grant never lets the ability do more: every call under it still passes the ability's own
 * permission check.
 *
 * @internal
 * @since 0.2.0
 */
final class Grant_Controller {

	/**
	 * Runs on `rest_api_init`.
	 *
	 * @since 0.2.0
	 */
	public static function register(): void {
		register_rest_route(
			Contract::rest_namespace(),
			'/grants',
			array(
				'methods'             => WP_REST_Server::CREATABLE,
				'callback'            => array( self::class, 'create' ),
				'permission_callback' => static fn () => is_user_logged_in(),
				'args'                => array(
					'ability' => array(
						'type'     => 'string',
						'required' => true,
						'pattern'  => Contract::ability_name_pattern(),
					),
					'tool'    => array(
						'type'     => 'string',
						'required' => true,
						'pattern'  => Contract::tool_name_pattern(),
					),
					'calls'   => array(
						'type'     => 'integer',
						'required' => true,
						'minimum'  => 1,
						'maximum'  => Grant_Store::MAX_CALLS,
					),
					'minutes' => array(
						'type'     => 'integer',
						'required' => true,
						'minimum'  => 1,
						'maximum'  => Grant_Store::MAX_MINUTES,
					),
				),
			)
		);
		register_rest_route(
			Contract::rest_namespace(),
			'/grants/(?P<id>[0-9a-f-]{36})',
			array(
				'methods'             => WP_REST_Server::DELETABLE,
				'callback'            => array( self::class, 'delete' ),
				'permission_callback' => static fn () => is_user_logged_in(),
			)
		);
	}

	/**
	 * @param WP_REST_Request $request The grant asked for.
	 * @return WP_REST_Response|WP_Error
	 */
	public static function create( WP_REST_Request $request ) {
		$ability = (string) $request['ability'];
		if ( ! Tool_Offer::is_offered_by_name( $ability ) || Tool_Name::claim( $ability ) !== $request['tool'] ) {
			return new WP_Error(
				'access_denied',
				__( 'This tool is not offered to you, so it cannot be granted.', 'webmcp-abilities' ),
				array( 'status' => 403 )
			);
		}
		$called = wp_get_ability( $ability );
		if ( null === $called || ! Grant_Policy::may_grant( $called ) ) {
			return Agent_Call_Gate::grant_not_allowed();
		}
		$grant = Grant_Store::create( get_current_user_id(), $ability, (int) $request['calls'], (int) $request['minutes'] );
		return is_wp_error( $grant ) ? $grant : new WP_REST_Response( $grant, 201 );
	}

	/**
	 * @param WP_REST_Request $request The grant to end.
	 */
	public static function delete( WP_REST_Request $request ): WP_REST_Response {
		Grant_Store::end( (string) $request['id'], get_current_user_id() );
		return new WP_REST_Response( null, 204 );
	}
}
