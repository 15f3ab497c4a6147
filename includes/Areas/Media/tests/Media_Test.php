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
 * The media library's abilities: who finds and changes what, bad input that changes nothing, one
 * log entry per item changed, each undone on its own, and the featured image.
 */
final class Media_Test extends Test_Case {

	public function test_find_media_counts_and_lists_the_images_missing_alt_text(): void {
		$this->log_in_as( 'editor' );
		$with    = $this->image( 'With alt', 'A red door' );
		$without = array( $this->image( 'No alt 1' ), $this->image( 'No alt 2' ) );
		$before  = wp_get_ability( 'webmcp-abilities/find-media' )->execute( array( 'missing_alt' => true ) );
		self::assertIsArray( $before );
		$ids = array_column( $before['media'], 'id' );
		self::assertContains( $without[0], $ids );
		self::assertContains( $without[1], $ids );
		self::assertNotContains( $with, $ids );
		self::assertSame( $before['total'], $before['missing_alt'] );
		self::assertLessThanOrEqual(
			1500,
			strlen(
				(string) wp_json_encode(
					array(
						'ok'     => true,
						'result' => $before,
					)
				)
			)
		);
	}

	public function test_an_author_sees_the_library_but_changes_only_their_own_images(): void {
		$this->log_in_as( 'editor' );
		$others = $this->image( 'The editor\'s' );
		$author = $this->log_in_as( 'author' );
		$own    = $this->image( 'Mine', '', $author );

		$this->sign_with_app_password();
		$refused = $this->run_over_rest(
			'webmcp-abilities/update-media',
			array(),
			array(
				'items' => array(
					array(
						'id'  => $own,
						'alt' => 'Mine, described',
					),
					array(
						'id'  => $others,
						'alt' => 'Not mine to say',
					),
				),
			)
		);
		self::assertSame( 403, $refused->get_status() );
		self::assertSame( 'access_denied', $refused->get_data()['code'] );
		// Nothing changed, not even the author's own image listed first.
		self::assertSame( '', get_post_meta( $own, '_wp_attachment_image_alt', true ) );
		self::assertSame( '', get_post_meta( $others, '_wp_attachment_image_alt', true ) );
		self::assertContains( 'app-password access_denied webmcp-abilities/update-media', $this->rows_of( $author ) );
	}

	public function test_bad_input_changes_nothing(): void {
		$this->log_in_as( 'editor' );
		$image = $this->image( 'Kept' );
		$post  = (int) wp_insert_post(
			array(
				'post_title'  => 'Not media',
				'post_status' => 'publish',
			)
		);
		foreach ( array(
			array(
				array(
					'id'  => $image,
					'alt' => str_repeat( 'x', 10000 ),
				),
			),
			array( array( 'id' => $image ) ),
			array(
				array(
					'id'  => $image,
					'alt' => 'Twice',
				),
				array(
					'id'      => $image,
					'caption' => 'Twice',
				),
			),
			array(
				array(
					'id'  => $post,
					'alt' => 'A post',
				),
			),
			array_fill(
				0,
				51,
				array(
					'id'  => $image,
					'alt' => 'Many',
				)
			),
		) as $items ) {
			$answer = $this->run_over_rest( 'webmcp-abilities/update-media', array(), array( 'items' => $items ) );
			self::assertGreaterThanOrEqual( 400, $answer->get_status(), (string) wp_json_encode( $items ) );
		}
		self::assertSame( '', get_post_meta( $image, '_wp_attachment_image_alt', true ) );
	}

