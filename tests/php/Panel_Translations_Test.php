<?php
/**
 * The assistant panel's strings reach the page with the bridge's, from a language pack's files.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Tests;

use WebMCP_Abilities\Admin\Bridge_Script;

/**
 * Language packs name each script's file by the `md5` of its path.
 */
final class Panel_Translations_Test extends Test_Case {

	/**
	 * A languages folder of the test's own.
	 *
	 * @var string
	 */
	private string $dir;

	protected function setUp(): void {
		parent::setUp();
		$this->dir = sys_get_temp_dir() . '/webmcp-translations-' . wp_generate_password( 8, false );
		mkdir( $this->dir );
	}

	protected function tearDown(): void {
		array_map( 'unlink', (array) glob( $this->dir . '/*' ) );
		rmdir( $this->dir );
		parent::tearDown();
	}

	/**
	 * @param string                $script   The built script's path.
	 * @param array<string, string> $messages Source => translation.
	 * @return string The file.
	 */
	private function language_file( string $script, array $messages ): string {
		$file = $this->dir . '/webmcp-abilities-de_DE-' . md5( $script ) . '.json';
		$data = array( '' => array( 'domain' => 'messages' ) );
		foreach ( $messages as $source => $translation ) {
			$data[ $source ] = array( $translation );
		}
		file_put_contents( $file, (string) wp_json_encode( array( 'locale_data' => array( 'messages' => $data ) ) ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_file_put_contents -- a test fixture.
		return $file;
	}

	public function test_the_bridge_loads_the_panels_strings_too(): void {
		$bridge = $this->language_file( 'build/index.js', array( 'Confirm' => 'Bestätigen' ) );
		$this->language_file( 'build/assistant-panel.js', array( 'Send' => 'Senden' ) );

		$loaded = json_decode( (string) load_script_translations( $bridge, Bridge_Script::HANDLE, 'webmcp-abilities' ), true );

		self::assertSame( array( 'Bestätigen' ), $loaded['locale_data']['messages']['Confirm'] );
		self::assertSame( array( 'Senden' ), $loaded['locale_data']['messages']['Send'] );
	}

	public function test_other_scripts_and_a_pack_without_the_panel_are_left_as_they_are(): void {
		$bridge = $this->language_file( 'build/index.js', array( 'Confirm' => 'Bestätigen' ) );
		$before = (string) file_get_contents( $bridge ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a test fixture.

		self::assertSame( $before, load_script_translations( $bridge, Bridge_Script::HANDLE, 'webmcp-abilities' ) );
		$this->language_file( 'build/assistant-panel.js', array( 'Send' => 'Senden' ) );
		self::assertSame( $before, load_script_translations( $bridge, 'another-script', 'webmcp-abilities' ) );
	}
}
