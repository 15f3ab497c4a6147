<?php
/**
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Tests;

use WebMCP_Abilities\Abilities\Post_Access;
use WebMCP_Abilities\Undo\Undo_Request;
use WP_Error;

/**
 * Any content type a plugin shows in REST with a screen, here the books test plugin's
 * (`e2e/fixtures/mu-plugins/books.php`, switched on for every test): found, read, drafted,
 * published, fixed and trashed with the type's own capabilities and words (proposals:
 * `Proposals_Test`); its fields
 * (`pages`, `format`) read and set, checked by their schema and `auth_callback`, and undone with
 * the write. Other types and other meta stay out.
 */
final class Content_Types_Test extends Test_Case {

	private const FIND    = 'webmcp-abilities/find-posts';
	private const GET     = 'webmcp-abilities/get-post';
	private const CREATE  = 'webmcp-abilities/create-draft';
	private const UPDATE  = 'webmcp-abilities/update-draft';
	private const FIX     = 'webmcp-abilities/update-published-post';
	private const PUBLISH = 'webmcp-abilities/publish-post';
	private const TRASH   = 'webmcp-abilities/trash-post';

	/** @var string[] Types a test registered. */
	private array $registered = array();

	protected function tearDown(): void {
		foreach ( $this->registered as $type ) {
			unregister_post_type( $type );
		}
		parent::tearDown();
	}

	public function test_the_types_are_the_sites_types_in_rest_with_a_screen(): void {
		$this->register_type( 'ledger', array( 'show_ui' => true ) );
		$this->register_type(
			'hidden_note',
			array(
				'show_ui'      => false,
				'show_in_rest' => true,
			)
		);
		$types = Post_Access::types();
		self::assertSame( array( 'post', 'page' ), array_slice( $types, 0, 2 ) );
		self::assertContains( 'book', $types );
		foreach ( array( 'attachment', 'revision', 'nav_menu_item', 'wp_block', 'wp_template', 'wp_template_part', 'wp_navigation', 'wp_global_styles', 'ledger', 'hidden_note' ) as $out ) {
			self::assertNotContains( $out, $types, $out );
		}
	}

	public function test_a_type_that_is_no_content_is_refused_naming_the_types_and_nothing_changes(): void {
		$this->log_in_as( 'administrator' );
		$this->register_type( 'ledger', array( 'show_ui' => true ) );
		$count = $this->posts();
		foreach ( array( 'attachment', 'wp_block', 'ledger', 'nothing' ) as $type ) {
			$answer = $this->run_over_rest(
				self::CREATE,
				array(),
				array(
					'type'  => $type,
					'title' => 'Ledger',
				)
			);
			self::assertSame( 'invalid_input', $answer->get_data()['code'], $type );
			self::assertStringContainsString( 'post, page, book', $answer->get_data()['message'] );
			$found = wp_get_ability( self::FIND )->execute( array( 'type' => $type ) );
			self::assertInstanceOf( WP_Error::class, $found );
			self::assertSame( 'invalid_input', $found->get_error_code(), $type );
		}
		self::assertSame( $count, $this->posts() );
		$ledger = (int) wp_insert_post(
			array(
				'post_type'   => 'ledger',
				'post_title'  => 'Accounts',
				'post_status' => 'publish',
			)
		);
		self::assertSame( 'not_found', $this->run_over_rest( self::GET, array(), array( 'id' => $ledger ), 'GET' )->get_data()['code'] );
	}

