<?php
/**
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Tests;

use WebMCP_Abilities\Contract;
use WebMCP_Abilities\Exposure\Page_Tools;
use WebMCP_Abilities\Exposure\Plan_Version;
use WebMCP_Abilities\Exposure\Tool_Name;
use WebMCP_Abilities\Exposure\Tool_Offer;
use WP_Screen;

/**
 * Which abilities become tools on a page, for whom, and which the cap leaves out.
 */
final class Page_Tools_Test extends Test_Case {

	public function test_an_ability_becomes_a_tool_only_when_it_asks_or_the_owner_chooses_it(): void {
		$this->log_in_as( 'administrator' );
		$this->register_ability( 'other-plugin/asks', array( 'webmcp' => array( 'expose' => true ) ) );
		$this->register_ability( 'other-plugin/silent' );
		$this->register_ability( 'other-plugin/chosen' );
		$this->save_settings( array( 'abilities' => array( 'other-plugin/chosen' => true ) ) );

		// On one screen, as every page asks: all screens' tools together are more than one page holds.
		$offered = Page_Tools::for_current_user( Page_Tools::screen( 'dashboard' ) )['offered'];

		self::assertContains( 'other-plugin/asks', $offered );
		self::assertContains( 'other-plugin/chosen', $offered );
		self::assertNotContains( 'other-plugin/silent', $offered );
	}

	public function test_the_owner_switching_an_ability_off_beats_its_wish(): void {
		$this->log_in_as( 'administrator' );
		$this->register_ability( 'other-plugin/asks', array( 'public' => true ) );
		$this->save_settings( array( 'abilities' => array( 'other-plugin/asks' => false ) ) );

		self::assertNotContains( 'other-plugin/asks', Page_Tools::for_current_user( null )['offered'] );
	}

	public function test_nothing_is_offered_when_the_plugin_is_switched_off(): void {
		$this->log_in_as( 'administrator' );
		$this->save_settings( array( 'enabled' => false ) );

		self::assertSame( array(), Page_Tools::for_current_user( null )['offered'] );
	}

	public function test_a_user_is_offered_only_tools_whose_gate_they_pass(): void {
		$this->register_ability(
			'other-plugin/for-editors',
			array(
				'webmcp' => array(
					'expose' => true,
					'gate'   => 'edit_others_posts',
				),
			)
		);
		// Room for every tool of every screen (no screen is named), so only the gate can leave it out.
		$this->save_settings( array( 'max_tools' => 100 ) );

		$this->log_in_as( 'author' );
		$for_author = Page_Tools::for_current_user( null )['offered'];
		$this->log_in_as( 'editor' );
		$for_editor = Page_Tools::for_current_user( null )['offered'];

		self::assertNotContains( 'other-plugin/for-editors', $for_author );
		self::assertContains( 'other-plugin/for-editors', $for_editor );
		self::assertNotContains( 'core/get-site-info', $for_editor, "Core's site info needs manage_options." );
	}

	public function test_the_owners_gate_narrows_who_is_offered_a_tool(): void {
		$this->register_ability( 'other-plugin/ungated', array( 'public' => true ) );
		// Room for every tool of every screen (no screen is named), so only the gate can leave it out.
		$this->save_settings(
			array(
				'gates'     => array( 'other-plugin/ungated' => 'manage_options' ),
				'max_tools' => 100,
			)
		);

		$this->log_in_as( 'editor' );
		$for_editor = Page_Tools::for_current_user( null )['offered'];
		$this->log_in_as( 'administrator' );
		$for_admin = Page_Tools::for_current_user( null )['offered'];

		self::assertNotContains( 'other-plugin/ungated', $for_editor );
		self::assertContains( 'other-plugin/ungated', $for_admin );
	}

	public function test_the_owners_gate_cannot_widen_the_abilitys_own(): void {
		$this->register_ability(
			'other-plugin/for-admins',
			array(
				'webmcp' => array(
					'expose' => true,
					'gate'   => 'manage_options',
				),
			)
		);
		$this->save_settings( array( 'gates' => array( 'other-plugin/for-admins' => 'read' ) ) );
		$this->log_in_as( 'subscriber' );

		self::assertNotContains( 'other-plugin/for-admins', Page_Tools::for_current_user( null )['offered'] );
	}

	public function test_the_plugins_own_tools_follow_their_gates(): void {
		$this->log_in_as( 'subscriber' );
		$offered = Page_Tools::for_current_user( null )['offered'];

		self::assertContains( 'webmcp-abilities/get-site-overview', $offered );
		self::assertNotContains( 'webmcp-abilities/publish-post', $offered );
		self::assertNotContains( 'webmcp-abilities/moderate-comment', $offered );
	}

	public function test_an_ability_outside_rest_is_reported_not_offered(): void {
		$this->log_in_as( 'administrator' );
		$this->register_ability(
			'other-plugin/hidden',
			array(
				'show_in_rest' => false,
				'public'       => true,
			)
		);

		$plan = Page_Tools::for_current_user( null );

		self::assertNotContains( 'other-plugin/hidden', $plan['offered'] );
		self::assertContains( 'other-plugin/hidden', $plan['not_in_rest'] );
	}

