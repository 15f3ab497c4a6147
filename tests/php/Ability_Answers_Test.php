<?php
/**
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Tests;

use WebMCP_Abilities\Exposure\Ability_Answers;
use WebMCP_Abilities\Exposure\Page_Tools;

/**
 * The answers the bridge is handed for the abilities a page offers are REST's own, and so is
 * the route that hands them over with the page's plan.
 */
final class Ability_Answers_Test extends Test_Case {

	public function test_each_answer_is_what_rest_answers_but_for_its_links(): void {
		$this->assert_answers_are_rests();
	}

	public function test_an_ability_field_another_plugin_adds_to_rest_is_in_the_answer_too(): void {
		register_rest_field(
			'ability',
			'other_plugin_note',
			array(
				'get_callback' => static fn ( array $ability ): string => 'Note on ' . $ability['name'],
				'schema'       => array(
					'type'    => 'string',
					'context' => array( 'view' ),
				),
			)
		);
		try {
			$answers = $this->assert_answers_are_rests();
			self::assertSame( 'Note on other-plugin/with-schemas', $answers['other-plugin/with-schemas']['other_plugin_note'] );
		} finally {
			unset( $GLOBALS['wp_rest_additional_fields']['ability'] );
		}
	}

	/**
	 * @return array<string, array<string, mixed>> The answers.
	 */
	private function assert_answers_are_rests(): array {
		$this->log_in_as( 'administrator' );
		// Room for every tool of every screen (no screen is named), another plugin's too.
		$this->save_settings( array( 'max_tools' => 100 ) );
		$this->register_ability( 'other-plugin/with-schemas', array( 'webmcp' => array( 'expose' => true ) ) );
		// On one screen, as every page asks: all screens' tools together are more than one page holds.
		$offered = Page_Tools::for_current_user( Page_Tools::screen( 'dashboard' ) )['offered'];
		self::assertContains( 'other-plugin/with-schemas', $offered );

		$answers = Ability_Answers::of( $offered );

		self::assertCount( count( $offered ), $answers );
		foreach ( $offered as $name ) {
			$path     = '/wp-abilities/v1/abilities/' . $name;
			$response = rest_do_request( new \WP_REST_Request( 'GET', $path ) );
			self::assertSame( 200, $response->get_status(), $name );
			$from_rest = rest_get_server()->response_to_data( $response, false );
			unset( $from_rest['_links'] );
			// As the browser gets both: JSON.
			self::assertSame( wp_json_encode( $from_rest ), wp_json_encode( $answers[ $name ] ), $name );
		}
		return $answers;
	}

	public function test_a_person_rest_would_refuse_gets_no_answer_to_read(): void {
		$this->log_in_as( 'administrator' );
		$offered = Page_Tools::for_current_user( null )['offered'];
		$user    = self::factory_user_without_role();
		wp_set_current_user( $user );

		self::assertSame( array(), Ability_Answers::of( $offered ) );
	}

	private static function factory_user_without_role(): int {
		$id = wp_insert_user(
			array(
				'user_login' => 'no-role-' . wp_generate_password( 6, false ),
				'user_pass'  => wp_generate_password(),
				'role'       => '',
			)
		);
		self::assertIsInt( $id );
		return $id;
	}
}
