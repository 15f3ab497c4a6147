<?php
/**
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Tests;

use WebMCP_Abilities\Activity\Activity_Log;
use WebMCP_Abilities\Activity\Logged_Object;
use WebMCP_Abilities\Undo\Undo_Request;
use WP_Error;

/**
 * Each of the plugin's writes by an agent keeps what undo needs; undo puts the object back as the
 * person, once, and refuses when the object changed since or the person may not make the change.
 */
final class Undo_Test extends Test_Case {

	public function test_a_trashed_post_is_restored_with_its_status(): void {
		$this->log_in_as( 'editor' );
		$id = $this->post( 'publish' );

		$entry = $this->agent_runs( 'webmcp-abilities/trash-post', array( 'id' => $id ), 'DELETE' );
		self::assertSame( 'trash', get_post_status( $id ) );

		self::assertTrue( Undo_Request::undo( $entry ) );
		self::assertSame( 'publish', get_post_status( $id ) );
	}

	public function test_a_post_whose_content_type_went_away_offers_no_link_and_no_undo_and_asks_wordpress_nothing(): void {
		register_post_type(
			'gadget',
			array(
				'public'       => true,
				'show_in_rest' => true,
			)
		);
		$this->log_in_as( 'editor' );
		$id    = (int) wp_insert_post(
			array(
				'post_type'   => 'gadget',
				'post_title'  => 'Lamp',
				'post_status' => 'publish',
			)
		);
		$entry = $this->agent_runs( 'webmcp-abilities/trash-post', array( 'id' => $id ), 'DELETE' );
		// Its plugin switched off: WordPress's map_meta_cap() would notice any capability check.
		unregister_post_type( 'gadget' );
		$row = Activity_Log::get( $entry );

		self::assertNull( Undo_Request::offer( $row ) );
		self::assertSame( '', Logged_Object::url( $row ) );
		$refused = Undo_Request::undo( $entry );
		self::assertInstanceOf( WP_Error::class, $refused );
		self::assertSame( 'undo_conflict', $refused->get_error_code() );
		self::assertSame( 'trash', get_post_status( $id ), 'Nothing was undone.' );
	}

	public function test_a_published_draft_goes_back_to_draft(): void {
		$this->log_in_as( 'editor' );
		$id = $this->post( 'draft' );

		$entry = $this->agent_runs( 'webmcp-abilities/publish-post', array( 'id' => $id ) );
		self::assertSame( 'publish', get_post_status( $id ) );

		self::assertTrue( Undo_Request::undo( $entry ) );
		self::assertSame( 'draft', get_post_status( $id ) );
	}

	public function test_a_draft_update_is_reversed_from_a_revision_with_its_terms(): void {
		$this->log_in_as( 'editor' );
		$id  = $this->post( 'draft' );
		$tag = wp_insert_term( 'Kept', 'post_tag' );
		self::assertIsArray( $tag );
		wp_set_post_terms( $id, array( (int) $tag['term_id'] ), 'post_tag' );

		$entry = $this->agent_runs(
			'webmcp-abilities/update-draft',
			array(
				'id'      => $id,
				'title'   => 'Overwritten',
				'content' => 'The agent\'s text.',
				'tags'    => array( 'Other' ),
			)
		);
		self::assertSame( 'Overwritten', get_the_title( $id ) );
		$reversal = json_decode( (string) Activity_Log::get( $entry )->reversal, true );
		self::assertSame( 'revision', get_post_type( $reversal['before']['revision'] ) );

		self::assertTrue( Undo_Request::undo( $entry ) );
		self::assertSame( 'Original', get_the_title( $id ) );
		self::assertSame( 'Original text.', get_post_field( 'post_content', $id ) );
		self::assertSame( array( 'Kept' ), wp_get_post_tags( $id, array( 'fields' => 'names' ) ) );
	}

	public function test_a_created_draft_goes_to_the_trash(): void {
		$this->log_in_as( 'editor' );

		$entry = $this->agent_runs( 'webmcp-abilities/create-draft', array( 'title' => 'New' ) );
		$id    = (int) Activity_Log::get( $entry )->object_id;
		self::assertSame( 'draft', get_post_status( $id ) );

		self::assertTrue( Undo_Request::undo( $entry ) );
		self::assertSame( 'trash', get_post_status( $id ) );
	}

	public function test_a_moderated_comment_gets_its_status_back(): void {
		$this->log_in_as( 'editor' );
		$comment = $this->comment();

		$entry = $this->agent_runs(
			'webmcp-abilities/moderate-comment',
			array(
				'id'     => $comment,
				'action' => 'approve',
			)
		);
		self::assertSame( 'approved', wp_get_comment_status( $comment ) );

		self::assertTrue( Undo_Request::undo( $entry ) );
		self::assertSame( 'unapproved', wp_get_comment_status( $comment ) );
	}

