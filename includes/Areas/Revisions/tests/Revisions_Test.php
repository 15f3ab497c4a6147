<?php
/**
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Tests;

use WebMCP_Abilities\Abilities\Output_Budget;
use WebMCP_Abilities\Undo\Undo_Request;
use WP_Error;

/**
 * A post's revisions: who may see and restore them (as the revisions screen decides), a list that
 * says who changed what, a diff in words, a restore as the screen's button makes it (never over an
 * open editor), the dialog's diff against now, and the log's Undo putting the replaced version back
 * unless the post changed again.
 */
final class Revisions_Test extends Test_Case {

	private const LIST     = 'webmcp-abilities/list-revisions';
	private const COMPARE  = 'webmcp-abilities/compare-revisions';
	private const RESTORE  = 'webmcp-abilities/restore-revision';
	private const DESCRIBE = 'webmcp-abilities/describe-restore';

	public function test_who_may_see_and_restore_revisions_is_who_may_edit_the_post(): void {
		$owner = $this->log_in_as( 'author' );
		$post  = $this->post_with_history( $owner );
		foreach ( array( 'administrator', 'editor' ) as $role ) {
			$this->log_in_as( $role );
			self::assertSame( 200, $this->run_over_rest( self::LIST, array(), array( 'id' => $post ), 'GET' )->get_status(), $role );
			self::assertSame( 200, $this->run_over_rest( self::COMPARE, array(), array( 'id' => $post ), 'GET' )->get_status(), $role );
		}
		foreach ( array( 'author', 'subscriber' ) as $role ) {
			$this->log_in_as( $role );
			foreach ( array( self::LIST, self::COMPARE ) as $read ) {
				$answer = $this->run_over_rest( $read, array(), array( 'id' => $post ), 'GET' );
				self::assertSame( 403, $answer->get_status(), "$role $read" );
				self::assertSame( 'access_denied', $answer->get_data()['code'] );
			}
			$answer = $this->run_over_rest( self::RESTORE, array(), array( 'id' => $post ) );
			self::assertSame( 'access_denied', $answer->get_data()['code'], $role );
		}
		self::assertStringContainsString( 'at ten', get_post_field( 'post_content', $post ), 'Nobody else restored it.' );

		wp_set_current_user( $owner );
		self::assertSame( 200, $this->run_over_rest( self::RESTORE, array(), array( 'id' => $post ) )->get_status(), 'The author restores their own post.' );
		self::assertStringContainsString( 'at nine', get_post_field( 'post_content', $post ) );
	}

	public function test_the_list_says_who_saved_each_version_when_and_what_it_changed(): void {
		$me   = $this->log_in_as( 'editor' );
		$post = $this->post_with_history( $me );
		$list = wp_get_ability( self::LIST )->execute( array( 'id' => $post ) );
		self::assertIsArray( $list );
		self::assertSame( 3, $list['total'] );
		list( $newest, $middle, $oldest ) = $list['revisions'];
		self::assertSame( wp_get_current_user()->display_name, $newest['author'] );
		self::assertTrue( $newest['current'] );
		self::assertArrayNotHasKey( 'current', $middle );
		self::assertSame( 'title changed, 1 word added, 1 word removed', $newest['summary'] );
		self::assertSame( '9 words added', $middle['summary'], 'Three words and an image\'s six.' );
		self::assertSame( 'the oldest version kept', $oldest['summary'] );
		self::assertMatchesRegularExpression( '/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+00:00$/', $newest['date'] );

		$second = wp_get_ability( self::LIST )->execute(
			array(
				'id'       => $post,
				'page'     => 2,
				'per_page' => 1,
			)
		);
		self::assertIsArray( $second );
		self::assertSame( array( $middle['id'] ), array_column( $second['revisions'], 'id' ) );
		self::assertSame( 3, $second['total_pages'] );
	}

	public function test_a_comparison_is_words_not_markup(): void {
		$me        = $this->log_in_as( 'editor' );
		$post      = $this->post_with_history( $me );
		$revisions = array_keys( wp_get_post_revisions( $post ) );

		$last = wp_get_ability( self::COMPARE )->execute( array( 'id' => $post ) );
		self::assertIsArray( $last );
		self::assertSame( 'current', $last['to']['revision'] );
		self::assertSame( $revisions[1], $last['from']['revision'] );
		self::assertSame( "Title: Hours [-draft-]{+now+}\nWe open at [-nine.-]{+ten.+}\nClosed on Sundays.\n[image: A sign on the door]", $last['diff'] );
		self::assertSame( 1, $last['total_pages'] );
		self::assertStringNotContainsString( '<', $last['diff'] );
		self::assertStringNotContainsString( 'wp:paragraph', $last['diff'] );

		$first = wp_get_ability( self::COMPARE )->execute(
			array(
				'id'   => $post,
				'from' => $revisions[2],
				'to'   => $revisions[1],
			)
		);
		self::assertIsArray( $first );
		self::assertSame( "We open at nine.\n{+Closed on Sundays.\n[image: A sign on the door]+}", $first['diff'] );
	}