	public function test_a_book_is_drafted_with_its_fields_found_read_published_and_trashed_in_its_own_words(): void {
		$this->log_in_as( 'editor' );
		$made = wp_get_ability( self::CREATE )->execute(
			array(
				'type'    => 'book',
				'title'   => 'The baker’s year',
				'content' => '<p>Twelve months of bread.</p>',
				'meta'    => array(
					'pages'  => '320',
					'format' => 'paperback',
				),
			)
		);
		self::assertIsArray( $made );
		$id = $made['id'];
		self::assertSame( array( 'book', 'draft' ), array( get_post_type( $id ), get_post_status( $id ) ) );
		self::assertSame( array( '320', 'paperback' ), array( get_post_meta( $id, 'pages', true ), get_post_meta( $id, 'format', true ) ) );

		$found = wp_get_ability( self::FIND )->execute(
			array(
				'type'   => 'book',
				'search' => 'baker',
			)
		);
		self::assertSame( array( $id ), array_column( $found['posts'], 'id' ) );
		$read = wp_get_ability( self::GET )->execute( array( 'id' => $id ) );
		self::assertSame(
			array(
				'pages'  => 320,
				'format' => 'paperback',
			),
			$read['meta']
		);
		self::assertSame( 'book', $read['type'] );
		$post = wp_get_ability( self::GET )->execute( array( 'id' => (int) wp_insert_post( array( 'post_title' => 'A post' ) ) ) );
		self::assertArrayNotHasKey( 'meta', $post, 'A type without fields has no meta.' );

		$shown = $this->shown( wp_get_ability( 'webmcp-abilities/describe-publish' )->execute( array( 'id' => $id ) ) );
		self::assertSame( 'Book', $shown['Type'] );
		self::assertSame( array( '320', 'paperback' ), array( $shown['Pages'], $shown['Format'] ) );
		self::assertIsArray( wp_get_ability( self::PUBLISH )->execute( array( 'id' => $id ) ) );
		self::assertSame( 'publish', get_post_status( $id ) );
		self::assertSame( 'Book', $this->shown( wp_get_ability( 'webmcp-abilities/describe-post' )->execute( array( 'id' => $id ) ) )['Type'] );
		self::assertIsArray( wp_get_ability( self::TRASH )->execute( array( 'id' => $id ) ) );
		self::assertSame( 'trash', get_post_status( $id ) );
	}

	public function test_who_may_work_on_books_is_who_the_type_lets(): void {
		$editor = $this->log_in_as( 'editor' );
		$theirs = $this->book( $editor, 'publish' );
		$hidden = $this->book( $editor, 'draft' );
		$this->log_in_as( 'author' );
		$own = $this->run_over_rest(
			self::CREATE,
			array(),
			array(
				'type'  => 'book',
				'title' => 'Mine',
			)
		);
		self::assertSame( 200, $own->get_status() );
		$own = (int) $own->get_data()['id'];
		self::assertSame( 200, $this->run_over_rest( self::PUBLISH, array(), array( 'id' => $own ) )->get_status(), 'An author publishes their own book.' );

		// Another's book: WordPress's `edit_others_books`, which authors lack; their draft, unseen.
		foreach ( array(
			self::FIX     => array(
				'id'   => $theirs,
				'meta' => array( 'pages' => 12 ),
			),
			self::UPDATE  => array(
				'id'    => $theirs,
				'title' => 'Taken',
			),
			self::PUBLISH => array( 'id' => $theirs ),
			self::TRASH   => array( 'id' => $theirs ),
		) as $ability => $input ) {
			$answer = $this->run_over_rest( $ability, array(), $input, self::TRASH === $ability ? 'DELETE' : 'POST' );
			self::assertSame( 'access_denied', $answer->get_data()['code'], $ability );
			self::assertStringContainsString( "Book $theirs", $answer->get_data()['message'], $ability );
			$input['id'] = $hidden;
			$answer      = $this->run_over_rest( $ability, array(), $input, self::TRASH === $ability ? 'DELETE' : 'POST' );
			self::assertSame( 'not_found', $answer->get_data()['code'], $ability );
		}
		self::assertSame( array( '100', 'Their book', 'publish' ), array( get_post_meta( $theirs, 'pages', true ), get_the_title( $theirs ), get_post_status( $theirs ) ) );

		// A subscriber: no book to make, and others' drafts stay unseen.
		$this->log_in_as( 'subscriber' );
		$answer = $this->run_over_rest(
			self::CREATE,
			array(),
			array(
				'type'  => 'book',
				'title' => 'Mine',
			)
		);
		self::assertSame( 'access_denied', $answer->get_data()['code'] );
		self::assertStringContainsString( 'Books', $answer->get_data()['message'] );
		self::assertSame( 'not_found', $this->run_over_rest( self::GET, array(), array( 'id' => $hidden ), 'GET' )->get_data()['code'] );
		$found = array_column( wp_get_ability( self::FIND )->execute( array( 'type' => 'book' ) )['posts'], 'id' );
		sort( $found );
		self::assertSame( array( $theirs, $own ), $found, 'The published books only.' );
	}

