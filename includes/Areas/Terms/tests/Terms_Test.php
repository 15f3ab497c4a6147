<?php
/**
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Tests;

use WebMCP_Abilities\Activity\Activity_Log;
use WebMCP_Abilities\Undo\Undo_Request;
use WP_Error;

/**
 * Categories and tags: listed with counts, added and renamed, merged (and the merge undone with
 * the term's posts), assigned to many posts at once; each as WordPress's term screens allow.
 */
final class Terms_Test extends Test_Case {

	public function test_terms_are_listed_with_their_counts_and_parents(): void {
		$this->log_in_as( 'author' );
		$parent = $this->category( 'Travel' );
		$child  = $this->category( 'Trains', $parent );
		$post   = $this->post();
		wp_set_post_categories( $post, array( $child ) );

		$listed = wp_get_ability( 'webmcp-abilities/list-terms' )->execute( array( 'search' => 'Tra' ) );
		self::assertIsArray( $listed );
		$by_name = array_column( $listed['terms'], null, 'name' );
		self::assertSame( $parent, $by_name['Trains']['parent'] );
		self::assertSame( 1, $by_name['Trains']['count'] );
		self::assertSame( 0, $by_name['Travel']['count'] );
	}

	public function test_an_author_may_not_add_rename_or_merge(): void {
		$this->log_in_as( 'administrator' );
		$news    = $this->category( 'News' );
		$updates = $this->category( 'Updates' );
		$this->log_in_as( 'author' );
		foreach ( array(
			'webmcp-abilities/save-term'   => array( 'name' => 'Mine' ),
			'webmcp-abilities/merge-terms' => array(
				'from' => $news,
				'into' => $updates,
			),
		) as $ability => $input ) {
			$answer = $this->run_over_rest( $ability, array(), $input );
			self::assertSame( 403, $answer->get_status(), $ability );
			self::assertSame( 'access_denied', $answer->get_data()['code'] );
		}
		self::assertNotNull( term_exists( $news, 'category' ) );
	}

	public function test_bad_merges_and_saves_change_nothing(): void {
		$this->log_in_as( 'editor' );
		$news = $this->category( 'News' );
		$tag  = wp_insert_term( 'A tag', 'post_tag' );
		self::assertIsArray( $tag );
		foreach ( array(
			array(
				'webmcp-abilities/merge-terms',
				array(
					'from' => $news,
					'into' => $news,
				),
			),
			array(
				'webmcp-abilities/merge-terms',
				array(
					'from' => $news,
					'into' => (int) $tag['term_id'],
				),
			),
			array(
				'webmcp-abilities/merge-terms',
				array(
					'from' => $news,
					'into' => 999999,
				),
			),
			array(
				'webmcp-abilities/save-term',
				array(
					'id'     => $news,
					'parent' => $news,
				),
			),
			array( 'webmcp-abilities/save-term', array( 'name' => 'News' ) ),
			array(
				'webmcp-abilities/save-term',
				array(
					'taxonomy' => 'nav_menu',
					'name'     => 'Hidden',
				),
			),
			array(
				'webmcp-abilities/set-post-terms',
				array(
					'posts' => array( $this->post() ),
					'add'   => array( 999999 ),
				),
			),
		) as list( $ability, $input ) ) {
			$answer = $this->run_over_rest( $ability, array(), $input );
			self::assertGreaterThanOrEqual( 400, $answer->get_status(), $ability . ' ' . wp_json_encode( $input ) );
		}
		self::assertSame( 'News', get_term( $news )->name );
	}

	public function test_merging_the_default_category_away_is_refused_with_why_not_as_who_may_not(): void {
		$this->log_in_as( 'editor' );
		$default = (int) get_option( 'default_category' );
		$input   = array(
			'from' => $default,
			'into' => $this->category( 'News' ),
		);
		foreach ( array(
			'webmcp-abilities/describe-term-merge' => 'GET',
			'webmcp-abilities/merge-terms'         => 'POST',
		) as $ability => $method ) {
			$answer = $this->run_over_rest( $ability, array(), $input, $method );
			self::assertSame( 'invalid_state', $answer->as_error()->get_error_code(), $ability );
			self::assertSame( 409, $answer->get_status(), $ability );
		}
		self::assertNotNull( term_exists( $default, 'category' ) );
	}

