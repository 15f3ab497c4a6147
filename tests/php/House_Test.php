<?php
/**
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Tests;

use PHPUnit\Framework\TestCase;
use RecursiveDirectoryIterator;
use RecursiveIteratorIterator;

/**
 * The house rules of `includes/`: an area depends on the kernel and never on another area, and
 * the kernel knows of areas only through the one list that composes them. Read from the source
 * text (imports, qualified names, `::class`), so a rule broken in a file no test loads still fails.
 */
final class House_Test extends TestCase {

	/** The one kernel file that names areas. */
	private const COMPOSITION = 'includes/Plugin.php';

	public function test_no_area_names_another_area(): void {
		$found = array();
		foreach ( $this->files() as $file ) {
			if ( 1 !== preg_match( '#^includes/Areas/(\w+)/#', $file, $area ) ) {
				continue;
			}
			foreach ( $this->areas_named( $file ) as list( $line, $named ) ) {
				if ( $named !== $area[1] ) {
					$found[] = "{$file}:{$line} names the {$named} area";
				}
			}
		}
		self::assertSame( array(), $found, 'An area depends on the kernel only: move what two areas share into the kernel.' );
	}

	public function test_only_the_composition_list_names_areas_in_the_kernel(): void {
		$found = array();
		foreach ( $this->files() as $file ) {
			if ( str_starts_with( $file, 'includes/Areas/' ) || self::COMPOSITION === $file ) {
				continue;
			}
			foreach ( $this->areas_named( $file ) as list( $line, $named ) ) {
				$found[] = "{$file}:{$line} names the {$named} area";
			}
		}
		self::assertSame( array(), $found, 'The kernel learns of areas through ' . self::COMPOSITION . ' only (`Abilities\Registry`).' );
	}

	public function test_the_rules_see_every_area(): void {
		$areas = array_map( 'basename', glob( $this->root() . '/includes/Areas/*', GLOB_ONLYDIR ) );
		self::assertContains( 'Posts', $areas );
		self::assertContains( 'Public_Site', $areas );
		$composed = array_column( $this->areas_named( self::COMPOSITION ), 1 );
		foreach ( $areas as $area ) {
			self::assertContains( $area, $composed, "{$area} is in the composition list." );
		}
	}

	/**
	 * @param string $file A PHP file, from the plugin's root.
	 * @return array<int, array{0: int, 1: string}> Each area it names, with the line naming it.
	 */
	private function areas_named( string $file ): array {
		$named = array();
		$lines = (array) file( $this->root() . '/' . $file );
		// The root namespace may name an area relative to itself (`Areas\Posts\Area`).
		$root = 1 === preg_match( '/^namespace WebMCP_Abilities;/m', implode( '', $lines ) );
		foreach ( $lines as $number => $text ) {
			$text    = str_replace( '\\\\', '\\', (string) $text );
			$pattern = $root ? '/(?<![\w\\\\])(?:WebMCP_Abilities\\\\)?Areas\\\\(\w+)/' : '/WebMCP_Abilities\\\\Areas\\\\(\w+)/';
			if ( preg_match_all( $pattern, $text, $matches ) > 0 ) {
				foreach ( $matches[1] as $area ) {
					$named[] = array( $number + 1, $area );
				}
			}
		}
		return $named;
	}

	/**
	 * @return string[] Every PHP file of the shipped plugin, from its root.
	 */
	private function files(): array {
		$files = array( 'plugin.php', 'uninstall.php' );
		$found = new RecursiveIteratorIterator( new RecursiveDirectoryIterator( $this->root() . '/includes', RecursiveDirectoryIterator::SKIP_DOTS ) );
		foreach ( $found as $file ) {
			if ( 'php' === $file->getExtension() ) {
				$files[] = substr( $file->getPathname(), strlen( $this->root() ) + 1 );
			}
		}
		sort( $files );
		return $files;
	}

	private function root(): string {
		return dirname( __DIR__, 2 );
	}
}
