<?php
/**
 * `GET /webmcp-abilities/v1/assistant/writes`: what the site assistant changed in a task, for the
 * panel's list at its end.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Assistant;

use WebMCP_Abilities\Activity\Activity_Log;
use WebMCP_Abilities\Activity\Logged_Object;
use WebMCP_Abilities\Contract;
use WebMCP_Abilities\Undo\Reversal;
use WebMCP_Abilities\Undo\Undo_Request;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Only the person's own assistant calls, read from the log: each write with what it touched, a
 * link to it and whether the log's Undo may take it back now (`Undo/Undo_Request.php`, the same
 * checks). The panel names the calls of the task; an id that is not this person's finds nothing.
 *
 * @internal
 * @since 0.3.0
 */
final class Assistant_Writes {

	/** The most calls one task asks about (ten steps of a few calls each). */
	public const MAX_CALLS = 50;

	/**
	 * Runs on `rest_api_init`.
	 *
	 * @since 0.3.0
	 */
	public static function register(): void {
		register_rest_route(
			Contract::rest_namespace(),
			'/assistant/writes',
			array(
				'methods'             => WP_REST_Server::READABLE,
				'callback'            => array( self::class, 'list' ),
				'permission_callback' => array( Assistant_Controller::class, 'can_use' ),
				'args'                => array(
					'calls' => array(
						'type'     => 'array',
						'required' => true,
						'maxItems' => self::MAX_CALLS,
						'items'    => array(
							'type'      => 'string',
							'minLength' => 1,
							'maxLength' => 100,
						),
					),
				),
			)
		);
	}

	/**
	 * @since 0.3.0
	 *
	 * @param WP_REST_Request $request The task's calls.
	 */
	public static function list( WP_REST_Request $request ): WP_REST_Response {
		$writes = array();
		foreach ( Activity_Log::assistant_writes( get_current_user_id(), (array) $request['calls'] ) as $row ) {
			$reversal = Undo_Request::reversal_of( $row );
			if ( null === $reversal ) {
				continue;
			}
			$undo     = Undo_Request::offer( $row );
			$writes[] = array(
				'entry'  => (int) $row->id,
				'call'   => (string) $row->call_id,
				'change' => Reversal::change_name( $reversal ),
				// People's text: the panel shows it as text.
				'object' => Logged_Object::label( $row ),
				'url'    => Logged_Object::url( $row ),
				'undone' => (int) $row->undone_by > 0,
				'undo'   => null === $undo ? null : Reversal::describe( $undo ),
			);
		}
		return new WP_REST_Response( array( 'writes' => $writes ) );
	}
}