	public function test_undo_refuses_and_says_what_changed_when_the_object_changed_since(): void {
		$this->log_in_as( 'editor' );
		$post      = $this->post( 'draft' );
		$comment   = $this->comment();
		$edited    = $this->agent_runs(
			'webmcp-abilities/update-draft',
			array(
				'id'    => $post,
				'title' => 'Agent',
			)
		);
		$moderated = $this->agent_runs(
			'webmcp-abilities/moderate-comment',
			array(
				'id'     => $comment,
				'action' => 'spam',
			)
		);
		// Someone edits the draft's excerpt a second later, and moderates the comment again.
		global $wpdb;
		$wpdb->update( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the test moves the clock.
			$wpdb->posts,
			array(
				'post_excerpt'      => 'Their own words.',
				'post_modified_gmt' => gmdate( 'Y-m-d H:i:s', time() + 1 ),
			),
			array( 'ID' => $post )
		);
		clean_post_cache( $post );
		wp_set_comment_status( $comment, 'approve' );

		$refused = Undo_Request::undo( $edited );
		self::assertInstanceOf( WP_Error::class, $refused );
		self::assertSame( 'undo_conflict', $refused->get_error_code() );
		self::assertStringContainsString( 'changed since', $refused->get_error_message() );
		self::assertSame( 'Agent', get_the_title( $post ) );

		$refused = Undo_Request::undo( $moderated );
		self::assertInstanceOf( WP_Error::class, $refused );
		self::assertStringContainsString( 'it is approved now, and the agent left it spam', $refused->get_error_message() );
		self::assertSame( 'approved', wp_get_comment_status( $comment ) );
	}

	public function test_undo_is_refused_to_someone_who_may_not_make_the_change_and_is_recorded(): void {
		$editor  = $this->log_in_as( 'editor' );
		$comment = $this->comment();
		$entry   = $this->agent_runs(
			'webmcp-abilities/moderate-comment',
			array(
				'id'     => $comment,
				'action' => 'approve',
			)
		);
		// The editor is an author now: the comment is on someone else's post.
		wp_get_current_user()->set_role( 'author' );

		$refused = Undo_Request::undo( $entry );

		self::assertInstanceOf( WP_Error::class, $refused );
		self::assertSame( 'access_denied', $refused->get_error_code() );
		self::assertSame( 'approved', wp_get_comment_status( $comment ) );
		self::assertSame( array( 'person access_denied webmcp-abilities/moderate-comment', 'app-password ok webmcp-abilities/moderate-comment' ), $this->rows_of( $editor ) );
	}

	public function test_an_entry_is_undone_once_and_the_next_undo_says_by_whom_and_when(): void {
		$editor = $this->log_in_as( 'editor' );
		wp_update_user(
			array(
				'ID'           => $editor,
				'display_name' => 'Eddie Editor',
			)
		);
		$id    = $this->post( 'publish' );
		$entry = $this->agent_runs( 'webmcp-abilities/trash-post', array( 'id' => $id ), 'DELETE' );

		self::assertTrue( Undo_Request::undo( $entry ) );
		// Trashed again since: the answer is still that this entry was undone, not a conflict.
		wp_trash_post( $id );
		$again = Undo_Request::undo( $entry );

		self::assertInstanceOf( WP_Error::class, $again );
		self::assertSame( 'already_undone', $again->get_error_code() );
		self::assertStringContainsString( 'already undone by Eddie Editor on ', $again->get_error_message() );
		self::assertSame( $editor, $again->get_error_data()['undone_by'] );
		self::assertSame( 'trash', get_post_status( $id ) );
		self::assertSame( (int) Activity_Log::get( $entry )->undone_by, (int) Activity_Log::get( $entry + 1 )->id );
	}

	public function test_an_undo_arriving_while_another_undoes_the_entry_hears_already_undone_not_a_conflict(): void {
		$this->log_in_as( 'editor' );
		$id     = $this->post( 'publish' );
		$entry  = $this->agent_runs( 'webmcp-abilities/trash-post', array( 'id' => $id ), 'DELETE' );
		$second = null;
		// The second click lands while the first is putting the post back.
		add_action(
			'transition_post_status',
			static function () use ( $entry, &$second ): void {
				$second ??= Undo_Request::undo( $entry );
			}
		);

		self::assertTrue( Undo_Request::undo( $entry ) );

		self::assertInstanceOf( WP_Error::class, $second );
		self::assertSame( 'already_undone', $second->get_error_code() );
		self::assertSame( 'publish', get_post_status( $id ) );
	}

	/**
	 * @param string $status The post's status.
	 * @return int A post by an administrator.
	 */
	private function post( string $status ): int {
		$admin = get_users(
			array(
				'role'   => 'administrator',
				'number' => 1,
				'fields' => 'ID',
			)
		);
		$id    = wp_insert_post(
			array(
				'post_title'   => 'Original',
				'post_content' => 'Original text.',
				'post_status'  => $status,
				'post_author'  => (int) $admin[0],
			)
		);
		self::assertGreaterThan( 0, $id );
		return $id;
	}

	/**
	 * @return int A comment held for moderation, on an administrator's post.
	 */
	private function comment(): int {
		$id = wp_insert_comment(
			array(
				'comment_post_ID'  => $this->post( 'publish' ),
				'comment_content'  => 'Held.',
				'comment_approved' => 0,
			)
		);
		self::assertGreaterThan( 0, $id );
		return (int) $id;
	}
}
