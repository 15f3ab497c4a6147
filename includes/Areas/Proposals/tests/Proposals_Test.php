<?php
/**
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Tests;

use WebMCP_Abilities\Exposure\Tool_Name;
use WebMCP_Abilities\Proposals\Proposal_Decision;
use WebMCP_Abilities\Areas\Proposals\Proposal_Maker;
use WebMCP_Abilities\Proposals\Proposal_Policy;
use WebMCP_Abilities\Proposals\Proposal_Store;
use WebMCP_Abilities\Proposals\Proposals_Page;
use WebMCP_Abilities\Undo\Undo_Request;
use WP_Error;

/**
 * A call someone may not run becomes a proposal that someone who may decides: who may propose
 * and approve, per role and setting; stale, expired, self-approval, a second approval, an
 * approver who lost the capability, input that became invalid; the story in the log.
 */
final class Proposals_Test extends Test_Case {

	private const PUBLISH = 'webmcp-abilities/publish-post';
	private const FIX     = 'webmcp-abilities/update-published-post';

	/** @var array<int, array{to: string, subject: string, message: string}> Mail the site sent. */
	private array $mail = array();

	protected function setUp(): void {
		parent::setUp();
		$this->mail = array();
		add_filter( 'pre_wp_mail', array( $this, 'keep_mail' ), 10, 2 );
	}

	/**
	 * Keeps the site's mail here instead of sending it.
	 *
	 * @param mixed                $short_circuit Core's default, null.
	 * @param array<string, mixed> $mail          The message.
	 */
	public function keep_mail( $short_circuit, array $mail ): bool {
		$this->mail[] = array(
			'to'      => (string) $mail['to'],
			'subject' => (string) $mail['subject'],
			'message' => (string) $mail['message'],
		);
		return true;
	}

	public function test_a_contributors_draft_is_proposed_and_published_by_the_editors_authority(): void {
		$contributor = $this->log_in_as( 'contributor' );
		$draft       = $this->draft( $contributor );
		$publish     = wp_get_ability( self::PUBLISH );
		self::assertSame( Proposal_Policy::PROPOSE, Proposal_Policy::mode( $publish, array( 'id' => $draft ) ) );

		$made = $this->propose( self::PUBLISH, array( 'id' => $draft ), 'Ready: the editor asked for it today.' );
		self::assertSame( 'open', $made['status'] );
		self::assertSame( 'draft', get_post_status( $draft ) );

		$editor = $this->log_in_as( 'editor' );
		self::assertSame( Proposal_Policy::RUN, Proposal_Policy::mode( $publish, array( 'id' => $draft ) ) );
		$approved = Proposal_Decision::approve( $made['id'], 'Looks good.' );
		self::assertIsArray( $approved, is_wp_error( $approved ) ? $approved->get_error_message() : '' );
		self::assertSame( 'publish', get_post_status( $draft ) );

		$proposal = Proposal_Store::get( $made['id'] );
		self::assertSame( 'approved', $proposal->status );
		self::assertSame( $editor, $proposal->decided_by );

		// The story: proposed by the contributor, decided and run by the editor, all linked.
		$rows = $this->story( $made['id'] );
		self::assertSame( array( "proposed $contributor", "ok $editor", "approved $editor" ), $rows );

		// The contributor hears by email, with the editor's note.
		self::assertCount( 1, $this->mail );
		self::assertSame( get_userdata( $contributor )->user_email, $this->mail[0]['to'] );
		self::assertStringContainsString( 'approved by', $this->mail[0]['message'] );
		self::assertStringContainsString( 'Looks good.', $this->mail[0]['message'] );
	}

