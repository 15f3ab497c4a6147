<?php
/**
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Tests;

require_once __DIR__ . '/fixtures/mcp-adapter-stand-in.php';

use WebMCP_Abilities\Activity\Activity_Log;
use WebMCP_Abilities\Contract;
use WordPress\AiClient\Tools\DTO\FunctionCall;
use WP\MCP\Handlers\Tools_Handler_Stand_In;
use WP_AI_Client_Ability_Function_Resolver;

/**
 * Each way an agent runs an ability lands in the one log, with the channel the request really
 * was: REST signed with an application password (whatever headers it forges), the AI Client's
 * ability resolver, the MCP adapter; other plugins' own PHP does not.
 */
final class Channel_Record_Test extends Test_Case {

	protected function setUp(): void {
		parent::setUp();
		$this->register_ability( 'other-plugin/tool', array( 'public' => true ) );
	}

	public function test_a_run_signed_with_an_application_password_is_its_channel_whatever_headers_it_sends(): void {
		$user_id = $this->log_in_as( 'subscriber' );
		$this->sign_with_app_password();

		$plain  = $this->run_over_rest( 'other-plugin/tool' );
		$forged = $this->run_over_rest(
			'other-plugin/tool',
			array(
				Contract::tool_header()           => 'other-plugin_tool',
				Contract::assistant_call_header() => 'made-up',
			)
		);

		self::assertSame( 200, $plain->get_status() );
		self::assertSame( 200, $forged->get_status() );
		self::assertSame(
			array( 'app-password ok other-plugin/tool', 'app-password ok other-plugin/tool' ),
			$this->rows_of( $user_id )
		);
	}

	public function test_a_denied_run_is_recorded_with_its_code(): void {
		$user_id = $this->log_in_as( 'subscriber' );
		$this->sign_with_app_password();

		$response = $this->run_over_rest( 'webmcp-abilities/trash-post', array(), array( 'id' => 1 ), 'DELETE' );

		self::assertGreaterThanOrEqual( 400, $response->get_status() );
		self::assertSame( array( 'app-password access_denied webmcp-abilities/trash-post' ), $this->rows_of( $user_id ) );
	}

	public function test_a_cookie_run_without_the_tool_header_is_not_an_agent_call(): void {
		$user_id = $this->log_in_as( 'subscriber' );

		self::assertSame( 200, $this->run_over_rest( 'other-plugin/tool' )->get_status() );
		self::assertSame( array(), $this->rows_of( $user_id ) );
	}

	public function test_the_ai_clients_resolver_is_its_channel_and_its_denials_are_recorded(): void {
		$this->register_ability( 'other-plugin/admin-only', array() );
		add_filter(
			'wp_ability_permission_result',
			static fn ( $permission, string $name ) => 'other-plugin/admin-only' === $name ? current_user_can( 'manage_options' ) : $permission,
			10,
			2
		);
		$user_id  = $this->log_in_as( 'subscriber' );
		$resolver = new WP_AI_Client_Ability_Function_Resolver( 'other-plugin/tool', 'other-plugin/admin-only' );

		$ran    = $resolver->execute_ability( new FunctionCall( 'c1', 'wpab__other-plugin__tool', array() ) );
		$denied = $resolver->execute_ability( new FunctionCall( 'c2', 'wpab__other-plugin__admin-only', array() ) );

		self::assertSame( array( 'ran' => true ), $ran->getResponse() );
		self::assertSame( 'ability_invalid_permissions', $denied->getResponse()['code'] );
		self::assertSame(
			array( 'ai-client ability_invalid_permissions other-plugin/admin-only', 'ai-client ok other-plugin/tool' ),
			$this->rows_of( $user_id )
		);
	}

	public function test_the_mcp_adapters_code_is_its_channel(): void {
		$user_id = $this->log_in_as( 'subscriber' );

		Tools_Handler_Stand_In::call( 'other-plugin/tool' );

		self::assertSame( array( 'mcp-adapter ok other-plugin/tool' ), $this->rows_of( $user_id ) );
	}

	public function test_other_plugins_php_is_recorded_only_when_a_filter_asks(): void {
		$user_id = $this->log_in_as( 'subscriber' );

		wp_get_ability( 'other-plugin/tool' )->execute( array() );
		self::assertSame( array(), $this->rows_of( $user_id ) );

		add_filter( 'webmcp_abilities_record_execution', '__return_true' );
		wp_get_ability( 'other-plugin/tool' )->execute( array() );
		self::assertSame( array( 'php ok other-plugin/tool' ), $this->rows_of( $user_id ) );
	}

	public function test_runs_an_ability_makes_of_others_are_part_of_its_record(): void {
		$this->register_ability( 'other-plugin/inner', array() );
		add_filter(
			'wp_ability_execute_result',
			static function ( $result, string $name ) {
				return 'other-plugin/tool' === $name ? array( 'inner' => wp_get_ability( 'other-plugin/inner' )->execute( array() ) ) : $result;
			},
			10,
			2
		);
		add_filter( 'webmcp_abilities_record_execution', '__return_true' );
		$user_id = $this->log_in_as( 'subscriber' );

		wp_get_ability( 'other-plugin/tool' )->execute( array() );

		self::assertSame( array( 'php ok other-plugin/tool' ), $this->rows_of( $user_id ) );
	}

	public function test_every_way_out_of_a_run_is_its_outcome(): void {
		add_filter( 'webmcp_abilities_record_execution', '__return_true' );
		$user_id = $this->log_in_as( 'subscriber' );
		$this->register_ability( 'other-plugin/no-schema', array(), array( 'input_schema' => array() ) );

		$this->register_ability( 'other-plugin/refused-input', array() );
		add_filter(
			'wp_ability_normalize_input',
			static fn ( $input, string $name ) => 'other-plugin/refused-input' === $name ? new \WP_Error( 'input_refused', 'No.' ) : $input,
			10,
			2
		);

		wp_get_ability( 'webmcp-abilities/trash-post' )->execute( array( 'id' => 'x' ) );
		wp_get_ability( 'other-plugin/no-schema' )->execute( array( 'given' => true ) );
		wp_get_ability( 'other-plugin/refused-input' )->execute( array() );
		wp_get_ability( 'other-plugin/tool' )->execute( array() );

		self::assertSame(
			array( 'php ok other-plugin/tool', 'php input_refused other-plugin/refused-input', 'php ability_missing_input_schema other-plugin/no-schema', 'php ability_invalid_input webmcp-abilities/trash-post' ),
			$this->rows_of( $user_id )
		);
	}
}
