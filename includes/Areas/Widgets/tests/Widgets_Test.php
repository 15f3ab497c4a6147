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
 * A classic theme's widgets: only who may change the design reads or changes them, a widget is
 * added, moved and removed as Appearance > Widgets does and shown before → after, an agent's
 * block widget is filtered whoever the person is, bad input changes nothing, the log's Undo puts
 * the widgets back unless they changed since, and a block theme has none of it.
 */
final class Widgets_Test extends Test_Case {

	private const GET  = 'webmcp-abilities/get-widgets';
	private const EDIT = 'webmcp-abilities/edit-widgets';

	/** @var array<string, mixed> The sidebars as the test starts. */
	private array $start = array();

	protected function setUp(): void {
		parent::setUp();
		$this->switch_to_classic_theme();
		update_option(
			'widget_block',
			array(
				2              => array( 'content' => '<!-- wp:paragraph --><p>Fresh bread daily.</p><!-- /wp:paragraph -->' ),
				'_multiwidget' => 1,
			)
		);
		wp_set_sidebars_widgets(
			array(
				'wp_inactive_widgets' => array(),
				'sidebar-1'           => array( 'block-2' ),
			)
		);
		$this->start = (array) get_option( 'sidebars_widgets' );
	}

	public function test_only_who_may_change_the_design_reads_or_changes_widgets(): void {
		foreach ( array( 'editor', 'author', 'subscriber' ) as $role ) {
			$this->log_in_as( $role );
			$read  = $this->run_over_rest( self::GET, array(), array(), 'GET' );
			$write = $this->run_over_rest( self::EDIT, array(), $this->search() );
			foreach ( array( $read, $write ) as $answer ) {
				self::assertSame( 403, $answer->get_status(), $role );
				self::assertSame( 'access_denied', $answer->get_data()['code'] );
			}
		}
		self::assertSame( $this->start, get_option( 'sidebars_widgets' ) );
	}

	public function test_get_widgets_reads_each_sidebar_and_the_types_that_can_be_added(): void {
		$this->log_in_as( 'administrator' );
		$read = wp_get_ability( self::GET )->execute( array() );
		self::assertIsArray( $read );
		self::assertSame(
			array(
				'id'      => 'sidebar-1',
				'name'    => 'Footer',
				'widgets' => array(
					array(
						'id'    => 'block-2',
						'type'  => 'block',
						'title' => 'Fresh bread daily.',
					),
				),
			),
			$read['sidebars'][0]
		);
		self::assertSame( 'wp_inactive_widgets', $read['sidebars'][1]['id'] );
		self::assertContains( 'search', $read['types'] );
		self::assertContains( 'block', $read['types'] );
	}

	public function test_many_widgets_fit_the_output_budget_their_texts_cut(): void {
		$this->log_in_as( 'administrator' );
		$long = '<!-- wp:paragraph --><p>Workdays are every Saturday from nine: bring gloves, a flask and a friend, and we will find you a bed to weed.</p><!-- /wp:paragraph -->';
		for ( $i = 1; $i <= 12; $i++ ) {
			$this->run_over_rest(
				self::EDIT,
				array(),
				array(
					'action'  => 'add',
					'type'    => 'block',
					'content' => $long,
					'sidebar' => 'sidebar-1',
				)
			);
		}
		$read = wp_get_ability( self::GET )->execute( array() );
		self::assertIsArray( $read );
		self::assertLessThanOrEqual( Output_Budget::CHARACTERS, Output_Budget::size( $read ) );
		self::assertCount( 13, $read['sidebars'][0]['widgets'] );
		self::assertStringEndsWith( '…', $read['sidebars'][0]['widgets'][12]['title'] );
	}

	public function test_a_search_widget_is_added_moved_and_removed_as_the_screen_does_each_undone(): void {
		$this->log_in_as( 'administrator' );
		$shown = wp_get_ability( 'webmcp-abilities/describe-widgets' )->execute( $this->search() );
		self::assertSame(
			array(
				'Widget' => 'Search “Find a loaf”',
				'Footer' => 'Block “Fresh bread daily.” → Block “Fresh bread daily.”, Search “Find a loaf”',
			),
			array_column( (array) $shown['fields'], 'value', 'label' )
		);
		$added = $this->agent_runs( self::EDIT, $this->search() );
		$id    = (string) end( wp_get_sidebars_widgets()['sidebar-1'] );
		self::assertMatchesRegularExpression( '/^search-\d+$/', $id );
		$number = (int) substr( $id, 7 );
		self::assertSame( array( 'title' => 'Find a loaf' ), get_option( 'widget_search' )[ $number ] );

		$move  = array(
			'action'   => 'move',
			'widget'   => $id,
			'position' => 1,
		);
		$moved = $this->agent_runs( self::EDIT, $move );
		self::assertSame( array( $id, 'block-2' ), wp_get_sidebars_widgets()['sidebar-1'] );

		$removed = $this->agent_runs(
			self::EDIT,
			array(
				'action' => 'remove',
				'widget' => 'block-2',
			)
		);
		self::assertSame( array( $id ), wp_get_sidebars_widgets()['sidebar-1'] );
		self::assertSame( array( 'block-2' ), wp_get_sidebars_widgets()['wp_inactive_widgets'] );

		foreach ( array( $removed, $moved, $added ) as $entry ) {
			self::assertTrue( Undo_Request::undo( $entry ) );
		}
		self::assertSame( $this->start, get_option( 'sidebars_widgets' ) );
		self::assertArrayNotHasKey( $number, (array) get_option( 'widget_search' ) );
	}

