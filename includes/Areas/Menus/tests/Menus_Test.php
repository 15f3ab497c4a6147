<?php
/**
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Tests;

use WebMCP_Abilities\Abilities\Output_Budget;
use WebMCP_Abilities\Undo\Undo_Request;
use WP_Error;

/**
 * A classic theme's menus: only who may change the design reads or changes them, each change is
 * made as Appearance > Menus makes it and shown before → after, bad input changes nothing, the
 * log's Undo puts the menu back unless it changed since, and a block theme has none of it.
 */
final class Menus_Test extends Test_Case {

	private const GET  = 'webmcp-abilities/get-menus';
	private const ADD  = 'webmcp-abilities/add-menu-item';
	private const EDIT = 'webmcp-abilities/edit-menu';

	/** @var int The menu at the primary location. */
	private int $menu = 0;

	/** @var array<string, int> Its items, by title: Home, About (Team). */
	private array $items = array();

	/** @var int A published page, in no menu. */
	private int $page = 0;

	protected function setUp(): void {
		parent::setUp();
		$this->switch_to_classic_theme();
		$this->menu           = (int) wp_create_nav_menu( 'Main' );
		$add                  = fn ( string $title, int $parent ): int => (int) wp_update_nav_menu_item(
			$this->menu,
			0,
			array(
				'menu-item-type'      => 'custom',
				'menu-item-title'     => $title,
				'menu-item-url'       => home_url( '/' . sanitize_title( $title ) . '/' ),
				'menu-item-parent-id' => $parent,
				'menu-item-position'  => count( $this->items ) + 1,
				'menu-item-status'    => 'publish',
			)
		);
		$this->items['Home']  = $add( 'Home', 0 );
		$this->items['About'] = $add( 'About', 0 );
		$this->items['Team']  = $add( 'Team', $this->items['About'] );
		set_theme_mod( 'nav_menu_locations', array( 'primary' => $this->menu ) );
		$this->page = (int) wp_insert_post(
			array(
				'post_title'  => 'Opening hours',
				'post_type'   => 'page',
				'post_status' => 'publish',
			)
		);
	}

	public function test_only_who_may_change_the_design_reads_or_changes_menus(): void {
		foreach ( array( 'editor', 'author', 'subscriber' ) as $role ) {
			$this->log_in_as( $role );
			$answers = array(
				$this->run_over_rest( self::GET, array(), array(), 'GET' ),
				$this->run_over_rest( self::ADD, array(), $this->page_input() ),
				$this->run_over_rest(
					self::EDIT,
					array(),
					array(
						'menu' => $this->menu,
						'name' => 'Taken',
					)
				),
			);
			foreach ( $answers as $answer ) {
				self::assertSame( 403, $answer->get_status(), $role );
				self::assertSame( 'access_denied', $answer->get_data()['code'] );
			}
		}
		self::assertSame( 'Home, About (Team)', $this->outline() );
	}

	public function test_get_menus_reads_each_menu_as_a_tree_with_its_locations(): void {
		$this->log_in_as( 'administrator' );
		$read = wp_get_ability( self::GET )->execute( array() );
		self::assertIsArray( $read );
		self::assertSame( 'Primary menu', $read['locations']->primary );
		self::assertSame( 'Main', $read['menus'][0]['name'] );
		self::assertSame( array( 'primary' ), $read['menus'][0]['locations'] );
		$about = $read['menus'][0]['items'][1];
		self::assertSame( array( $this->items['About'], 'About', 'custom' ), array( $about['id'], $about['title'], $about['type'] ) );
		self::assertSame( home_url( '/about/' ), $about['url'] );
		self::assertSame( 'Team', $about['children'][0]['title'] );
	}

	public function test_a_long_menu_fits_the_output_budget_its_titles_cut(): void {
		$this->log_in_as( 'administrator' );
		for ( $i = 1; $i <= 12; $i++ ) {
			$page = (int) wp_insert_post(
				array(
					'post_title'  => "Plot holders’ handbook, chapter $i: watering, weeding, sharing tools and the rota",
					'post_type'   => 'page',
					'post_status' => 'publish',
				)
			);
			self::assertSame( 200, $this->run_over_rest( self::ADD, array(), array( 'id' => $page ) + $this->page_input() )->get_status() );
		}
		$read = wp_get_ability( self::GET )->execute( array() );
		self::assertIsArray( $read );
		self::assertLessThanOrEqual( Output_Budget::CHARACTERS, Output_Budget::size( $read ) );
		self::assertCount( 14, $read['menus'][0]['items'] );
		self::assertStringEndsWith( '…', $read['menus'][0]['items'][13]['title'] );
	}

