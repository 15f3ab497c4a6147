<?php
/**
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Tests;

use WebMCP_Abilities\Contract;
use WebMCP_Abilities\Settings\Settings;
use WP_REST_Request;

/**
 * What the owner saves, sanitised on the server whichever way it arrives.
 */
final class Settings_Test extends Test_Case {

	public function test_sanitising_keeps_only_well_formed_choices(): void {
		$saved = Settings::sanitize(
			array(
				'enabled'   => '0',
				'max_tools' => '12',
				'abilities' => array(
					'other-plugin/tool'    => 1,
					'core/posts/find'      => false,
					'Other-Plugin/Tool'    => true,
					'no-namespace'         => true,
					'a/b/c/d/e'            => true,
					"other-plugin/tool\n"  => true,
					'other-plugin/<script' => true,
				),
			)
		);

		self::assertSame(
			array(
				'enabled'            => false,
				'max_tools'          => 12,
				'abilities'          => array(
					'other-plugin/tool' => true,
					'core/posts/find'   => false,
				),
				'gates'              => array(),
				'assistant'          => array(
					'enabled'    => false,
					'capability' => 'manage_options',
				),
				'public_site'        => Settings::defaults()['public_site'],
				'destructive_grants' => false,
				'proposals'          => Settings::defaults()['proposals'],
				'desktop'            => Settings::defaults()['desktop'],
				'media'              => Settings::defaults()['media'],
			),
			$saved
		);
	}

	public function test_proposal_settings_keep_roles_per_ability_and_bounded_numbers(): void {
		$proposals = Settings::sanitize(
			array(
				'proposals' => array(
					'enabled'       => '',
					'approval'      => array(
						'webmcp-abilities/publish-post' => array( 'author', 'Not a role!' ),
						'no-namespace'                  => array( 'author' ),
					),
					'expiry_days'   => '9999',
					'daily_limit'   => -3,
					'self_approval' => 1,
				),
			)
		)['proposals'];
		self::assertSame(
			array(
				'enabled'       => false,
				'approval'      => array( 'webmcp-abilities/publish-post' => array( 'author' ) ),
				'expiry_days'   => Settings::MAX_EXPIRY_DAYS,
				'daily_limit'   => 0,
				'self_approval' => true,
			),
			$proposals
		);
	}

	public function test_the_public_site_keeps_only_known_headers_and_a_bounded_ceiling(): void {
		$sanitize = static fn ( array $public_site ): array => Settings::sanitize( array( 'public_site' => $public_site ) )['public_site'];

		self::assertSame(
			array(
				'enabled'         => false,
				'search_form'     => true,
				'comment_form'    => false,
				'address_header'  => 'CF-Connecting-IP',
				'visitor_ceiling' => 25,
			),
			$sanitize(
				array(
					'enabled'         => '',
					'comment_form'    => 0,
					'address_header'  => 'CF-Connecting-IP',
					'visitor_ceiling' => '25',
				)
			)
		);
		foreach ( array(
			'X-Evil',
			'x-forwarded-for',
			'X-Forwarded-For
',
			'REMOTE_ADDR',
			7,
		) as $header ) {
			self::assertSame( '', $sanitize( array( 'address_header' => $header ) )['address_header'], (string) $header );
		}
		self::assertSame( 1, $sanitize( array( 'visitor_ceiling' => -3 ) )['visitor_ceiling'] );
		self::assertSame( Settings::MAX_VISITOR_CEILING, $sanitize( array( 'visitor_ceiling' => PHP_INT_MAX ) )['visitor_ceiling'] );
		self::assertSame( 600, $sanitize( array( 'visitor_ceiling' => 'many' ) )['visitor_ceiling'] );
	}

	public function test_rest_refuses_an_unknown_header_and_changes_nothing(): void {
		$this->log_in_as( 'administrator' );
		$request = new WP_REST_Request( 'POST', '/wp/v2/settings' );
		$request->set_body_params( array( Contract::settings_option() => array( 'public_site' => array( 'address_header' => 'X-Anything' ) ) + Settings::defaults() ) );
		self::assertSame( 400, rest_do_request( $request )->get_status() );
		self::assertSame( '', Settings::get()['public_site']['address_header'] );
	}

