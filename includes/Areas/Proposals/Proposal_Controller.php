<?php
/**
 * The REST route the confirmation dialog's "Send for approval" posts to.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Proposals;

use WebMCP_Abilities\Contract;
use WebMCP_Abilities\Exposure\Tool_Offer;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Only a tool the site offers the person can be proposed through; the proposal grants nothing:
 * whoever approves it runs it with their own permissions, checked then.
 *
 * @internal
 * @since 0.6.0
 */
final class Proposal_Controller {

	/**
	 * Runs on `rest_api_init`.
	 *
	 * @since 0.6.0
	 */
	public static function register(): void {
		register_rest_route(
			Contract::rest_namespace(),
			'/proposals',
			array(
				'methods'             => WP_REST_Server::CREATABLE,
				'callback'            => array( self::class, 'create' ),
				'permission_callback' => static fn () => is_user_logged_in(),
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
					'input'          => array(
						'required' => true,
					),
					'reason'         => array(
						'type'      => 'string',
						'maxLength' => Proposal_Maker::MAX_REASON,
						'default'   => '',
					),
					'assistant_call' => array(
						'type'      => 'string',
						'maxLength' => 100,
						'default'   => '',
					),
				),
			)
		);
	}

	/**
	 * @param WP_REST_Request $request The proposal.
	 * @return WP_REST_Response|WP_Error
	 */
	public static function create( WP_REST_Request $request ) {
		$ability = (string) $request['ability'];
		if ( ! Tool_Offer::is_offered_by_name( $ability ) ) {
			return new WP_Error( 'access_denied', __( 'This tool is not offered to you.', 'webmcp-abilities' ), array( 'status' => 403 ) );
		}
		$made = Proposal_Maker::propose( $ability, $request['input'], (string) $request['tool'], (string) $request['reason'], (string) $request['assistant_call'] );
		return is_wp_error( $made ) ? $made : new WP_REST_Response( $made, 201 );
	}
}
