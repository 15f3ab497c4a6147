<?php
/**
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Tests;

/**
 * What the person reads before a save-term or set-post-terms call runs: every object by its
 * name, read from the site, and no dialog at all for a call that would be refused (issue 55).
 */
final class Term_Descriptions_Test extends Test_Case {

	private const SAVE          = 'webmcp-abilities/save-term';
	private const DESCRIBE_SAVE = 'webmcp-abilities/describe-term-save';
	private const SET           = 'webmcp-abilities/set-post-terms';
	private const DESCRIBE_SET  = 'webmcp-abilities/describe-post-terms';

	public function test_setting_post_terms_names_each_post_and_its_terms_before_and_after(): void {
		$this->log_in_as( 'editor' );
		$raw   = $this->term( 'Vegan & raw', 'post_tag' );
		$plant = $this->term( 'Plant based', 'post_tag' );
		$soup  = $this->post( 'Soup night' );
		$bread = $this->post( 'Bread' );
		$bare  = $this->post( '' );
		wp_set_object_terms( $soup, array( $raw ), 'post_tag' );
		wp_set_object_terms( $bread, array( $plant ), 'post_tag' );

		$shown = $this->run_over_rest(
			self::DESCRIBE_SET,
			array(),
			array(
				'taxonomy' => 'post_tag',
				'posts'    => array( $soup, $bread, $bare ),
				'add'      => array( $plant ),
				'remove'   => array( $raw ),
			),
			'GET'
		);

		self::assertSame( 200, $shown->get_status(), (string) wp_json_encode( $shown->get_data() ) );
		self::assertSame( 'Tags of 3 posts', $shown->get_data()['title'] );
		self::assertSame(
			array(
				'Add'                 => '“Plant based”',
				'Remove'              => '“Vegan & raw”',
				"#$soup “Soup night”" => '“Vegan & raw” → “Plant based”',
				"#$bread “Bread”"     => 'No change: “Plant based”',
				"#$bare “(no title)”" => 'none → “Plant based”',
			),
			array_column( $shown->get_data()['fields'], 'value', 'label' )
		);
		self::assertSame( array( $raw ), wp_get_post_tags( $soup, array( 'fields' => 'ids' ) ), 'Describing changed nothing.' );
	}

	public function test_adding_a_term_names_its_taxonomy_and_parent_as_they_will_be_saved(): void {
		$this->log_in_as( 'editor' );
		$travel = $this->term( 'Travel', 'category' );

		$shown = wp_get_ability( self::DESCRIBE_SAVE )->execute(
			array(
				'name'   => 'Rail <b>&</b> sea',
				'parent' => $travel,
			)
		);

		self::assertIsArray( $shown );
		self::assertSame( 'Add “Rail & sea” to Categories', $shown['title'] );
		self::assertSame(
			array(
				'Taxonomy' => 'Categories',
				'Name'     => '“Rail & sea”',
				'Parent'   => "“Travel” (travel, #$travel)",
			),
			array_column( $shown['fields'], 'value', 'label' )
		);
	}

	public function test_a_rename_shows_the_terms_name_now_and_after_and_what_else_changes(): void {
		$this->log_in_as( 'editor' );
		$travel = $this->term( 'Travel', 'category' );
		$trains = $this->term( 'Trains', 'category', $travel );
		wp_set_post_categories( $this->post( 'By rail' ), array( $trains ) );

		$shown = wp_get_ability( self::DESCRIBE_SAVE )->execute(
			array(
				'id'     => $trains,
				'name'   => 'Rail & trains',
				'parent' => 0,
			)
		);

		self::assertIsArray( $shown );
		self::assertSame( 'Rename “Trains” to “Rail & trains”', $shown['title'] );
		self::assertSame(
			array(
				'Taxonomy'                => 'Categories',
				'Term'                    => "“Trains” (trains, #$trains)",
				'Name'                    => '“Trains” → “Rail & trains”',
				'Parent'                  => "“Travel” (travel, #$travel) → none (top level)",
				'Published posts with it' => '1',
			),
			array_column( $shown['fields'], 'value', 'label' )
		);
		self::assertSame( 'Trains', get_term( $trains )->name, 'Describing changed nothing.' );
	}

