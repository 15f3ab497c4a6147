<?php
/**
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Tests;

use WP_REST_Request;
use WP_REST_Response;

/**
 * The route the bridge reads a page's tools from: the same decision a page made before, for the
 * screen it names, and nothing for anyone else.
 */
final class Page_Tools_Controller_Test extends Test_Case {

	private const MODERATE = 'webmcp-abilities/moderate-comment';

	public function test_it_answers_the_screens_tools_with_each_abilitys_rest_answer(): void {
		$this->log_in_as( 'administrator' );

		$dashboard = $this->page_tools( 'dashboard' );
		$comments  = $this->page_tools( 'edit-comments' );

		self::assertSame( 200, $dashboard->get_status() );
		$plan = $dashboard->get_data();
		self::assertContains( 'webmcp-abilities/get-site-overview', $plan['offered'] );
		// Limited to the comments screen.
		self::assertNotContains( self::MODERATE, $plan['offered'] );
		self::assertContains( self::MODERATE, $comments->get_data()['offered'] );
		self::assertSame( $plan['offered'], array_keys( (array) $plan['abilities'] ) );
		self::assertSame( 'webmcp-abilities/get-site-overview', $plan['abilities']->{'webmcp-abilities/get-site-overview'}['name'] );
		self::assertSame( 30 - count( $plan['offered'] ), $plan['pageRoom'] );
	}

	public function test_a_person_gets_only_the_tools_they_could_use(): void {
		$this->log_in_as( 'subscriber' );

		$offered = $this->page_tools( 'dashboard' )->get_data()['offered'];

		self::assertContains( 'webmcp-abilities/get-site-overview', $offered );
		self::assertNotContains( 'webmcp-abilities/create-draft', $offered );
		self::assertNotContains( self::MODERATE, $this->page_tools( 'edit-comments' )->get_data()['offered'] );
	}

	public function test_nobody_logged_out_is_answered(): void {
		$response = $this->page_tools( 'dashboard' );

		self::assertSame( 401, $response->get_status() );
		self::assertSame( 'rest_forbidden', $response->get_data()['code'] );
	}

	public function test_a_screen_id_wordpress_could_not_have_made_is_refused(): void {
		$this->log_in_as( 'administrator' );

		foreach ( array( '', 'Dashboard', '../dashboard', str_repeat( 'a', 201 ) ) as $screen ) {
			$response = $this->page_tools( $screen );
			self::assertSame( 400, $response->get_status(), $screen );
			self::assertSame( 'rest_invalid_param', $response->get_data()['code'], $screen );
		}
		self::assertSame( 400, rest_do_request( new WP_REST_Request( 'GET', '/webmcp-abilities/v1/page-tools' ) )->get_status() );
	}

	private function page_tools( string $screen ): WP_REST_Response {
		$request = new WP_REST_Request( 'GET', '/webmcp-abilities/v1/page-tools' );
		$request->set_param( 'screen', $screen );
		return rest_do_request( $request );
	}
}
