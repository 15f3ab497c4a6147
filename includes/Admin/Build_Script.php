<?php
/**
 * Enqueues one of the scripts `npm run build` makes, with the dependencies it declares.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Admin;

use const WebMCP_Abilities\PLUGIN_FILE;

defined( 'ABSPATH' ) || exit;

/**
 * Each entry in `build/` comes with `{entry}.asset.php`, listing the WordPress packages it uses
 * and a version that changes with its contents.
 *
 * @internal
 * @since 0.1.0
 */
final class Build_Script {

	/**
	 * @since 0.1.0
	 *
	 * @param string   $handle       The script handle.
	 * @param string   $entry        The entry's name in `build/` (`index`, `settings`, `editor`).
	 * @param string[] $dependencies Scripts it needs besides those it imports.
	 * @param string[] $modules      Script modules it imports at run time (WordPress 7.0+): each
	 *                               is put in the page's import map, and none is loaded early.
	 * @return bool False for a checkout without `npm run build`: nothing to load, and nothing to
	 *              break.
	 */
	public static function enqueue( string $handle, string $entry, array $dependencies = array(), array $modules = array() ): bool {
		$asset = self::asset( $entry );
		if ( null === $asset ) {
			return false;
		}
		$args    = array(
			// In the footer, after anything that defines `document.modelContext` in the head,
			// such as WordPress Playground's proxying registry.
			'in_footer' => true,
		);
		$modules = array_values( array_filter( $modules, array( self::class, 'is_registered_module' ) ) );
		if ( array() !== $modules ) {
			$args['module_dependencies'] = array_map(
				static fn ( string $id ): array => array(
					'id'     => $id,
					'import' => 'dynamic',
				),
				$modules
			);
		}
		wp_enqueue_script(
			$handle,
			plugins_url( "build/{$entry}.js", PLUGIN_FILE ),
			array_values( array_unique( array_merge( $asset['dependencies'], $dependencies ) ) ),
			$asset['version'],
			$args
		);
		wp_set_script_translations( $handle, 'webmcp-abilities' );
		return true;
	}

	/**
	 * Prints a chunk of an entry (`build/{chunk}.js`, which the entry would otherwise fetch on
	 * first use) with the page, so using it waits on no request: the entry finds it already
	 * there and fetches nothing. It only registers its code; nothing in it runs until used.
	 *
	 * @since 0.7.0
	 *
	 * @param string   $handle       The script handle.
	 * @param string   $chunk        The chunk's name in `build/` (`confirm`).
	 * @param string   $entry        The entry that uses it (`index`): the entry's version names
	 *                               the chunk's own hash, so it changes whenever the chunk does.
	 * @param string[] $dependencies The entry's handle, so the chunk is printed only with it.
	 * @return bool False for a checkout without `npm run build`.
	 */
	public static function enqueue_chunk( string $handle, string $chunk, string $entry, array $dependencies ): bool {
		$asset = self::asset( $entry );
		if ( null === $asset || ! is_readable( plugin_dir_path( PLUGIN_FILE ) . "build/{$chunk}.js" ) ) {
			return false;
		}
		wp_enqueue_script( $handle, plugins_url( "build/{$chunk}.js", PLUGIN_FILE ), $dependencies, $asset['version'], array( 'in_footer' => true ) );
		wp_set_script_translations( $handle, 'webmcp-abilities' );
		return true;
	}

	/**
	 * A built script that the page loads itself when it needs it (the assistant's panel), so
	 * WordPress never prints it. Its WordPress packages must be ones the page already loads.
	 *
	 * @since 0.1.0
	 *
	 * @param string $entry The build entry's name.
	 * @return string|null Its URL with the build's version, or null when it is not built.
	 */
	public static function url( string $entry ): ?string {
		$asset = self::asset( $entry );
		return null === $asset ? null : add_query_arg( 'ver', $asset['version'], plugins_url( "build/{$entry}.js", PLUGIN_FILE ) );
	}

	/**
	 * @since 0.1.0
	 *
	 * @param string $entry The build entry's name.
	 * @return array{dependencies: string[], version: string}|null What `@wordpress/scripts`
	 *         wrote for it, or null when it is not built.
	 */
	public static function asset( string $entry ): ?array {
		$asset_file = plugin_dir_path( PLUGIN_FILE ) . "build/{$entry}.asset.php";
		return is_readable( $asset_file ) ? require $asset_file : null;
	}

	/**
	 * WordPress maps a module a classic script imports only from 7.0, which also added this
	 * lookup; before it, the key is refused with a notice.
	 *
	 * @param string $id A script module's ID.
	 */
	private static function is_registered_module( string $id ): bool {
		$modules = wp_script_modules();
		// @phpstan-ignore function.alreadyNarrowedType (the stubs are WordPress 7.1's; the plugin runs on 6.9 too)
		return method_exists( $modules, 'get_registered' ) && null !== $modules->get_registered( $id );
	}
}
