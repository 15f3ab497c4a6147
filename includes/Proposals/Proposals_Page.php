<?php
/**
 * The proposals screen: Tools > Agent proposals.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Proposals;

use WebMCP_Abilities\Activity\Activity_List_Table;

defined( 'ABSPATH' ) || exit;

/**
 * Approvers see the open proposals they may decide, each with what it does to which post, who
 * proposed it and through what, the agent's reason (marked as the agent's words), a preview (the
 * diff of a change, the post as it will appear), and Approve or Reject with a note; several are
 * approved at once with their boxes ticked. Everyone who writes sees their own proposals and
 * what became of them. Decisions post to `admin-post.php` with a nonce per proposal.
 *
 * @internal
 * @since 0.6.0
 */
final class Proposals_Page {

	public const SLUG = 'webmcp-abilities-proposals';

	/** The `admin-post.php` action that decides proposals. */
	public const ACTION = 'webmcp_abilities_decide';

	/** Proposals shown on one screen. */
	private const PER_PAGE = 20;

	/**
	 * Runs on `admin_menu`.
	 *
	 * @since 0.6.0
	 */
	public static function add_menu(): void {
		$waiting = Proposal_Policy::is_approver() ? count( self::waiting() ) : 0;
		$title   = __( 'Agent proposals', 'webmcp-abilities' );
		$bubble  = 0 === $waiting ? '' : sprintf(
			' <span class="awaiting-mod count-%1$d"><span class="pending-count" aria-hidden="true">%1$d</span><span class="screen-reader-text">%2$s</span></span>',
			$waiting,
			/* translators: %d: proposals waiting for a decision. */
			esc_html( sprintf( _n( '%d proposal waiting for you', '%d proposals waiting for you', $waiting, 'webmcp-abilities' ), $waiting ) )
		);
		add_management_page( $title, $title . $bubble, 'edit_posts', self::SLUG, array( self::class, 'render' ) );
	}

	/**
	 * @since 0.6.0
	 *
	 * @param array<string, mixed> $args Query arguments.
	 * @return string The screen's address.
	 */
	public static function url( array $args = array() ): string {
		return add_query_arg( array( 'page' => self::SLUG ) + $args, admin_url( 'tools.php' ) );
	}

	/**
	 * @return array<int, object> The open proposals the current person may decide.
	 */
	private static function waiting(): array {
		$open = Proposal_Store::query(
			array(
				'status'   => 'open',
				'per_page' => 100,
				'page'     => 1,
			)
		)['items'];
		return array_values( array_filter( $open, array( Proposal_Policy::class, 'may_approve' ) ) );
	}

	/**
	 * @since 0.6.0
	 */
	public static function render(): void {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- which list to show, nothing changes.
		$mine      = isset( $_GET['mine'] );
		$proposals = $mine
			? Proposal_Store::query(
				array(
					'proposer' => get_current_user_id(),
					'per_page' => self::PER_PAGE,
					'page'     => 1,
				)
			)['items']
			: array_slice( self::waiting(), 0, self::PER_PAGE );
		$notice    = self::take_notice();
		?>
		<div class="wrap webmcp-abilities-proposals">
			<h1><?php esc_html_e( 'Agent proposals', 'webmcp-abilities' ); ?></h1>
			<?php if ( null !== $notice ) : ?>
				<div id="webmcp-abilities-decision-notice" class="notice inline <?php echo $notice['ok'] ? 'notice-success' : 'notice-error'; ?>" role="status" tabindex="-1"><p><?php echo esc_html( $notice['message'] ); ?></p></div>
				<?php wp_print_inline_script_tag( 'document.getElementById( "webmcp-abilities-decision-notice" ).focus();' ); ?>
			<?php endif; ?>
			<p><?php esc_html_e( 'Changes AI agents proposed for people who may not make them. Approving runs the change as you, with your permissions, exactly as proposed; the agent activity log records who asked, who decided and what ran.', 'webmcp-abilities' ); ?></p>
			<ul class="subsubsub">
				<li><a href="<?php echo esc_url( self::url() ); ?>"<?php echo $mine ? '' : ' aria-current="page" class="current"'; ?>><?php esc_html_e( 'Waiting for you', 'webmcp-abilities' ); ?></a> |</li>
				<li><a href="<?php echo esc_url( self::url( array( 'mine' => 1 ) ) ); ?>"<?php echo $mine ? ' aria-current="page" class="current"' : ''; ?>><?php esc_html_e( 'Yours', 'webmcp-abilities' ); ?></a></li>
			</ul>
			<div class="clear"></div>
			<?php if ( array() === $proposals ) : ?>
				<p><?php echo esc_html( $mine ? __( 'Your agents have proposed nothing yet.', 'webmcp-abilities' ) : __( 'No proposal is waiting for you.', 'webmcp-abilities' ) ); ?></p>
			<?php endif; ?>
			<?php if ( ! $mine && count( $proposals ) > 1 ) : ?>
				<form id="webmcp-abilities-bulk" method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>">
					<input type="hidden" name="action" value="<?php echo esc_attr( self::ACTION ); ?>">
					<input type="hidden" name="decision" value="approve">
					<?php wp_nonce_field( self::ACTION . '-bulk' ); ?>
					<button type="submit" class="button"><?php esc_html_e( 'Approve the selected proposals', 'webmcp-abilities' ); ?></button>
				</form>
			<?php endif; ?>
			<?php
			foreach ( $proposals as $proposal ) {
				Proposal_View::card( $proposal, ! $mine && count( $proposals ) > 1 );
			}
			?>
		</div>
		<?php
	}

