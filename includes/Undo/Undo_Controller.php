<?php
/**
 * `POST /webmcp-abilities/v1/undo/{entry}`: the log's Undo, for the assistant's list of what it did.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Undo;

use WebMCP_Abilities\Contract;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * The same undo as the log screen's button (Undo_Request: who may, once, refused when the object
 * changed since, recorded as the person's own entry), over REST with its nonce.
 *
 * @internal
 * @since 0.3.0
 */
final class Undo_Controller {

	/** Each refusal's HTTP status. */
	private const STATUSES = array(
		'not_found'      => 404,
		'access_denied'  => 403,
		'undo_conflict'  => 409,
		'already_undone' => 409,
	);

	/**
	 * Runs on `rest_api_init`.
	 *
	 * @since 0.3.0
	 */
	public static function register(): void {
		register_rest_route(
			Contract::rest_namespace(),
			'/undo/(?P<entry>[1-9][0-9]{0,18})',
			array(
				'methods'             => WP_REST_Server::CREATABLE,
				'callback'            => array( self::class, 'undo' ),
				'permission_callback' => static fn (): bool => is_user_logged_in(),
			)
		);
	}

	/**
	 * @since 0.3.0
	 *
	 * @param WP_REST_Request $request The entry to undo.
	 * @return WP_REST_Response|WP_Error
	 */
	public static function undo( WP_REST_Request $request ) {
		$result = Undo_Request::undo( absint( $request['entry'] ) );
		if ( true === $result ) {
			return new WP_REST_Response( array( 'message' => __( 'Undone.', 'webmcp-abilities' ) ) );
		}
		$data = $result->get_error_data();
		$result->add_data( array( 'status' => self::STATUSES[ $result->get_error_code() ] ?? 500 ) + ( is_array( $data ) ? $data : array() ) );
		return $result;
	}
}
