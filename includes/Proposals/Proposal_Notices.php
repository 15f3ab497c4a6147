<?php
/**
 * Tells a proposer what became of their agent's proposals: in wp-admin, and by email.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Proposals;

defined( 'ABSPATH' ) || exit;

/**
 * A decided proposal stays unseen until the proposer's next wp-admin screen shows it in a notice;
 * the site also emails them when it is decided (where the site sends mail). Every word from an
 * approver is escaped where it is shown.
 *
 * @internal
 * @since 0.6.0
 */
final class Proposal_Notices {

	/**
	 * Runs on `admin_notices`.
	 *
	 * @since 0.6.0
	 */
	public static function print(): void {
		if ( ! is_user_logged_in() ) {
			return;
		}
		$decided = Proposal_Store::unseen_decisions( get_current_user_id() );
		if ( array() === $decided ) {
			return;
		}
		echo '<div class="notice notice-info is-dismissible webmcp-abilities-proposal-notice"><p>' . esc_html__( 'Your agent\'s proposals were decided:', 'webmcp-abilities' ) . '</p><ul>';
		foreach ( $decided as $proposal ) {
			echo '<li>' . esc_html( self::sentence( $proposal ) ) . '</li>';
		}
		echo '</ul><p><a href="' . esc_url( Proposals_Page::url( array( 'mine' => 1 ) ) ) . '">' . esc_html__( 'Your proposals', 'webmcp-abilities' ) . '</a></p></div>';
		Proposal_Store::mark_seen( array_map( static fn ( object $proposal ): int => (int) $proposal->id, $decided ) );
	}

	/**
	 * Emails the proposer the decision.
	 *
	 * @since 0.6.0
	 *
	 * @param int $id A proposal just decided.
	 */
	public static function tell_proposer( int $id ): void {
		$proposal = Proposal_Store::get( $id );
		$proposer = null === $proposal ? false : get_userdata( (int) $proposal->proposer );
		if ( false === $proposer || '' === $proposer->user_email ) {
			return;
		}
		wp_mail(
			$proposer->user_email,
			/* translators: 1: the site's name, 2: the proposal's number. */
			sprintf( __( '[%1$s] Your agent\'s proposal %2$d was decided', 'webmcp-abilities' ), wp_specialchars_decode( (string) get_option( 'blogname' ), ENT_QUOTES ), $id ),
			self::sentence( $proposal ) . "\n\n" . Proposals_Page::url( array( 'mine' => 1 ) )
		);
	}

	/**
	 * @param object $proposal A decided proposal.
	 * @return string What became of it, by whom, with their note: plain text.
	 */
	public static function sentence( object $proposal ): string {
		$what = sprintf(
			/* translators: 1: the proposal's number, 2: what it does, 3: the post's title. */
			__( 'Proposal %1$d, %2$s “%3$s”', 'webmcp-abilities' ),
			(int) $proposal->id,
			(string) ( $proposal->subject['fields'][0]['value'] ?? $proposal->ability ),
			(string) ( $proposal->subject['title'] ?? '' )
		);
		$decider  = get_userdata( (int) $proposal->decided_by );
		$by       = false === $decider ? __( 'the site', 'webmcp-abilities' ) : $decider->display_name;
		$statuses = array(
			/* translators: 1: the proposal, 2: who decided. */
			'approved' => __( '%1$s: approved by %2$s, and done.', 'webmcp-abilities' ),
			/* translators: 1: the proposal, 2: who decided. */
			'rejected' => __( '%1$s: rejected by %2$s.', 'webmcp-abilities' ),
			/* translators: 1: the proposal, 2: who decided. */
			'stale'    => __( '%1$s: could not be approved by %2$s: what it changes was changed since.', 'webmcp-abilities' ),
			/* translators: 1: the proposal, 2: who decided. */
			'failed'   => __( '%1$s: approved by %2$s, but it failed when it ran.', 'webmcp-abilities' ),
			/* translators: 1: the proposal. */
			'expired'  => __( '%1$s: expired before anyone decided.', 'webmcp-abilities' ),
		);
		$sentence = sprintf( $statuses[ $proposal->status ] ?? '%1$s', $what, $by );
		return '' === (string) $proposal->note
			? $sentence
			/* translators: 1: what became of the proposal, 2: the approver's note. */
			: sprintf( __( '%1$s Note: “%2$s”', 'webmcp-abilities' ), $sentence, (string) $proposal->note );
	}
}