	public function test_a_long_diff_comes_a_page_at_a_time_within_the_budget(): void {
		$me    = $this->log_in_as( 'editor' );
		$post  = $this->post_with_history( $me );
		$lines = array();
		for ( $line = 1; $line <= 60; $line++ ) {
			$lines[] = "<!-- wp:paragraph -->\n<p>Line $line of the new house rules, read before you come in.</p>\n<!-- /wp:paragraph -->";
		}
		wp_update_post(
			array(
				'ID'           => $post,
				'post_content' => implode( "\n\n", $lines ),
			)
		);
		$pages = array();
		$page  = 1;
		do {
			$answer = wp_get_ability( self::COMPARE )->execute(
				array(
					'id'   => $post,
					'page' => $page,
				)
			);
			self::assertIsArray( $answer );
			self::assertLessThanOrEqual( Output_Budget::CHARACTERS, Output_Budget::size( $answer ), "page $page" );
			$pages[] = $answer['diff'];
		} while ( ++$page <= $answer['total_pages'] );
		self::assertGreaterThan( 2, count( $pages ) );
		self::assertStringContainsString( 'Line 60 of the new house rules', implode( "\n", $pages ) );
	}

	public function test_bad_input_is_refused_with_a_clear_code_and_changes_nothing(): void {
		$me    = $this->log_in_as( 'administrator' );
		$post  = $this->post_with_history( $me );
		$other = $this->post_with_history( $me );
		$now   = get_post_field( 'post_content', $post );
		$cases = array(
			'an unknown post'             => array( array( 'id' => PHP_INT_MAX ), 'not_found' ),
			'a revision of another post'  => array(
				array(
					'id'       => $post,
					'revision' => array_keys( wp_get_post_revisions( $other ) )[1],
				),
				'invalid_input',
			),
			'a post, not a revision'      => array(
				array(
					'id'       => $post,
					'revision' => $other,
				),
				'invalid_input',
			),
			'no revision has that number' => array(
				array(
					'id'       => $post,
					'revision' => PHP_INT_MAX,
				),
				'invalid_input',
			),
		);
		foreach ( $cases as $why => list( $input, $code ) ) {
			$compare = array_filter(
				array(
					'id'   => $input['id'],
					'from' => $input['revision'] ?? null,
				)
			);
			$answers = array(
				'restore'  => $this->run_over_rest( self::RESTORE, array(), $input ),
				'describe' => $this->run_over_rest( self::DESCRIBE, array(), $input, 'GET' ),
				'compare'  => $this->run_over_rest( self::COMPARE, array(), $compare, 'GET' ),
			);
			foreach ( $answers as $ability => $answer ) {
				self::assertSame( $code, $answer->get_data()['code'] ?? null, "$why: $ability" );
			}
		}
		self::assertSame( $now, get_post_field( 'post_content', $post ) );
		self::assertCount( 3, wp_get_post_revisions( $post ), 'No revision was kept either.' );
	}

	public function test_a_restore_keeps_the_replaced_version_and_is_undone_from_the_log(): void {
		$me        = $this->log_in_as( 'editor' );
		$post      = $this->post_with_history( $me );
		$oldest    = array_keys( wp_get_post_revisions( $post ) )[2];
		$restored  = array();
		$revisions = count( wp_get_post_revisions( $post ) );
		add_action(
			'wp_restore_post_revision',
			static function ( int $id, int $revision ) use ( &$restored ): void {
				$restored[] = array( $id, $revision );
			},
			10,
			2
		);

		$entry = $this->agent_runs(
			self::RESTORE,
			array(
				'id'       => $post,
				'revision' => $oldest,
			)
		);
		self::assertSame( array( array( $post, $oldest ) ), $restored, 'Restored as the revisions screen restores.' );
		self::assertSame( 'Hours draft', get_the_title( $post ) );
		self::assertStringContainsString( 'We open at nine.', get_post_field( 'post_content', $post ) );
		self::assertStringNotContainsString( 'Closed on Sundays', get_post_field( 'post_content', $post ) );
		self::assertCount( $revisions + 1, wp_get_post_revisions( $post ), 'The restored text is a new revision; the replaced one is still there.' );

		self::assertTrue( Undo_Request::undo( $entry ) );
		self::assertSame( 'Hours now', get_the_title( $post ) );
		self::assertStringContainsString( 'We open at ten.', get_post_field( 'post_content', $post ) );
	}

	public function test_a_version_no_revision_kept_is_kept_before_it_is_replaced(): void {
		$me   = $this->log_in_as( 'editor' );
		$post = $this->post_with_history( $me );
		add_filter( 'wp_revisions_to_keep', '__return_zero' );
		wp_update_post(
			array(
				'ID'         => $post,
				'post_title' => 'Saved while revisions were off',
			)
		);
		remove_filter( 'wp_revisions_to_keep', '__return_zero' );

		$entry = $this->agent_runs( self::RESTORE, array( 'id' => $post ) );
		self::assertSame( 'Hours now', get_the_title( $post ) );
		self::assertTrue( Undo_Request::undo( $entry ) );
		self::assertSame( 'Saved while revisions were off', get_the_title( $post ) );
	}

