<?php
/**
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Tests;

use WebMCP_Abilities\Activity\Activity_Log;
use WebMCP_Abilities\Contract;
use WebMCP_Abilities\Undo\Undo_Request;
use WP_REST_Request;
use WP_REST_Response;
use WP_Theme_JSON_Resolver;

/**
 * The Site Editor tools save through WordPress's own routes, marked with their tool's header: each
 * entity a person's agent saved is one entry, undone from the log by saving the earlier version
 * back. A mark on a save WordPress refused, or on any other request, logs nothing.
 */
final class Design_Save_Test extends Test_Case {

	public function test_a_styles_save_marked_by_save_site_is_one_entry_and_undo_puts_the_styles_back(): void {
		$user = $this->log_in_as( 'administrator' );
		$id   = $this->styles_id();

		$response = $this->save_styles( $id, array( 'color' => array( 'background' => '#123456' ) ), 'wp_save-site' );

		self::assertSame( 200, $response->get_status() );
		self::assertSame( array( 'webmcp ok webmcp-abilities/save-site' ), $this->rows_of( $user ) );
		$entry = (int) Activity_Log::query(
			array(
				'user_id'  => $user,
				'per_page' => 1,
				'page'     => 1,
			)
		)['items'][0]->id;
		self::assertTrue( Undo_Request::undo( $entry ) );
		self::assertArrayNotHasKey( 'color', $this->user_styles( $id ) );
	}

	public function test_undo_refuses_when_the_styles_changed_since(): void {
		$user = $this->log_in_as( 'administrator' );
		$id   = $this->styles_id();
		$this->save_styles( $id, array( 'color' => array( 'background' => '#123456' ) ), 'wp_save-site' );
		$entry = (int) Activity_Log::query(
			array(
				'user_id'  => $user,
				'per_page' => 1,
				'page'     => 1,
			)
		)['items'][0]->id;
		// The person's own save afterwards, unmarked: not the agent's, and not logged.
		$this->save_styles( $id, array( 'color' => array( 'background' => '#654321' ) ) );

		$undo = Undo_Request::undo( $entry );

		self::assertInstanceOf( \WP_Error::class, $undo );
		self::assertSame( 'undo_conflict', $undo->get_error_code() );
		self::assertSame( '#654321', $this->user_styles( $id )['color']['background'] );
	}

	public function test_a_marked_save_wordpress_refuses_or_an_unmarked_one_logs_nothing(): void {
		$id     = $this->styles_id();
		$editor = $this->log_in_as( 'editor' );
		self::assertSame( 403, $this->save_styles( $id, array( 'color' => array( 'text' => '#000000' ) ), 'wp_save-site' )->get_status() );
		self::assertSame( array(), $this->rows_of( $editor ) );

		$admin = $this->log_in_as( 'administrator' );
		$this->save_styles( $id, array( 'color' => array( 'text' => '#111111' ) ) );
		$this->save_styles( $id, array( 'color' => array( 'text' => '#222222' ) ), 'wp_find-posts' );
		self::assertSame( array(), $this->rows_of( $admin ) );
	}

	public function test_a_reverted_template_comes_back_from_the_log(): void {
		$user    = $this->log_in_as( 'administrator' );
		$content = '<!-- wp:paragraph --><p>Our own</p><!-- /wp:paragraph -->';
		$this->save_template( array( 'content' => $content ) );

		$this->save_template( array( 'source' => 'theme' ), 'wp_revert-template' );

		self::assertSame( 'theme', get_block_template( 'twentytwentyfive//page' )->source );
		$entry = (int) Activity_Log::query(
			array(
				'user_id'  => $user,
				'per_page' => 1,
				'page'     => 1,
			)
		)['items'][0]->id;
		self::assertTrue( Undo_Request::undo( $entry ) );
		$template = get_block_template( 'twentytwentyfive//page' );
		self::assertSame( 'custom', $template->source );
		self::assertSame( $content, $template->content );
	}

	/**
	 * @return int The user styles record, made in this test's transaction if need be (WordPress
	 *             keeps the id it found: an earlier test's, rolled back).
	 */
	private function styles_id(): int {
		WP_Theme_JSON_Resolver::clean_cached_data();
		return WP_Theme_JSON_Resolver::get_user_global_styles_post_id();
	}

	/**
	 * @param int                  $id     The user styles record.
	 * @param array<string, mixed> $styles Styles to save.
	 * @param string|null          $tool   The tool header, if any.
	 */
	private function save_styles( int $id, array $styles, ?string $tool = null ): WP_REST_Response {
		return $this->dispatch( "/wp/v2/global-styles/$id", array( 'styles' => $styles ), $tool );
	}

	/**
	 * @param array<string, mixed> $body What to save of Twenty Twenty-Five's page template.
	 * @param string|null          $tool The tool header, if any.
	 */
	private function save_template( array $body, ?string $tool = null ): WP_REST_Response {
		return $this->dispatch( '/wp/v2/templates/twentytwentyfive//page', $body, $tool );
	}

	/**
	 * @param string               $route A route of WordPress's.
	 * @param array<string, mixed> $body  The request's body.
	 * @param string|null          $tool  The tool header, if any.
	 */
	private function dispatch( string $route, array $body, ?string $tool ): WP_REST_Response {
		$request = new WP_REST_Request( 'POST', $route );
		$request->set_header( 'Content-Type', 'application/json' );
		if ( null !== $tool ) {
			$request->set_header( Contract::tool_header(), $tool );
		}
		$request->set_body( (string) wp_json_encode( $body ) );
		return rest_ensure_response( rest_do_request( $request ) );
	}

	/**
	 * @param int $id The user styles record.
	 * @return array<string, mixed> Its styles as saved.
	 */
	private function user_styles( int $id ): array {
		$config = json_decode( (string) get_post( $id )->post_content, true );
		return (array) ( $config['styles'] ?? array() );
	}
}