	public function test_screens_limit_where_a_tool_is_offered(): void {
		$this->log_in_as( 'administrator' );
		$this->register_ability(
			'other-plugin/comments-only',
			array(
				'webmcp' => array(
					'expose'  => true,
					'screens' => array( 'edit-comments' ),
				),
			)
		);

		self::assertContains( 'other-plugin/comments-only', Page_Tools::for_current_user( WP_Screen::get( 'edit-comments' ) )['offered'] );
		self::assertNotContains( 'other-plugin/comments-only', Page_Tools::for_current_user( WP_Screen::get( 'dashboard' ) )['offered'] );
	}

	public function test_a_classic_themes_tools_are_offered_only_under_a_classic_theme(): void {
		$this->log_in_as( 'administrator' );
		$tools = array(
			'nav-menus' => array( 'webmcp-abilities/get-menus', 'webmcp-abilities/add-menu-item', 'webmcp-abilities/edit-menu' ),
			'widgets'   => array( 'webmcp-abilities/get-widgets', 'webmcp-abilities/edit-widgets' ),
			'themes'    => array( 'webmcp-abilities/get-custom-css', 'webmcp-abilities/set-custom-css' ),
		);
		$block = Plan_Version::current();
		foreach ( $tools as $screen => $names ) {
			$offered = Page_Tools::for_current_user( WP_Screen::get( $screen ) );
			foreach ( $names as $name ) {
				self::assertNotContains( $name, array_merge( $offered['offered'], $offered['left_out'] ), "$name under a block theme" );
				self::assertFalse( Tool_Offer::is_offered_by_name( $name ), $name );
			}
		}
		// A tab that kept such a tool from before a switch: the call is withdrawn, nothing runs.
		$call = $this->run_over_rest(
			'webmcp-abilities/edit-menu',
			array( Contract::tool_header() => (string) Tool_Name::claim( 'webmcp-abilities/edit-menu' ) ),
			array(
				'menu' => 1,
				'name' => 'x',
			)
		);
		self::assertSame( 'tool_withdrawn', $call->get_data()['code'] );

		$this->switch_to_classic_theme();
		self::assertNotSame( $block, Plan_Version::current(), 'Plans are kept per kind of theme.' );
		foreach ( $tools as $screen => $names ) {
			$offered = Page_Tools::for_current_user( WP_Screen::get( $screen ) );
			foreach ( $names as $name ) {
				self::assertContains( $name, array_merge( $offered['offered'], $offered['left_out'] ), "$name on $screen" );
				self::assertTrue( Tool_Offer::is_offered_by_name( $name ), $name );
			}
		}
		self::assertNotContains( 'webmcp-abilities/get-menus', Page_Tools::for_current_user( WP_Screen::get( 'widgets' ) )['offered'] );
	}

	public function test_the_cap_keeps_owner_choices_then_own_and_core_tools_then_others(): void {
		$this->log_in_as( 'administrator' );
		foreach ( range( 1, 3 ) as $n ) {
			$this->register_ability( "other-plugin/tool-$n", array( 'public' => true ) );
		}
		// Listed after the others by the Abilities API: only the priority can put them first.
		$this->move_to_the_end( 'webmcp-abilities/find-posts' );
		$this->move_to_the_end( 'core/get-site-info' );
		// Four places: past the cap, one of them is the loader's.
		$this->save_settings(
			array(
				'max_tools' => 4,
				'abilities' => array( 'other-plugin/tool-3' => true ),
			)
		);
		$only = array( 'other-plugin/tool-1', 'other-plugin/tool-2', 'other-plugin/tool-3', 'webmcp-abilities/find-posts', 'core/get-site-info' );
		add_filter( 'webmcp_abilities_exposed', static fn ( bool $exposed, \WP_Ability $ability ): bool => in_array( $ability->get_name(), $only, true ), 10, 2 );

		$plan = Page_Tools::for_current_user( null );

		self::assertSame( array( 'other-plugin/tool-3', 'webmcp-abilities/find-posts', 'core/get-site-info' ), $plan['offered'] );
		self::assertSame( array( 'other-plugin/tool-1', 'other-plugin/tool-2' ), $plan['left_out'] );
		self::assertSame( 0, $plan['room'] );
	}

