<?php
/**
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Tests;

use WebMCP_Abilities\Assistant\Tool_Declarations;
use WebMCP_Abilities\Contract;
use WebMCP_Abilities\Exposure\Page_Tools;
use WP_REST_Request;

/**
 * Past the cap, nothing is hidden: the page registers one fewer tool to make room for the
 * loader, the plan groups every offered ability by category for it, and a call of a tool the cap
 * left out is checked as any other, the cap aside.
 */
final class Tool_Groups_Test extends Test_Case {

	/** Three abilities in core's `site` category, then two in `user`, in the Abilities API's order. */
	private const ABILITIES = array(
		'other-plugin/site-1' => 'site',
		'other-plugin/site-2' => 'site',
		'other-plugin/site-3' => 'site',
		'other-plugin/user-1' => 'user',
		'other-plugin/user-2' => 'user',
	);

	protected function setUp(): void {
		parent::setUp();
		foreach ( self::ABILITIES as $name => $category ) {
			$this->register_ability( $name, array( 'public' => true ), array( 'category' => $category ) );
		}
		// Only these: the plugin's own and core's would take the first places.
		add_filter( 'webmcp_abilities_exposed', static fn ( bool $exposed, \WP_Ability $ability ): bool => $exposed && isset( self::ABILITIES[ $ability->get_name() ] ), 10, 2 );
		$this->log_in_as( 'administrator' );
	}

	public function test_past_the_cap_one_place_is_the_loaders_and_every_offered_ability_is_in_a_group(): void {
		$this->save_settings( array( 'max_tools' => 3 ) );

		$plan = Page_Tools::for_current_user( null );

		self::assertSame( array( 'other-plugin/site-1', 'other-plugin/site-2' ), $plan['offered'] );
		self::assertSame( array( 'other-plugin/site-3', 'other-plugin/user-1', 'other-plugin/user-2' ), $plan['left_out'] );
		self::assertSame( 0, $plan['room'] );
		$site = wp_get_ability_category( 'site' );
		$user = wp_get_ability_category( 'user' );
		self::assertNotNull( $site );
		self::assertNotNull( $user );
		// A group never holds more than fit beside the loader: `site` comes in two parts.
		self::assertSame(
			array(
				array(
					'group'     => 'site',
					'category'  => 'site',
					'label'     => $site->get_label() . ' (part 1 of 2)',
					'abilities' => array( 'other-plugin/site-1', 'other-plugin/site-2' ),
				),
				array(
					'group'     => 'site.2',
					'category'  => 'site',
					'label'     => $site->get_label() . ' (part 2 of 2)',
					'abilities' => array( 'other-plugin/site-3' ),
				),
				array(
					'group'     => 'user',
					'category'  => 'user',
					'label'     => $user->get_label(),
					'abilities' => array( 'other-plugin/user-1', 'other-plugin/user-2' ),
				),
			),
			$plan['groups']
		);
	}

	public function test_the_tools_ranked_first_stay_for_good_in_no_group_and_like_labels_say_whose(): void {
		remove_all_filters( 'webmcp_abilities_exposed' );
		$this->register_ability( 'other-plugin/site-4', array( 'public' => true ), array( 'category' => 'site' ) );
		$this->save_settings( array( 'max_tools' => 12 ) );

		$plan    = Page_Tools::for_current_user( null );
		$grouped = array_merge( ...array_column( $plan['groups'], 'abilities' ) );
		self::assertCount( 11, $plan['offered'] );
		// The plugin's own and core's lead: kept for good, in no group, but five places for a load.
		$kept = array_slice( $plan['offered'], 0, 6 );
		self::assertSame( array(), array_intersect( $kept, $grouped ) );
		self::assertSame( array_slice( $plan['offered'], 6 ), array_values( array_intersect( array_slice( $plan['offered'], 6 ), $grouped ) ) );
		self::assertLessThanOrEqual( 5, max( array_map( static fn ( array $group ): int => count( $group['abilities'] ), $plan['groups'] ) ) );
		// Core's "Site" and the plugin's "Site" say whose they are.
		$labels = array_column( $plan['groups'], 'label', 'group' );
		self::assertStringStartsWith( 'Site (WordPress)', $labels['site'] );
		self::assertStringStartsWith( 'Site (WebMCP Abilities)', $labels['webmcp-abilities-site'] ?? $labels['webmcp-abilities-site.2'] );
	}

