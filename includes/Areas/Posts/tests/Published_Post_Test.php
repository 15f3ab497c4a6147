<?php
/**
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Tests;

use WebMCP_Abilities\Abilities\Readable_Diff;
use WebMCP_Abilities\Undo\Undo_Request;
use WP_Error;

/**
 * A fix to a live post: who may make it (as WordPress decides), edits that name one place each,
 * blocks left whole, a diff for the person, a revision kept, and the log's Undo restoring it.
 */
final class Published_Post_Test extends Test_Case {

	private const NAME = 'webmcp-abilities/update-published-post';

	private const CONTENT = "<!-- wp:heading -->\n<h2 class=\"wp-block-heading\">When</h2>\n<!-- /wp:heading -->\n\n<!-- wp:paragraph -->\n<p>Our shop opens at nine on Mondys.</p>\n<!-- /wp:paragraph -->\n\n<!-- wp:paragraph -->\n<p>Closed on Sundays.</p>\n<!-- /wp:paragraph -->";

	public function test_a_word_is_fixed_with_a_revision_kept_and_undone_from_the_log(): void {
		$this->log_in_as( 'editor' );
		$post  = $this->live_post();
		$saved = array();
		add_action(
			'post_updated',
			static function ( int $id ) use ( &$saved ): void {
				$saved[] = $id;
			}
		);
		$before = count( wp_get_post_revisions( $post ) );

		$entry = $this->agent_runs(
			self::NAME,
			array(
				'id'      => $post,
				'replace' => array(
					array(
						'find' => 'Mondys',
						'with' => 'Mondays',
					),
				),
			)
		);
		self::assertStringContainsString( 'at nine on Mondays.', get_post_field( 'post_content', $post ) );
		self::assertStringContainsString( 'Closed on Sundays.', get_post_field( 'post_content', $post ) );
		self::assertSame( array( $post ), $saved, 'Saved as the editor saves, hooks and all.' );
		$revisions = array_map( static fn ( \WP_Post $revision ): string => $revision->post_content, array_values( wp_get_post_revisions( $post ) ) );
		self::assertStringContainsString( 'on Mondays.', $revisions[0], 'The newest revision is the fix.' );
		self::assertStringContainsString( 'on Mondys.', $revisions[1], 'The version it replaced is kept.' );
		self::assertCount( max( 2, $before + 1 ), $revisions );

		self::assertTrue( Undo_Request::undo( $entry ) );
		self::assertStringContainsString( 'on Mondys.', get_post_field( 'post_content', $post ) );
		self::assertSame( 'publish', get_post_status( $post ) );
	}

	public function test_undo_is_refused_once_the_post_changed_again(): void {
		$this->log_in_as( 'administrator' );
		$post  = $this->live_post();
		$entry = $this->agent_runs(
			self::NAME,
			array(
				'id'    => $post,
				'title' => 'Opening hours',
			)
		);
		wp_update_post(
			array(
				'ID'           => $post,
				'post_excerpt' => 'The owner wrote this.',
			)
		);
		$undone = Undo_Request::undo( $entry );
		self::assertInstanceOf( WP_Error::class, $undone );
		self::assertSame( 'undo_conflict', $undone->get_error_code() );
		self::assertSame( 'Opening hours', get_the_title( $post ) );
	}

	public function test_who_may_fix_a_live_post_is_who_wordpress_lets_edit_it(): void {
		$owner = $this->log_in_as( 'author' );
		$post  = $this->live_post( $owner );
		$input = array(
			'id'    => $post,
			'title' => 'Changed',
		);
		foreach ( array( 'contributor', 'author' ) as $role ) {
			$this->log_in_as( $role );
			$answer = $this->run_over_rest( self::NAME, array(), $input );
			self::assertSame( 403, $answer->get_status(), $role );
			self::assertSame( 'access_denied', $answer->get_data()['code'] );
		}
		wp_set_current_user( $owner );
		self::assertSame( 200, $this->run_over_rest( self::NAME, array(), $input )->get_status(), 'The author fixes their own post.' );
		self::assertSame( 'Changed', get_the_title( $post ) );

		$missing = $this->run_over_rest(
			self::NAME,
			array(),
			array(
				'id'    => PHP_INT_MAX,
				'title' => 'Ghost',
			)
		);
		self::assertSame( 'not_found', $missing->get_data()['code'] );
	}