	public function test_a_field_given_a_bad_value_an_unknown_or_protected_key_changes_nothing(): void {
		$this->log_in_as( 'administrator' );
		$draft = $this->book( get_current_user_id(), 'draft' );
		$live  = $this->book( get_current_user_id(), 'publish' );
		$post  = (int) wp_insert_post( array( 'post_title' => 'A draft post' ) );
		$count = $this->posts();
		$cases = array(
			'pages 0'            => array( 'pages' => 0 ),
			'pages not a number' => array( 'pages' => 'many' ),
			'format scroll'      => array( 'format' => 'scroll' ),
			'an unknown key'     => array( 'isbn' => '978-3' ),
			'a protected key'    => array( '_edit_lock' => '1' ),
			'a good and a bad'   => array(
				'format' => 'ebook',
				'pages'  => -3,
			),
		);
		foreach ( $cases as $why => $meta ) {
			$calls = array(
				self::CREATE => array(
					'type'  => 'book',
					'title' => 'New',
					'meta'  => $meta,
				),
				self::UPDATE => array(
					'id'   => $draft,
					'meta' => $meta,
				),
				self::FIX    => array(
					'id'   => $live,
					'meta' => $meta,
				),
			);
			foreach ( $calls as $ability => $input ) {
				$answer = $this->run_over_rest( $ability, array(), $input );
				self::assertSame( 'invalid_input', $answer->get_data()['code'], "$why, $ability" );
			}
			$shown = wp_get_ability( 'webmcp-abilities/describe-published-change' )->execute( $calls[ self::FIX ] );
			self::assertInstanceOf( WP_Error::class, $shown, "$why: nobody is asked." );
		}
		$unknown = $this->run_over_rest(
			self::UPDATE,
			array(),
			array(
				'id'   => $draft,
				'meta' => array( 'isbn' => '978-3' ),
			)
		)->get_data()['message'];
		self::assertStringContainsString( 'isbn', $unknown );
		self::assertStringContainsString( 'pages, format', $unknown );
		$on_a_post = $this->run_over_rest(
			self::UPDATE,
			array(),
			array(
				'id'   => $post,
				'meta' => array( 'pages' => 3 ),
			)
		);
		self::assertSame( 'invalid_input', $on_a_post->get_data()['code'], 'Posts have no such field.' );

		self::assertSame( $count, $this->posts() );
		foreach ( array( $draft, $live ) as $book ) {
			self::assertSame( array( '100', 'hardcover', '' ), array( get_post_meta( $book, 'pages', true ), get_post_meta( $book, 'format', true ), get_post_meta( $book, '_edit_lock', true ) ) );
		}
	}

	public function test_meta_out_of_rest_not_single_or_not_scalar_stays_out(): void {
		$this->log_in_as( 'administrator' );
		$draft  = $this->book( get_current_user_id(), 'draft' );
		$others = array(
			'secret'   => array(
				'type'         => 'string',
				'single'       => true,
				'show_in_rest' => false,
			),
			'notes'    => array(
				'type'         => 'string',
				'single'       => false,
				'show_in_rest' => true,
			),
			'chapters' => array(
				'type'         => 'array',
				'single'       => true,
				'show_in_rest' => array( 'schema' => array( 'items' => array( 'type' => 'string' ) ) ),
			),
		);
		try {
			foreach ( $others as $key => $args ) {
				register_post_meta( 'book', $key, $args );
				update_post_meta( $draft, $key, 'kept' );
			}
			self::assertSame( array( 'pages', 'format' ), array_keys( wp_get_ability( self::GET )->execute( array( 'id' => $draft ) )['meta'] ) );
			foreach ( array_keys( $others ) as $key ) {
				$answer = $this->run_over_rest(
					self::UPDATE,
					array(),
					array(
						'id'   => $draft,
						'meta' => array( $key => 'changed' ),
					)
				);
				self::assertSame( 'invalid_input', $answer->get_data()['code'], $key );
				self::assertStringContainsString( $key, $answer->get_data()['message'] );
				self::assertSame( 'kept', get_post_meta( $draft, $key, true ), $key );
			}
		} finally {
			foreach ( array_keys( $others ) as $key ) {
				unregister_post_meta( 'book', $key );
			}
		}
	}

