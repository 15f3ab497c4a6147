<?php
/**
 * One proposal on the proposals screen, as its approver or its proposer reads it.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Proposals;

use WebMCP_Abilities\Abilities\Describe_Output;

defined( 'ABSPATH' ) || exit;

/**
 * Everything from the agent or the post is escaped text; the agent's reason is labelled as its
 * own words; a diff marks removed and added text for sight (struck through, underlined) and for
 * screen readers (named). Each button and box names its proposal.
 *
 * @internal
 * @since 0.6.0
 */
final class Proposal_View {

	/**
	 * @since 0.6.0
	 *
	 * @param object $proposal   A proposal.
	 * @param bool   $selectable Whether it gets a box for the bulk approval.
	 */
	public static function card( object $proposal, bool $selectable ): void {
		$id       = (int) $proposal->id;
		$subject  = (array) $proposal->subject;
		$proposer = Describe_Output::person( (int) $proposal->proposer );
		$heading  = sprintf(
			/* translators: 1: proposal number, 2: what it does, 3: the post's title. */
			__( 'Proposal %1$d: %2$s “%3$s”', 'webmcp-abilities' ),
			$id,
			(string) ( $subject['fields'][0]['value'] ?? $proposal->ability ),
			(string) ( $subject['title'] ?? '' )
		);
		?>
		<section class="card webmcp-abilities-proposal" style="max-width: 60rem;" aria-labelledby="webmcp-abilities-proposal-<?php echo esc_attr( (string) $id ); ?>">
			<h2 id="webmcp-abilities-proposal-<?php echo esc_attr( (string) $id ); ?>"><?php echo esc_html( $heading ); ?></h2>
			<p>
				<?php
				echo esc_html(
					sprintf(
						/* translators: 1: who proposed, 2: through which channel, 3: when, 4: its state. */
						__( 'Proposed by %1$s through %2$s, %3$s. State: %4$s.', 'webmcp-abilities' ),
						$proposer,
						Proposals_Page::channel_label( (string) $proposal->channel ),
						Describe_Output::moment( (int) strtotime( $proposal->created_at . ' UTC' ) ),
						self::state( $proposal )
					)
				);
				?>
			</p>
			<?php if ( '' !== (string) $proposal->reason ) : ?>
				<p><strong><?php esc_html_e( 'The agent\'s reason (its own words, not checked by the site):', 'webmcp-abilities' ); ?></strong></p>
				<blockquote><p><?php echo esc_html( (string) $proposal->reason ); ?></p></blockquote>
			<?php endif; ?>
			<?php self::subject( $subject, (int) $proposal->object_id ); ?>
			<?php if ( '' !== (string) $proposal->note ) : ?>
				<p><strong><?php esc_html_e( 'Note from whoever decided:', 'webmcp-abilities' ); ?></strong> <?php echo esc_html( (string) $proposal->note ); ?></p>
			<?php endif; ?>
			<?php if ( 'open' === $proposal->status && Proposal_Policy::may_approve( $proposal ) ) : ?>
				<?php if ( $selectable ) : ?>
					<p><label><input type="checkbox" form="webmcp-abilities-bulk" name="proposals[]" value="<?php echo esc_attr( (string) $id ); ?>">
						<?php /* translators: %d: proposal number. */ echo esc_html( sprintf( __( 'Select proposal %d for approval', 'webmcp-abilities' ), $id ) ); ?>
					</label></p>
				<?php endif; ?>
				<form method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>">
					<input type="hidden" name="action" value="<?php echo esc_attr( Proposals_Page::ACTION ); ?>">
					<input type="hidden" name="proposal" value="<?php echo esc_attr( (string) $id ); ?>">
					<?php wp_nonce_field( Proposals_Page::ACTION . '-' . $id ); ?>
					<p>
						<label for="webmcp-abilities-note-<?php echo esc_attr( (string) $id ); ?>">
							<?php /* translators: %s: the proposer's name. */ echo esc_html( sprintf( __( 'Note for %s (optional)', 'webmcp-abilities' ), $proposer ) ); ?>
						</label><br>
						<textarea id="webmcp-abilities-note-<?php echo esc_attr( (string) $id ); ?>" name="note" rows="2" cols="60" maxlength="<?php echo esc_attr( (string) Proposal_Decision::MAX_NOTE ); ?>"></textarea>
					</p>
					<p>
						<?php /* translators: %d: proposal number. */ ?>
						<button type="submit" name="decision" value="approve" class="button button-primary"><?php echo esc_html( sprintf( __( 'Approve proposal %d', 'webmcp-abilities' ), $id ) ); ?></button>
						<?php /* translators: %d: proposal number. */ ?>
						<button type="submit" name="decision" value="reject" class="button"><?php echo esc_html( sprintf( __( 'Reject proposal %d', 'webmcp-abilities' ), $id ) ); ?></button>
					</p>
				</form>
			<?php endif; ?>
		</section>
		<?php
	}

