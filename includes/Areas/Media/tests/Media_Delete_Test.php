<?php
/**
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Tests;

use WebMCP_Abilities\Activity\Activity_Log;

/**
 * Removing media on a site without a media trash (WordPress's default): unused items deleted for
 * good with their files, and the answer, the dialog and the log say it cannot be undone; items in
 * use (attached, featured, in content by ID or by address) refused naming their posts, unless
 * forced; who may; bad input that changes nothing. The media trash is `Media_Trash_Test`'s.
 */
final class Media_Delete_Test extends Test_Case {

	private const DELETE = 'webmcp-abilities/delete-media';

	/** A one-pixel PNG. */
	private const PIXEL = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

	/** @var int[] Attachments the test made, whose files the rollback would leave. */
	private array $made = array();

	protected function tearDown(): void {
		foreach ( $this->made as $id ) {
			if ( get_post( $id ) ) {
				wp_delete_attachment( $id, true );
			}
		}
		parent::tearDown();
	}

	public function test_unused_images_are_deleted_for_good_and_everyone_is_told_it_cannot_be_undone(): void {
		$editor = $this->log_in_as( 'editor' );
		$images = array( $this->image( 'Test image one' ), $this->image( 'Test image two' ) );
		$files  = array_map( static fn ( int $id ): string => (string) get_attached_file( $id ), $images );
		$sizes  = (array) glob( preg_replace( '/\.png$/', '', $files[0] ) . '*' );
		self::assertFileExists( $files[0] );

		$shown = wp_get_ability( 'webmcp-abilities/describe-media-delete' )->execute( array( 'ids' => $images ) );
		self::assertIsArray( $shown );
		self::assertSame( 'Delete 2 media items', $shown['title'] );
		$fields = array_column( $shown['fields'], 'value', 'label' );
		self::assertSame( "Not used in any post\n→ deleted for good, with its file", $fields[ "#{$images[0]} “Test image one” (test-image-one.png)" ] );
		self::assertSame( 'This cannot be undone: deleted files are gone from the site.', $fields['Undo'] );

		$this->sign_with_app_password();
		$answer = $this->run_over_rest( self::DELETE, array(), array( 'ids' => $images ) );
		unset( $GLOBALS['wp_rest_application_password_uuid'] );
		self::assertSame( 200, $answer->get_status(), (string) wp_json_encode( $answer->get_data() ) );
		self::assertSame(
			array(
				'trashed' => array(),
				'deleted' => $images,
				'note'    => 'Deleted for good, with their files: this cannot be undone.',
			),
			$answer->get_data()
		);
		foreach ( $images as $index => $id ) {
			self::assertNull( get_post( $id ) );
			self::assertFileDoesNotExist( $files[ $index ] );
		}
		foreach ( $sizes as $size ) {
			self::assertFileDoesNotExist( (string) $size );
		}
		// The log offers no undo: there is nothing to restore.
		$row = Activity_Log::query(
			array(
				'user_id'  => $editor,
				'per_page' => 1,
				'page'     => 1,
			)
		)['items'][0];
		self::assertSame( self::DELETE, $row->ability );
		self::assertNull( $row->reversal );
	}

	public function test_images_in_use_are_refused_naming_their_posts_and_nothing_is_deleted(): void {
		$this->log_in_as( 'editor' );
		$by_size  = $this->image( 'Sized image' );
		$featured = $this->image( 'Cover' );
		$by_id    = $this->image( 'Block image' );
		$by_url   = $this->image( 'Linked image' );
		$attached = $this->image( 'Attached image' );
		$cover    = $this->post( 'Spring menu', '' );
		set_post_thumbnail( $cover, $featured );
		$block = $this->post( 'Gallery page', '<!-- wp:image {"id":' . $by_id . ',"sizeSlug":"large"} --><figure class="wp-block-image"><img src="x.png" alt=""/></figure><!-- /wp:image -->', 'page' );
		$link  = $this->post( 'Old post', '<p><img src="' . esc_url( (string) wp_get_attachment_url( $by_url ) ) . '"></p>' );
		$home  = $this->post( 'Attached to this', '' );
		wp_update_post(
			array(
				'ID'          => $attached,
				'post_parent' => $home,
			)
		);
		// An ID that merely starts the same, or another file named after it, is no use of it.
		$this->post( 'Another number', '<!-- wp:image {"id":' . $by_size . '9} /-->' );
		$this->post( 'Another file', '<img src="' . esc_url( str_replace( 'sized-image.png', 'sized-image-2.png', (string) wp_get_attachment_url( $by_size ) ) ) . '">' );
		// Its smaller size is a use of it.
		$this->post( 'Thumbnail', '<img src="' . esc_url( str_replace( 'sized-image.png', 'sized-image-150x150.png', (string) wp_get_attachment_url( $by_size ) ) ) . '">', 'page' );

		$ids     = array( $by_size, $featured, $by_id, $by_url, $attached );
		$refused = $this->run_over_rest( self::DELETE, array(), array( 'ids' => $ids ) );
		self::assertSame( 409, $refused->get_status() );
		self::assertSame( 'invalid_state', $refused->get_data()['code'] );
		$said = $refused->get_data()['message'];
		self::assertStringContainsString( "“Cover” (cover.png) is used in “Spring menu” (Post $cover, its featured image)", $said );
		self::assertStringContainsString( "“Block image” (block-image.png) is used in “Gallery page” (Page $block, in its content)", $said );
		self::assertStringContainsString( "“Linked image” (linked-image.png) is used in “Old post” (Post $link, in its content)", $said );
		self::assertStringContainsString( "“Attached image” (attached-image.png) is used in “Attached to this” (Post $home, attached to it)", $said );
		self::assertStringContainsString( '“Sized image” (sized-image.png) is used in “Thumbnail” (Page ', $said );
		self::assertStringNotContainsString( 'Another', $said );
		foreach ( $ids as $id ) {
			self::assertSame( 'attachment', get_post_type( $id ), 'Nothing was deleted.' );
		}
		// The dialog refuses the same, so nobody is asked.
		$describe = wp_get_ability( 'webmcp-abilities/describe-media-delete' )->execute( array( 'ids' => $ids ) );
		self::assertInstanceOf( \WP_Error::class, $describe );
		self::assertSame( 'invalid_state', $describe->get_error_code() );

		// Forced: the dialog names the posts that lose them; then they go.
		$shown = wp_get_ability( 'webmcp-abilities/describe-media-delete' )->execute(
			array(
				'ids'   => array( $featured, $by_id ),
				'force' => true,
			)
		);
		self::assertIsArray( $shown );
		$fields = array_column( $shown['fields'], 'value', 'label' );
		self::assertSame( "Used in “Spring menu” (Post $cover, its featured image), which will lose it\n→ deleted for good, with its file", $fields[ "#$featured “Cover” (cover.png)" ] );
		$forced = $this->run_over_rest(
			self::DELETE,
			array(),
			array(
				'ids'   => array( $featured, $by_id ),
				'force' => true,
			)
		);
		self::assertSame( 200, $forced->get_status(), (string) wp_json_encode( $forced->get_data() ) );
		self::assertNull( get_post( $featured ) );
		self::assertSame( 0, (int) get_post_thumbnail_id( $cover ) );
		self::assertNull( get_post( $by_id ) );
	}