	public function test_bad_input_changes_nothing(): void {
		$this->log_in_as( 'administrator' );
		$post    = $this->live_post();
		$draft   = (int) wp_insert_post( array( 'post_title' => 'A draft' ) );
		$ability = wp_get_ability( self::NAME );
		$edit    = static fn ( string $find, string $with ): array => array(
			'id'      => $post,
			'replace' => array( compact( 'find', 'with' ) ),
		);
		$cases   = array(
			'not in the content' => $edit( 'Tuesdays', 'Wednesdays' ),
			'found twice'        => $edit( 'on ', 'on the ' ),
			'a block comment'    => $edit( '<p>Closed', "<p>Closed</p>\n<!-- /wp:paragraph -->\n<!-- wp:paragraph --><p>" ),
			'breaks a delimiter' => $edit( ' -->', ' {"x":1} -->' ),
			'renames a block'    => $edit( '- wp:heading -', '- wp:quote -' ),
			'unmakes a block'    => $edit( '<!-- wp:heading', 'wp:heading' ),
			'opens a comment'    => $edit( '<h2', '<!--h2' ),
			'too long'           => $edit( 'Mondys', str_repeat( 'a', 2000 ) ),
			'an empty title'     => array(
				'id'    => $post,
				'title' => '<b></b>',
			),
			'a draft'            => array(
				'id'    => $draft,
				'title' => 'Live now',
			),
			'overlapping edits'  => array(
				'id'      => $post,
				'replace' => array(
					array(
						'find' => 'nine on',
						'with' => 'ten on',
					),
					array(
						'find' => 'on Mondys',
						'with' => 'on Mondays',
					),
				),
			),
			'nothing to change'  => array( 'id' => $post ),
			'an unknown field'   => array(
				'id'      => $post,
				'content' => 'All of it',
			),
		);
		foreach ( $cases as $case => $input ) {
			$answer = $ability->execute( $input );
			self::assertInstanceOf( WP_Error::class, $answer, $case );
			self::assertSame( self::CONTENT, get_post_field( 'post_content', $post ), $case );
			self::assertSame( 'Hours', get_the_title( $post ), $case );
		}
	}

	public function test_backslashes_are_kept_as_written_here_and_in_drafts(): void {
		$this->log_in_as( 'administrator' );
		$post = $this->live_post();
		wp_get_ability( self::NAME )->execute(
			array(
				'id'    => $post,
				'title' => 'Files in C:\\Shop\\Hours',
			)
		);
		self::assertSame( 'Files in C:\\Shop\\Hours', get_post_field( 'post_title', $post ) );
		$draft = wp_get_ability( 'webmcp-abilities/create-draft' )->execute( array( 'title' => 'A \\ B' ) );
		self::assertIsArray( $draft );
		self::assertSame( 'A \\ B', get_post_field( 'post_title', (int) $draft['id'] ) );
	}

	public function test_refused_while_the_post_is_open_in_an_editor(): void {
		$this->log_in_as( 'administrator' );
		$post = $this->live_post();
		update_post_meta( $post, '_edit_lock', time() . ':1' );
		$answer = wp_get_ability( self::NAME )->execute(
			array(
				'id'    => $post,
				'title' => 'Behind the editor',
			)
		);
		self::assertInstanceOf( WP_Error::class, $answer );
		self::assertSame( 'open_in_editor', $answer->get_error_code() );
		self::assertSame( 'Hours', get_the_title( $post ) );
	}

	public function test_the_dialog_shows_the_changed_word_and_little_else(): void {
		$this->log_in_as( 'administrator' );
		$post  = $this->live_post();
		$shown = wp_get_ability( 'webmcp-abilities/describe-published-change' )->execute(
			array(
				'id'      => $post,
				'title'   => 'Opening hours',
				'replace' => array(
					array(
						'find' => 'Mondys',
						'with' => 'Mondays',
					),
				),
			)
		);
		self::assertIsArray( $shown );
		self::assertSame( 'Hours', $shown['title'] );
		$changes = array_column( $shown['changes'], 'parts', 'label' );
		self::assertSame( array( 'Title', 'Content' ), array_keys( $changes ) );
		$marked = static fn ( array $parts, string $change ): array => array_values(
			array_map( static fn ( array $part ): string => $part['text'], array_filter( $parts, static fn ( array $part ): bool => $change === $part['change'] ) )
		);
		self::assertSame( array( 'Mondys.' ), $marked( $changes['Content'], 'removed' ) );
		self::assertSame( array( 'Mondays.' ), $marked( $changes['Content'], 'added' ) );
		self::assertSame( array( 'Hours' ), $marked( $changes['Title'], 'removed' ) );
	}