	public function test_an_editor_screen_keeps_places_for_its_own_tools_and_its_server_tools_come_first(): void {
		$this->log_in_as( 'administrator' );
		foreach ( range( 1, 20 ) as $n ) {
			$this->register_ability( "webmcp-abilities/extra-$n", array( 'public' => true ) );
		}
		$this->save_settings( array( 'max_tools' => 30 ) );
		$editor_tools = count( Contract::editor_tools( 'site-editor' ) );

		$plan = Page_Tools::for_current_user( WP_Screen::get( 'site-editor' ) );

		// The server's tools and the loader fill what the editor tools leave; those have their room.
		self::assertNotSame( array(), $plan['left_out'] );
		self::assertSame( 30 - $editor_tools - 1, count( $plan['offered'] ) );
		self::assertSame( $editor_tools, $plan['room'] );
		// list-templates is made for the Site Editor: it is offered before the tools of every screen.
		self::assertSame( 'webmcp-abilities/list-templates', $plan['offered'][0] );

		// A tool the owner switched off needs no place.
		$this->save_settings(
			array(
				'max_tools' => 30,
				'abilities' => array( 'webmcp-abilities/save-site' => false ),
			)
		);
		self::assertSame( $editor_tools - 1, Page_Tools::for_current_user( WP_Screen::get( 'site-editor' ) )['room'] );
		// Elsewhere nothing is kept.
		self::assertSame( 0, Page_Tools::for_current_user( WP_Screen::get( 'dashboard' ) )['room'] );
	}

	public function test_a_name_that_cannot_be_a_tool_takes_no_place_under_the_cap(): void {
		$this->log_in_as( 'administrator' );
		$this->register_ability( 'playground/request', array( 'public' => true ) );
		$this->register_ability( 'other-plugin/last', array( 'public' => true ) );
		// Counted with room for all, then the cap set to exactly that many.
		$this->save_settings( array( 'max_tools' => 100 ) );
		$usable = count( Page_Tools::for_current_user( null )['offered'] );
		$this->save_settings( array( 'max_tools' => $usable ) );

		$plan = Page_Tools::for_current_user( null );

		self::assertArrayHasKey( 'playground/request', $plan['unnamed'] );
		self::assertContains( 'other-plugin/last', $plan['offered'] );
		self::assertSame( array(), $plan['left_out'] );
	}

	public function test_the_room_left_under_the_cap_is_for_browser_side_abilities(): void {
		$this->log_in_as( 'administrator' );
		$this->save_settings( array( 'max_tools' => 100 ) );

		$plan = Page_Tools::for_current_user( null );

		self::assertSame( 100 - count( $plan['offered'] ), $plan['room'] );
	}

	public function test_each_role_s_count_per_screen_equals_what_a_person_of_that_role_is_offered_there(): void {
		$this->register_ability(
			'other-plugin/for-editors',
			array(
				'webmcp' => array(
					'expose'  => true,
					'gate'    => 'edit_others_posts',
					'screens' => array( 'edit-comments' ),
				),
			)
		);

		$counts = Page_Tools::counts_by_role();

		// Every screen an ability names has its row, the others share `*`.
		self::assertSame( '*', array_key_first( $counts ) );
		foreach ( array( 'edit-comments', 'site-editor', 'dashboard', 'edit-post', 'upload' ) as $screen ) {
			self::assertArrayHasKey( $screen, $counts );
		}
		foreach ( array( 'administrator', 'editor', 'author', 'contributor', 'subscriber' ) as $role ) {
			$this->log_in_as( $role );
			// Under the cap: all of them at once.
			$on_dashboard = count( Page_Tools::for_current_user( WP_Screen::get( 'dashboard' ) )['offered'] );
			$on_comments  = count( Page_Tools::for_current_user( WP_Screen::get( 'edit-comments' ) )['offered'] );
			self::assertSame( array_fill_keys( array( 'offered', 'at_once' ), $on_dashboard ), $counts['dashboard'][ $role ], $role );
			self::assertSame( array_fill_keys( array( 'offered', 'at_once' ), $on_comments ), $counts['edit-comments'][ $role ], $role );
		}
		self::assertSame( $counts['edit-comments']['author']['offered'] + 1, $counts['edit-comments']['editor']['offered'] );
	}

	public function test_the_counts_stop_at_the_cap(): void {
		$this->log_in_as( 'administrator' );
		$offered = count( Page_Tools::for_current_user( WP_Screen::get( 'dashboard' ) )['offered'] );
		$this->save_settings( array( 'max_tools' => 2 ) );

		self::assertSame(
			array(
				'offered' => $offered,
				'at_once' => 2,
			),
			Page_Tools::counts_by_role()['dashboard']['administrator']
		);
	}

	/**
	 * Registers an ability again, unchanged, so the Abilities API lists it last.
	 *
	 * @param string $name A registered ability.
	 */
	private function move_to_the_end( string $name ): void {
		$registry = \WP_Abilities_Registry::get_instance();
		$ability  = $registry->unregister( $name );
		self::assertInstanceOf( \WP_Ability::class, $ability );
		$registry->register(
			$name,
			array(
				'label'               => $ability->get_label(),
				'description'         => $ability->get_description(),
				'category'            => $ability->get_category(),
				'input_schema'        => $ability->get_input_schema(),
				'output_schema'       => $ability->get_output_schema(),
				'execute_callback'    => array( $ability, 'execute' ),
				'permission_callback' => array( $ability, 'check_permissions' ),
				'meta'                => $ability->get_meta(),
			)
		);
	}
}