	public function test_who_may_delete(): void {
		$this->log_in_as( 'editor' );
		$editors = $this->image( 'The editor\'s' );
		$author  = $this->log_in_as( 'author' );
		$own     = $this->image( 'The author\'s' );

		// An author: their own, never another's, and not even their own listed with another's.
		$refused = $this->run_over_rest( self::DELETE, array(), array( 'ids' => array( $own, $editors ) ) );
		self::assertSame( 403, $refused->get_status() );
		self::assertSame( 'access_denied', $refused->get_data()['code'] );
		self::assertSame( 'attachment', get_post_type( $own ) );
		self::assertSame( 200, $this->run_over_rest( self::DELETE, array(), array( 'ids' => array( $own ) ) )->get_status() );
		self::assertNull( get_post( $own ) );
		self::assertNotSame( 0, $author );

		foreach ( array( 'contributor', 'subscriber' ) as $role ) {
			$this->log_in_as( $role );
			$answer = $this->run_over_rest( self::DELETE, array(), array( 'ids' => array( $editors ) ) );
			self::assertSame( 403, $answer->get_status(), $role );
			self::assertSame( 'access_denied', $answer->get_data()['code'], $role );
		}
		$this->log_in_as( 'administrator' );
		self::assertSame( 200, $this->run_over_rest( self::DELETE, array(), array( 'ids' => array( $editors ) ) )->get_status() );
		self::assertNull( get_post( $editors ) );
	}

	public function test_bad_input_changes_nothing(): void {
		$this->log_in_as( 'administrator' );
		$image = $this->image( 'Kept' );
		$post  = $this->post( 'Not media', '' );
		foreach ( array(
			array( array( 'ids' => array( $post ) ), 'not_found' ),
			array( array( 'ids' => array( $image, 987654 ) ), 'not_found' ),
			array( array( 'ids' => array( $image, $image ) ), 'ability_invalid_input' ),
			array( array( 'ids' => array() ), 'ability_invalid_input' ),
			array( array( 'ids' => range( 1, 21 ) ), 'ability_invalid_input' ),
			array(
				array(
					'ids'   => array( $image ),
					'force' => 'yes please',
				),
				'ability_invalid_input',
			),
		) as list( $input, $code ) ) {
			$answer = $this->run_over_rest( self::DELETE, array(), $input );
			self::assertSame( $code, $answer->get_data()['code'] ?? null, (string) wp_json_encode( $input ) );
		}
		self::assertSame( 'attachment', get_post_type( $image ) );
		self::assertSame( 'publish', get_post_status( $post ) );
		self::assertFileExists( (string) get_attached_file( $image ) );
	}

	/**
	 * @param string $title The image's title; its file is named after it.
	 * @return int A PNG in the media library, its file and sizes on disk, the person's own.
	 */
	private function image( string $title ): int {
		require_once ABSPATH . 'wp-admin/includes/media.php';
		$temporary = wp_tempnam( 'pixel' );
		file_put_contents( $temporary, base64_decode( self::PIXEL, true ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_file_put_contents, WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode -- a test's image.
		$id = media_handle_sideload(
			array(
				'name'     => sanitize_title( $title ) . '.png',
				'tmp_name' => $temporary,
			),
			0,
			$title
		);
		self::assertIsInt( $id );
		$this->made[] = $id;
		return $id;
	}

	/**
	 * @param string $title   Its title.
	 * @param string $content Its content.
	 * @param string $type    Its type.
	 * @return int A published post.
	 */
	private function post( string $title, string $content, string $type = 'post' ): int {
		$id = wp_insert_post(
			array(
				'post_title'   => $title,
				'post_content' => $content,
				'post_status'  => 'publish',
				'post_type'    => $type,
			),
			true
		);
		self::assertIsInt( $id );
		return $id;
	}
}
