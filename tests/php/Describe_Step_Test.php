<?php
/**
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Tests;

use WebMCP_Abilities\Areas\Media\Describe_Media_Upload;
use WebMCP_Abilities\Areas\Posts\Describe_Post;
use WebMCP_Abilities\Areas\Posts\Describe_Publish;
use WebMCP_Abilities\Activity\Activity_Log;
use WebMCP_Abilities\Contract;
use WP_REST_Request;
use WP_REST_Response;

/**
 * A consequential call refused at its describe step (the read the dialog would show) is one row
 * of the log, written by the server that refused it; no browser report can stand in for it.
 */
final class Describe_Step_Test extends Test_Case {

	private const TRASH = 'webmcp-abilities/trash-post';

	public function test_an_author_trashing_an_editors_draft_is_refused_at_the_describe_step_and_logged_as_that_call(): void {
		$editor = $this->log_in_as( 'editor' );
		$draft  = $this->draft_of( $editor, 'Spring sale' );
		$author = $this->log_in_as( 'author' );

		$response = $this->describe( self::TRASH, 'wp_trash-post', $draft );

		self::assertContains( $response->get_status(), array( 403, 404 ) );
		$rows = $this->entries_of( $author );
		self::assertCount( 1, $rows, 'One attempt, one row.' );
		self::assertSame( 'wp_trash-post', $rows[0]->tool );
		self::assertSame( self::TRASH, $rows[0]->ability );
		self::assertSame( $response->as_error()->get_error_code(), $rows[0]->outcome );
		self::assertSame( '{"id":' . $draft . '}', $rows[0]->input_summary );
		self::assertSame( 'draft', get_post_status( $draft ), 'Nothing changed.' );
	}

	public function test_a_call_that_could_not_be_proposed_is_refused_at_the_describe_step_and_logged(): void {
		$editor    = $this->log_in_as( 'editor' );
		$published = wp_insert_post(
			array(
				'post_title'  => 'Live',
				'post_status' => 'publish',
				'post_author' => $editor,
			)
		);
		$author    = $this->log_in_as( 'author' );

		$response = $this->describe( 'webmcp-abilities/publish-post', 'wp_publish-post', (int) $published, Describe_Publish::NAME );

		self::assertSame( 409, $response->get_status() );
		$rows = $this->entries_of( $author );
		self::assertCount( 1, $rows );
		self::assertSame( 'invalid_state', $rows[0]->outcome );
	}

	public function test_a_describe_step_that_reads_the_object_leaves_the_row_to_the_run(): void {
		$author = $this->log_in_as( 'author' );
		$draft  = $this->draft_of( $author, 'Mine' );

		self::assertSame( 200, $this->describe( self::TRASH, 'wp_trash-post', $draft )->get_status() );
		self::assertSame( array(), $this->entries_of( $author ) );
	}

	public function test_a_describe_step_of_a_withdrawn_tool_is_refused_before_it_reads_and_logged(): void {
		$admin = $this->log_in_as( 'administrator' );
		$draft = $this->draft_of( $admin, 'Keep' );
		$this->save_settings( array( 'abilities' => array( self::TRASH => false ) ) );

		$response = $this->describe( self::TRASH, 'wp_trash-post', $draft );

		self::assertSame( 410, $response->get_status() );
		self::assertSame( array( 'tool_withdrawn' ), array_column( $this->entries_of( $admin ), 'outcome' ) );
	}

	public function test_headers_that_do_not_name_a_call_this_read_describes_are_plain_rest_use(): void {
		$editor = $this->log_in_as( 'editor' );
		$draft  = $this->draft_of( $editor, 'Not yours' );
		$author = $this->log_in_as( 'author' );

		// Another tool's name; an ability whose describer is another; an ability that does not exist.
		$this->describe( self::TRASH, 'wp_publish-post', $draft );
		$this->describe( 'webmcp-abilities/update-draft', 'wp_update-draft', $draft );
		$this->describe( 'made-up/ability', 'made-up_ability', $draft );
		wp_set_current_user( 0 );
		$this->describe( self::TRASH, 'wp_trash-post', $draft );

		self::assertSame( array(), $this->entries_of( $author ) );
	}

