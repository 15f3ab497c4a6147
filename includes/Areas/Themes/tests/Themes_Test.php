<?php
/**
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Tests;

use WebMCP_Abilities\Undo\Undo_Request;
use WP_Error;

/**
 * The site's theme: only who may switch themes lists or switches them; a theme that is not
 * installed, is broken or needs a newer PHP is refused before anyone is asked and nothing changes;
 * the theme is switched as Appearance > Themes switches it, the dialog shows both themes and what
 * visitors will see, and the log's Undo switches back unless the theme was switched again since.
 */
final class Themes_Test extends Test_Case {

	private const LIST   = 'webmcp-abilities/list-themes';
	private const SWITCH = 'webmcp-abilities/switch-theme';

	/** @var string[] Theme folders a test wrote, removed after it. */
	private array $folders = array();

	protected function setUp(): void {
		parent::setUp();
		self::assertSame( 'twentytwentyfive', get_stylesheet(), 'The test site starts with Twenty Twenty-Five.' );
	}

	protected function tearDown(): void {
		foreach ( $this->folders as $folder ) {
			array_map( 'wp_delete_file', (array) glob( "$folder/*" ) );
			rmdir( $folder ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_rmdir -- a test fixture's folder.
		}
		wp_clean_themes_cache();
		parent::tearDown();
	}

	public function test_only_who_may_switch_themes_lists_or_switches_them(): void {
		foreach ( array( 'editor', 'author', 'subscriber' ) as $role ) {
			$this->log_in_as( $role );
			$read  = $this->run_over_rest( self::LIST, array(), array(), 'GET' );
			$write = $this->run_over_rest( self::SWITCH, array(), array( 'stylesheet' => 'twentytwentyone' ) );
			foreach ( array( $read, $write ) as $answer ) {
				self::assertSame( 403, $answer->get_status(), $role );
				self::assertSame( 'access_denied', $answer->get_data()['code'] );
			}
		}
		self::assertSame( 'twentytwentyfive', get_stylesheet() );

		$this->log_in_as( 'administrator' );
		self::assertSame( 200, $this->run_over_rest( self::LIST, array(), array(), 'GET' )->get_status() );
	}

	public function test_the_list_shows_the_active_theme_first_each_kind_and_parent_and_the_updates_wordpress_knows_of(): void {
		$this->log_in_as( 'administrator' );
		$this->theme( 'webmcp-test-child', "Theme Name: Bakery child\nTemplate: twentytwentyone\nVersion: 1.0" );
		$this->theme( 'webmcp-test-orphan', "Theme Name: Orphan\nTemplate: no-such-parent" );
		set_site_transient(
			'update_themes',
			(object) array(
				'last_checked' => time(),
				'response'     => array( 'twentytwentyone' => array( 'new_version' => '99.0' ) ),
			)
		);

		$answer = wp_get_ability( self::LIST )->execute( array() );
		self::assertIsArray( $answer );
		$themes = array_column( $answer['themes'], null, 'stylesheet' );
		self::assertSame( 'twentytwentyfive', $answer['themes'][0]['stylesheet'], 'The active theme first, as on the screen.' );
		self::assertTrue( $themes['twentytwentyfive']['active'] );
		self::assertTrue( $themes['twentytwentyfive']['block_theme'] );
		self::assertSame(
			array(
				'name'        => 'Twenty Twenty-One',
				'stylesheet'  => 'twentytwentyone',
				'version'     => wp_get_theme( 'twentytwentyone' )->get( 'Version' ),
				'active'      => false,
				'block_theme' => false,
				'parent'      => null,
				'update'      => '99.0',
			),
			$themes['twentytwentyone']
		);
		self::assertSame( 'twentytwentyone', $themes['webmcp-test-child']['parent'] );
		self::assertArrayNotHasKey( 'webmcp-test-orphan', $themes, 'Broken themes are listed apart on the screen, and nothing switches to them.' );
	}

	public function test_bad_input_gets_a_clear_error_asks_nobody_and_changes_nothing(): void {
		$this->log_in_as( 'administrator' );
		$this->theme( 'webmcp-test-orphan', "Theme Name: Orphan\nTemplate: no-such-parent" );
		$this->theme( 'webmcp-test-future', "Theme Name: From the future\nRequires PHP: 99.0" );
		foreach ( array(
			array( 'no-such-theme', 'not_found', 'list-themes' ),
			array( '..', 'not_found', 'list-themes' ),
			array( 'webmcp-test-orphan', 'invalid_state', 'Orphan is broken: The parent theme is missing.' ),
			array( 'webmcp-test-future', 'invalid_state', 'Current PHP version does not meet minimum requirements for From the future.' ),
		) as list( $stylesheet, $code, $words ) ) {
			$input  = array( 'stylesheet' => $stylesheet );
			$answer = $this->run_over_rest( self::SWITCH, array(), $input );
			self::assertSame( $code, $answer->get_data()['code'], $stylesheet );
			self::assertStringContainsString( $words, $answer->get_data()['message'], $stylesheet );
			$shown = wp_get_ability( 'webmcp-abilities/describe-theme-switch' )->execute( $input );
			self::assertInstanceOf( WP_Error::class, $shown, "$stylesheet: nobody is asked." );
			self::assertSame( $code, $shown->get_error_code() );
			self::assertSame( 'twentytwentyfive', get_stylesheet(), $stylesheet );
		}
		foreach ( array( '../plugins/akismet', '', 'twentytwentyone/style.css' ) as $stylesheet ) {
			$answer = $this->run_over_rest( self::SWITCH, array(), array( 'stylesheet' => $stylesheet ) );
			self::assertSame( 'ability_invalid_input', $answer->get_data()['code'], $stylesheet );
		}
		self::assertSame( 'twentytwentyfive', get_stylesheet() );
	}

	public function test_the_theme_is_switched_as_appearance_themes_does_and_back_from_the_log(): void {
		$this->log_in_as( 'administrator' );
		$heard = array();
		add_action(
			'switch_theme',
			static function ( string $name, \WP_Theme $theme, \WP_Theme $old ) use ( &$heard ): void {
				$heard[] = $old->get_stylesheet() . ' → ' . $theme->get_stylesheet();
			},
			10,
			3
		);

		$entry = $this->agent_runs( self::SWITCH, array( 'stylesheet' => 'twentytwentyone' ) );
		self::assertSame( 'twentytwentyone', get_stylesheet() );
		self::assertSame( 'twentytwentyone', get_template() );
		self::assertSame( 'twentytwentyfive', get_option( 'theme_switched' ), 'The next page load moves widgets and menus (after_switch_theme).' );

		self::assertTrue( Undo_Request::undo( $entry ) );
		self::assertSame( 'twentytwentyfive', get_stylesheet() );
		self::assertSame( array( 'twentytwentyfive → twentytwentyone', 'twentytwentyone → twentytwentyfive' ), $heard );
	}

	public function test_undo_refuses_once_the_theme_was_switched_again_since(): void {
		$this->log_in_as( 'administrator' );
		$entry = $this->agent_runs( self::SWITCH, array( 'stylesheet' => 'twentytwentyone' ) );
		switch_theme( 'twentytwentyfive' );

		$undone = Undo_Request::undo( $entry );
		self::assertInstanceOf( WP_Error::class, $undone );
		self::assertSame( 'undo_conflict', $undone->get_error_code() );
		self::assertStringContainsString( 'Twenty Twenty-Five is active now', $undone->get_error_message() );
		self::assertSame( 'twentytwentyfive', get_stylesheet() );
	}

	public function test_the_dialog_shows_both_themes_and_what_visitors_will_see(): void {
		$this->log_in_as( 'administrator' );
		$this->theme( 'webmcp-test-child', "Theme Name: Bakery child\nTemplate: twentytwentyone\nVersion: 1.0" );
		$describe = wp_get_ability( 'webmcp-abilities/describe-theme-switch' );
		$now      = 'Twenty Twenty-Five ' . wp_get_theme()->get( 'Version' ) . ' (block theme)';

		$shown = $describe->execute( array( 'stylesheet' => 'twentytwentyone' ) );
		self::assertIsArray( $shown );
		self::assertSame( 'Twenty Twenty-One', $shown['title'] );
		$fields = array_column( $shown['fields'], 'value', 'label' );
		self::assertSame( "$now → Twenty Twenty-One " . wp_get_theme( 'twentytwentyone' )->get( 'Version' ) . ' (classic theme)', $fields['Theme'] );
		self::assertSame( 'The new theme\'s design on every page, at once.', $fields['Visitors see'] );
		self::assertStringContainsString( 'Inactive widgets', $fields['Widgets and menus'] );

		$child = $describe->execute( array( 'stylesheet' => 'webmcp-test-child' ) );
		self::assertIsArray( $child );
		self::assertSame( 'Twenty Twenty-One', array_column( $child['fields'], 'value', 'label' )['Parent theme'] );

		$same = $describe->execute( array( 'stylesheet' => 'twentytwentyfive' ) );
		self::assertIsArray( $same );
		self::assertSame( array( 'Theme' => "$now is active already: nothing changes." ), array_column( $same['fields'], 'value', 'label' ) );
	}

	/**
	 * @param string $folder  The theme's folder.
	 * @param string $headers Its style.css headers.
	 */
	private function theme( string $folder, string $headers ): void {
		$path = get_theme_root() . '/' . $folder;
		self::assertDirectoryDoesNotExist( $path );
		wp_mkdir_p( $path );
		$this->folders[] = $path;
		file_put_contents( "$path/style.css", "/*\n$headers\n*/\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_file_put_contents -- a test fixture.
		file_put_contents( "$path/index.php", "<?php\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_file_put_contents -- as above.
		wp_clean_themes_cache();
	}
}