	/**
	 * @param object $proposal A proposal.
	 * @return string Its state in words.
	 */
	private static function state( object $proposal ): string {
		$states = array(
			'open'     => __( 'waiting for a decision', 'webmcp-abilities' ),
			'running'  => __( 'being decided', 'webmcp-abilities' ),
			'approved' => __( 'approved and done', 'webmcp-abilities' ),
			'rejected' => __( 'rejected', 'webmcp-abilities' ),
			'stale'    => __( 'stale: what it changes was changed since', 'webmcp-abilities' ),
			'expired'  => __( 'expired', 'webmcp-abilities' ),
			'failed'   => __( 'approved, but it failed when it ran', 'webmcp-abilities' ),
		);
		return $states[ (string) $proposal->status ] ?? (string) $proposal->status;
	}

	/**
	 * @param array<string, mixed> $subject The proposal's description of its post.
	 * @param int                  $post_id The post.
	 */
	private static function subject( array $subject, int $post_id ): void {
		echo '<dl class="webmcp-abilities-proposal__subject">';
		foreach ( (array) ( $subject['fields'] ?? array() ) as $field ) {
			echo '<dt><strong>' . esc_html( (string) ( $field['label'] ?? '' ) ) . '</strong></dt><dd>' . esc_html( (string) ( $field['value'] ?? '' ) ) . '</dd>';
		}
		foreach ( (array) ( $subject['changes'] ?? array() ) as $change ) {
			echo '<dt><strong>' . esc_html( (string) ( $change['label'] ?? '' ) ) . '</strong></dt><dd><div class="webmcp-abilities-proposal__diff" style="white-space: pre-wrap; font-family: monospace;">';
			foreach ( (array) ( $change['parts'] ?? array() ) as $part ) {
				$text = esc_html( (string) ( $part['text'] ?? '' ) );
				switch ( $part['change'] ?? '' ) {
					case 'removed':
						echo '<del style="background:#ffe5e5;color:#8a1f1f;"><span class="screen-reader-text">' . esc_html__( '[removed:', 'webmcp-abilities' ) . ' </span>' . $text . '<span class="screen-reader-text">]</span></del>'; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped above.
						break;
					case 'added':
						echo '<ins style="background:#e3f5e1;color:#0a5c1c;"><span class="screen-reader-text">' . esc_html__( '[added:', 'webmcp-abilities' ) . ' </span>' . $text . '<span class="screen-reader-text">]</span></ins>'; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped above.
						break;
					default:
						echo $text; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped above.
				}
			}
			echo '</div></dd>';
		}
		echo '</dl>';
		$post = get_post( $post_id );
		// A post whose type went away (its plugin off) is no longer one WordPress can check.
		if ( null !== $post && post_type_exists( $post->post_type ) && current_user_can( 'read_post', $post_id ) ) {
			echo '<p><a href="' . esc_url( (string) get_preview_post_link( $post ) ) . '">' . esc_html__( 'Preview the post as it is now', 'webmcp-abilities' ) . '</a></p>';
		}
	}
}