	public function test_a_browser_report_of_a_refusal_the_server_records_is_forbidden_and_not_logged(): void {
		$editor = $this->log_in_as( 'editor' );
		$draft  = $this->draft_of( $editor, 'Spring sale' );
		$author = $this->log_in_as( 'author' );

		foreach ( array( false, true ) as $in_page ) {
			$request = new WP_REST_Request( 'POST', '/' . Contract::rest_namespace() . '/activity' );
			$request->set_header( 'Content-Type', 'application/json' );
			$request->set_body(
				(string) wp_json_encode(
					array(
						'reports' => array(
							array(
								'ability' => self::TRASH,
								'tool'    => 'wp_trash-post',
								'outcome' => 'not_found',
								'input'   => array( 'id' => $draft ),
								'in_page' => $in_page,
							),
						),
					)
				)
			);
			self::assertSame( 403, rest_do_request( $request )->get_status() );
		}
		self::assertSame( array(), $this->entries_of( $author ) );
	}

	public function test_an_input_too_long_for_an_address_is_posted_and_read_as_the_get_it_stands_for(): void {
		$admin = $this->log_in_as( 'administrator' );
		// A picture of 300 by 300 pixels of noise from the agent's own data: an address no server takes.
		$image = imagecreatetruecolor( 300, 300 );
		for ( $pixel = 0; $pixel < 90000; $pixel++ ) {
			imagesetpixel( $image, $pixel % 300, intdiv( $pixel, 300 ), wp_rand( 0, 0xffffff ) );
		}
		ob_start();
		imagepng( $image );
		$input   = array(
			'data'     => base64_encode( (string) ob_get_clean() ), // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- the agent's data, as it sends it.
			'filename' => 'large.png',
			'alt'      => 'A large picture',
		);
		$headers = array(
			Contract::tool_header()      => 'wp_upload-media',
			Contract::describes_header() => 'webmcp-abilities/upload-media',
		);

		$posted = $this->run_over_rest( Describe_Media_Upload::NAME, $headers, $input );

		self::assertSame( 200, $posted->get_status(), (string) wp_json_encode( $posted->get_data() ) );
		self::assertSame( $this->run_over_rest( Describe_Media_Upload::NAME, $headers, $input, 'GET' )->get_data(), $posted->get_data() );
		self::assertSame( array(), $this->entries_of( $admin ), 'A read, not a run.' );
		// Without the describe step's headers a post of a read-only ability is core's to refuse.
		self::assertSame( 'rest_ability_invalid_method', $this->run_over_rest( Describe_Media_Upload::NAME, array(), $input )->as_error()->get_error_code() );
	}

	public function test_every_write_of_the_plugin_that_asks_names_a_read_only_describer_that_is_no_tool(): void {
		$blind = array();
		foreach ( wp_get_abilities() as $ability ) {
			$meta = $ability->get_meta();
			if ( ! str_starts_with( $ability->get_name(), Contract::own_namespace() . '/' )
				|| ! ( $meta['webmcp']['expose'] ?? false )
				|| ( $meta['annotations']['readonly'] ?? false )
				|| false === ( $meta['webmcp']['consequential'] ?? true )
			) {
				continue;
			}
			$named = (string) ( $meta['webmcp']['describe'] ?? '' );
			$its   = wp_has_ability( $named ) ? wp_get_ability( $named )->get_meta() : array();
			if ( ! ( $its['annotations']['readonly'] ?? false ) || ! ( $its['show_in_rest'] ?? false ) || isset( $its['webmcp']['expose'] ) ) {
				$blind[] = $ability->get_name();
			}
		}
		self::assertSame( array(), $blind, 'These would ask the person with only their input to show.' );
	}

	/**
	 * Runs the describing ability as the bridge's describe step does: GET, the call's own input.
	 *
	 * @param string $called    The ability the call is of.
	 * @param string $tool      The tool the header names.
	 * @param int    $id        The post.
	 * @param string $describer The describing ability run.
	 */
	private function describe( string $called, string $tool, int $id, string $describer = Describe_Post::NAME ): WP_REST_Response {
		return $this->run_over_rest(
			$describer,
			array(
				Contract::tool_header()      => $tool,
				Contract::describes_header() => $called,
			),
			array( 'id' => $id ),
			'GET'
		);
	}

	/**
	 * @param int    $author The post's author.
	 * @param string $title  Its title.
	 */
	private function draft_of( int $author, string $title ): int {
		$id = wp_insert_post(
			array(
				'post_title'  => $title,
				'post_status' => 'draft',
				'post_author' => $author,
			)
		);
		self::assertGreaterThan( 0, $id );
		return $id;
	}

	/**
	 * @param int $user_id A user.
	 * @return object[] Their rows, newest first.
	 */
	private function entries_of( int $user_id ): array {
		return Activity_Log::query(
			array(
				'user_id'  => $user_id,
				'per_page' => 100,
				'page'     => 1,
			)
		)['items'];
	}
}
