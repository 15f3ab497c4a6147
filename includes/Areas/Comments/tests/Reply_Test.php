<?php
/**
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Tests;

use WebMCP_Abilities\Undo\Undo_Request;
use WP_Comment;
use WP_Error;

/**
 * Answering a comment by wp-admin's rules, changing or trashing one's own reply, the dialog's
 * view of both, and the log's Undo of each.
 */
final class Reply_Test extends Test_Case {

	private const REPLY  = 'webmcp-abilities/reply-to-comment';
	private const UPDATE = 'webmcp-abilities/update-reply';

	protected function setUp(): void {
		parent::setUp();
		// A reply records the address it came from, as a request from a browser has one.
		$_SERVER['REMOTE_ADDR'] = '192.0.2.1';
	}

	protected function tearDown(): void {
		unset( $_SERVER['REMOTE_ADDR'] );
		parent::tearDown();
	}

	public function test_a_moderator_replies_as_themselves_and_undo_trashes_the_reply(): void {
		$editor  = $this->log_in_as( 'editor' );
		$comment = $this->comment_on( $this->post() );
		$heard   = 0;
		add_action(
			'comment_post',
			static function () use ( &$heard ): void {
				++$heard;
			}
		);

		$entry = $this->agent_runs(
			self::REPLY,
			array(
				'id'      => $comment,
				'content' => 'Thanks! <script>alert(1)</script>We open at <strong>nine</strong>.',
			)
		);
		$reply = $this->newest_reply( $comment );
		self::assertSame( $editor, (int) $reply->user_id );
		self::assertSame( wp_get_current_user()->display_name, $reply->comment_author );
		self::assertSame( 'Thanks! alert(1)We open at <strong>nine</strong>.', $reply->comment_content );
		self::assertSame( 'approved', wp_get_comment_status( $reply ) );
		self::assertSame( 1, $heard, 'WordPress\'s own hooks fire, as for a reply from wp-admin.' );

		self::assertTrue( Undo_Request::undo( $entry ) );
		self::assertSame( 'trash', wp_get_comment_status( (int) $reply->comment_ID ) );
	}

	public function test_who_may_reply_is_who_wp_admin_lets_reply(): void {
		$owner   = $this->log_in_as( 'author' );
		$comment = $this->comment_on( $this->post( $owner ) );
		$input   = array(
			'id'      => $comment,
			'content' => 'Hello',
		);
		foreach ( array( 'contributor', 'author', 'subscriber' ) as $role ) {
			$this->log_in_as( $role );
			$answer = $this->run_over_rest( self::REPLY, array(), $input );
			self::assertSame( 403, $answer->get_status(), $role );
			self::assertSame( 'access_denied', $answer->get_data()['code'], $role );
		}
		wp_set_current_user( $owner );
		self::assertSame( 200, $this->run_over_rest( self::REPLY, array(), $input )->get_status(), 'The post\'s author answers on it.' );

		$held = $this->comment_on( $this->post( $owner ), '0' );
		$this->log_in_as( 'contributor' );
		$answer = $this->run_over_rest( self::REPLY, array(), array( 'id' => $held ) + $input );
		self::assertSame( 'not_found', $answer->get_data()['code'], 'A held comment is not there for people who may not moderate it.' );
	}

	public function test_what_wp_admin_refuses_changes_nothing(): void {
		$this->log_in_as( 'administrator' );
		$post    = $this->post();
		$draft   = (int) wp_insert_post( array( 'post_title' => 'Draft' ) );
		$cases   = array(
			'held'        => array( $this->comment_on( $post, '0' ), 'Hi' ),
			'spam'        => array( $this->comment_on( $post, 'spam' ), 'Hi' ),
			'on a draft'  => array( $this->comment_on( $draft ), 'Hi' ),
			'only markup' => array( $this->comment_on( $post ), '<script></script>' ),
			'too long'    => array( $this->comment_on( $post ), str_repeat( 'a', 10000 ) ),
		);
		$ability = wp_get_ability( self::REPLY );
		$count   = (int) get_comments( array( 'count' => true ) );
		foreach ( $cases as $case => $call ) {
			$answer = $ability->execute(
				array(
					'id'      => $call[0],
					'content' => $call[1],
				)
			);
			self::assertInstanceOf( WP_Error::class, $answer, $case );
		}
		self::assertSame( $count, (int) get_comments( array( 'count' => true ) ) );
	}

