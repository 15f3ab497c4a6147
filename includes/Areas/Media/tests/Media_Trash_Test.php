<?php
/**
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Tests;

use PHPUnit\Framework\Attributes\PreserveGlobalState;
use PHPUnit\Framework\Attributes\RunInSeparateProcess;
use WebMCP_Abilities\Undo\Undo_Request;
use WP_Error;

/**
 * On a site that keeps a media trash (`MEDIA_TRASH`, which WordPress reads from a constant set
 * before it loads: this test runs in a WordPress of its own, `tests/php/bootstrap.php`), removed
 * items go to the trash, the dialog and the answer say so, and the log restores each, unless it
 * left the trash since.
 */
final class Media_Trash_Test extends Test_Case {

	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		putenv( 'WEBMCP_ABILITIES_MEDIA_TRASH=1' ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.runtime_configuration_putenv -- read by the test's own process as it loads WordPress.
	}

	public static function tearDownAfterClass(): void {
		putenv( 'WEBMCP_ABILITIES_MEDIA_TRASH' ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.runtime_configuration_putenv -- as above.
		parent::tearDownAfterClass();
	}

	#[RunInSeparateProcess]
	#[PreserveGlobalState( false )]
	public function test_removed_media_goes_to_the_trash_and_the_log_restores_it(): void {
		self::assertTrue( MEDIA_TRASH );
		$this->log_in_as( 'editor' );
		$kept     = $this->image( 'Kept in the trash' );
		$restored = $this->image( 'Restored by the person' );

		$shown = wp_get_ability( 'webmcp-abilities/describe-media-delete' )->execute( array( 'ids' => array( $kept ) ) );
		self::assertIsArray( $shown );
		$fields = array_column( $shown['fields'], 'value', 'label' );
		self::assertSame( "Not used in any post\n→ moved to the media trash", $fields[ "#$kept “Kept in the trash” (kept-in-the-trash.png)" ] );
		self::assertSame( 'Possible from the activity log, or restore from the media trash.', $fields['Undo'] );

		$entry = $this->agent_runs( 'webmcp-abilities/delete-media', array( 'ids' => array( $kept ) ) );
		self::assertSame( 'trash', get_post_field( 'post_status', $kept ) );
		self::assertFileExists( (string) get_attached_file( $kept ), 'The trash keeps the file.' );
		self::assertTrue( Undo_Request::undo( $entry ) );
		self::assertSame( 'inherit', get_post_field( 'post_status', $kept ) );

		// Restored by the person since: the log's undo has nothing to do and says so.
		$entry = $this->agent_runs( 'webmcp-abilities/delete-media', array( 'ids' => array( $restored ) ) );
		wp_untrash_post( $restored );
		$refused = Undo_Request::undo( $entry );
		self::assertInstanceOf( WP_Error::class, $refused );
		self::assertSame( 'undo_conflict', $refused->get_error_code() );

		// An item already in the trash is deleted for good, and the answer says so.
		wp_trash_post( $restored );
		$answer = $this->run_over_rest( 'webmcp-abilities/delete-media', array(), array( 'ids' => array( $restored ) ) );
		self::assertSame( 200, $answer->get_status() );
		self::assertSame( array( $restored ), $answer->get_data()['deleted'] );
		self::assertStringContainsString( 'cannot be undone', $answer->get_data()['note'] );
		self::assertNull( get_post( $restored ) );
		wp_delete_attachment( $kept, true );
	}

	/**
	 * @param string $title The image's title; its file is named after it.
	 * @return int A PNG in the media library, its file on disk.
	 */
	private function image( string $title ): int {
		require_once ABSPATH . 'wp-admin/includes/media.php';
		$temporary = wp_tempnam( 'pixel' );
		file_put_contents( $temporary, base64_decode( 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', true ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_file_put_contents, WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode -- a test's image.
		$id = media_handle_sideload(
			array(
				'name'     => sanitize_title( $title ) . '.png',
				'tmp_name' => $temporary,
			),
			0,
			$title
		);
		self::assertIsInt( $id );
		return $id;
	}
}
