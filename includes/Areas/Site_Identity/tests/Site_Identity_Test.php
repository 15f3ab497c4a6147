<?php
/**
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Tests;

use WebMCP_Abilities\Undo\Undo_Request;
use WP_Error;

/**
 * The site's title, tagline and icon: only who manages the settings changes them, bad input
 * changes nothing, the dialog shows before and after, and the log's Undo puts them back unless
 * they changed again.
 */
final class Site_Identity_Test extends Test_Case {

	private const NAME = 'webmcp-abilities/update-site-identity';

	public function test_an_editor_and_an_author_are_refused(): void {
		foreach ( array( 'editor', 'author' ) as $role ) {
			$this->log_in_as( $role );
			$answer = $this->run_over_rest( self::NAME, array(), array( 'title' => 'Taken' ) );
			self::assertSame( 403, $answer->get_status() );
			self::assertSame( 'access_denied', $answer->get_data()['code'] );
		}
		self::assertNotSame( 'Taken', get_option( 'blogname' ) );
	}

	public function test_bad_input_changes_nothing(): void {
		$this->log_in_as( 'administrator' );
		$title   = get_option( 'blogname' );
		$ability = wp_get_ability( self::NAME );
		$post    = self::factory_post();
		foreach ( array(
			array( 'title' => str_repeat( 'x', 10000 ) ),
			array(),
			array( 'title' => '<b></b>' ),
			array(
				'title' => 'Half done',
				'icon'  => $post,
			),
			array( 'colour' => 'red' ),
		) as $input ) {
			$answer = $ability->execute( $input );
			self::assertInstanceOf( WP_Error::class, $answer, (string) wp_json_encode( $input ) );
			self::assertSame( $title, get_option( 'blogname' ) );
		}
	}

	public function test_the_dialog_shows_each_value_before_and_after(): void {
		$this->log_in_as( 'administrator' );
		update_option( 'blogdescription', 'Old words' );
		$shown = wp_get_ability( 'webmcp-abilities/describe-site-identity' )->execute( array( 'tagline' => 'New <em>words</em>' ) );
		self::assertIsArray( $shown );
		self::assertSame(
			array(
				array(
					'label' => 'Tagline',
					// As it will be stored: an agent's tag is dropped (Agent_Text_Test).
					'value' => '“Old words” → “New words”',
				),
			),
			$shown['fields']
		);
	}

	public function test_a_change_is_written_as_settings_does_and_undone_from_the_log(): void {
		$this->log_in_as( 'administrator' );
		update_option( 'blogname', 'Before' );
		update_option( 'blogdescription', 'Kept tagline' );
		$heard = array();
		add_action(
			'update_option_blogname',
			static function ( $old, $value ) use ( &$heard ): void {
				$heard[] = "$old → $value";
			},
			10,
			2
		);

		$entry = $this->agent_runs(
			self::NAME,
			array(
				'title'   => 'After',
				'tagline' => 'Kept tagline',
			)
		);
		self::assertSame( 'After', get_option( 'blogname' ) );
		self::assertSame( array( 'Before → After' ), $heard );

		self::assertTrue( Undo_Request::undo( $entry ) );
		self::assertSame( 'Before', get_option( 'blogname' ) );
		self::assertSame( 'Kept tagline', get_option( 'blogdescription' ) );
	}

	public function test_undo_is_refused_when_the_title_changed_again(): void {
		$this->log_in_as( 'administrator' );
		update_option( 'blogname', 'Before' );
		$entry = $this->agent_runs( self::NAME, array( 'title' => 'After' ) );
		update_option( 'blogname', 'The owner & co' );

		$undone = Undo_Request::undo( $entry );
		self::assertInstanceOf( WP_Error::class, $undone );
		self::assertSame( 'undo_conflict', $undone->get_error_code() );
		self::assertSame( 'The owner &amp; co', get_option( 'blogname' ) );
	}

	/**
	 * @return int A post, which is no image.
	 */
	private static function factory_post(): int {
		return (int) wp_insert_post(
			array(
				'post_title'  => 'Not an image',
				'post_status' => 'publish',
			)
		);
	}
}