	public function test_a_gate_must_be_a_capability_name(): void {
		$gates = Settings::sanitize(
			array(
				'gates' => array(
					'other-plugin/tool'    => 'manage_options',
					'other-plugin/custom'  => 'edit-shop-orders',
					'other-plugin/empty'   => '',
					'other-plugin/spaces'  => 'manage options',
					'other-plugin/newline' => "manage_options\n",
					'other-plugin/long'    => str_repeat( 'a', 65 ),
					'other-plugin/list'    => array( 'read' ),
					'not a name'           => 'read',
				),
			)
		)['gates'];

		self::assertSame(
			array(
				'other-plugin/tool'   => 'manage_options',
				'other-plugin/custom' => 'edit-shop-orders',
			),
			$gates
		);
	}

	public function test_the_cap_is_held_between_0_and_200(): void {
		self::assertSame( 200, Settings::sanitize( array( 'max_tools' => 5000 ) )['max_tools'] );
		self::assertSame( 3, Settings::sanitize( array( 'max_tools' => -3 ) )['max_tools'] );
	}

	public function test_the_data_upload_limit_is_held_between_0_and_20_megabytes(): void {
		self::assertSame( 2, Settings::defaults()['media']['data_upload_mb'] );
		self::assertSame( array( 'data_upload_mb' => 0 ), Settings::sanitize( array( 'media' => array( 'data_upload_mb' => -5 ) ) )['media'] );
		self::assertSame( array( 'data_upload_mb' => Settings::MAX_DATA_UPLOAD_MB ), Settings::sanitize( array( 'media' => array( 'data_upload_mb' => '999' ) ) )['media'] );
		self::assertSame( array( 'data_upload_mb' => 2 ), Settings::sanitize( array( 'media' => array( 'data_upload_mb' => 'lots' ) ) )['media'] );
	}

	public function test_anything_but_an_object_saves_the_defaults(): void {
		self::assertSame( Settings::defaults(), Settings::sanitize( 'enabled' ) );
		self::assertSame( Settings::defaults(), Settings::sanitize( null ) );
	}

	public function test_an_administrator_saves_through_core_settings_endpoint(): void {
		$this->log_in_as( 'administrator' );

		$response = $this->save_over_rest(
			array(
				'enabled'   => true,
				'max_tools' => 7,
				'abilities' => array( 'other-plugin/tool' => true ),
				'gates'     => array( 'other-plugin/tool' => 'edit_others_posts' ),
			)
		);

		self::assertSame( 200, $response->get_status() );
		self::assertSame( 7, Settings::get()['max_tools'] );
		self::assertTrue( Settings::choice( 'other-plugin/tool' ) );
		self::assertSame( 'edit_others_posts', Settings::gate( 'other-plugin/tool' ) );
	}

	public function test_bad_input_over_rest_is_refused_and_changes_nothing(): void {
		$this->log_in_as( 'administrator' );
		$before = Settings::get();

		$too_many  = $this->save_over_rest( array( 'max_tools' => 201 ) );
		$not_bool  = $this->save_over_rest( array( 'abilities' => array( 'other-plugin/tool' => 'yes please' ) ) );
		$unknown   = $this->save_over_rest( array( 'shadow' => true ) );
		$bad_gate  = $this->save_over_rest( array( 'gates' => array( 'other-plugin/tool' => 'manage options' ) ) );
		$responses = array( $too_many, $not_bool, $unknown, $bad_gate );

		self::assertSame( array( 400, 400, 400, 400 ), array_map( static fn ( \WP_REST_Response $response ): int => $response->get_status(), $responses ) );
		self::assertSame( $before, Settings::get() );
	}

	public function test_only_people_who_manage_options_may_save(): void {
		$this->log_in_as( 'editor' );

		$response = $this->save_over_rest( array( 'enabled' => false ) );

		self::assertSame( 403, $response->get_status() );
		self::assertTrue( Settings::get()['enabled'] );
	}

	/**
	 * @param array<string, mixed> $settings The option's new value.
	 */
	private function save_over_rest( array $settings ): \WP_REST_Response {
		$request = new WP_REST_Request( 'POST', '/wp/v2/settings' );
		$request->set_header( 'Content-Type', 'application/json' );
		$request->set_body( (string) wp_json_encode( array( Contract::settings_option() => $settings ) ) );
		return rest_do_request( $request );
	}
}