	public function test_a_page_is_added_and_nested_as_the_menus_screen_does_and_the_dialog_shows_before_and_after(): void {
		$this->log_in_as( 'administrator' );
		$shown = wp_get_ability( 'webmcp-abilities/describe-menu-item-add' )->execute( $this->page_input() );
		self::assertSame(
			array(
				'title'  => 'Menu “Main”',
				'fields' => array(
					array(
						'label' => 'Items',
						'value' => 'Home, About (Team) → Home, About (Team), Opening hours',
					),
				),
			),
			$shown
		);
		$entry = $this->agent_runs( self::ADD, $this->page_input() );
		self::assertSame( 'Home, About (Team), Opening hours', $this->outline() );
		$item = (int) array_key_last( array_column( wp_get_nav_menu_items( $this->menu ), 'ID', 'ID' ) );
		self::assertSame( 'page', get_post_meta( $item, '_menu_item_object', true ) );
		self::assertSame( (string) $this->page, get_post_meta( $item, '_menu_item_object_id', true ) );

		$nest  = array(
			'menu'     => $this->menu,
			'item'     => $item,
			'parent'   => $this->items['About'],
			'position' => 1,
		);
		$shown = wp_get_ability( 'webmcp-abilities/describe-menu-edit' )->execute( $nest );
		self::assertIsArray( $shown );
		self::assertSame( 'Home, About (Team), Opening hours → Home, About (Opening hours, Team)', $shown['fields'][0]['value'] );
		$nested = $this->agent_runs( self::EDIT, $nest );
		self::assertSame( 'Home, About (Opening hours, Team)', $this->outline() );

		self::assertTrue( Undo_Request::undo( $nested ) );
		self::assertSame( 'Home, About (Team), Opening hours', $this->outline() );
		self::assertTrue( Undo_Request::undo( $entry ) );
		self::assertSame( 'Home, About (Team)', $this->outline() );
		self::assertNull( get_post( $item ) );
	}

	public function test_a_removed_item_comes_back_under_its_id_with_its_sub_items(): void {
		$this->log_in_as( 'administrator' );
		$entry = $this->agent_runs(
			self::EDIT,
			array(
				'menu'   => $this->menu,
				'item'   => $this->items['About'],
				'remove' => true,
			)
		);
		// As the Menus screen removes it: Team moves up to its place.
		self::assertSame( 'Home, Team', $this->outline() );
		self::assertNull( get_post( $this->items['About'] ) );
		self::assertTrue( Undo_Request::undo( $entry ) );
		self::assertSame( 'Home, About (Team)', $this->outline() );
		self::assertSame( 'nav_menu_item', get_post_type( $this->items['About'] ) );
	}

	public function test_the_menu_is_renamed_and_shown_at_a_location_and_both_undone(): void {
		$this->log_in_as( 'administrator' );
		$input = array(
			'menu'     => 'Main',
			'name'     => 'Top <b>menu</b>',
			'location' => 'footer',
		);
		$shown = wp_get_ability( 'webmcp-abilities/describe-menu-edit' )->execute( $input );
		self::assertIsArray( $shown );
		self::assertSame(
			array(
				'Name'     => 'Main → Top menu',
				'Shown at' => 'Primary menu → Primary menu, Secondary menu',
			),
			array_column( $shown['fields'], 'value', 'label' )
		);
		$entry = $this->agent_runs( self::EDIT, $input );
		self::assertSame( 'Top menu', wp_get_nav_menu_object( $this->menu )->name );
		self::assertSame(
			array(
				'primary' => $this->menu,
				'footer'  => $this->menu,
			),
			get_theme_mod( 'nav_menu_locations' )
		);
		self::assertTrue( Undo_Request::undo( $entry ) );
		self::assertSame( 'Main', wp_get_nav_menu_object( $this->menu )->name );
		self::assertSame( array( 'primary' => $this->menu ), get_theme_mod( 'nav_menu_locations' ) );
	}

	public function test_an_undo_is_refused_when_the_menu_changed_since(): void {
		$this->log_in_as( 'administrator' );
		$entry = $this->agent_runs( self::ADD, $this->page_input() );
		// Someone renames an item on the Menus screen.
		wp_update_post(
			array(
				'ID'         => $this->items['Home'],
				'post_title' => 'Start',
			)
		);
		$refused = Undo_Request::undo( $entry );
		self::assertInstanceOf( WP_Error::class, $refused );
		self::assertSame( 'undo_conflict', $refused->get_error_code() );
		self::assertStringContainsString( 'Main', $refused->get_error_message() );
		self::assertSame( 'Start, About (Team), Opening hours', $this->outline() );
	}