	public function test_a_contributors_book_is_proposed_naming_a_book_and_published_by_an_editor(): void {
		$contributor = $this->log_in_as( 'contributor' );
		// A type a plugin adds, with its own capabilities: the books test plugin's.
		$made = wp_get_ability( 'webmcp-abilities/create-draft' )->execute(
			array(
				'type'  => 'book',
				'title' => 'Rye',
				'meta'  => array( 'pages' => 64 ),
			)
		);
		self::assertIsArray( $made );
		$book    = $made['id'];
		$publish = wp_get_ability( self::PUBLISH );
		$denied  = $publish->check_permissions( array( 'id' => $book ) );
		self::assertInstanceOf( WP_Error::class, $denied );
		self::assertStringContainsString( "Book $book", $denied->get_error_message() );
		self::assertSame( Proposal_Policy::PROPOSE, Proposal_Policy::mode( $publish, array( 'id' => $book ) ) );
		$proposal = $this->propose( self::PUBLISH, array( 'id' => $book ), 'Ready.' );
		$subject  = array_column( Proposal_Store::get( $proposal['id'] )->subject['fields'], 'value', 'label' );
		self::assertSame( 'Book', $subject['Type'] );

		$this->log_in_as( 'editor' );
		self::assertIsArray( Proposal_Decision::approve( $proposal['id'], '' ) );
		self::assertSame( array( 'publish', '64' ), array( get_post_status( $book ), get_post_meta( $book, 'pages', true ) ) );
		self::assertSame( $contributor, (int) get_post_field( 'post_author', $book ) );
	}

	public function test_the_approved_run_is_undone_from_the_log_as_any_run(): void {
		$contributor = $this->log_in_as( 'contributor' );
		$draft       = $this->draft( $contributor );
		$made        = $this->propose( self::PUBLISH, array( 'id' => $draft ), '' );
		$this->log_in_as( 'editor' );
		Proposal_Decision::approve( $made['id'], '' );
		$run = $this->run_entry( $made['id'] );
		self::assertTrue( Undo_Request::undo( $run ) );
		self::assertSame( 'draft', get_post_status( $draft ) );
	}

	public function test_who_may_propose(): void {
		$editor = $this->log_in_as( 'editor' );
		$live   = $this->live( $editor );
		$fix    = wp_get_ability( self::FIX );
		$input  = array(
			'id'    => $live,
			'title' => 'Better',
		);
		$this->log_in_as( 'author' );
		self::assertSame( Proposal_Policy::PROPOSE, Proposal_Policy::mode( $fix, $input ), 'An author proposes a fix to an editor\'s post.' );
		$this->log_in_as( 'subscriber' );
		self::assertSame( Proposal_Policy::REFUSE, Proposal_Policy::mode( $fix, $input ), 'A subscriber writes nothing.' );
		$this->log_in_as( 'contributor' );
		$private = $this->live( $editor, 'private' );
		self::assertSame( Proposal_Policy::REFUSE, Proposal_Policy::mode( $fix, array( 'id' => $private ) + $input ), 'Not on a post they cannot read.' );

		$this->save_settings( array( 'proposals' => array( 'enabled' => false ) ) );
		$this->log_in_as( 'author' );
		self::assertSame( Proposal_Policy::REFUSE, Proposal_Policy::mode( $fix, $input ), 'The owner switched proposals off.' );
	}

	public function test_the_owner_makes_a_role_wait_for_approval(): void {
		$this->save_settings( array( 'proposals' => array( 'approval' => array( self::PUBLISH => array( 'author' ) ) ) ) );
		$author = $this->log_in_as( 'author' );
		$draft  = $this->draft( $author );
		self::assertSame( Proposal_Policy::PROPOSE, Proposal_Policy::mode( wp_get_ability( self::PUBLISH ), array( 'id' => $draft ) ) );
		$made = $this->propose( self::PUBLISH, array( 'id' => $draft ), '' );

		// Another author may publish too, but waits for approval as well: they do not decide.
		$this->log_in_as( 'author' );
		self::assertInstanceOf( WP_Error::class, Proposal_Decision::approve( $made['id'], '' ) );
		$this->log_in_as( 'editor' );
		self::assertIsArray( Proposal_Decision::approve( $made['id'], '' ) );
	}

