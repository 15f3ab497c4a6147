<?php
/**
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Tests;

use WebMCP_Abilities\Activity\Activity_Log;
use WebMCP_Abilities\Health\Health_Checks;
use WebMCP_Abilities\Health\Health_Info;
use WebMCP_Abilities\Health\Health_Tests;

/**
 * Each Site Health check, red then green, and the Info section.
 */
final class Site_Health_Test extends Test_Case {

	public function test_every_check_is_on_site_health(): void {
		$tests = Health_Tests::add( array() );
		self::assertSame(
			array( 'webmcp_abilities_abilities_api', 'webmcp_abilities_object_cache', 'webmcp_abilities_cap', 'webmcp_abilities_log_table', 'webmcp_abilities_assistant' ),
			array_keys( $tests['direct'] )
		);
		self::assertTrue( $tests['async']['webmcp_abilities_rest']['has_rest'] );
		foreach ( $tests['direct'] as $id => $test ) {
			$result = call_user_func( $test['test'] );
			self::assertSame( $id, $result['test'] );
			self::assertContains( $result['status'], array( 'good', 'recommended', 'critical' ) );
		}
	}

	public function test_the_abilities_api(): void {
		self::assertSame( 'critical', Health_Checks::abilities_api( '6.8.3', false, '6.9' )['status'] );
		self::assertSame( 'critical', Health_Checks::abilities_api( '6.9-beta1', true, '7.0' )['status'] );
		self::assertSame( 'good', Health_Checks::abilities_api( '7.1.4', true, '6.9' )['status'] );
	}

	public function test_the_object_cache(): void {
		self::assertSame( 'recommended', Health_Checks::object_cache( false )['status'] );
		self::assertSame( 'good', Health_Checks::object_cache( true )['status'] );
	}

	public function test_tools_past_the_cap(): void {
		$this->save_settings( array( 'max_tools' => 3 ) );
		$past = Health_Checks::cap();
		self::assertSame( 'recommended', $past['status'] );
		self::assertStringContainsString( 'Administrator', $past['description'] );
		$this->save_settings( array( 'max_tools' => 100 ) );
		self::assertSame( 'good', Health_Checks::cap()['status'] );
	}

	public function test_the_log_table_behind_its_schema(): void {
		update_option( Activity_Log::VERSION_OPTION, '1' );
		$behind = Health_Checks::log_table();
		self::assertSame( 'critical', $behind['status'] );
		self::assertStringContainsString( 'behind', $behind['label'] );
		update_option( Activity_Log::VERSION_OPTION, Activity_Log::SCHEMA_VERSION );
		self::assertSame( 'good', Health_Checks::log_table()['status'] );
	}

	public function test_the_assistant_without_a_provider(): void {
		self::assertSame( 'good', Health_Checks::assistant( false )['status'], 'Off: nothing to say.' );
		$this->save_settings(
			array(
				'assistant' => array(
					'enabled'    => true,
					'capability' => 'manage_options',
				),
			)
		);
		self::assertSame( 'recommended', Health_Checks::assistant( false )['status'] );
		self::assertSame( 'good', Health_Checks::assistant( true )['status'] );
	}

	public function test_the_rest_check_answers_people_who_may_see_site_health(): void {
		$this->log_in_as( 'administrator' );
		$answer = rest_do_request( new \WP_REST_Request( 'GET', '/webmcp-abilities/v1/health/rest' ) );
		self::assertSame( 200, $answer->get_status() );
		self::assertSame( 'good', $answer->get_data()['status'] );
		$this->log_in_as( 'editor' );
		self::assertSame( 403, rest_do_request( new \WP_REST_Request( 'GET', '/webmcp-abilities/v1/health/rest' ) )->get_status() );
	}

	public function test_the_info_section_says_the_settings_that_matter(): void {
		$fields = Health_Info::add( array() )['webmcp-abilities']['fields'];
		foreach ( array( 'enabled', 'max_tools', 'budget', 'visitors', 'retention', 'assistant', 'proposals', 'objectcache', 'dashboard_administrator' ) as $field ) {
			self::assertArrayHasKey( $field, $fields );
		}
		self::assertSame( 30, $fields['retention']['value'] );
	}
}