	public function test_bad_input_gets_a_clear_error_and_changes_nothing(): void {
		$this->log_in_as( 'administrator' );
		$other = (int) wp_create_nav_menu( 'Other' );
		$stray = (int) wp_update_nav_menu_item(
			$other,
			0,
			array(
				'menu-item-type'   => 'custom',
				'menu-item-title'  => 'Stray',
				'menu-item-url'    => 'https://example.org/',
				'menu-item-status' => 'publish',
			)
		);
		$cases = array(
			array( self::ADD, array( 'menu' => 987654 ) + $this->page_input(), 'not_found' ),
			array(
				self::ADD,
				array(
					'menu'  => $this->menu,
					'type'  => 'custom',
					'url'   => 'javascript:alert(1)',
					'title' => 'Click',
				),
				'invalid_input',
			),
			array(
				self::ADD,
				array(
					'menu' => $this->menu,
					'type' => 'custom',
					'url'  => 'file:///etc/passwd',
				),
				'invalid_input',
			),
			array( self::ADD, array( 'parent' => $stray ) + $this->page_input(), 'invalid_input' ),
			array(
				self::EDIT,
				array(
					'menu' => $this->menu,
					'item' => $stray,
					'name' => 'Mine',
				),
				'invalid_input',
			),
			array(
				self::EDIT,
				array(
					'menu'     => $this->menu,
					'location' => 'sidebar',
				),
				'invalid_input',
			),
			array(
				self::EDIT,
				array(
					'menu'   => $this->menu,
					'item'   => $this->items['About'],
					'parent' => $this->items['Team'],
				),
				'invalid_input',
			),
			array(
				self::EDIT,
				array(
					'menu' => $this->menu,
					'name' => 'Other',
				),
				'invalid_input',
			),
			array(
				self::EDIT,
				array(
					'menu'     => $this->menu,
					'position' => 1,
				),
				'invalid_input',
			),
		);
		foreach ( $cases as list( $ability, $input, $code ) ) {
			$answer = $this->run_over_rest( $ability, array(), $input );
			self::assertSame( $code, $answer->get_data()['code'] ?? null, (string) wp_json_encode( $input ) );
		}
		self::assertSame( 'Home, About (Team)', $this->outline() );
		self::assertSame( 'Main', wp_get_nav_menu_object( $this->menu )->name );
		self::assertSame( array( 'primary' => $this->menu ), get_theme_mod( 'nav_menu_locations' ) );
	}

	public function test_under_a_block_theme_the_tools_answer_invalid_state_and_change_nothing(): void {
		$this->log_in_as( 'administrator' );
		switch_theme( 'twentytwentyfive' );
		self::assertTrue( wp_is_block_theme() );
		foreach ( array( array( self::GET, array(), 'GET' ), array( self::ADD, $this->page_input(), 'POST' ) ) as list( $ability, $input, $method ) ) {
			$answer = $this->run_over_rest( $ability, array(), $input, $method );
			self::assertSame( 409, $answer->get_status() );
			self::assertSame( 'invalid_state', $answer->get_data()['code'] );
			self::assertStringContainsString( 'Site Editor', $answer->get_data()['message'] );
		}
		self::assertSame( 'Home, About (Team)', $this->outline() );
	}

	/**
	 * @return array<string, mixed> An add-menu-item input: the page, at the end of the menu.
	 */
	private function page_input(): array {
		return array(
			'menu' => $this->menu,
			'type' => 'page',
			'id'   => $this->page,
		);
	}

	/**
	 * @return string The menu's items as visitors see them, from WordPress's own reading.
	 */
	private function outline(): string {
		$children = array();
		foreach ( wp_get_nav_menu_items( $this->menu ) as $item ) {
			$children[ (int) $item->menu_item_parent ][] = $item;
		}
		$say = static function ( int $parent ) use ( &$say, $children ): string {
			$parts = array();
			foreach ( $children[ $parent ] ?? array() as $item ) {
				$inside  = $say( (int) $item->ID );
				$parts[] = $item->title . ( '' === $inside ? '' : " ($inside)" );
			}
			return implode( ', ', $parts );
		};
		return $say( 0 );
	}
}
