<?php
/**
 * A proposal's story in the agent activity log: proposed, decided, run.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Proposals;

use WebMCP_Abilities\Activity\Activity_Log;

defined( 'ABSPATH' ) || exit;

/**
 * Every row of one proposal carries its link, `proposal:ID`, in the log's call id: the proposal
 * (by the proposer, through the agent's channel), the decision (by the approver, as a person),
 * and the approved run (by the approver, through the `proposal` channel, undoable as any run).
 *
 * @internal
 * @since 0.6.0
 */
final class Proposal_Log {

	/** The log's call id prefix that links a row to its proposal. */
	private const PREFIX = 'proposal:';

	/**
	 * @since 0.6.0
	 *
	 * @param int $proposal_id The proposal.
	 * @return string The call id its rows share.
	 */
	public static function link( int $proposal_id ): string {
		return self::PREFIX . $proposal_id;
	}

	/**
	 * @since 0.6.0
	 *
	 * @param string $call_id A log row's call id.
	 * @return int The proposal it belongs to, or 0.
	 */
	public static function proposal_of( string $call_id ): int {
		return str_starts_with( $call_id, self::PREFIX ) ? (int) substr( $call_id, strlen( self::PREFIX ) ) : 0;
	}

	/**
	 * Writes one step of a proposal's story, as the current person.
	 *
	 * @since 0.6.0
	 *
	 * @param int    $proposal_id The proposal.
	 * @param string $outcome     `proposed`, `approved`, `rejected`, `stale`, `failed`, or a refusal's code.
	 * @param string $summary     What the step carried (the input, or the decision's note).
	 */
	public static function record( int $proposal_id, string $outcome, string $summary ): void {
		$proposal = Proposal_Store::get( $proposal_id );
		if ( null === $proposal ) {
			return;
		}
		Activity_Log::add(
			array(
				'user_id'       => get_current_user_id(),
				'tool'          => (string) $proposal->tool,
				'ability'       => (string) $proposal->ability,
				'input_summary' => $summary,
				'outcome'       => $outcome,
				'duration_ms'   => 0,
				'channel'       => 'proposed' === $outcome ? (string) $proposal->channel : Activity_Log::CHANNEL_PROPOSAL,
				'object_type'   => (string) $proposal->object_type,
				'object_id'     => (int) $proposal->object_id,
				'call_id'       => self::link( $proposal_id ),
			)
		);
	}
}
