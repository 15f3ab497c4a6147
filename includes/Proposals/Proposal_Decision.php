<?php
/**
 * An approver's decision on a proposal: approve (the call runs, as the approver) or reject.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Proposals;

use WebMCP_Abilities\Abilities\Describe_Output;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * The decision is taken in one `UPDATE` (`Proposal_Store::claim()`): of two approvers clicking
 * at once, one decides and the other is told it is decided. Approving checks everything afresh:
 * the approver's own permission for the call now, the post unchanged since the proposal (else it
 * is stale, and says what changed), the input valid now (the ability validates it again as it
 * runs). The run is the approver's: their capabilities, their log row (linked to the proposal),
 * undoable from the log as any run.
 *
 * @internal
 * @since 0.6.0
 */
final class Proposal_Decision {

	/** The most characters of an approver's note kept. */
	public const MAX_NOTE = 1000;

	/** @var int The proposal whose approved run is under way, or 0. */
	private static int $running = 0;

	/**
	 * @since 0.6.0
	 *
	 * @param int    $id   The proposal.
	 * @param string $note The approver's note.
	 * @return array{status: string, result?: mixed}|WP_Error The proposal's new state and what the run answered.
	 */
	public static function approve( int $id, string $note ): array|WP_Error {
		$proposal = self::decidable( $id );
		if ( is_wp_error( $proposal ) ) {
			return $proposal;
		}
		$note    = self::clean( $note );
		$ability = wp_get_ability( (string) $proposal->ability );
		$target  = null === $ability ? null : Proposal_Policy::target( $ability, (array) $proposal->input );
		if ( null === $target || $target['fingerprint'] !== $proposal->fingerprint ) {
			$why = self::what_changed( $proposal );
			Proposal_Store::finish( $id, 'stale', get_current_user_id(), $note, array( 'message' => $why ) );
			Proposal_Log::record( $id, 'stale', $why );
			Proposal_Notices::tell_proposer( $id );
			return new WP_Error( 'stale', $why, array( 'status' => 409 ) );
		}
		self::$running = $id;
		try {
			$result = $ability->execute( (array) $proposal->input );
		} finally {
			self::$running = 0;
		}
		if ( is_wp_error( $result ) ) {
			$message = $result->get_error_message();
			Proposal_Store::finish(
				$id,
				'failed',
				get_current_user_id(),
				$note,
				array(
					'code'    => $result->get_error_code(),
					'message' => $message,
				)
			);
			Proposal_Log::record( $id, 'failed', $message );
			Proposal_Notices::tell_proposer( $id );
			return new WP_Error( 'failed', $message, array( 'status' => 409 ) );
		}
		Proposal_Store::finish( $id, 'approved', get_current_user_id(), $note, array( 'result' => $result ) );
		Proposal_Log::record( $id, 'approved', $note );
		Proposal_Notices::tell_proposer( $id );
		return array(
			'status' => 'approved',
			'result' => $result,
		);
	}

	/**
	 * @since 0.6.0
	 *
	 * @param int    $id   The proposal.
	 * @param string $note Why, for the proposer.
	 * @return array{status: string}|WP_Error
	 */
	public static function reject( int $id, string $note ): array|WP_Error {
		$proposal = self::decidable( $id );
		if ( is_wp_error( $proposal ) ) {
			return $proposal;
		}
		$note = self::clean( $note );
		Proposal_Store::finish( $id, 'rejected', get_current_user_id(), $note, null );
		Proposal_Log::record( $id, 'rejected', $note );
		Proposal_Notices::tell_proposer( $id );
		return array( 'status' => 'rejected' );
	}

	/**
	 * @since 0.6.0
	 *
	 * @return int The proposal whose approved run is under way in this request, or 0.
	 */
	public static function running(): int {
		return self::$running;
	}

	/**
	 * Checks the person may decide, then takes the proposal for them.
	 *
	 * @param int $id The proposal.
	 * @return object|WP_Error The proposal, claimed; or why it cannot be decided now (and it is
	 *                         left as it was).
	 */
	private static function decidable( int $id ) {
		$proposal = Proposal_Store::get( $id );
		if ( null === $proposal || ! Proposal_Policy::may_approve( $proposal ) ) {
			if ( null !== $proposal ) {
				Proposal_Log::record( $id, 'access_denied', '' );
			}
			return new WP_Error( 'access_denied', __( 'You may not decide this proposal.', 'webmcp-abilities' ), array( 'status' => 403 ) );
		}
		if ( ! Proposal_Store::claim( $id ) ) {
			return new WP_Error(
				'invalid_state',
				'expired' === $proposal->status
					? __( 'The proposal expired before it was decided.', 'webmcp-abilities' )
					: __( 'The proposal is already decided.', 'webmcp-abilities' ),
				array( 'status' => 409 )
			);
		}
		// Taken: the person's permission is checked again for the state it is in now.
		if ( ! Proposal_Policy::may_approve( $proposal ) ) {
			Proposal_Store::release( $id );
			Proposal_Log::record( $id, 'access_denied', '' );
			return new WP_Error( 'access_denied', __( 'You may not decide this proposal.', 'webmcp-abilities' ), array( 'status' => 403 ) );
		}
		return $proposal;
	}

	/**
	 * @param object $proposal A proposal whose post changed.
	 * @return string What changed, in words.
	 */
	private static function what_changed( object $proposal ): string {
		if ( 'site' === $proposal->object_type ) {
			return __( 'What the proposal changes was changed after it was made: it no longer says what approving would do. Propose again.', 'webmcp-abilities' );
		}
		$post = Proposal_Policy::post_of( (array) $proposal->input );
		if ( null === $post ) {
			return __( 'The post no longer exists.', 'webmcp-abilities' );
		}
		return sprintf(
			/* translators: 1: the post's status now, 2: when it was last changed. */
			__( 'The post changed after the proposal was made (it is %1$s now, last changed %2$s): its proposal no longer says what approving would do. Propose again.', 'webmcp-abilities' ),
			$post->post_status,
			Describe_Output::moment( (int) get_post_timestamp( $post, 'modified' ) )
		);
	}

	/**
	 * @param string $note A note as sent.
	 * @return string It as stored: what the approver wrote, as text (`<em>` and all).
	 */
	private static function clean( string $note ): string {
		return Proposal_Store::plain_text( $note, self::MAX_NOTE );
	}
}