	public function test_a_field_its_auth_callback_refuses_is_not_set_and_no_draft_is_left(): void {
		$this->log_in_as( 'administrator' );
		$draft = $this->book( get_current_user_id(), 'draft' );
		// As a plugin whose field only some people may set.
		add_filter( 'auth_post_meta_pages_for_book', '__return_false', 20 );
		$count  = $this->posts();
		$answer = $this->run_over_rest(
			self::CREATE,
			array(),
			array(
				'type'  => 'book',
				'title' => 'New',
				'meta'  => array( 'pages' => 10 ),
			)
		);
		self::assertSame( 'access_denied', $answer->get_data()['code'] );
		self::assertStringContainsString( 'pages', $answer->get_data()['message'] );
		self::assertSame( $count, $this->posts() );
		$answer = $this->run_over_rest(
			self::UPDATE,
			array(),
			array(
				'id'    => $draft,
				'title' => 'Renamed',
				'meta'  => array( 'pages' => 10 ),
			)
		);
		self::assertSame( 'access_denied', $answer->get_data()['code'] );
		self::assertSame( array( 'Their book', '100' ), array( get_the_title( $draft ), get_post_meta( $draft, 'pages', true ) ) );
		self::assertSame(
			200,
			$this->run_over_rest(
				self::UPDATE,
				array(),
				array(
					'id'   => $draft,
					'meta' => array( 'format' => 'ebook' ),
				)
			)->get_status(),
			'Another field is still the person\'s.'
		);
	}

	public function test_a_draft_updates_fields_and_undo_puts_them_back_unless_they_changed_since(): void {
		$this->log_in_as( 'administrator' );
		$draft = $this->book( get_current_user_id(), 'draft' );
		delete_post_meta( $draft, 'format' );
		$entry = $this->agent_runs(
			self::UPDATE,
			array(
				'id'    => $draft,
				'title' => 'The baker’s year',
				'meta'  => array(
					'pages'  => 352,
					'format' => 'ebook',
				),
			)
		);
		self::assertSame( array( '352', 'ebook' ), array( get_post_meta( $draft, 'pages', true ), get_post_meta( $draft, 'format', true ) ) );
		self::assertTrue( Undo_Request::undo( $entry ) );
		self::assertSame( array( 'Their book', '100' ), array( get_the_title( $draft ), get_post_meta( $draft, 'pages', true ) ) );
		self::assertFalse( metadata_exists( 'post', $draft, 'format' ), 'A field the draft did not have is gone again.' );

		$entry = $this->agent_runs(
			self::UPDATE,
			array(
				'id'   => $draft,
				'meta' => array( 'pages' => 200 ),
			)
		);
		update_post_meta( $draft, 'pages', '210' );
		$refused = Undo_Request::undo( $entry );
		self::assertInstanceOf( WP_Error::class, $refused );
		self::assertSame( 'undo_conflict', $refused->get_error_code() );
		self::assertStringContainsString( 'Pages', $refused->get_error_message() );
		self::assertSame( '210', get_post_meta( $draft, 'pages', true ) );
	}

	public function test_a_created_books_undo_is_refused_once_its_fields_changed(): void {
		$this->log_in_as( 'administrator' );
		$entry = $this->agent_runs(
			self::CREATE,
			array(
				'type'  => 'book',
				'title' => 'Flour',
				'meta'  => array( 'pages' => 90 ),
			)
		);
		$book  = (int) get_posts(
			array(
				'post_type'   => 'book',
				'post_status' => 'draft',
				'title'       => 'Flour',
				'fields'      => 'ids',
			)
		)[0];
		update_post_meta( $book, 'format', 'ebook' );
		self::assertSame( 'undo_conflict', Undo_Request::undo( $entry )->get_error_code() );
		self::assertSame( 'draft', get_post_status( $book ) );
	}

