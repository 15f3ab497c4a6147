<?php
/**
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Tests;

use WebMCP_Abilities\Exposure\Ability_Answers;
use WebMCP_Abilities\Exposure\Tool_Examples;
use WebMCP_Abilities\Tests\Contract\Contract_Tools;
use WP_Error;
use WP_REST_Request;

/**
 * A tool's examples (`meta.webmcp.examples`) have one format, read in one place; they are for the
 * tool contract's tests, so no page, agent or REST client is sent them.
 */
final class Tool_Examples_Test extends Test_Case {

	private const PUBLISH = 'webmcp-abilities/publish-post';

	public function test_the_examples_stay_on_the_server_out_of_every_answer_about_an_ability(): void {
		$this->log_in_as( 'administrator' );
		self::assertIsArray( wp_get_ability( self::PUBLISH )->get_meta()['webmcp']['examples'] );

		$one  = rest_do_request( new WP_REST_Request( 'GET', '/wp-abilities/v1/abilities/' . self::PUBLISH ) )->get_data();
		$list = rest_do_request( new WP_REST_Request( 'GET', '/wp-abilities/v1/abilities' ) )->get_data();
		$page = Ability_Answers::of( array( self::PUBLISH ) );

		self::assertArrayHasKey( 'describe', $one['meta']['webmcp'], 'The rest of the meta is served.' );
		self::assertArrayNotHasKey( 'examples', $one['meta']['webmcp'] );
		self::assertArrayNotHasKey( 'examples', $page[ self::PUBLISH ]['meta']['webmcp'] );
		self::assertNotEmpty( $list );
		foreach ( $list as $answer ) {
			self::assertArrayNotHasKey( 'examples', $answer['meta']['webmcp'] ?? array(), $answer['name'] );
		}
	}

	public function test_a_tool_whose_only_tool_meta_is_its_examples_is_served_without_it(): void {
		// The public site's list-destinations declares examples and nothing else of `webmcp`.
		$name = 'webmcp-abilities/list-destinations';
		self::assertSame( array( 'examples' ), array_keys( wp_get_ability( $name )->get_meta()['webmcp'] ) );
		$answer = Ability_Answers::of( array( $name ), true )[ $name ];
		self::assertArrayNotHasKey( 'webmcp', $answer['meta'], 'An emptied `webmcp` would be served as a list, `[]`, which no page reads.' );
	}

	public function test_examples_out_of_their_format_are_refused_naming_where(): void {
		$cases = array(
			'examples.valid[0] must be an object with input, note' => array( 'valid' => array( array( 'note' => 'No input' ) ) ),
			'examples.invalid[0].code must be the error code'      => array(
				'invalid' => array(
					array(
						'input' => array(),
						'code'  => 'Not a code',
					),
				),
			),
			'examples.valid[0].input must be placeholders from Tool_Examples::PLACEHOLDERS, not {{user}}' => array( 'valid' => array( array( 'input' => array( 'id' => '{{user}}' ) ) ) ),
			'examples must be an object with `valid` and `invalid` only' => array( 'good' => array() ),
		);
		foreach ( $cases as $expected => $examples ) {
			$ability = $this->register_ability( 'other-plugin/ill-formed-' . md5( $expected ), array( 'webmcp' => array( 'examples' => $examples ) ) );
			$read    = Tool_Examples::of( $ability );
			self::assertInstanceOf( WP_Error::class, $read, $expected );
			self::assertStringContainsString( $expected, $read->get_error_message() );
		}
	}

	public function test_placeholders_become_ids_or_text_where_they_stand(): void {
		$filled = Tool_Examples::fill(
			array(
				'id'    => '{{post}}',
				'posts' => array( '{{post}}', '{{draft}}' ),
				'url'   => '{{home}}/?p={{post}}',
				'text'  => 'Plain {words}',
			),
			array(
				'post'  => 12,
				'draft' => 13,
				'home'  => 'https://example.org',
			)
		);
		self::assertSame(
			array(
				'id'    => 12,
				'posts' => array( 12, 13 ),
				'url'   => 'https://example.org/?p=12',
				'text'  => 'Plain {words}',
			),
			$filled
		);
	}

	public function test_another_plugins_tool_is_held_to_the_contract_once_it_declares_examples(): void {
		$this->register_ability(
			'other-plugin/with-examples',
			array(
				'webmcp' => array(
					'expose'   => true,
					'examples' => array( 'valid' => array( array( 'input' => array() ) ) ),
				),
			)
		);
		$this->register_ability( 'other-plugin/without-examples', array( 'webmcp' => array( 'expose' => true ) ) );
		$this->register_ability( 'webmcp-abilities/new-without-examples', array( 'webmcp' => array( 'expose' => true ) ) );

		$tools = array_keys( Contract_Tools::tools() );

		self::assertContains( 'other-plugin/with-examples', $tools );
		self::assertNotContains( 'other-plugin/without-examples', $tools );
		self::assertContains( 'webmcp-abilities/new-without-examples', $tools, 'A tool of the plugin\'s is held to it with or without.' );
		self::assertNull( Tool_Examples::of( wp_get_ability( 'webmcp-abilities/new-without-examples' ) ) );
		self::assertContains( 'webmcp-abilities/describe-page', $tools, 'The public site\'s tools are tools.' );
		self::assertNotContains( 'webmcp-abilities/describe-post', $tools, 'Describing abilities are not.' );
	}
}
