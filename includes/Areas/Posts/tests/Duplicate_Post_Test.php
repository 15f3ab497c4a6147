<?php
/**
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Tests;

use WebMCP_Abilities\Undo\Undo_Request;
use WP_Error;

/**
 * A copy of a post or page as a new draft of the caller's, as the editor's Duplicate action makes
 * it: who may (who may edit the original and create its type), what it keeps (blocks, excerpt,
 * terms, featured image, template, parent and order, registered meta) and what never (protected or
 * unregistered meta), the dialog's words, and the log's Undo taking the draft back.
 */
final class Duplicate_Post_Test extends Test_Case {

	private const NAME     = 'webmcp-abilities/duplicate-post';
	private const DESCRIBE = 'webmcp-abilities/describe-duplicate';

	private const BLOCKS = "<!-- wp:heading -->\n<h2 class=\"wp-block-heading\">Visit us</h2>\n<!-- /wp:heading -->\n\n<!-- wp:paragraph {\"dropCap\":true} -->\n<p class=\"has-drop-cap\">Open at <em>nine</em>.</p>\n<!-- /wp:paragraph -->";

	public function test_a_post_is_copied_with_its_blocks_terms_image_and_registered_meta_only(): void {
		$me = $this->log_in_as( 'editor' );
		register_post_meta(
			'post',
			'opening_hours',
			array(
				'show_in_rest' => true,
				'single'       => true,
				'type'         => 'string',
			)
		);
		register_post_meta(
			'post',
			'_internal_note',
			array(
				'show_in_rest'  => true,
				'single'        => true,
				'type'          => 'string',
				'auth_callback' => '__return_true',
			)
		);
		$author   = $this->log_in_as( 'author' );
		$original = $this->post( 'post', $author );
		$category = wp_insert_term( 'Visits', 'category' );
		self::assertIsArray( $category );
		wp_set_post_terms( $original, array( (int) $category['term_id'] ), 'category' );
		wp_set_post_terms( $original, array( 'hours', 'shop' ), 'post_tag' );
		set_post_format( $original, 'aside' );
		$image = $this->image();
		set_post_thumbnail( $original, $image );
		update_post_meta( $original, 'opening_hours', 'Nine to five' );
		update_post_meta( $original, '_internal_note', 'Protected' );
		update_post_meta( $original, 'unregistered', 'Not shown in REST' );

		wp_set_current_user( $me );
		$entry = $this->agent_runs( self::NAME, array( 'id' => $original ) );
		$copy  = $this->newest_draft( $me );

		self::assertSame( 'Visiting hours (Copy)', $copy->post_title );
		self::assertSame( 'draft', $copy->post_status );
		self::assertSame( $me, (int) $copy->post_author, 'The draft is the caller\'s.' );
		self::assertSame( self::BLOCKS, $copy->post_content, 'Blocks as written.' );
		self::assertSame( 'Come and see us', $copy->post_excerpt );
		self::assertSame( array( (int) $category['term_id'] ), wp_get_post_categories( $copy->ID ) );
		self::assertSame( array( 'hours', 'shop' ), wp_get_post_tags( $copy->ID, array( 'fields' => 'names' ) ) );
		self::assertSame( 'aside', get_post_format( $copy ) );
		self::assertSame( $image, (int) get_post_thumbnail_id( $copy ) );
		self::assertSame( 'Nine to five', get_post_meta( $copy->ID, 'opening_hours', true ) );
		self::assertFalse( metadata_exists( 'post', $copy->ID, '_internal_note' ), 'Protected meta stays behind.' );
		self::assertFalse( metadata_exists( 'post', $copy->ID, 'unregistered' ), 'Unregistered meta stays behind.' );
		self::assertSame( 'Visiting hours', get_the_title( $original ), 'The original is left as it was.' );

		self::assertTrue( Undo_Request::undo( $entry ) );
		self::assertSame( 'trash', get_post_status( $copy->ID ) );
		self::assertSame( 'publish', get_post_status( $original ) );
	}

	public function test_a_page_keeps_its_template_parent_and_order(): void {
		$me = $this->log_in_as( 'administrator' );
		add_filter( 'theme_page_templates', static fn ( array $templates ): array => $templates + array( 'landing.php' => 'Landing' ) );
		$parent = $this->post( 'page', $me );
		$page   = (int) wp_insert_post(
			array(
				'post_type'     => 'page',
				'post_title'    => 'Opening hours',
				'post_status'   => 'publish',
				'post_content'  => self::BLOCKS,
				'post_parent'   => $parent,
				'menu_order'    => 3,
				'page_template' => 'landing.php',
			)
		);
		set_post_thumbnail( $page, $this->image() );

		$answer = $this->run_over_rest( self::NAME, array(), array( 'id' => $page ) );
		self::assertSame( 200, $answer->get_status(), (string) wp_json_encode( $answer->get_data() ) );
		$result = $answer->get_data();
		self::assertSame( 'Opening hours (Copy)', $result['title'] );
		self::assertSame( 'draft', $result['status'] );
		self::assertSame( admin_url( 'post.php?post=' . $result['id'] . '&action=edit' ), $result['edit_link'] );
		$copy = get_post( $result['id'] );
		self::assertSame( array( $parent, 3, 'landing.php' ), array( (int) $copy->post_parent, (int) $copy->menu_order, get_page_template_slug( $copy ) ) );
		self::assertSame( (int) get_post_thumbnail_id( $page ), (int) get_post_thumbnail_id( $copy ) );
	}