	public function test_the_dialog_shows_the_comment_and_the_reply(): void {
		$this->log_in_as( 'administrator' );
		$comment = $this->comment_on( $this->post() );
		$shown   = wp_get_ability( 'webmcp-abilities/describe-reply' )->execute(
			array(
				'id'      => $comment,
				'content' => 'See you <em>soon</em><img src=x onerror=alert(1)>',
			)
		);
		self::assertIsArray( $shown );
		$fields = array_column( $shown['fields'], 'value', 'label' );
		self::assertSame( 'When do you open?', $fields['Visitor wrote'] );
		self::assertSame( 'See you <em>soon</em>', $fields['Your reply'], 'The reply as it will be stored.' );
		self::assertSame( 'On the site at once, under the comment.', $fields['Visible'] );
	}

	public function test_one_edits_and_trashes_only_ones_own_reply_and_undoes_both(): void {
		$this->log_in_as( 'editor' );
		$reply = $this->agent_reply();

		$edit = $this->agent_runs(
			self::UPDATE,
			array(
				'id'      => $reply,
				'content' => 'We open at ten.',
			)
		);
		self::assertSame( 'We open at ten.', get_comment( $reply )->comment_content );
		$shown = wp_get_ability( 'webmcp-abilities/describe-reply-change' )->execute(
			array(
				'id'      => $reply,
				'content' => 'We open at eleven.',
			)
		);
		self::assertSame( 'Text', $shown['changes'][0]['label'] );

		$trash = $this->agent_runs(
			self::UPDATE,
			array(
				'id'    => $reply,
				'trash' => true,
			)
		);
		self::assertSame( 'trash', wp_get_comment_status( $reply ) );
		$refused = Undo_Request::undo( $edit );
		self::assertInstanceOf( WP_Error::class, $refused, 'The text was undone under a later trash: a conflict.' );
		self::assertSame( 'undo_conflict', $refused->get_error_code() );

		self::assertTrue( Undo_Request::undo( $trash ) );
		self::assertSame( 'approved', wp_get_comment_status( $reply ) );
		self::assertTrue( Undo_Request::undo( $edit ) );
		self::assertSame( 'We open at nine.', get_comment( $reply )->comment_content );

		$this->log_in_as( 'editor' );
		$answer = $this->run_over_rest(
			self::UPDATE,
			array(),
			array(
				'id'    => $reply,
				'trash' => true,
			)
		);
		self::assertSame( 403, $answer->get_status(), 'Another editor\'s reply is not theirs.' );
		self::assertSame( 'approved', wp_get_comment_status( $reply ) );
	}

	public function test_an_update_gives_either_text_or_trash(): void {
		$this->log_in_as( 'editor' );
		$reply  = $this->agent_reply();
		$answer = $this->run_over_rest(
			self::UPDATE,
			array(),
			array(
				'id'      => $reply,
				'content' => 'New',
				'trash'   => true,
			)
		);
		self::assertSame( 400, $answer->get_status() );
		self::assertSame( 'We open at nine.', get_comment( $reply )->comment_content );
	}

	/**
	 * @return int The current person's reply, posted through the ability.
	 */
	private function agent_reply(): int {
		$comment = $this->comment_on( $this->post() );
		$answer  = $this->run_over_rest(
			self::REPLY,
			array(),
			array(
				'id'      => $comment,
				'content' => 'We open at nine.',
			)
		);
		self::assertSame( 200, $answer->get_status(), (string) wp_json_encode( $answer->get_data() ) );
		return (int) $answer->get_data()['id'];
	}

	/**
	 * @param int $author The post's author; the current user when 0.
	 * @return int A published post.
	 */
	private function post( int $author = 0 ): int {
		return (int) wp_insert_post(
			array(
				'post_title'  => 'Hours',
				'post_status' => 'publish',
				'post_author' => $author > 0 ? $author : get_current_user_id(),
			)
		);
	}

	/**
	 * @param int    $post     The post.
	 * @param string $approved `1`, `0` (held) or `spam`.
	 * @return int A visitor's comment.
	 */
	private function comment_on( int $post, string $approved = '1' ): int {
		return (int) wp_insert_comment(
			array(
				'comment_post_ID'      => $post,
				'comment_author'       => 'Visitor',
				'comment_author_email' => 'visitor@example.org',
				'comment_content'      => 'When do you open?',
				'comment_approved'     => $approved,
			)
		);
	}

	/**
	 * @param int $comment A comment.
	 */
	private function newest_reply( int $comment ): WP_Comment {
		$replies = get_comments(
			array(
				'parent'  => $comment,
				'orderby' => 'comment_ID',
				'order'   => 'DESC',
				'number'  => 1,
			)
		);
		self::assertNotEmpty( $replies );
		return $replies[0];
	}
}
