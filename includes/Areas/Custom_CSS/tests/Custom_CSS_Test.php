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
 * A classic theme's Additional CSS: only who may edit CSS reads or sets it, it is checked as the
 * Customizer checks it and published as the Customizer publishes it, the dialog shows it before
 * → after, the log's Undo puts it back unless it changed since, and a block theme has none of it.
 */
final class Custom_CSS_Test extends Test_Case {

	private const GET = 'webmcp-abilities/get-custom-css';
	private const SET = 'webmcp-abilities/set-custom-css';

	private const BEFORE = ".site-title { font-weight: 700; }\n";

	protected function setUp(): void {
		parent::setUp();
		$this->switch_to_classic_theme();
		wp_update_custom_css_post( self::BEFORE );
	}

	public function test_only_who_may_customize_the_site_and_edit_css_reads_or_sets_it(): void {
		foreach ( array( 'editor', 'author', 'subscriber' ) as $role ) {
			$this->log_in_as( $role );
			$read  = $this->run_over_rest( self::GET, array(), array(), 'GET' );
			$write = $this->run_over_rest( self::SET, array(), array( 'css' => 'body { color: red; }' ) );
			foreach ( array( $read, $write ) as $answer ) {
				self::assertSame( 403, $answer->get_status(), $role );
				self::assertSame( 'access_denied', $answer->get_data()['code'] );
			}
		}
		self::assertSame( self::BEFORE, wp_get_custom_css() );
	}

	public function test_get_custom_css_reads_it_a_part_at_a_time(): void {
		$this->log_in_as( 'administrator' );
		$read = wp_get_ability( self::GET )->execute( array() );
		self::assertSame(
			array(
				'theme'      => 'Twenty Twenty-One',
				'css'        => self::BEFORE,
				'css_length' => strlen( self::BEFORE ),
			),
			$read
		);
		$part = wp_get_ability( self::GET )->execute( array( 'length' => 11 ) );
		self::assertIsArray( $part );
		self::assertSame( array( '.site-title', 11 ), array( $part['css'], $part['next_offset'] ) );
	}

	public function test_long_css_comes_a_part_at_a_time_that_fits(): void {
		$this->log_in_as( 'administrator' );
		$css = str_repeat( ".plot-list li:nth-child(odd) { background: #f4f1ea; padding: 0.5em 1em; }\n", 60 );
		wp_update_custom_css_post( $css );
		$read  = '';
		$input = array();
		do {
			$part = wp_get_ability( self::GET )->execute( $input );
			self::assertIsArray( $part );
			self::assertLessThanOrEqual( Output_Budget::CHARACTERS, Output_Budget::size( $part ) );
			$read .= $part['css'];
			$input = array( 'offset' => $part['next_offset'] ?? 0 );
		} while ( isset( $part['next_offset'] ) );
		self::assertSame( $css, $read );
	}

	public function test_css_is_set_as_the_customizer_publishes_it_shown_before_and_after_and_undone(): void {
		$this->log_in_as( 'administrator' );
		$css   = ".site-title { font-weight: 700; }\n.site-description { color: #7a3e00; }\n";
		$shown = wp_get_ability( 'webmcp-abilities/describe-custom-css' )->execute( array( 'css' => $css ) );
		self::assertIsArray( $shown );
		self::assertSame( array( 'Theme' => 'Twenty Twenty-One' ), array_column( $shown['fields'], 'value', 'label' ) );
		$added = implode( '', array_column( array_filter( $shown['changes'][0]['parts'], static fn ( array $part ): bool => 'added' === $part['change'] ), 'text' ) );
		self::assertStringContainsString( '.site-description { color: #7a3e00; }', $added );

		$entry = $this->agent_runs( self::SET, array( 'css' => $css ) );
		self::assertSame( $css, wp_get_custom_css() );
		self::assertTrue( Undo_Request::undo( $entry ) );
		self::assertSame( self::BEFORE, wp_get_custom_css() );
	}

	public function test_the_first_css_of_a_theme_is_moved_to_the_trash_by_its_undo(): void {
		$this->log_in_as( 'administrator' );
		wp_delete_post( (int) get_theme_mod( 'custom_css_post_id' ), true );
		remove_theme_mod( 'custom_css_post_id' );
		$entry = $this->agent_runs( self::SET, array( 'css' => 'body { margin: 0; }' ) );
		$post  = (int) get_theme_mod( 'custom_css_post_id' );
		self::assertTrue( Undo_Request::undo( $entry ) );
		self::assertSame( 'trash', get_post_status( $post ) );
		self::assertSame( '', wp_get_custom_css() );
	}

	public function test_an_undo_is_refused_when_the_css_changed_since(): void {
		$this->log_in_as( 'administrator' );
		$entry = $this->agent_runs( self::SET, array( 'css' => 'body { margin: 0; }' ) );
		// Someone publishes other CSS in the Customizer.
		wp_update_custom_css_post( 'body { margin: 1em; }' );
		$refused = Undo_Request::undo( $entry );
		self::assertInstanceOf( WP_Error::class, $refused );
		self::assertSame( 'undo_conflict', $refused->get_error_code() );
		self::assertSame( 'body { margin: 1em; }', wp_get_custom_css() );
	}

	public function test_what_the_customizer_refuses_is_refused_before_anyone_is_asked(): void {
		$this->log_in_as( 'administrator' );
		// The Customizer's own checks, through its setting: a filter of theirs refuses too.
		add_filter(
			'customize_validate_custom_css[twentytwentyone]',
			static function ( \WP_Error $validity, string $css ): \WP_Error {
				if ( str_contains( $css, 'expression(' ) ) {
					$validity->add( 'old_ie', 'No IE expressions.' );
				}
				return $validity;
			},
			10,
			2
		);
		$cases = array(
			'p { color: red; } </style><script>alert(1)</script>' => 'Markup is not allowed in CSS.',
			'p { color: red; } </'               => 'The CSS must not end in "&lt;/".',
			'p { width: expression(alert(1)); }' => 'No IE expressions.',
		);
		foreach ( $cases as $css => $said ) {
			foreach ( array( self::SET, 'webmcp-abilities/describe-custom-css' ) as $ability ) {
				$answer = $this->run_over_rest( $ability, array(), array( 'css' => $css ), self::SET === $ability ? 'POST' : 'GET' );
				self::assertSame( 'invalid_input', $answer->get_data()['code'] ?? null, $css );
				self::assertSame( html_entity_decode( $said ), $answer->get_data()['message'] );
			}
		}
		self::assertSame( self::BEFORE, wp_get_custom_css() );
	}

	public function test_under_a_block_theme_the_tools_answer_invalid_state_and_change_nothing(): void {
		$this->log_in_as( 'administrator' );
		switch_theme( 'twentytwentyfive' );
		$read  = $this->run_over_rest( self::GET, array(), array(), 'GET' );
		$write = $this->run_over_rest( self::SET, array(), array( 'css' => 'body { color: red; }' ) );
		foreach ( array( $read, $write ) as $answer ) {
			self::assertSame( 'invalid_state', $answer->get_data()['code'] );
		}
		self::assertSame( '', wp_get_custom_css( 'twentytwentyfive' ) );
		self::assertSame( self::BEFORE, wp_get_custom_css( 'twentytwentyone' ) );
	}
}