	/**
	 * Runs on `admin_post_webmcp_abilities_decide`: one proposal's Approve or Reject, or the
	 * selected ones approved.
	 *
	 * @since 0.6.0
	 */
	public static function handle(): void {
		$decision = sanitize_key( wp_unslash( $_POST['decision'] ?? '' ) ); // phpcs:ignore WordPress.Security.NonceVerification.Missing -- checked below, per proposal or for the bulk form.
		$ids      = array_map( 'absint', (array) wp_unslash( $_POST['proposals'] ?? array() ) ); // phpcs:ignore WordPress.Security.NonceVerification.Missing -- as above.
		$single   = absint( wp_unslash( $_POST['proposal'] ?? 0 ) ); // phpcs:ignore WordPress.Security.NonceVerification.Missing -- as above.
		if ( $single > 0 ) {
			check_admin_referer( self::ACTION . '-' . $single );
			$ids = array( $single );
		} else {
			check_admin_referer( self::ACTION . '-bulk' );
			$decision = 'approve';
		}
		// Kept as written (Proposal_Decision): text, escaped wherever it is shown.
		$note     = isset( $_POST['note'] ) && is_string( $_POST['note'] ) ? wp_unslash( $_POST['note'] ) : ''; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- as above.
		$messages = array();
		$ok       = array() !== $ids;
		foreach ( array_slice( $ids, 0, self::PER_PAGE ) as $id ) {
			$done       = 'reject' === $decision ? Proposal_Decision::reject( $id, $note ) : Proposal_Decision::approve( $id, $note );
			$ok         = $ok && ! is_wp_error( $done );
			$messages[] = is_wp_error( $done )
				/* translators: 1: proposal number, 2: why it was not decided. */
				? sprintf( __( 'Proposal %1$d: %2$s', 'webmcp-abilities' ), $id, $done->get_error_message() )
				: sprintf(
					/* translators: 1: proposal number, 2: approved or rejected. */
					__( 'Proposal %1$d: %2$s.', 'webmcp-abilities' ),
					$id,
					'approved' === $done['status'] ? __( 'approved and done', 'webmcp-abilities' ) : __( 'rejected', 'webmcp-abilities' )
				);
		}
		set_transient(
			self::notice_key(),
			array(
				'ok'      => $ok,
				'message' => array() === $messages ? __( 'No proposal was selected.', 'webmcp-abilities' ) : implode( ' ', $messages ),
			),
			MINUTE_IN_SECONDS
		);
		wp_safe_redirect( self::url() );
		exit;
	}

	/**
	 * @return array{ok: bool, message: string}|null What the last decision did, once.
	 */
	private static function take_notice(): ?array {
		$notice = get_transient( self::notice_key() );
		delete_transient( self::notice_key() );
		return is_array( $notice ) ? $notice : null;
	}

	/**
	 * @return string The person's notice slot.
	 */
	private static function notice_key(): string {
		return 'webmcp_abilities_decision_' . get_current_user_id();
	}

	/**
	 * @since 0.6.0
	 *
	 * @param string $channel A log channel.
	 * @return string How people name it.
	 */
	public static function channel_label( string $channel ): string {
		return Activity_List_Table::channel_label( $channel );
	}
}
