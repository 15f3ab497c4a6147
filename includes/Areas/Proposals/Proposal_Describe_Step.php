<?php
/**
 * The describe step of a call that would become a proposal: what the person sends for approval.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Proposals;

use WebMCP_Abilities\Activity\Agent_Call;
use WebMCP_Abilities\Proposals\Proposal_Policy;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;

defined( 'ABSPATH' ) || exit;

/**
 * Before a consequential call, the bridge reads what it acts on (the describe step). When the
 * server would make the call a proposal for this person, it answers that step itself: the post as
 * the proposer may read it, and `proposal` saying who decides, so the dialog offers "Send for
 * approval" instead of Confirm. Every other describe step goes to its describing ability.
 *
 * Runs on `rest_pre_dispatch` after the gate, so a withdrawn tool or a spent budget still ends the
 * call first.
 *
 * @internal
 * @since 0.6.0
 */
final class Proposal_Describe_Step {

	/**
	 * @since 0.6.0
	 *
	 * @param mixed           $result  A response already decided, or null.
	 * @param mixed           $server  The REST server.
	 * @param WP_REST_Request $request The request.
	 * @return mixed The describe step's answer for a proposal, or `$result` unchanged.
	 */
	public static function answer( $result, $server, WP_REST_Request $request ) {
		$called = null === $result ? Agent_Call::described_of( $request ) : null;
		if ( null === $called || null === Proposal_Policy::proposable( $called ) ) {
			return $result;
		}
		$input = rest_sanitize_value_from_schema( $request->get_query_params()['input'] ?? array(), $called->get_input_schema() );
		$valid = is_wp_error( $input ) ? $input : $called->validate_input( $input );
		if ( is_wp_error( $valid ) ) {
			return new WP_Error( 'ability_invalid_input', $valid->get_error_message(), array( 'status' => 400 ) );
		}
		$input = (array) $input;
		if ( Proposal_Policy::PROPOSE !== Proposal_Policy::mode( $called, $input ) ) {
			return $result;
		}
		// As the run route would have it, so the log keeps what the call said (an ID as a number).
		$request->set_param( 'input', $input );
		$subject = Proposal_Subject::for_call( $called, $input );
		if ( is_wp_error( $subject ) ) {
			return $subject;
		}
		if ( null === $subject ) {
			return new WP_Error( 'invalid_input', __( 'Nothing to propose this on.', 'webmcp-abilities' ), array( 'status' => 400 ) );
		}
		$subject['proposal'] = array( 'approvers' => Proposal_Policy::approvers() );
		return new WP_REST_Response( $subject, 200 );
	}
}
