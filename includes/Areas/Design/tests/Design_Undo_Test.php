<?php
/**
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Tests;

use WebMCP_Abilities\Activity\Activity_Log;
use WebMCP_Abilities\Contract;
use WebMCP_Abilities\Areas\Design\Design_Fingerprint;
use WebMCP_Abilities\Areas\Design\Design_Reversal;
use WebMCP_Abilities\Undo\Undo_Request;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_Theme_JSON_Resolver;

/**
 * A run of the agent's saves on one design entity walks back from the log newest first, each
 * undo leaving the entity exactly as the save before it found it (issue 55, item 7), as long as
 * nobody else changed it in between; a change by someone else is still a conflict.
 */
final class Design_Undo_Test extends Test_Case {

	private const SAVE_SITE = 'wp_save-site';

	public function test_two_styles_saves_undone_newest_first_leave_the_record_wordpress_made(): void {
		$this->log_in_as( 'administrator' );
		$id       = $this->styles_id();
		$original = $this->styles_text( $id );
		$read     = $this->read( "/wp/v2/global-styles/$id" );

		$first  = $this->agent_saves( "/wp/v2/global-styles/$id", array( 'styles' => array( 'color' => array( 'background' => '#111111' ) ) ) );
		$second = $this->agent_saves( "/wp/v2/global-styles/$id", array( 'styles' => array( 'color' => array( 'background' => '#222222' ) ) ) );

		self::assertTrue( Undo_Request::undo( $second ) );
		self::assertTrue( Undo_Request::undo( $first ) );
		self::assertSame( $original, $this->styles_text( $id ) );
		self::assertEquals( $read, $this->read( "/wp/v2/global-styles/$id" ) );
	}

	public function test_settings_an_agents_save_added_are_gone_again_after_the_walk_back(): void {
		$this->log_in_as( 'administrator' );
		$id = $this->styles_id();
		// The person's own styles first: a record with styles and no settings.
		$this->dispatch( "/wp/v2/global-styles/$id", array( 'styles' => array( 'color' => array( 'text' => '#333333' ) ) ) );
		$original = $this->styles_text( $id );

		$first  = $this->agent_saves( "/wp/v2/global-styles/$id", array( 'settings' => array( 'color' => array( 'custom' => false ) ) ) );
		$second = $this->agent_saves( "/wp/v2/global-styles/$id", array( 'styles' => array( 'color' => array( 'text' => '#444444' ) ) ) );

		self::assertTrue( Undo_Request::undo( $second ) );
		self::assertTrue( Undo_Request::undo( $first ) );
		self::assertSame( $original, $this->styles_text( $id ) );
		self::assertArrayNotHasKey( 'settings', json_decode( $original, true ) );
	}

	public function test_a_styles_save_by_someone_else_between_the_undos_is_a_conflict(): void {
		$this->log_in_as( 'administrator' );
		$id     = $this->styles_id();
		$first  = $this->agent_saves( "/wp/v2/global-styles/$id", array( 'styles' => array( 'color' => array( 'background' => '#111111' ) ) ) );
		$second = $this->agent_saves( "/wp/v2/global-styles/$id", array( 'styles' => array( 'color' => array( 'background' => '#222222' ) ) ) );
		self::assertTrue( Undo_Request::undo( $second ) );
		// The person's own save, unmarked: not the agent's, and not logged.
		$this->dispatch( "/wp/v2/global-styles/$id", array( 'styles' => array( 'color' => array( 'background' => '#999999' ) ) ) );

		$undo = Undo_Request::undo( $first );

		self::assertInstanceOf( WP_Error::class, $undo );
		self::assertSame( 'undo_conflict', $undo->get_error_code() );
		self::assertSame( '#999999', json_decode( $this->styles_text( $id ), true )['styles']['color']['background'] );
	}

	public function test_a_styles_record_saved_again_with_the_same_meaning_is_no_conflict(): void {
		$this->log_in_as( 'administrator' );
		$id       = $this->styles_id();
		$original = $this->styles_text( $id );
		$styles   = array( 'color' => array( 'background' => '#111111' ) );
		$entry    = $this->agent_saves( "/wp/v2/global-styles/$id", array( 'styles' => $styles ) );
		// The Site Editor saving the same styles again writes `settings: []` where there were none.
		$this->dispatch(
			"/wp/v2/global-styles/$id",
			array(
				'settings' => (object) array(),
				'styles'   => $styles,
			)
		);
		self::assertStringContainsString( '"settings":[]', $this->styles_text( $id ) );

		self::assertTrue( Undo_Request::undo( $entry ) );
		self::assertSame( $original, $this->styles_text( $id ) );
	}