	public function test_a_live_books_fields_are_fixed_shown_before_and_after_and_undone(): void {
		$this->log_in_as( 'editor' );
		$live  = $this->book( get_current_user_id(), 'publish' );
		$input = array(
			'id'   => $live,
			'meta' => array(
				'pages'  => 352,
				'format' => 'hardcover',
			),
		);
		$shown = $this->shown( wp_get_ability( 'webmcp-abilities/describe-published-change' )->execute( $input ) );
		self::assertSame( 'Book', $shown['Type'] );
		self::assertSame( '100 → 352', $shown['Pages'] );
		self::assertArrayNotHasKey( 'Format', $shown, 'A field that stays as it is is not a change.' );
		self::assertSame( 'Visitors see them at once.', $shown['Changes'], 'No revision keeps a field.' );

		$this->sign_with_app_password();
		$answer = $this->run_over_rest( self::FIX, array(), $input );
		self::assertSame( array( 'meta.pages' ), $answer->get_data()['changed'] );
		$entry = $this->last_entry();
		self::assertSame( '352', get_post_meta( $live, 'pages', true ) );
		self::assertTrue( Undo_Request::undo( $entry ) );
		self::assertSame( '100', get_post_meta( $live, 'pages', true ) );

		// Text and a field at once: a revision for the text, the field as it was.
		$entry = $this->agent_runs(
			self::FIX,
			array(
				'id'    => $live,
				'title' => 'The baker’s year, revised',
				'meta'  => array( 'format' => 'paperback' ),
			)
		);
		self::assertSame( array( 'The baker’s year, revised', 'paperback' ), array( get_the_title( $live ), get_post_meta( $live, 'format', true ) ) );
		update_post_meta( $live, 'format', 'ebook' );
		self::assertSame( 'undo_conflict', Undo_Request::undo( $entry )->get_error_code() );
		update_post_meta( $live, 'format', 'paperback' );
		self::assertTrue( Undo_Request::undo( $entry ) );
		self::assertSame( array( 'Their book', 'hardcover' ), array( get_the_title( $live ), get_post_meta( $live, 'format', true ) ) );
	}

	/**
	 * @param string               $type A post type.
	 * @param array<string, mixed> $args Its arguments.
	 */
	private function register_type( string $type, array $args ): void {
		register_post_type( $type, $args );
		$this->registered[] = $type;
	}

	/**
	 * @param int    $author Its author.
	 * @param string $status Its status.
	 * @return int A book, "Their book", 100 pages, hardcover.
	 */
	private function book( int $author, string $status ): int {
		$id = wp_insert_post(
			array(
				'post_type'   => 'book',
				'post_title'  => 'Their book',
				'post_status' => $status,
				'post_author' => $author,
				'meta_input'  => array(
					'pages'  => '100',
					'format' => 'hardcover',
				),
			),
			true
		);
		self::assertIsInt( $id );
		return $id;
	}

	/**
	 * @return int Every post row, revisions and all.
	 */
	private function posts(): int {
		global $wpdb;
		return (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->posts}" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- counts what any write would add.
	}

	/**
	 * @param mixed $described A describing ability's answer.
	 * @return array<string, string> Its fields, by label.
	 */
	private function shown( $described ): array {
		self::assertIsArray( $described, is_wp_error( $described ) ? $described->get_error_message() : '' );
		return array_column( $described['fields'], 'value', 'label' );
	}

	/**
	 * @return int The current person's newest log entry.
	 */
	private function last_entry(): int {
		unset( $GLOBALS['wp_rest_application_password_uuid'] );
		return (int) \WebMCP_Abilities\Activity\Activity_Log::query(
			array(
				'user_id'  => get_current_user_id(),
				'per_page' => 1,
				'page'     => 1,
			)
		)['items'][0]->id;
	}
}
