<?php
/**
 * REST route for tool calls that ended in the browser and never reached the ability.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Activity;

use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * `POST /webmcp-abilities/v1/activity`: the bridge reports a call the person declined, the agent
 * cancelled, the page outdated, or the browser refused as invalid. Runs that reach the server
 * are recorded by `Agent_Call_Recorder` instead, so nothing is logged twice.
 *
 * @internal
 * @since 0.4.0
 */
final class Activity_Controller {

	/** What the browser may report; anything else is the server's to record. */
	public const BROWSER_OUTCOMES = array( 'confirmation_declined', 'stale_context', 'cancelled', 'invalid_input' );

	/**
	 * Runs on `rest_api_init`.
	 *
	 * @since 0.4.0
	 */
	public static function register(): void {
		register_rest_route(
			'webmcp-abilities/v1',
			'/activity',
			array(
				'methods'             => WP_REST_Server::CREATABLE,
				'callback'            => array( self::class, 'create' ),
				// Anyone who can be offered a tool may report on their own calls.
				'permission_callback' => static fn () => current_user_can( 'read' ),
				'args'                => array(
					'ability' => array(
						'type'     => 'string',
						'required' => true,
						'pattern'  => '^[a-z0-9-]+/[a-z0-9-]+$',
					),
					'tool'    => array(
						'type'      => 'string',
						'required'  => true,
						'maxLength' => 128,
						'pattern'   => '^[A-Za-z0-9_.-]+$',
					),
					'outcome' => array(
						'type'     => 'string',
						'required' => true,
						'enum'     => self::BROWSER_OUTCOMES,
					),
					'input'   => array(
						'type'        => array( 'object', 'array', 'string', 'number', 'integer', 'boolean', 'null' ),
						'description' => __( 'The arguments, summarised and redacted before they are stored.', 'webmcp-abilities' ),
					),
				),
			)
		);
	}

	/**
	 * @since 0.4.0
	 *
	 * @param WP_REST_Request $request The report.
	 */
	public static function create( WP_REST_Request $request ): WP_REST_Response {
		Activity_Log::add(
			array(
				'user_id'       => get_current_user_id(),
				'tool'          => (string) $request['tool'],
				'ability'       => (string) $request['ability'],
				'input_summary' => Input_Summary::of( $request['input'] ),
				'outcome'       => (string) $request['outcome'],
				'duration_ms'   => 0,
			)
		);
		return new WP_REST_Response( null, 204 );
	}
}
