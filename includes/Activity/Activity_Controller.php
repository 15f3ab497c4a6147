<?php
/**
 * REST route for tool calls that ended in the browser and never reached the ability.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Activity;

use WebMCP_Abilities\Contract;
use WebMCP_Abilities\Exposure\Tool_Name;
use WebMCP_Abilities\Exposure\Tool_Offer;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * `POST /webmcp-abilities/v1/activity`: the bridge reports a call the person declined, the agent
 * cancelled, the page outdated, or the browser refused as invalid. Runs that reach the server
 * are recorded by `Agent_Call_Recorder` instead, so nothing is logged twice.
 *
 * A report is an agent request like a run: it counts against the person's budget
 * (`Rate_Limiter`), and is accepted only for a tool the site offers this person now, under the
 * name the server gives it, with one of the outcomes only the browser can see.
 *
 * @internal
 * @since 0.1.0
 */
final class Activity_Controller {

	/** What the browser may report; anything else is the server's to record. */
	public const BROWSER_OUTCOMES = array( 'confirmation_declined', 'stale_context', 'cancelled', 'invalid_input' );

	/**
	 * How a call of a browser-side ability ended: it runs in the page, so the page reports its
	 * runs too.
	 *
	 * @since 0.1.0
	 */
	public const PAGE_OUTCOMES = array( 'confirmation_declined', 'stale_context', 'cancelled', 'invalid_input', 'ok', 'access_denied', 'not_found', 'conflict', 'editor_not_ready', 'ability_failed' );

	/** The longest call a report may claim: ten minutes. */
	private const MAX_DURATION_MS = 600000;

	/**
	 * Runs on `rest_api_init`.
	 *
	 * @since 0.1.0
	 */
	public static function register(): void {
		register_rest_route(
			Contract::rest_namespace(),
			'/activity',
			array(
				'methods'             => WP_REST_Server::CREATABLE,
				'callback'            => array( self::class, 'create' ),
				// Anyone who can be offered a tool may report on their own calls.
				'permission_callback' => static fn () => current_user_can( 'read' ),
				'args'                => array(
					'ability'        => array(
						'type'     => 'string',
						'required' => true,
						'pattern'  => Contract::ability_name_pattern(),
					),
					'tool'           => array(
						'type'     => 'string',
						'required' => true,
						'pattern'  => Contract::tool_name_pattern(),
					),
					'outcome'        => array(
						'type'     => 'string',
						'required' => true,
						'enum'     => self::PAGE_OUTCOMES,
					),
					'in_page'        => array(
						'type'    => 'boolean',
						'default' => false,
					),
					'duration_ms'    => array(
						'type'    => 'integer',
						'minimum' => 0,
						'maximum' => self::MAX_DURATION_MS,
						'default' => 0,
					),
					'assistant_call' => array(
						'type'        => 'string',
						'maxLength'   => 100,
						'description' => __( 'The id of the assistant\'s call, as its model turn issued it.', 'webmcp-abilities' ),
					),
					'input'          => array(
						'type'        => array( 'object', 'array', 'string', 'number', 'integer', 'boolean', 'null' ),
						'description' => __( 'The arguments, summarised and redacted before they are stored.', 'webmcp-abilities' ),
					),
				),
			)
		);
	}

	/**
	 * @since 0.1.0
	 *
	 * @param WP_REST_Request $request The report.
	 * @return WP_REST_Response|WP_Error 204 when logged; 429 `rate_limited`, 403 `access_denied`
	 *                                   for a tool not offered or an outcome the server records,
	 *                                   400 `invalid_input` for another tool's name.
	 */
	public static function create( WP_REST_Request $request ) {
		$retry_after = Rate_Limiter::take( get_current_user_id() );
		if ( null !== $retry_after ) {
			return Rate_Limiter::refusal( $retry_after );
		}
		$name    = (string) $request['ability'];
		$in_page = (bool) $request['in_page'];
		$offered = $in_page ? Tool_Offer::is_offered_in_page( $name ) : Tool_Offer::is_offered_by_name( $name );
		if ( ! $offered ) {
			return new WP_Error(
				'access_denied',
				__( 'This ability is not offered to you as a tool, so there is no call of it to report.', 'webmcp-abilities' ),
				array( 'status' => 403 )
			);
		}
		if ( ! $in_page && ! in_array( $request['outcome'], self::BROWSER_OUTCOMES, true ) ) {
			return new WP_Error(
				'access_denied',
				__( 'The server records how its own runs end, refusals included; the browser reports only calls that never reached it.', 'webmcp-abilities' ),
				array( 'status' => 403 )
			);
		}
		if ( Tool_Name::claim( $name ) !== $request['tool'] ) {
			return new WP_Error(
				'invalid_input',
				__( 'The tool named in the report is not the tool of this ability.', 'webmcp-abilities' ),
				array( 'status' => 400 )
			);
		}
		Activity_Log::add(
			array(
				'user_id'       => get_current_user_id(),
				'tool'          => (string) $request['tool'],
				'ability'       => (string) $request['ability'],
				'input_summary' => Input_Summary::of( $request['input'] ),
				'outcome'       => (string) $request['outcome'],
				'duration_ms'   => $in_page ? (int) $request['duration_ms'] : 0,
			) + Call_Channel::of( $request['assistant_call'], (string) $request['tool'] )
		);
		return new WP_REST_Response( null, 204 );
	}
}