	public function test_the_term_save_dialog_refuses_what_save_term_refuses_with_the_same_code(): void {
		$this->log_in_as( 'editor' );
		$news = $this->term( 'News', 'category' );
		foreach ( array(
			'not_found'     => array(
				'id'   => 999999,
				'name' => 'Gone',
			),
			'invalid_input' => array(
				'id'     => $news,
				'parent' => $news,
			),
		) as $code => $input ) {
			$this->assert_refused_alike( self::SAVE, self::DESCRIBE_SAVE, $input, $code );
		}
		$this->assert_refused_alike( self::SAVE, self::DESCRIBE_SAVE, array( 'id' => $news ), 'invalid_input' );
		$this->assert_refused_alike( self::SAVE, self::DESCRIBE_SAVE, array( 'description' => 'No name' ), 'invalid_input' );
		$this->assert_refused_alike(
			self::SAVE,
			self::DESCRIBE_SAVE,
			array(
				'taxonomy' => 'post_tag',
				'name'     => 'Child',
				'parent'   => $news,
			),
			'invalid_input'
		);

		$this->log_in_as( 'author' );
		$this->assert_refused_alike( self::SAVE, self::DESCRIBE_SAVE, array( 'name' => 'Mine' ), 'access_denied' );
		self::assertSame( 'News', get_term( $news )->name );
	}

	public function test_the_post_terms_dialog_refuses_what_set_post_terms_refuses_with_the_same_code(): void {
		$editor = $this->log_in_as( 'editor' );
		$tag    = $this->term( 'Kept', 'post_tag' );
		$post   = $this->post( 'Filed' );
		$page   = (int) wp_insert_post(
			array(
				'post_title'  => 'About',
				'post_type'   => 'page',
				'post_status' => 'publish',
			)
		);
		$cases  = array(
			array( 'not_found', array( 999999 ), array( 'add' => array( $tag ) ) ),
			array( 'invalid_input', array( $post ), array( 'add' => array( 999999 ) ) ),
			array( 'invalid_input', array( $post ), array() ),
			array( 'invalid_input', array( $page ), array( 'add' => array( $tag ) ) ),
		);
		foreach ( $cases as list( $code, $posts, $terms ) ) {
			$this->assert_refused_alike(
				self::SET,
				self::DESCRIBE_SET,
				array(
					'taxonomy' => 'post_tag',
					'posts'    => $posts,
				) + $terms,
				$code
			);
		}

		// Open in another person's editor: the set would be overwritten at their next Save.
		update_post_meta( $post, '_edit_lock', time() . ':' . $this->log_in_as( 'administrator' ) );
		wp_set_current_user( $editor );
		$this->assert_refused_alike(
			self::SET,
			self::DESCRIBE_SET,
			array(
				'taxonomy' => 'post_tag',
				'posts'    => array( $post ),
				'add'      => array( $tag ),
			),
			'open_in_editor'
		);

		$this->log_in_as( 'author' );
		$this->assert_refused_alike(
			self::SET,
			self::DESCRIBE_SET,
			array(
				'taxonomy' => 'post_tag',
				'posts'    => array( $post ),
				'add'      => array( $tag ),
			),
			'access_denied'
		);
		self::assertSame( array(), wp_get_post_tags( $post, array( 'fields' => 'ids' ) ) );
	}

	/**
	 * The call and its describe step, each as the bridge sends it, answer with one code.
	 *
	 * @param string               $ability   The ability called.
	 * @param string               $describer Its describing ability.
	 * @param array<string, mixed> $input     The call's input.
	 * @param string               $code      The code both must answer.
	 */
	private function assert_refused_alike( string $ability, string $describer, array $input, string $code ): void {
		$label = (string) wp_json_encode( $input );
		$shown = $this->run_over_rest( $describer, array(), $input, 'GET' );
		self::assertSame( $code, $shown->as_error()->get_error_code(), "$describer $label" );
		$ran = $this->run_over_rest( $ability, array(), $input );
		self::assertSame( $code, $ran->as_error()->get_error_code(), "$ability $label" );
	}

	/**
	 * @param string $name     Its name.
	 * @param string $taxonomy Its taxonomy.
	 * @param int    $parent   Its parent.
	 * @return int A term.
	 */
	private function term( string $name, string $taxonomy, int $parent = 0 ): int {
		$term = wp_insert_term( $name, $taxonomy, array( 'parent' => $parent ) );
		self::assertIsArray( $term );
		return (int) $term['term_id'];
	}

	/**
	 * @param string $title Its title.
	 * @return int A published post by the person logged in.
	 */
	private function post( string $title ): int {
		return (int) wp_insert_post(
			array(
				'post_title'   => $title,
				'post_content' => 'Words.',
				'post_status'  => 'publish',
				'post_author'  => get_current_user_id(),
			)
		);
	}
}