	public function test_styles_differing_only_in_key_order_or_empty_keys_mean_the_same_and_any_value_or_list_order_does_not(): void {
		$styles = '{"styles":{"color":{"background":"#111111"}},"settings":{"color":{"palette":{"custom":[{"slug":"a"},{"slug":"b"}]}}},"isGlobalStylesUserThemeJSON":true,"version":3}';
		$same   = '{"version":3,"isGlobalStylesUserThemeJSON":true,"settings":{"color":{"palette":{"custom":[{"slug":"a"},{"slug":"b"}]}},"typography":{}},"styles":{"color":{"background":"#111111"},"blocks":[]}}';
		$print  = Design_Fingerprint::of( 'global_styles', $styles );

		self::assertSame( $print, Design_Fingerprint::of( 'global_styles', $same ) );
		self::assertNotSame( $print, Design_Fingerprint::of( 'global_styles', str_replace( '#111111', '#111112', $styles ) ) );
		self::assertNotSame( $print, Design_Fingerprint::of( 'global_styles', str_replace( '{"slug":"a"},{"slug":"b"}', '{"slug":"b"},{"slug":"a"}', $styles ) ) );
		// Markup is compared as it is.
		self::assertNotSame( Design_Fingerprint::of( 'template', '<p>A</p>' ), Design_Fingerprint::of( 'template', '<p>A</p> ' ) );
	}

	public function test_a_styles_entry_logged_with_the_texts_hash_still_undoes(): void {
		$this->log_in_as( 'administrator' );
		$id    = $this->styles_id();
		$entry = $this->agent_saves( "/wp/v2/global-styles/$id", array( 'styles' => array( 'color' => array( 'background' => '#111111' ) ) ) );
		$row   = Activity_Log::get( $entry );
		// Entries logged before issue 55 kept the hash of the record's text.
		$reversal                     = json_decode( (string) $row->reversal, true );
		$reversal['after']['content'] = md5( $this->styles_text( $id ) );

		self::assertNull( Design_Reversal::conflict( $reversal ) );
		$reversal['after']['content'] = md5( $this->styles_text( $id ) . ' ' );
		self::assertIsString( Design_Reversal::conflict( $reversal ) );
	}

	public function test_two_saves_of_the_themes_template_undone_newest_first_give_it_back_to_the_theme(): void {
		$this->log_in_as( 'administrator' );
		$theirs = get_block_template( 'twentytwentyfive//page' )->content;

		$first  = $this->agent_saves( '/wp/v2/templates/twentytwentyfive//page', array( 'content' => '<!-- wp:paragraph --><p>One</p><!-- /wp:paragraph -->' ) );
		$second = $this->agent_saves( '/wp/v2/templates/twentytwentyfive//page', array( 'content' => '<!-- wp:paragraph --><p>Two</p><!-- /wp:paragraph -->' ) );

		self::assertTrue( Undo_Request::undo( $second ) );
		self::assertTrue( Undo_Request::undo( $first ) );
		$template = get_block_template( 'twentytwentyfive//page' );
		self::assertSame( 'theme', $template->source );
		self::assertSame( $theirs, $template->content );
	}

	public function test_two_saves_of_the_sites_own_template_part_undone_newest_first_restore_its_content(): void {
		$this->log_in_as( 'administrator' );
		$own = '<!-- wp:paragraph --><p>Our header</p><!-- /wp:paragraph -->';
		$this->dispatch( '/wp/v2/template-parts/twentytwentyfive//header', array( 'content' => $own ) );

		$first  = $this->agent_saves( '/wp/v2/template-parts/twentytwentyfive//header', array( 'content' => '<!-- wp:paragraph --><p>One</p><!-- /wp:paragraph -->' ) );
		$second = $this->agent_saves( '/wp/v2/template-parts/twentytwentyfive//header', array( 'content' => '<!-- wp:paragraph --><p>Two</p><!-- /wp:paragraph -->' ) );

		self::assertTrue( Undo_Request::undo( $second ) );
		self::assertTrue( Undo_Request::undo( $first ) );
		$part = get_block_template( 'twentytwentyfive//header', 'wp_template_part' );
		self::assertSame( 'custom', $part->source );
		self::assertSame( $own, $part->content );
	}