	public function test_undo_is_refused_once_the_post_changed_again(): void {
		$me    = $this->log_in_as( 'editor' );
		$post  = $this->post_with_history( $me );
		$entry = $this->agent_runs( self::RESTORE, array( 'id' => $post ) );
		wp_update_post(
			array(
				'ID'           => $post,
				'post_excerpt' => 'The owner wrote this.',
			)
		);
		$undone = Undo_Request::undo( $entry );
		self::assertInstanceOf( WP_Error::class, $undone );
		self::assertSame( 'undo_conflict', $undone->get_error_code() );
		self::assertSame( 'Hours draft', get_the_title( $post ) );
	}

	public function test_nothing_is_restored_while_the_post_is_open_in_an_editor_or_revisions_are_off(): void {
		$me     = $this->log_in_as( 'editor' );
		$post   = $this->post_with_history( $me );
		$before = get_post_field( 'post_content', $post );
		update_post_meta( $post, '_edit_lock', time() . ':' . $me );
		foreach ( array( self::RESTORE, self::DESCRIBE ) as $ability ) {
			$said = wp_get_ability( $ability )->execute( array( 'id' => $post ) );
			self::assertInstanceOf( WP_Error::class, $said, $ability );
			self::assertSame( 'open_in_editor', $said->get_error_code(), $ability );
		}
		delete_post_meta( $post, '_edit_lock' );

		add_filter( 'wp_revisions_to_keep', '__return_zero' );
		$said = wp_get_ability( self::RESTORE )->execute( array( 'id' => $post ) );
		self::assertInstanceOf( WP_Error::class, $said );
		self::assertSame( 'invalid_state', $said->get_error_code() );
		self::assertSame( $before, get_post_field( 'post_content', $post ) );
	}

	public function test_the_dialog_names_the_post_and_the_version_and_shows_the_diff_against_now(): void {
		$me     = $this->log_in_as( 'editor' );
		$post   = $this->post_with_history( $me );
		$oldest = array_keys( wp_get_post_revisions( $post ) )[2];
		$shown  = wp_get_ability( self::DESCRIBE )->execute(
			array(
				'id'       => $post,
				'revision' => $oldest,
			)
		);
		self::assertIsArray( $shown );
		self::assertSame( 'Hours now', $shown['title'] );
		$fields = array_column( $shown['fields'], 'value', 'label' );
		self::assertStringContainsString( "(revision $oldest)", $fields['Restores'] );
		self::assertStringContainsString( wp_get_current_user()->display_name, $fields['Restores'] );
		self::assertSame( 'Readers see the restored version at once. The version now is kept as a revision.', $fields['Afterwards'] );
		$changes = array_column( $shown['changes'], 'parts', 'label' );
		self::assertSame( array( 'Title', 'Content' ), array_keys( $changes ) );
		self::assertSame(
			array(
				array(
					'change' => 'same',
					'text'   => 'We open at ',
				),
				array(
					'change' => 'removed',
					'text'   => 'ten.',
				),
				array(
					'change' => 'added',
					'text'   => 'nine.',
				),
			),
			array_slice( $changes['Content'], 0, 3 )
		);
		self::assertSame( 'Hours now', get_the_title( $post ), 'Describing changed nothing.' );
	}

	/**
	 * A published post saved three times, each save kept as a revision: "We open at nine." (titled
	 * "Hours draft"), then a closing day and a picture added, then "ten" and the title "Hours now".
	 *
	 * @param int $author Its author.
	 */
	private function post_with_history( int $author ): int {
		$post     = wp_insert_post(
			array(
				'post_title'  => 'Hours draft',
				'post_status' => 'publish',
				'post_author' => $author,
			),
			true
		);
		$open     = "<!-- wp:paragraph -->\n<p>We open at %s.</p>\n<!-- /wp:paragraph -->";
		$more     = "\n\n<!-- wp:paragraph -->\n<p>Closed on Sundays.</p>\n<!-- /wp:paragraph -->\n\n<!-- wp:image -->\n<figure class=\"wp-block-image\"><img src=\"sign.jpg\" alt=\"A sign on the door\"/></figure>\n<!-- /wp:image -->";
		$versions = array(
			array( 'Hours draft', sprintf( $open, 'nine' ) ),
			array( 'Hours draft', sprintf( $open, 'nine' ) . $more ),
			array( 'Hours now', sprintf( $open, 'ten' ) . $more ),
		);
		self::assertIsInt( $post );
		foreach ( $versions as list( $title, $content ) ) {
			wp_update_post(
				array(
					'ID'           => $post,
					'post_title'   => $title,
					'post_content' => $content,
				)
			);
		}
		self::assertCount( 3, wp_get_post_revisions( $post ) );
		return $post;
	}
}
