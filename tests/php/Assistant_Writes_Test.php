<?php
/**
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Tests;

use WebMCP_Abilities\Assistant\Issued_Calls;
use WebMCP_Abilities\Contract;
use WebMCP_Abilities\Exposure\Tool_Name;
use WP_REST_Request;
use WP_REST_Response;

/**
 * At the end of a task the panel lists what the assistant changed, read from the log by the
 * calls' ids, with the log's own Undo: only the person's own assistant calls, each undone once.
 */
final class Assistant_Writes_Test extends Test_Case {

	private const PUBLISH = 'webmcp-abilities/publish-post';

	protected function setUp(): void {
		parent::setUp();
		$this->save_settings(
			array(
				'assistant' => array(
					'enabled'    => true,
					'capability' => 'manage_options',
				),
			)
		);
	}

	public function test_a_task_lists_its_writes_and_each_undoes_once_as_on_the_log_screen(): void {
		$owner = $this->log_in_as( 'administrator' );
		$draft = (int) wp_insert_post(
			array(
				'post_title'  => 'Launch notes',
				'post_status' => 'draft',
			)
		);
		$this->assistant_runs( 'c-publish', self::PUBLISH, array( 'id' => $draft ) );
		// A read of the same task is no write; an id never issued finds nothing.
		$this->assistant_runs( 'c-find', 'webmcp-abilities/find-posts', array(), 'GET' );

		$writes = $this->writes( array( 'c-publish', 'c-find', 'c-made-up' ) );
		self::assertCount( 1, $writes );
		self::assertSame(
			array(
				'call'   => 'c-publish',
				'change' => 'publish',
				'object' => 'Launch notes',
				'undone' => false,
			),
			array_intersect_key( $writes[0], array_flip( array( 'call', 'change', 'object', 'undone' ) ) )
		);
		self::assertStringContainsString( 'post=' . $draft, $writes[0]['url'] );
		self::assertNotNull( $writes[0]['undo'] );

		// Another person naming the same call finds nothing of it.
		$this->log_in_as( 'administrator' );
		self::assertSame( array(), $this->writes( array( 'c-publish' ) ) );
		wp_set_current_user( $owner );

		$undo = fn (): WP_REST_Response => $this->dispatch( 'POST', '/undo/' . $writes[0]['entry'] );
		self::assertSame( 200, $undo()->get_status() );
		self::assertSame( 'draft', get_post_status( $draft ) );
		$again = $undo();
		self::assertSame( 409, $again->get_status() );
		self::assertSame( 'already_undone', $again->as_error()->get_error_code() );
		self::assertTrue( $this->writes( array( 'c-publish' ) )[0]['undone'] );
		self::assertSame( 404, $this->dispatch( 'POST', '/undo/99999999' )->get_status() );
	}

	public function test_only_people_who_may_use_the_assistant_read_its_writes(): void {
		$this->log_in_as( 'editor' );
		self::assertSame( 403, $this->dispatch( 'GET', '/assistant/writes', array( 'calls' => array( 'x' ) ) )->get_status() );
		$this->log_in_as( 'administrator' );
		self::assertSame( 400, $this->dispatch( 'GET', '/assistant/writes', array( 'calls' => array_fill( 0, 51, 'x' ) ) )->get_status() );
	}

	/**
	 * Runs an ability as the assistant's call does: through its tool, with the call's id.
	 *
	 * @param string               $call    The call's id.
	 * @param string               $ability The ability.
	 * @param array<string, mixed> $input   Its input.
	 * @param string               $method  The run's method.
	 */
	private function assistant_runs( string $call, string $ability, array $input, string $method = 'POST' ): void {
		$tool = (string) Tool_Name::claim( $ability );
		Issued_Calls::issue(
			get_current_user_id(),
			array(
				array(
					'id'   => $call,
					'tool' => $tool,
				),
			),
			'scripted/model'
		);
		$response = $this->run_over_rest(
			$ability,
			array(
				Contract::tool_header()           => $tool,
				Contract::assistant_call_header() => $call,
			),
			$input,
			$method
		);
		self::assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
	}

	/**
	 * @param string[] $calls Call ids.
	 * @return list<array<string, mixed>>
	 */
	private function writes( array $calls ): array {
		$response = $this->dispatch( 'GET', '/assistant/writes', array( 'calls' => $calls ) );
		self::assertSame( 200, $response->get_status() );
		return $response->get_data()['writes'];
	}

	/**
	 * @param string               $method The method.
	 * @param string               $route  The plugin's route.
	 * @param array<string, mixed> $query  Its query.
	 */
	private function dispatch( string $method, string $route, array $query = array() ): WP_REST_Response {
		$request = new WP_REST_Request( $method, '/' . Contract::rest_namespace() . $route );
		$request->set_query_params( $query );
		return rest_ensure_response( rest_do_request( $request ) );
	}
}