	public function test_an_agents_block_widget_is_filtered_as_for_people_without_unfiltered_html(): void {
		$this->log_in_as( 'administrator' );
		self::assertTrue( current_user_can( 'unfiltered_html' ) );
		$this->agent_runs(
			self::EDIT,
			array(
				'action'  => 'add',
				'type'    => 'block',
				'content' => '<!-- wp:paragraph --><p>Hours<img src=x onerror=alert(1)><script>alert(2)</script></p><!-- /wp:paragraph -->',
				'sidebar' => 'sidebar-1',
			)
		);
		$id     = (string) end( wp_get_sidebars_widgets()['sidebar-1'] );
		$stored = (string) get_option( 'widget_block' )[ (int) substr( $id, 6 ) ]['content'];
		self::assertStringContainsString( '<!-- wp:paragraph -->', $stored );
		self::assertStringNotContainsString( 'onerror', $stored );
		self::assertStringNotContainsString( '<script', $stored );
	}

	public function test_an_undo_is_refused_when_the_widgets_changed_since(): void {
		$this->log_in_as( 'administrator' );
		$entry = $this->agent_runs( self::EDIT, $this->search() );
		// Someone drags the block widget to the inactive widgets on the Widgets screen.
		$sidebars                        = wp_get_sidebars_widgets();
		$sidebars['sidebar-1']           = array_values( array_diff( $sidebars['sidebar-1'], array( 'block-2' ) ) );
		$sidebars['wp_inactive_widgets'] = array( 'block-2' );
		wp_set_sidebars_widgets( $sidebars );
		$changed = get_option( 'sidebars_widgets' );

		$refused = Undo_Request::undo( $entry );
		self::assertInstanceOf( WP_Error::class, $refused );
		self::assertSame( 'undo_conflict', $refused->get_error_code() );
		self::assertSame( $changed, get_option( 'sidebars_widgets' ) );
	}

	public function test_bad_input_gets_a_clear_error_and_changes_nothing(): void {
		$this->log_in_as( 'administrator' );
		$search = get_option( 'widget_search' );
		$cases  = array(
			array( array( 'sidebar' => 'sidebar-9' ) + $this->search(), 'invalid_input' ),
			array( array( 'sidebar' => 'wp_inactive_widgets' ) + $this->search(), 'invalid_input' ),
			array( array( 'type' => 'weather' ) + $this->search(), 'invalid_input' ),
			array(
				array(
					'action'  => 'add',
					'type'    => 'block',
					'content' => '<iframe src="https://example.org/"></iframe>',
					'sidebar' => 'sidebar-1',
				),
				'invalid_input',
			),
			array(
				array(
					'action' => 'move',
					'widget' => 'search-987654',
				),
				'not_found',
			),
			array(
				array(
					'action' => 'move',
					'widget' => 'block-2',
				),
				'invalid_input',
			),
		);
		foreach ( $cases as list( $input, $code ) ) {
			$answer = $this->run_over_rest( self::EDIT, array(), $input );
			self::assertSame( $code, $answer->get_data()['code'] ?? null, (string) wp_json_encode( $input ) );
		}
		self::assertSame( $this->start, get_option( 'sidebars_widgets' ) );
		self::assertSame( $search, get_option( 'widget_search' ) );
	}

	public function test_under_a_block_theme_the_tools_answer_invalid_state_and_change_nothing(): void {
		$this->log_in_as( 'administrator' );
		switch_theme( 'twentytwentyfive' );
		$read  = $this->run_over_rest( self::GET, array(), array(), 'GET' );
		$write = $this->run_over_rest( self::EDIT, array(), $this->search() );
		foreach ( array( $read, $write ) as $answer ) {
			self::assertSame( 'invalid_state', $answer->get_data()['code'] );
		}
		self::assertSame( $this->start, get_option( 'sidebars_widgets' ) );
	}

	/**
	 * @return array<string, mixed> An edit-widgets input: a Search widget, last in the footer.
	 */
	private function search(): array {
		return array(
			'action'  => 'add',
			'type'    => 'search',
			'title'   => 'Find a loaf',
			'sidebar' => 'sidebar-1',
		);
	}
}
