<?php
/**
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Tests;

use WebMCP_Abilities\Undo\Undo_Request;
use WP_Error;
use WP_REST_Response;

/**
 * Uploads to the media library: from an address (served here by a `pre_http_request` filter,
 * as a site would serve it) and from the agent's data; who may; every bad input refused with
 * nothing left behind (no attachment, no file in uploads, no temporary file); the dialog's words;
 * undo, and its refusal once the image changed or is used.
 */
final class Media_Upload_Test extends Test_Case {

	private const UPLOAD = 'webmcp-abilities/upload-media';

	/** A one-pixel PNG. */
	private const PIXEL = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

	/** @var int The highest post ID as the test starts: attachments above it are the test's. */
	private int $first = 0;

	/** @var string[] Addresses the site fetched during the test. */
	private array $fetched = array();

	/** @var array<string, array{0: int, 1: string}> What each served address answers: status, bytes. */
	private array $served = array();

	protected function setUp(): void {
		global $wpdb;
		parent::setUp();
		$this->first = (int) $wpdb->get_var( "SELECT MAX(ID) FROM {$wpdb->posts}" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the test's own bookkeeping.
		add_filter( 'pre_http_request', array( $this, 'serve' ), 10, 3 );
	}

	protected function tearDown(): void {
		// The rollback takes back the rows, not the files: delete what the test uploaded.
		foreach ( $this->uploaded() as $id ) {
			wp_delete_attachment( $id, true );
		}
		parent::tearDown();
	}

	/**
	 * Answers the addresses the test serves, as a web server would.
	 *
	 * @param mixed                $response What another filter answered.
	 * @param array<string, mixed> $args     The request's arguments.
	 * @param string               $url      The address.
	 * @return mixed
	 */
	public function serve( $response, array $args, string $url ) {
		$this->fetched[] = $url;
		if ( ! isset( $this->served[ $url ] ) ) {
			return new WP_Error( 'http_request_failed', 'Nothing listens there.' );
		}
		list( $status, $bytes ) = $this->served[ $url ];
		if ( ! empty( $args['stream'] ) ) {
			file_put_contents( $args['filename'], $bytes ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_file_put_contents -- where WordPress streams a download.
		}
		return array(
			'headers'  => array(),
			'body'     => empty( $args['stream'] ) ? $bytes : '',
			'response' => array(
				'code'    => $status,
				'message' => 200 === $status ? 'OK' : 'Not Found',
			),
			'cookies'  => array(),
			'filename' => $args['filename'] ?? null,
		);
	}

	public function test_an_image_from_an_address_arrives_with_its_alt_text_and_caption(): void {
		$this->log_in_as( 'editor' );
		$url                  = 'https://photos.example.org/walks/harbour-at-dawn.png';
		$this->served[ $url ] = array( 200, $this->pixel() );
		$answer               = $this->run_over_rest(
			self::UPLOAD,
			array(),
			array(
				'url'     => $url,
				'alt'     => 'Boats in the <b>harbour</b> at dawn',
				'caption' => 'The harbour <script>alert(1)</script>at dawn',
			)
		);
		self::assertSame( 200, $answer->get_status(), (string) wp_json_encode( $answer->get_data() ) );
		$item = $answer->get_data();
		self::assertSame( array( 'id', 'title', 'url', 'alt', 'edit_link' ), array_keys( $item ) );
		self::assertSame( 'attachment', get_post_type( $item['id'] ) );
		self::assertSame( 'harbour-at-dawn', $item['title'] );
		self::assertSame( 'Boats in the harbour at dawn', $item['alt'] );
		self::assertSame( 'The harbour at dawn', get_post_field( 'post_excerpt', $item['id'] ) );
		self::assertSame( 'image/png', get_post_mime_type( $item['id'] ) );
		self::assertStringEndsWith( '/harbour-at-dawn.png', $item['url'] );
		self::assertFileExists( (string) get_attached_file( $item['id'] ) );
		self::assertSame( $url, get_post_meta( $item['id'], '_source_url', true ) );
		self::assertSame( get_edit_post_link( $item['id'], 'raw' ), $item['edit_link'] );
		self::assertSame( array( $url ), $this->fetched );
	}

	public function test_an_image_from_data_arrives_and_an_address_may_give_its_file_name(): void {
		$this->log_in_as( 'administrator' );
		$answer = $this->run_over_rest(
			self::UPLOAD,
			array(),
			array(
				'data'     => self::PIXEL,
				'filename' => 'chart.png',
				'alt'      => 'A chart of sales',
			)
		);
		self::assertSame( 200, $answer->get_status(), (string) wp_json_encode( $answer->get_data() ) );
		self::assertSame( 'A chart of sales', $answer->get_data()['alt'] );
		self::assertFileExists( (string) get_attached_file( $answer->get_data()['id'] ) );
		self::assertSame( array(), $this->fetched, 'Data is never fetched.' );

		// An address that names no file: the agent names it.
		$url                  = 'https://cdn.example.org/image?id=42';
		$this->served[ $url ] = array( 200, $this->pixel() );
		$named                = $this->run_over_rest(
			self::UPLOAD,
			array(),
			array(
				'url'      => $url,
				'filename' => 'shop-front.png',
			)
		);
		self::assertSame( 200, $named->get_status(), (string) wp_json_encode( $named->get_data() ) );
		self::assertStringEndsWith( '/shop-front.png', $named->get_data()['url'] );
	}

	public function test_who_may_upload(): void {
		foreach ( array( 'administrator', 'editor', 'author' ) as $role ) {
			$this->log_in_as( $role );
			$answer = $this->run_over_rest( self::UPLOAD, array(), $this->data_input( "$role.png" ) );
			self::assertSame( 200, $answer->get_status(), $role . ': ' . wp_json_encode( $answer->get_data() ) );
		}
		foreach ( array( 'contributor', 'subscriber' ) as $role ) {
			$this->log_in_as( $role );
			$before = $this->left_behind( $role );
			$answer = $this->run_over_rest( self::UPLOAD, array(), $this->data_input( "$role.png" ) );
			self::assertSame( 403, $answer->get_status(), $role );
			self::assertSame( 'access_denied', $answer->get_data()['code'] );
			self::assertSame( $before, $this->left_behind( $role ), "$role: nothing left behind." );
		}
	}

	public function test_addresses_that_are_not_web_addresses_are_refused_before_any_fetch(): void {
		$this->log_in_as( 'administrator' );
		foreach ( array(
			'javascript:alert(1)//x.png',
			'file:///etc/passwd.png',
			'ftp://files.example.org/photo.png',
			'data:image/png;base64,' . self::PIXEL,
			'https:///no-host.png',
			'https://example.org/readme.txt',
		) as $url ) {
			$this->assert_refused( array( 'url' => $url ), 'invalid_input', 'readme' );
		}
		self::assertSame( array(), $this->fetched, 'Nothing was fetched.' );
		// Not even shaped like an address: the schema refuses it.
		$this->assert_refused( array( 'url' => '//example.org/photo.png' ), 'ability_invalid_input', 'photo' );
	}

	public function test_wordpress_refuses_private_addresses_but_the_sites_own(): void {
		$this->log_in_as( 'administrator' );
		// WordPress's own check, before any connection: nothing here stands in for the network.
		remove_filter( 'pre_http_request', array( $this, 'serve' ) );
		$home = (string) wp_parse_url( home_url(), PHP_URL_HOST );
		foreach ( array( 'http://10.0.0.1/private.png', 'http://192.168.1.1/router.png', "http://$home:9/other-port.png" ) as $url ) {
			$refused = $this->assert_refused( array( 'url' => $url ), 'invalid_input', (string) pathinfo( $url, PATHINFO_FILENAME ) );
			self::assertStringContainsString( 'A valid URL was not provided.', $refused['message'] );
		}
	}

	public function test_what_an_address_serves_must_be_the_image_it_names(): void {
		$this->log_in_as( 'administrator' );
		$cases = array(
			'words-as-picture' => array( 200, 'Just words, not a picture.' ),
			'jpeg-as-png'      => array( 200, $this->jpeg() ),
			'gone'             => array( 404, 'Not here.' ),
		);
		foreach ( $cases as $name => $answer ) {
			$url                  = "https://example.org/$name.png";
			$this->served[ $url ] = $answer;
			$refused              = $this->assert_refused( array( 'url' => $url ), 'invalid_input', $name );
			self::assertStringContainsString( 'jpeg-as-png' === $name ? 'image/jpeg' : ( 'gone' === $name ? 'example.org' : 'not an image' ), $refused['message'] );
		}
		self::assertCount( 3, $this->fetched );
	}

	public function test_an_image_over_the_sites_upload_limit_is_refused(): void {
		$this->log_in_as( 'administrator' );
		add_filter( 'upload_size_limit', static fn (): int => 50 );
		$url                  = 'https://example.org/too-large.png';
		$this->served[ $url ] = array( 200, $this->pixel() );
		$refused              = $this->assert_refused( array( 'url' => $url ), 'invalid_input', 'too-large' );
		self::assertStringContainsString( 'upload limit', $refused['message'] );
		$this->assert_refused( $this->data_input( 'too-large-data.png' ), 'invalid_input', 'too-large-data' );
	}

	public function test_bad_data_is_refused_with_nothing_left_behind(): void {
		$this->log_in_as( 'administrator' );
		// phpcs:disable WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- the agent's data is base64.
		$cases = array(
			'not-base64'   => array(
				'data'     => 'A',
				'filename' => 'not-base64.png',
			),
			'words-named'  => array(
				'data'     => base64_encode( 'Just words, not a picture.' ),
				'filename' => 'words-named.png',
			),
			'jpeg-named'   => array(
				'data'     => base64_encode( $this->jpeg() ),
				'filename' => 'jpeg-named.png',
			),
			'svg-script'   => array(
				'data'     => base64_encode( '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>' ),
				'filename' => 'svg-script.svg',
			),
			'php-named'    => array(
				'data'     => base64_encode( '<?php echo 1;' ),
				'filename' => 'php-named.php',
			),
			'no-file-name' => array( 'data' => self::PIXEL ),
			'both-sources' => array(
				'url'      => 'https://example.org/both-sources.png',
				'data'     => self::PIXEL,
				'filename' => 'both-sources.png',
			),
			'no-source'    => array( 'alt' => 'no-source' ),
		);
		// phpcs:enable
		foreach ( $cases as $name => $input ) {
			$this->assert_refused( $input, 'invalid_input', $name );
		}
		self::assertSame( array(), $this->fetched );
	}

	public function test_data_over_the_owners_limit_is_refused_and_the_owner_sets_it(): void {
		$this->log_in_as( 'administrator' );
		// 70 bytes over a limit of 50: the owner's filter.
		add_filter( 'webmcp_abilities_data_upload_limit', static fn (): int => 50 );
		$refused = $this->assert_refused( $this->data_input( 'over-filter.png' ), 'invalid_input', 'over-filter' );
		self::assertStringContainsString( '50 B', $refused['message'] );
		remove_all_filters( 'webmcp_abilities_data_upload_limit' );

		// The owner's setting: none at all.
		$this->save_settings( array( 'media' => array( 'data_upload_mb' => 0 ) ) );
		$refused = $this->assert_refused( $this->data_input( 'over-setting.png' ), 'invalid_input', 'over-setting' );
		self::assertStringContainsString( 'no images from an agent\'s data', $refused['message'] );

		// 2 MB by default: 3 MB of data is refused before it is decoded.
		$this->save_settings( array() );
		$three = str_repeat( 'AAAA', (int) ( 3 * MB_IN_BYTES / 3 ) );
		$this->assert_refused(
			array(
				'data'     => $three,
				'filename' => 'three-megabytes.png',
			),
			'invalid_input',
			'three-megabytes'
		);
	}

	public function test_the_dialog_names_the_file_and_where_it_comes_from(): void {
		$this->log_in_as( 'editor' );
		$from_address = wp_get_ability( 'webmcp-abilities/describe-media-upload' )->execute(
			array(
				'url'     => 'https://photos.example.org/walks/harbour-at-dawn.png?size=large',
				'alt'     => 'Boats <i>at dawn</i>',
				'caption' => 'The harbour',
			)
		);
		self::assertIsArray( $from_address );
		self::assertSame( 'harbour-at-dawn.png', $from_address['title'] );
		$shown = array_column( $from_address['fields'], 'value', 'label' );
		self::assertStringStartsWith( 'photos.example.org: the site fetches it once you confirm', $shown['From'] );
		self::assertSame( 'Boats at dawn', $shown['Alt text'] );
		self::assertSame( 'The harbour', $shown['Caption'] );
		self::assertSame( array(), $this->fetched, 'Describing fetches nothing.' );

		$from_data = wp_get_ability( 'webmcp-abilities/describe-media-upload' )->execute( $this->data_input( 'chart.png' ) );
		self::assertIsArray( $from_data );
		self::assertSame( 'chart.png', $from_data['title'] );
		self::assertSame( 'The agent\'s data (70 B)', array_column( $from_data['fields'], 'value', 'label' )['From'] );
		self::assertSame( 'none', array_column( $from_data['fields'], 'value', 'label' )['Alt text'] );

		$refused = wp_get_ability( 'webmcp-abilities/describe-media-upload' )->execute( array( 'url' => 'javascript:alert(1)' ) );
		self::assertInstanceOf( WP_Error::class, $refused );
		self::assertSame( 'invalid_input', $refused->get_error_code() );
	}

	public function test_undo_deletes_the_upload_unless_it_changed_or_is_used_since(): void {
		$this->log_in_as( 'editor' );
		$entry = $this->agent_runs( self::UPLOAD, $this->data_input( 'undone.png' ) + array( 'alt' => 'Undone soon' ) );
		$id    = $this->newest_upload();
		$file  = (string) get_attached_file( $id );
		self::assertFileExists( $file );
		self::assertTrue( Undo_Request::undo( $entry ) );
		self::assertNull( get_post( $id ) );
		self::assertFileDoesNotExist( $file );

		// Someone changed its alt text since: undo refused, the image kept.
		$entry = $this->agent_runs( self::UPLOAD, $this->data_input( 'described.png' ) + array( 'alt' => 'The agent\'s words' ) );
		$id    = $this->newest_upload();
		update_post_meta( $id, '_wp_attachment_image_alt', 'The person\'s words' );
		$refused = Undo_Request::undo( $entry );
		self::assertInstanceOf( WP_Error::class, $refused );
		self::assertSame( 'undo_conflict', $refused->get_error_code() );
		self::assertStringContainsString( 'alt', $refused->get_error_message() );
		self::assertSame( 'attachment', get_post_type( $id ) );

		// A post uses it since: undo refused, naming the post.
		$entry = $this->agent_runs( self::UPLOAD, $this->data_input( 'used.png' ) );
		$id    = $this->newest_upload();
		$post  = (int) wp_insert_post(
			array(
				'post_title'  => 'Harbour walk',
				'post_status' => 'publish',
			)
		);
		set_post_thumbnail( $post, $id );
		$refused = Undo_Request::undo( $entry );
		self::assertInstanceOf( WP_Error::class, $refused );
		self::assertStringContainsString( '“Harbour walk” (Post ' . $post . ', its featured image)', $refused->get_error_message() );
		self::assertFileExists( (string) get_attached_file( $id ) );
	}

	/**
	 * Refused with that code, over REST as an agent's call is, with nothing left behind.
	 *
	 * @param array<string, mixed> $input The input.
	 * @param string               $code  The code.
	 * @param string               $name  The file name it would have had, to find its temporary file.
	 * @return array{code: string, message: string}
	 */
	private function assert_refused( array $input, string $code, string $name ): array {
		$before = $this->left_behind( $name );
		$answer = $this->run_over_rest( self::UPLOAD, array(), $input );
		$said   = wp_json_encode( $input ) . ' → ' . $answer->get_status() . ' ' . wp_json_encode( $answer->get_data() );
		self::assertGreaterThanOrEqual( 400, $answer->get_status(), $said );
		self::assertSame( $code, $answer->get_data()['code'] ?? null, $said );
		self::assertSame( $before, $this->left_behind( $name ), "$said left something behind." );
		return array(
			'code'    => (string) $answer->get_data()['code'],
			'message' => (string) $answer->get_data()['message'],
		);
	}

	/**
	 * @param string $name A file name the test gave.
	 * @return array{attachments: int, files: string[], temporary: string[]} The attachments, the
	 *         files in this month's uploads folder, and the temporary files named after it.
	 */
	private function left_behind( string $name ): array {
		$uploads = wp_upload_dir();
		return array(
			'attachments' => count( $this->uploaded() ),
			'files'       => (array) glob( trailingslashit( $uploads['path'] ) . '*' ),
			'temporary'   => (array) glob( get_temp_dir() . pathinfo( $name, PATHINFO_FILENAME ) . '*' ),
		);
	}

	/**
	 * @return int[] The attachments made during the test.
	 */
	private function uploaded(): array {
		global $wpdb;
		return array_map( 'intval', $wpdb->get_col( $wpdb->prepare( "SELECT ID FROM {$wpdb->posts} WHERE post_type = 'attachment' AND ID > %d", $this->first ) ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the test's own bookkeeping.
	}

	private function newest_upload(): int {
		$ids = $this->uploaded();
		self::assertNotEmpty( $ids );
		return max( $ids );
	}

	/**
	 * @param string $filename The file name.
	 * @return array{data: string, filename: string}
	 */
	private function data_input( string $filename ): array {
		return array(
			'data'     => self::PIXEL,
			'filename' => $filename,
		);
	}

	private function pixel(): string {
		return (string) base64_decode( self::PIXEL, true ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode -- the pixel's bytes.
	}

	/**
	 * @return string A one-pixel JPEG's bytes.
	 */
	private function jpeg(): string {
		$image = imagecreatetruecolor( 1, 1 );
		ob_start();
		imagejpeg( $image );
		return (string) ob_get_clean();
	}
}