	public function test_a_merge_moves_the_posts_deletes_the_term_and_is_undone_with_its_posts(): void {
		$this->log_in_as( 'editor' );
		$news    = $this->category( 'News', 0, 'Old news' );
		$updates = $this->category( 'Updates' );
		$child   = $this->category( 'Local news', $news );
		$only    = $this->post();
		$both    = $this->post();
		wp_set_post_categories( $only, array( $news ) );
		wp_set_post_categories( $both, array( $news, $updates ) );

		$shown = wp_get_ability( 'webmcp-abilities/describe-term-merge' )->execute(
			array(
				'from' => $news,
				'into' => $updates,
			)
		);
		self::assertIsArray( $shown );
		self::assertSame( 'Merge “News” into “Updates”', $shown['title'] );
		self::assertSame( '2 posts get the second term', $shown['fields'][2]['value'] );

		$entry = $this->agent_runs(
			'webmcp-abilities/merge-terms',
			array(
				'from' => $news,
				'into' => $updates,
			)
		);
		self::assertNull( term_exists( $news, 'category' ) );
		self::assertSame( array( $updates ), wp_get_post_categories( $only ) );
		self::assertSame( 'Category “News” merged into “Updates”', json_decode( (string) Activity_Log::get( $entry )->reversal, true )['label'] );

		self::assertTrue( Undo_Request::undo( $entry ) );
		$again = get_term_by( 'slug', 'news', 'category' );
		self::assertNotFalse( $again );
		self::assertSame( 'Old news', $again->description );
		self::assertSame( array( $again->term_id ), wp_get_post_categories( $only ) );
		$kept = wp_get_post_categories( $both );
		sort( $kept );
		$expected = array( $updates, $again->term_id );
		sort( $expected );
		self::assertSame( $expected, $kept );
		self::assertSame( $again->term_id, get_term( $child )->parent );
	}

	public function test_a_merge_undo_is_refused_when_a_moved_post_changed_since(): void {
		$this->log_in_as( 'editor' );
		$news    = $this->category( 'News' );
		$updates = $this->category( 'Updates' );
		$post    = $this->post();
		wp_set_post_categories( $post, array( $news ) );
		$entry = $this->agent_runs(
			'webmcp-abilities/merge-terms',
			array(
				'from' => $news,
				'into' => $updates,
			)
		);
		wp_set_post_categories( $post, array( $this->category( 'Elsewhere' ) ) );

		$refused = Undo_Request::undo( $entry );
		self::assertInstanceOf( WP_Error::class, $refused );
		self::assertSame( 'undo_conflict', $refused->get_error_code() );
		self::assertFalse( get_term_by( 'slug', 'news', 'category' ) );
	}

	public function test_posts_get_terms_one_log_entry_each_and_a_rename_is_undone(): void {
		$editor = $this->log_in_as( 'editor' );
		$from   = $this->category( 'Old' );
		$to     = $this->category( 'New' );
		$posts  = array( $this->post(), $this->post() );
		foreach ( $posts as $post ) {
			wp_set_post_categories( $post, array( $from ) );
		}
		$this->sign_with_app_password();
		$answer = $this->run_over_rest(
			'webmcp-abilities/set-post-terms',
			array(),
			array(
				'posts'  => $posts,
				'add'    => array( $to ),
				'remove' => array( $from ),
			)
		);
		unset( $GLOBALS['wp_rest_application_password_uuid'] );
		self::assertSame( 200, $answer->get_status(), (string) wp_json_encode( $answer->get_data() ) );
		self::assertSame( array( $to ), wp_get_post_categories( $posts[1] ) );
		$rows = Activity_Log::query(
			array(
				'user_id'  => $editor,
				'per_page' => 10,
				'page'     => 1,
			)
		)['items'];
		self::assertCount( 2, $rows );
		self::assertTrue( Undo_Request::undo( (int) $rows[0]->id ) );
		self::assertSame( array( $from ), wp_get_post_categories( (int) $rows[0]->object_id ) );

		$renamed = $this->agent_runs(
			'webmcp-abilities/save-term',
			array(
				'id'   => $to,
				'name' => 'Newer',
			)
		);
		self::assertSame( 'Newer', get_term( $to )->name );
		self::assertTrue( Undo_Request::undo( $renamed ) );
		self::assertSame( 'New', get_term( $to )->name );
	}

	/**
	 * @param string $name        Its name.
	 * @param int    $parent      Its parent.
	 * @param string $description Its description.
	 * @return int A category.
	 */
	private function category( string $name, int $parent = 0, string $description = '' ): int {
		$term = wp_insert_term(
			$name,
			'category',
			array(
				'parent'      => $parent,
				'description' => $description,
			)
		);
		self::assertIsArray( $term );
		return (int) $term['term_id'];
	}

	/**
	 * @return int A published post by the person logged in.
	 */
	private function post(): int {
		return (int) wp_insert_post(
			array(
				'post_title'  => 'Filed',
				'post_status' => 'publish',
				'post_author' => get_current_user_id(),
			)
		);
	}
}
