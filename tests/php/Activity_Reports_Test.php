<?php
/**
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Tests;

use WebMCP_Abilities\Activity\Activity_Controller;
use WebMCP_Abilities\Contract;
use WP_REST_Request;
use WP_REST_Response;

/**
 * The page's reports of calls the server never saw come in batches: each report is logged or
 * refused on its own, and counts against the budget on its own.
 */
final class Activity_Reports_Test extends Test_Case {

	public function test_a_batch_logs_what_may_be_logged_and_says_why_the_rest_was_not(): void {
		$user_id = $this->log_in_as( 'editor' );

		$response = $this->report(
			array(
				$this->declined( 'webmcp-abilities/publish-post', 'wp_publish-post' ),
				// A refusal the server records itself, and another ability's tool name.
				array( 'outcome' => 'not_found' ) + $this->declined( 'webmcp-abilities/trash-post', 'wp_trash-post' ),
				$this->declined( 'webmcp-abilities/trash-post', 'wp_publish-post' ),
				$this->declined( 'webmcp-abilities/trash-post', 'wp_trash-post' ),
			)
		);

		self::assertSame( 200, $response->get_status() );
		self::assertSame(
			array(
				'logged'  => 2,
				'refused' => array(
					array(
						'index' => 1,
						'code'  => 'access_denied',
					),
					array(
						'index' => 2,
						'code'  => 'invalid_input',
					),
				),
			),
			$response->get_data()
		);
		self::assertSame(
			array( 'webmcp confirmation_declined webmcp-abilities/trash-post', 'webmcp confirmation_declined webmcp-abilities/publish-post' ),
			$this->rows_of( $user_id )
		);
	}

	public function test_a_batch_over_twenty_is_refused_whole(): void {
		$user_id = $this->log_in_as( 'editor' );

		$response = $this->report( array_fill( 0, Activity_Controller::MAX_REPORTS + 1, $this->declined( 'webmcp-abilities/trash-post', 'wp_trash-post' ) ) );

		self::assertSame( 400, $response->get_status() );
		self::assertSame( array(), $this->rows_of( $user_id ) );
	}

	/**
	 * @param string $ability The ability.
	 * @param string $tool    The tool named.
	 * @return array<string, mixed> A report of a declined call.
	 */
	private function declined( string $ability, string $tool ): array {
		return array(
			'ability' => $ability,
			'tool'    => $tool,
			'outcome' => 'confirmation_declined',
			'input'   => array( 'id' => 1 ),
		);
	}

	/**
	 * @param array<int, array<string, mixed>> $reports The reports.
	 */
	private function report( array $reports ): WP_REST_Response {
		$request = new WP_REST_Request( 'POST', '/' . Contract::rest_namespace() . '/activity' );
		$request->set_header( 'Content-Type', 'application/json' );
		$request->set_body( (string) wp_json_encode( array( 'reports' => $reports ) ) );
		return rest_do_request( $request );
	}
}