	public function test_nobody_approves_their_own_proposal_unless_the_owner_allows_it(): void {
		$author = $this->log_in_as( 'author' );
		$live   = $this->live( (int) self::factory_user( 'editor' ) );
		$made   = $this->propose(
			self::FIX,
			array(
				'id'    => $live,
				'title' => 'Mine',
			),
			''
		);
		$user   = get_userdata( $author );
		$user->add_cap( 'edit_others_posts' );
		$user->add_cap( 'edit_published_posts' );
		// A fresh user object, with the capabilities just given.
		wp_set_current_user( 0 );
		wp_set_current_user( $author );
		$refused = Proposal_Decision::approve( $made['id'], '' );
		self::assertInstanceOf( WP_Error::class, $refused );
		self::assertSame( 'access_denied', $refused->get_error_code() );

		$this->save_settings( array( 'proposals' => array( 'self_approval' => true ) ) );
		self::assertIsArray( Proposal_Decision::approve( $made['id'], '' ) );
		self::assertSame( 'Mine', get_the_title( $live ) );
	}

	public function test_a_proposal_whose_post_changed_is_stale_and_says_so(): void {
		$contributor = $this->log_in_as( 'contributor' );
		$draft       = $this->draft( $contributor );
		$made        = $this->propose( self::PUBLISH, array( 'id' => $draft ), '' );
		wp_update_post(
			array(
				'ID'         => $draft,
				'post_title' => 'Changed after the proposal',
			)
		);
		$this->log_in_as( 'editor' );
		$stale = Proposal_Decision::approve( $made['id'], '' );
		self::assertInstanceOf( WP_Error::class, $stale );
		self::assertSame( 'stale', $stale->get_error_code() );
		self::assertStringContainsString( 'changed after the proposal was made', $stale->get_error_message() );
		self::assertSame( 'draft', get_post_status( $draft ) );
		self::assertSame( 'stale', Proposal_Store::get( $made['id'] )->status );
	}