	public function test_many_items_are_one_log_entry_each_and_each_undone_on_its_own(): void {
		$editor = $this->log_in_as( 'editor' );
		$images = array( $this->image( 'One' ), $this->image( 'Two' ), $this->image( 'Three', 'Already' ) );
		$this->sign_with_app_password();
		$answer = $this->run_over_rest(
			'webmcp-abilities/update-media',
			array(),
			array(
				'items' => array(
					array(
						'id'  => $images[0],
						'alt' => 'First <b>described</b>',
					),
					array(
						'id'      => $images[1],
						'alt'     => 'Second described',
						'caption' => 'A caption',
					),
					array(
						'id'  => $images[2],
						'alt' => 'Already',
					),
				),
			)
		);
		unset( $GLOBALS['wp_rest_application_password_uuid'] );
		self::assertSame( 200, $answer->get_status() );
		self::assertSame(
			array(
				'updated'   => array( $images[0], $images[1] ),
				'unchanged' => array( $images[2] ),
			),
			$answer->get_data()
		);
		self::assertSame( 'First described', get_post_meta( $images[0], '_wp_attachment_image_alt', true ) );
		self::assertSame( 'A caption', get_post_field( 'post_excerpt', $images[1] ) );

		$rows = Activity_Log::query(
			array(
				'user_id'  => $editor,
				'per_page' => 10,
				'page'     => 1,
			)
		)['items'];
		self::assertCount( 2, $rows );
		$by_object = array();
		foreach ( $rows as $row ) {
			$by_object[ (int) $row->object_id ] = (int) $row->id;
		}
		self::assertSame( array( $images[0], $images[1] ), array_values( array_intersect( $images, array_keys( $by_object ) ) ) );

		// The second image's undo alone: the first keeps the agent's alt text.
		self::assertTrue( Undo_Request::undo( $by_object[ $images[1] ] ) );
		self::assertSame( '', get_post_meta( $images[1], '_wp_attachment_image_alt', true ) );
		self::assertSame( '', get_post_field( 'post_excerpt', $images[1] ) );
		self::assertSame( 'First described', get_post_meta( $images[0], '_wp_attachment_image_alt', true ) );

		// The first changed again by the person: its undo is refused and changes nothing.
		update_post_meta( $images[0], '_wp_attachment_image_alt', 'The person\'s words' );
		$refused = Undo_Request::undo( $by_object[ $images[0] ] );
		self::assertInstanceOf( WP_Error::class, $refused );
		self::assertSame( 'undo_conflict', $refused->get_error_code() );
		self::assertSame( 'The person\'s words', get_post_meta( $images[0], '_wp_attachment_image_alt', true ) );
	}

	public function test_the_dialog_lists_every_change(): void {
		$this->log_in_as( 'editor' );
		$image = $this->image( 'Door', 'Old words' );
		$shown = wp_get_ability( 'webmcp-abilities/describe-media-update' )->execute(
			array(
				'items' => array(
					array(
						'id'    => $image,
						'alt'   => 'A red door',
						'title' => 'Door',
					),
				),
			)
		);
		self::assertIsArray( $shown );
		self::assertSame( '1 media item', $shown['title'] );
		self::assertSame( 'Alt text: “Old words” → “A red door”', $shown['fields'][0]['value'] );
		self::assertStringContainsString( 'Door', $shown['fields'][0]['label'] );
	}

	public function test_a_featured_image_is_set_undone_and_refused_on_a_post_of_someone_else(): void {
		$this->log_in_as( 'editor' );
		$image = $this->image( 'Cover' );
		$post  = (int) wp_insert_post(
			array(
				'post_title'  => 'With a cover',
				'post_status' => 'publish',
			)
		);
		$entry = $this->agent_runs(
			'webmcp-abilities/set-featured-image',
			array(
				'id'    => $post,
				'image' => $image,
			)
		);
		self::assertSame( $image, (int) get_post_thumbnail_id( $post ) );
		self::assertTrue( Undo_Request::undo( $entry ) );
		self::assertSame( 0, (int) get_post_thumbnail_id( $post ) );

		$this->log_in_as( 'author' );
		$refused = $this->run_over_rest(
			'webmcp-abilities/set-featured-image',
			array(),
			array(
				'id'    => $post,
				'image' => $image,
			)
		);
		self::assertSame( 403, $refused->get_status() );
		self::assertSame( 0, (int) get_post_thumbnail_id( $post ) );
	}

	/**
	 * @param string $title  The image's title.
	 * @param string $alt    Its alt text.
	 * @param int    $author Who uploaded it (0: the person logged in).
	 * @return int An image in the media library (its file need not exist for WordPress to know it).
	 */
	private function image( string $title, string $alt = '', int $author = 0 ): int {
		$id = wp_insert_attachment(
			array(
				'post_title'     => $title,
				'post_mime_type' => 'image/jpeg',
				'post_status'    => 'inherit',
				'post_author'    => $author > 0 ? $author : get_current_user_id(),
			),
			sanitize_title( $title ) . '.jpg'
		);
		self::assertGreaterThan( 0, $id );
		if ( '' !== $alt ) {
			update_post_meta( $id, '_wp_attachment_image_alt', $alt );
		}
		return $id;
	}
}