	public function test_a_block_keeps_its_attributes_and_its_nesting_and_the_dialog_refuses_first(): void {
		$this->log_in_as( 'administrator' );
		$content = "<!-- wp:heading {\"level\":3} -->\n<h3 class=\"wp-block-heading\">When</h3>\n<!-- /wp:heading -->\n\n"
			. "<!-- wp:group {\"layout\":{\"type\":\"constrained\"}} -->\n<div class=\"wp-block-group\"><!-- wp:paragraph -->\n<p>Open on Mondys.</p>\n<!-- /wp:paragraph --></div>\n<!-- /wp:group -->";
		$post    = $this->live_post( 0, $content );
		// Issue 55: each was accepted, its diff looked harmless, and the editor then called the
		// block invalid. Every block's name stays, in order; the last changes only the nesting.
		$cases = array(
			'a heading\'s level' => array( '{"level":3}', '{"level":4}' ),
			'an attribute added' => array( '{"level":3}', '{"level":3,"textAlign":"center"}' ),
			'a group made empty' => array( '"constrained"}} ', '"constrained"}} /' ),
		);
		foreach ( $cases as $case => $edit ) {
			$input = array(
				'id'      => $post,
				'replace' => array(
					array(
						'find' => $edit[0],
						'with' => $edit[1],
					),
				),
			);
			foreach ( array( 'webmcp-abilities/describe-published-change', self::NAME ) as $name ) {
				$answer = wp_get_ability( $name )->execute( $input );
				self::assertInstanceOf( WP_Error::class, $answer, "$case: $name" );
				self::assertSame( 'invalid_input', $answer->get_error_code(), "$case: $name" );
			}
			self::assertSame( $content, get_post_field( 'post_content', $post ), $case );
		}

		$fixed = wp_get_ability( self::NAME )->execute(
			array(
				'id'      => $post,
				'replace' => array(
					array(
						'find' => 'Mondys',
						'with' => 'Mondays',
					),
				),
			)
		);
		self::assertIsArray( $fixed, 'Words inside nested blocks can still be fixed.' );
		self::assertStringContainsString( '<p>Open on Mondays.</p>', get_post_field( 'post_content', $post ) );
	}

	public function test_a_diff_reads_as_text_and_still_shows_a_change_only_to_markup(): void {
		$parts = static fn ( array $diff, string $change ): array => array_values(
			array_map( static fn ( array $part ): string => $part['text'], array_filter( $diff, static fn ( array $part ): bool => $change === $part['change'] ) )
		);
		$words = Readable_Diff::of(
			"<!-- wp:paragraph -->\n<p>Fish &amp; chips, <em>every</em> day but Sundys.</p>\n<!-- /wp:paragraph -->",
			"<!-- wp:paragraph -->\n<p>Fish &amp; chips, <em>every</em> day but Sundays.</p>\n<!-- /wp:paragraph -->"
		);
		self::assertSame( array( 'Sundys.' ), $parts( $words, 'removed' ) );
		self::assertSame( array( 'Sundays.' ), $parts( $words, 'added' ) );
		self::assertSame( array( 'Fish & chips, every day but ' ), $parts( $words, 'same' ), 'Markup and block comments left out, entities decoded.' );

		$added = Readable_Diff::of( '<p>Closed on Sundays.</p>', '<p>Closed on Sundays.<br>Open on holidays &amp; fairs.</p>' );
		self::assertSame( array( '<br>Open on holidays & fairs.' ), $parts( $added, 'added' ), 'Words where there were none, with the line break they bring.' );
		self::assertSame( array(), $parts( $added, 'removed' ) );

		// A link's new address changes no word: hidden, the person would confirm what they cannot see.
		$link = Readable_Diff::of(
			'<p>See <a href="https://example.org/map">the map</a>.</p>',
			'<p>See <a href="https://example.net/map">the map</a>.</p>'
		);
		self::assertStringContainsString( 'https://example.org/map', implode( '', $parts( $link, 'removed' ) ) );
		self::assertStringContainsString( 'https://example.net/map', implode( '', $parts( $link, 'added' ) ) );
		self::assertStringNotContainsString( '<p>', implode( '', array_column( $link, 'text' ) ), 'Unchanged markup is left out.' );
	}

	public function test_a_long_diff_is_cut_and_counts_what_it_leaves_out(): void {
		$from = implode( "\n", array_map( static fn ( int $n ): string => "Line $n " . str_repeat( 'word ', 40 ), range( 1, 60 ) ) );
		$to   = str_replace( 'word word', 'term term', $from );
		$diff = Readable_Diff::of( $from, $to );
		$size = array_sum( array_map( static fn ( array $part ): int => mb_strlen( $part['text'] ), $diff ) );
		self::assertLessThanOrEqual( Readable_Diff::BUDGET + 60, $size );
		self::assertMatchesRegularExpression( '/\(and \d+ more changes, not shown\)/', (string) end( $diff )['text'] );
		self::assertSame( array(), Readable_Diff::of( "Same\n", 'Same' ) );
	}

	/**
	 * @param int    $author  The post's author; the current user when 0.
	 * @param string $content Its content.
	 * @return int A published post whose text has a typo.
	 */
	private function live_post( int $author = 0, string $content = self::CONTENT ): int {
		$post = wp_insert_post(
			array(
				'post_title'   => 'Hours',
				'post_content' => $content,
				'post_status'  => 'publish',
				'post_author'  => $author > 0 ? $author : get_current_user_id(),
			)
		);
		self::assertGreaterThan( 0, $post );
		return $post;
	}
}