	public function test_an_expired_proposal_closes_itself(): void {
		$contributor = $this->log_in_as( 'contributor' );
		$made        = $this->propose( self::PUBLISH, array( 'id' => $this->draft( $contributor ) ), '' );
		global $wpdb;
		$wpdb->update( Proposal_Store::table(), array( 'expires_at' => time() - 1 ), array( 'id' => $made['id'] ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the test ages its proposal.
		self::assertSame( 'expired', Proposal_Store::get( $made['id'] )->status );
		$this->log_in_as( 'editor' );
		self::assertInstanceOf( WP_Error::class, Proposal_Decision::approve( $made['id'], '' ) );
	}

	public function test_a_second_approval_runs_nothing(): void {
		$contributor = $this->log_in_as( 'contributor' );
		$made        = $this->propose( self::PUBLISH, array( 'id' => $this->draft( $contributor ) ), '' );
		$this->log_in_as( 'editor' );
		self::assertIsArray( Proposal_Decision::approve( $made['id'], '' ) );
		$again = Proposal_Decision::approve( $made['id'], '' );
		self::assertInstanceOf( WP_Error::class, $again );
		self::assertSame( 'invalid_state', $again->get_error_code() );
		self::assertCount( 1, array_filter( $this->story( $made['id'] ), static fn ( string $row ): bool => str_starts_with( $row, 'ok ' ) ) );
	}

	public function test_an_approver_who_lost_the_capability_decides_nothing(): void {
		$contributor = $this->log_in_as( 'contributor' );
		$made        = $this->propose( self::PUBLISH, array( 'id' => $this->draft( $contributor ) ), '' );
		$editor      = $this->log_in_as( 'editor' );
		get_userdata( $editor )->set_role( 'contributor' );
		wp_set_current_user( 0 );
		wp_set_current_user( $editor );
		$refused = Proposal_Decision::approve( $made['id'], '' );
		self::assertInstanceOf( WP_Error::class, $refused );
		self::assertSame( 'open', Proposal_Store::get( $made['id'] )->status, 'Still there for someone who may.' );
		self::assertContains( "access_denied $editor", $this->story( $made['id'] ), 'The refusal is logged.' );
	}

	public function test_input_that_became_invalid_fails_and_changes_nothing(): void {
		$contributor = $this->log_in_as( 'contributor' );
		$draft       = $this->draft( $contributor );
		// Scheduling for a moment that has passed by the time the editor looks is refused.
		$made = $this->propose(
			self::PUBLISH,
			array(
				'id'   => $draft,
				'date' => gmdate( 'Y-m-d\TH:i:s\Z', time() + 2 ),
			),
			''
		);
		sleep( 3 );
		$this->log_in_as( 'editor' );
		$failed = Proposal_Decision::approve( $made['id'], '' );
		self::assertInstanceOf( WP_Error::class, $failed );
		self::assertSame( 'failed', Proposal_Store::get( $made['id'] )->status );
		self::assertSame( 'draft', get_post_status( $draft ) );
	}

	public function test_bad_proposals_are_refused_and_stored_nowhere(): void {
		$contributor = $this->log_in_as( 'contributor' );
		$draft       = $this->draft( $contributor );
		$cases       = array(
			'invalid input'     => array( self::PUBLISH, array( 'id' => 'x' ) ),
			'another tool'      => array( self::PUBLISH, array( 'id' => $draft ), 'wp_trash-post' ),
			'not proposable'    => array( 'webmcp-abilities/update-site-identity', array( 'title' => 'Mine' ) ),
			'published already' => array( self::PUBLISH, array( 'id' => $this->live( (int) self::factory_user( 'editor' ) ) ) ),
			'a fix that fails'  => array(
				self::FIX,
				array(
					'id'      => $this->live( (int) self::factory_user( 'editor' ) ),
					'replace' => array(
						array(
							'find' => 'Tuesdays',
							'with' => 'x',
						),
					),
				),
			),
		);
		foreach ( $cases as $case => $call ) {
			$made = Proposal_Maker::propose( $call[0], $call[1], $call[2] ?? Tool_Name::claim( $call[0] ), '' );
			self::assertInstanceOf( WP_Error::class, $made, $case );
		}
		self::assertSame(
			0,
			Proposal_Store::query(
				array(
					'per_page' => 10,
					'page'     => 1,
				)
			)['total']
		);
	}

	public function test_the_daily_limit_and_the_open_limit_per_post(): void {
		$this->save_settings( array( 'proposals' => array( 'daily_limit' => 3 ) ) );
		$contributor = $this->log_in_as( 'contributor' );
		for ( $i = 1; $i <= 3; $i++ ) {
			$this->propose( self::PUBLISH, array( 'id' => $this->draft( $contributor ) ), '' );
		}
		$over = Proposal_Maker::propose( self::PUBLISH, array( 'id' => $this->draft( $contributor ) ), Tool_Name::claim( self::PUBLISH ), '' );
		self::assertInstanceOf( WP_Error::class, $over );
		self::assertSame( 'rate_limited', $over->get_error_code() );
		// A day's limit: the agent is told so, and not to call again now.
		self::assertFalse( $over->get_error_data()['retryable'] );
		self::assertStringContainsString( 'You may send another in', $over->get_error_message() );

		$this->save_settings( array( 'proposals' => array( 'daily_limit' => 100 ) ) );
		$this->log_in_as( 'contributor' );
		$draft = $this->draft( get_current_user_id() );
		for ( $i = 1; $i <= Proposal_Maker::MAX_OPEN_PER_OBJECT; $i++ ) {
			$this->propose( self::PUBLISH, $this->publish_on_day( $draft, $i ), '' );
		}
		$full = Proposal_Maker::propose( self::PUBLISH, $this->publish_on_day( $draft, 0 ), Tool_Name::claim( self::PUBLISH ), '' );
		self::assertInstanceOf( WP_Error::class, $full );
		self::assertSame( 'invalid_state', $full->get_error_code() );
	}

	public function test_the_same_call_sent_twice_is_one_proposal_counted_once(): void {
		$this->save_settings( array( 'proposals' => array( 'daily_limit' => 2 ) ) );
		$contributor = $this->log_in_as( 'contributor' );
		$draft       = $this->draft( $contributor );
		$first       = $this->propose( self::PUBLISH, array( 'id' => $draft ), 'Ready.' );
		$again       = $this->propose( self::PUBLISH, array( 'id' => $draft ), 'Ready, really.' );
		self::assertSame( $first['id'], $again['id'] );
		self::assertSame(
			1,
			Proposal_Store::query(
				array(
					'proposer' => $contributor,
					'per_page' => 10,
					'page'     => 1,
				)
			)['total']
		);
		self::assertSame( array( "proposed $contributor" ), $this->story( $first['id'] ) );

		// Only one of the two proposals a day was spent; another input is another proposal.
		$other = $this->propose( self::PUBLISH, $this->publish_on_day( $draft, 3 ), '' );
		self::assertNotSame( $first['id'], $other['id'] );
	}

	/**
	 * @param int $post A draft.
	 * @param int $day  How many days from now (0: tomorrow at this time, plus an hour).
	 * @return array{id: int, date: string} Publish-post's input scheduling it then.
	 */
	private function publish_on_day( int $post, int $day ): array {
		return array(
			'id'   => $post,
			'date' => gmdate( 'Y-m-d\TH:i:s\Z', time() + ( $day + 1 ) * DAY_IN_SECONDS + HOUR_IN_SECONDS ),
		);
	}

	public function test_what_people_write_is_kept_as_written_and_the_screen_shows_it_as_text(): void {
		$contributor = $this->log_in_as( 'contributor' );
		$reason      = 'Fixes the <b>typo</b> & a < b';
		$made        = $this->propose( self::PUBLISH, array( 'id' => $this->draft( $contributor ) ), $reason );
		$this->log_in_as( 'editor' );
		$note = 'Use <em>this</em> <script>x</script>';
		// As the screen's form sends it: slashed, with the proposal's nonce.
		$_POST    = array(
			'decision' => 'reject',
			'proposal' => (string) $made['id'],
			'note'     => wp_slash( $note ),
			'_wpnonce' => wp_create_nonce( Proposals_Page::ACTION . '-' . $made['id'] ),
		);
		$_REQUEST = $_POST; // phpcs:ignore WordPress.Security.NonceVerification.Missing -- the test fills the form the handler reads.
		// The handler ends with a redirect and `exit`: the test stops it there.
		add_filter(
			'wp_redirect',
			static function (): never {
				throw new \RuntimeException( 'redirected' );
			}
		);
		try {
			Proposals_Page::handle();
		} catch ( \RuntimeException $redirected ) {
			self::assertSame( 'redirected', $redirected->getMessage() );
		} finally {
			$_POST    = array();
			$_REQUEST = array();
		}
		$proposal = Proposal_Store::get( $made['id'] );
		self::assertSame( 'rejected', $proposal->status );
		self::assertSame( $note, $proposal->note, 'No word is lost: the note is text.' );
		self::assertSame( $reason, $proposal->reason );

		wp_set_current_user( $contributor );
		$_GET['mine'] = '1'; // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- the screen's own link, as above.
		ob_start();
		try {
			Proposals_Page::render();
		} finally {
			$html = (string) ob_get_clean();
			unset( $_GET['mine'] ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- as above.
		}
		self::assertStringContainsString( 'Use &lt;em&gt;this&lt;/em&gt; &lt;script&gt;x&lt;/script&gt;', $html );
		self::assertStringContainsString( 'Fixes the &lt;b&gt;typo&lt;/b&gt; &amp; a &lt; b', $html );
		self::assertStringNotContainsString( '<em>this', $html );
		self::assertStringNotContainsString( '<script>x', $html );
	}

	public function test_the_agent_reads_its_proposal_and_nobody_else_does(): void {
		$contributor = $this->log_in_as( 'contributor' );
		$made        = $this->propose( self::PUBLISH, array( 'id' => $this->draft( $contributor ) ), '' );
		$this->log_in_as( 'editor' );
		Proposal_Decision::reject( $made['id'], 'Not <b>yet</b>: wait for the photos.' );
		wp_set_current_user( $contributor );
		$read = wp_get_ability( 'webmcp-abilities/get-proposal' )->execute( array( 'id' => $made['id'] ) );
		self::assertIsArray( $read );
		self::assertSame( 'rejected', $read['status'] );
		self::assertSame( 'Not <b>yet</b>: wait for the photos.', $read['note'] );

		$this->log_in_as( 'contributor' );
		$answer = $this->run_over_rest( 'webmcp-abilities/get-proposal', array(), array( 'id' => $made['id'] ), 'GET' );
		self::assertSame( 'not_found', $answer->get_data()['code'] );
	}

	/**
	 * @param string               $ability The ability.
	 * @param array<string, mixed> $input   Its input.
	 * @param string               $reason  The agent's reason.
	 * @return array{id: int, status: string, approvers: string, expires: int}
	 */
	private function propose( string $ability, array $input, string $reason ): array {
		$made = Proposal_Maker::propose( $ability, $input, Tool_Name::claim( $ability ), $reason );
		self::assertIsArray( $made, is_wp_error( $made ) ? $made->get_error_message() : '' );
		return $made;
	}

	/**
	 * @param int $proposal A proposal.
	 * @return array<int, string> Its log rows, oldest first: outcome and who.
	 */
	private function story( int $proposal ): array {
		global $wpdb;
		$table = $wpdb->prefix . 'webmcp_abilities_log';
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- the test reads the plugin's own table.
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT outcome, user_id FROM {$table} WHERE call_id = %s ORDER BY id", 'proposal:' . $proposal ) );
		return array_map( static fn ( object $row ): string => "{$row->outcome} {$row->user_id}", (array) $rows );
	}

	/**
	 * @param int $proposal A proposal.
	 * @return int The log row of its approved run.
	 */
	private function run_entry( int $proposal ): int {
		global $wpdb;
		$table = $wpdb->prefix . 'webmcp_abilities_log';
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- the test reads the plugin's own table.
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT id FROM {$table} WHERE call_id = %s AND outcome = 'ok'", 'proposal:' . $proposal ) );
	}

	/**
	 * @param int $author Its author.
	 * @return int A draft.
	 */
	private function draft( int $author ): int {
		return (int) wp_insert_post(
			array(
				'post_title'  => 'Draft ' . wp_generate_password( 6, false ),
				'post_status' => 'draft',
				'post_author' => $author,
			)
		);
	}

	/**
	 * @param int    $author Its author.
	 * @param string $status Its status.
	 * @return int A published post with a typo.
	 */
	private function live( int $author, string $status = 'publish' ): int {
		return (int) wp_insert_post(
			array(
				'post_title'   => 'Hours',
				'post_content' => "<!-- wp:paragraph -->\n<p>Open on Mondys.</p>\n<!-- /wp:paragraph -->",
				'post_status'  => $status,
				'post_author'  => $author,
			)
		);
	}

	/**
	 * @param string $role A role.
	 * @return int A user with it, not logged in.
	 */
	private static function factory_user( string $role ): int {
		return (int) wp_insert_user(
			array(
				'user_login' => uniqid( $role ),
				'user_pass'  => wp_generate_password(),
				'user_email' => uniqid( $role ) . '@example.org',
				'role'       => $role,
			)
		);
	}
}