	public function test_within_the_cap_there_is_no_loader_and_no_group(): void {
		$this->save_settings( array( 'max_tools' => 5 ) );
		$full = Page_Tools::for_current_user( null );
		$this->save_settings( array( 'max_tools' => 8 ) );
		$roomy = Page_Tools::for_current_user( null );

		self::assertSame( array_keys( self::ABILITIES ), $full['offered'] );
		self::assertSame( array(), $full['groups'] );
		self::assertSame( 0, $full['room'] );
		self::assertSame( array(), $roomy['groups'] );
		self::assertSame( 3, $roomy['room'] );
	}

	public function test_a_cap_of_one_leaves_no_place_for_a_loader_to_load_into(): void {
		$this->save_settings( array( 'max_tools' => 1 ) );

		$plan = Page_Tools::for_current_user( null );

		self::assertSame( array( 'other-plugin/site-1' ), $plan['offered'] );
		self::assertCount( 4, $plan['left_out'] );
		self::assertSame( array(), $plan['groups'] );
	}

	public function test_the_page_tools_route_hands_the_groups_and_answers_only_the_first_tools(): void {
		$this->save_settings( array( 'max_tools' => 3 ) );
		$request = new WP_REST_Request( 'GET', '/webmcp-abilities/v1/page-tools' );
		$request->set_param( 'screen', 'dashboard' );

		$answer = rest_do_request( $request )->get_data();

		self::assertSame( Page_Tools::for_current_user( Page_Tools::screen( 'dashboard' ) )['groups'], $answer['toolGroups'] );
		self::assertSame( array( 'other-plugin/site-1', 'other-plugin/site-2' ), array_keys( (array) $answer['abilities'] ) );
		self::assertSame( 0, $answer['pageRoom'] );
	}

	public function test_the_role_counts_say_how_many_are_offered_and_how_many_at_once(): void {
		$this->save_settings( array( 'max_tools' => 3 ) );
		$past = Page_Tools::counts_by_role()['*'];
		$this->save_settings( array( 'max_tools' => 30 ) );
		$under = Page_Tools::counts_by_role()['*'];

		self::assertSame(
			array(
				'offered' => 5,
				'at_once' => 3,
			),
			$past['administrator']
		);
		self::assertSame(
			array(
				'offered' => 5,
				'at_once' => 5,
			),
			$under['administrator']
		);
	}

	public function test_a_call_of_a_tool_the_cap_left_out_runs(): void {
		$this->save_settings( array( 'max_tools' => 3 ) );
		self::assertContains( 'other-plugin/user-2', Page_Tools::for_current_user( null )['left_out'] );

		$response = $this->run_tool( 'other-plugin/user-2' );

		self::assertSame( 200, $response->get_status() );
		self::assertSame( array( 'ran' => true ), $response->get_data() );
	}

	public function test_a_left_out_tool_the_owner_switched_off_or_gated_is_still_withdrawn(): void {
		$this->save_settings(
			array(
				'max_tools' => 3,
				'abilities' => array( 'other-plugin/user-2' => false ),
				'gates'     => array( 'other-plugin/user-1' => 'manage_options' ),
			)
		);

		$switched_off = $this->run_tool( 'other-plugin/user-2' );
		$this->log_in_as( 'subscriber' );
		$gated = $this->run_tool( 'other-plugin/user-1' );

		self::assertSame( 'tool_withdrawn', $switched_off->as_error()->get_error_code() );
		self::assertSame( 'tool_withdrawn', $gated->as_error()->get_error_code() );
	}

	public function test_the_assistant_declares_the_loader_and_a_loaded_tool_to_its_model(): void {
		$this->save_settings( array( 'max_tools' => 3 ) );
		$tools = json_decode(
			(string) wp_json_encode(
				array(
					array(
						'name'        => 'wp_load-tools',
						'ability'     => 'webmcp-abilities/load-tools',
						'description' => 'Loads a group of tools.',
						'inputSchema' => array( 'type' => 'object' ),
					),
					array(
						'name'        => 'other-plugin_user-2',
						'ability'     => 'other-plugin/user-2',
						'description' => 'Left out at first, loaded since.',
						'inputSchema' => array( 'type' => 'object' ),
					),
				)
			)
		);

		self::assertInstanceOf( Tool_Declarations::class, Tool_Declarations::from_json( $tools ) );
	}

	/**
	 * @param string $ability The ability, run as its tool would run it.
	 */
	private function run_tool( string $ability ): \WP_REST_Response {
		return $this->run_over_rest( $ability, array( Contract::tool_header() => str_replace( '/', '_', $ability ) ) );
	}
}