	public function test_who_may_copy_is_who_may_edit_the_original_and_create_its_type(): void {
		$owner    = $this->log_in_as( 'author' );
		$original = $this->post( 'post', $owner );
		foreach ( array( 'administrator', 'editor' ) as $role ) {
			$this->log_in_as( $role );
			self::assertSame( 200, $this->run_over_rest( self::NAME, array(), array( 'id' => $original ) )->get_status(), $role );
		}
		foreach ( array( 'author', 'contributor', 'subscriber' ) as $role ) {
			$this->log_in_as( $role );
			$answer = $this->run_over_rest( self::NAME, array(), array( 'id' => $original ) );
			self::assertSame( 403, $answer->get_status(), $role );
			self::assertSame( 'access_denied', $answer->get_data()['code'], $role );
		}
		wp_set_current_user( $owner );
		self::assertSame( 200, $this->run_over_rest( self::NAME, array(), array( 'id' => $original ) )->get_status(), 'An author copies their own post.' );
		self::assertSame( 3, $this->drafts_titled( 'Visiting hours (Copy)' ), 'One copy for each who may.' );
	}

	public function test_bad_input_is_refused_and_changes_nothing(): void {
		$me      = $this->log_in_as( 'administrator' );
		$trashed = $this->post( 'post', $me );
		wp_trash_post( $trashed );
		$cases = array(
			'an unknown post' => array( PHP_INT_MAX, 'not_found' ),
			'an image'        => array( $this->image(), 'not_found' ),
			'a trashed post'  => array( $trashed, 'invalid_state' ),
		);
		foreach ( $cases as $why => list( $id, $code ) ) {
			foreach ( array(
				self::NAME     => 'POST',
				self::DESCRIBE => 'GET',
			) as $ability => $method ) {
				$answer = $this->run_over_rest( $ability, array(), array( 'id' => $id ), $method );
				self::assertSame( $code, $answer->get_data()['code'] ?? null, "$why: $ability" );
			}
		}
		self::assertSame( 0, $this->drafts_titled( 'Visiting hours (Copy)' ) );
	}

	public function test_the_dialog_names_the_original_and_says_what_is_copied(): void {
		$me       = $this->log_in_as( 'editor' );
		$original = $this->post( 'post', $me );
		wp_set_post_terms( $original, array( 'hours' ), 'post_tag' );
		set_post_thumbnail( $original, $this->image() );
		$shown = wp_get_ability( self::DESCRIBE )->execute( array( 'id' => $original ) );
		self::assertIsArray( $shown );
		self::assertSame( 'Visiting hours', $shown['title'] );
		$fields = array_column( $shown['fields'], 'value', 'label' );
		self::assertSame( '“Visiting hours (Copy)”, a draft of yours; the original stays as it is.', $fields['New draft'] );
		self::assertSame( 'the content (2 blocks); the excerpt; Categories: Uncategorized; Tags: hours; the featured image “Shop front”', $fields['Copied'] );
		self::assertSame( 0, $this->drafts_titled( 'Visiting hours (Copy)' ), 'Describing made nothing.' );
	}

	public function test_undo_is_refused_once_the_draft_changed(): void {
		$me    = $this->log_in_as( 'editor' );
		$entry = $this->agent_runs( self::NAME, array( 'id' => $this->post( 'post', $me ) ) );
		$copy  = $this->newest_draft( $me );
		wp_update_post(
			array(
				'ID'           => $copy->ID,
				'post_content' => 'The person started on it.',
			)
		);
		$undone = Undo_Request::undo( $entry );
		self::assertInstanceOf( WP_Error::class, $undone );
		self::assertSame( 'undo_conflict', $undone->get_error_code() );
		self::assertSame( 'draft', get_post_status( $copy->ID ) );
	}

	/**
	 * @param string $type   Post or page.
	 * @param int    $author Its author.
	 * @return int A published one, "Visiting hours", of two blocks and an excerpt.
	 */
	private function post( string $type, int $author ): int {
		$id = wp_insert_post(
			array(
				'post_type'    => $type,
				'post_title'   => 'Visiting hours',
				'post_status'  => 'publish',
				'post_author'  => $author,
				'post_content' => self::BLOCKS,
				'post_excerpt' => 'Come and see us',
			),
			true
		);
		self::assertIsInt( $id );
		return $id;
	}

	private function image(): int {
		return (int) wp_insert_attachment(
			array(
				'post_title'     => 'Shop front',
				'post_mime_type' => 'image/jpeg',
				'post_status'    => 'inherit',
			),
			'shop-front.jpg'
		);
	}

	/**
	 * @param int $author A user.
	 */
	private function newest_draft( int $author ): \WP_Post {
		$drafts = get_posts(
			array(
				'post_status' => 'draft',
				'author'      => $author,
				'numberposts' => 1,
			)
		);
		self::assertCount( 1, $drafts );
		return $drafts[0];
	}

	/**
	 * @param string $title A title.
	 * @return int How many drafts have it.
	 */
	private function drafts_titled( string $title ): int {
		return count(
			get_posts(
				array(
					'post_status' => 'draft',
					'title'       => $title,
					'numberposts' => -1,
				)
			)
		);
	}
}