	public function test_a_template_changed_by_someone_else_between_the_undos_is_a_conflict(): void {
		$this->log_in_as( 'administrator' );
		$first  = $this->agent_saves( '/wp/v2/templates/twentytwentyfive//page', array( 'content' => '<!-- wp:paragraph --><p>One</p><!-- /wp:paragraph -->' ) );
		$second = $this->agent_saves( '/wp/v2/templates/twentytwentyfive//page', array( 'content' => '<!-- wp:paragraph --><p>Two</p><!-- /wp:paragraph -->' ) );
		self::assertTrue( Undo_Request::undo( $second ) );
		$theirs = '<!-- wp:paragraph --><p>The person\'s</p><!-- /wp:paragraph -->';
		$this->dispatch( '/wp/v2/templates/twentytwentyfive//page', array( 'content' => $theirs ) );

		$undo = Undo_Request::undo( $first );

		self::assertInstanceOf( WP_Error::class, $undo );
		self::assertSame( 'undo_conflict', $undo->get_error_code() );
		self::assertSame( $theirs, get_block_template( 'twentytwentyfive//page' )->content );
	}

	public function test_two_saves_of_a_menu_undone_newest_first_restore_its_links(): void {
		$this->log_in_as( 'administrator' );
		$links = '<!-- wp:navigation-link {"label":"Home","url":"/"} /-->';
		$menu  = wp_insert_post(
			array(
				'post_type'    => 'wp_navigation',
				'post_status'  => 'publish',
				'post_title'   => 'Navigation',
				'post_content' => $links,
			)
		);
		self::assertGreaterThan( 0, $menu );

		$first  = $this->agent_saves( "/wp/v2/navigation/$menu", array( 'content' => $links . '<!-- wp:navigation-link {"label":"One","url":"/one"} /-->' ) );
		$second = $this->agent_saves( "/wp/v2/navigation/$menu", array( 'content' => '<!-- wp:navigation-link {"label":"Two","url":"/two"} /-->' ) );

		self::assertTrue( Undo_Request::undo( $second ) );
		self::assertTrue( Undo_Request::undo( $first ) );
		self::assertSame( $links, get_post_field( 'post_content', $menu ) );
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
	 * @param int $id The user styles record.
	 * @return string The record as stored.
	 */
	private function styles_text( int $id ): string {
		clean_post_cache( $id );
		return (string) get_post_field( 'post_content', $id );
	}

	/**
	 * Saves as the agent's `save-site` does, through WordPress's route marked with the tool's header.
	 *
	 * @param string               $route A route of WordPress's.
	 * @param array<string, mixed> $body  What to save.
	 * @return int The entry the save was logged as.
	 */
	private function agent_saves( string $route, array $body ): int {
		$response = $this->dispatch( $route, $body, self::SAVE_SITE );
		self::assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$row = Activity_Log::query(
			array(
				'user_id'  => get_current_user_id(),
				'per_page' => 1,
				'page'     => 1,
			)
		)['items'][0];
		self::assertSame( 'webmcp-abilities/save-site', $row->ability );
		return (int) $row->id;
	}

	/**
	 * @param string               $route A route of WordPress's.
	 * @param array<string, mixed> $body  The request's body.
	 * @param string|null          $tool  The tool header, if any.
	 */
	private function dispatch( string $route, array $body, ?string $tool = null ): WP_REST_Response {
		$request = new WP_REST_Request( 'POST', $route );
		$request->set_header( 'Content-Type', 'application/json' );
		if ( null !== $tool ) {
			$request->set_header( Contract::tool_header(), $tool );
		}
		$request->set_body( (string) wp_json_encode( $body ) );
		return rest_ensure_response( rest_do_request( $request ) );
	}

	/**
	 * @param string $route A route of WordPress's.
	 * @return array{styles: mixed, settings: mixed} What WordPress answers for the styles there.
	 */
	private function read( string $route ): array {
		$request = new WP_REST_Request( 'GET', $route );
		$request->set_param( 'context', 'edit' );
		$data = rest_ensure_response( rest_do_request( $request ) )->get_data();
		return array(
			'styles'   => $data['styles'],
			'settings' => $data['settings'],
		);
	}
}
