<?php
/**
 * The site's plugins as the Plugins screen knows them, which of them the tools may switch, and the
 * switch itself.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Plugins;

use WebMCP_Abilities\Abilities\Errors;
use WP_Error;
use WP_Plugin_Dependencies;

use const WebMCP_Abilities\PLUGIN_FILE;

defined( 'ABSPATH' ) || exit;

/**
 * The checks are those of wp-admin/plugins.php and its list table: this plugin never switches
 * itself off (the person's tools would go with it), must-use plugins and drop-ins are not switched
 * from there at all, a network-activated plugin is the network's, a plugin whose requirements are
 * not met is not activated, and one that others need is not deactivated.
 *
 * @internal
 * @since 0.8.0
 */
final class Installed_Plugins {

	/**
	 * REST requests do not load wp-admin's includes, where WordPress keeps its plugin functions.
	 */
	public static function load(): void {
		require_once ABSPATH . 'wp-admin/includes/plugin.php';
	}

	/**
	 * @return array<string, array<string, string>> Every plugin in the plugins folder, by file.
	 */
	public static function all(): array {
		self::load();
		return get_plugins();
	}

	/**
	 * @return string This plugin's file, as WordPress names it among the others.
	 */
	public static function own(): string {
		return plugin_basename( PLUGIN_FILE );
	}

	/**
	 * @param array<string, string> $data A plugin's headers (`get_plugins()`).
	 * @param string                $file Its file.
	 * @return string Its name as text (headers may hold markup), or its file when it has none.
	 */
	public static function name( array $data, string $file ): string {
		$name = trim( wp_strip_all_tags( (string) ( $data['Name'] ?? '' ) ) );
		return '' === $name ? $file : $name;
	}

	/**
	 * @param string $plugin An installed plugin's file.
	 * @return string Its name, version and file, as the person knows it.
	 */
	public static function described( string $plugin ): string {
		$data = self::all()[ $plugin ] ?? array();
		return trim( sprintf( '%s %s', self::name( $data, $plugin ), (string) ( $data['Version'] ?? '' ) ) ) . " ($plugin)";
	}

	/**
	 * @param string $plugin A plugin file, as given.
	 * @param bool   $active The state asked for.
	 * @return WP_Error|null Why the tools may not give the plugin that state, or null.
	 */
	public static function refusal( string $plugin, bool $active ): ?WP_Error {
		self::load();
		if ( self::own() === $plugin ) {
			return Errors::invalid_input( __( 'WebMCP Abilities does not switch itself: the tools you are using are its own. A person deactivates it on the Plugins screen.', 'webmcp-abilities' ) );
		}
		if ( ! isset( self::all()[ $plugin ] ) ) {
			return self::not_switchable( $plugin );
		}
		$name = self::name( self::all()[ $plugin ], $plugin );
		if ( is_plugin_active_for_network( $plugin ) ) {
			/* translators: %s: a plugin's name. */
			return Errors::invalid_state( sprintf( __( '%s is active on the whole network: only a network administrator changes that, in Network Admin > Plugins.', 'webmcp-abilities' ), $name ) );
		}
		if ( is_plugin_active( $plugin ) === $active ) {
			return null;
		}
		if ( $active ) {
			if ( is_multisite() && is_network_only_plugin( $plugin ) ) {
				/* translators: %s: a plugin's name. */
				return Errors::invalid_state( sprintf( __( '%s can only be activated for the whole network, in Network Admin > Plugins.', 'webmcp-abilities' ), $name ) );
			}
			$unmet = validate_plugin_requirements( $plugin );
			return is_wp_error( $unmet ) ? Errors::invalid_state( self::text( $unmet ) ) : null;
		}
		WP_Plugin_Dependencies::initialize();
		if ( WP_Plugin_Dependencies::has_active_dependents( $plugin ) ) {
			return Errors::invalid_state(
				sprintf(
					/* translators: 1: a plugin's name, 2: the plugins that require it. */
					__( '%1$s cannot be deactivated while plugins that require it are active: %2$s. Deactivate those first.', 'webmcp-abilities' ),
					$name,
					implode( wp_get_list_item_separator(), array_map( 'wp_strip_all_tags', WP_Plugin_Dependencies::get_dependent_names( $plugin ) ) )
				)
			);
		}
		return null;
	}

	/**
	 * Activates or deactivates a plugin as the Plugins screen's links do, with the same functions,
	 * hooks and "Recently active" list.
	 *
	 * @param string $plugin A plugin the tools may switch (`refusal()` said nothing).
	 * @param bool   $active The state to give it.
	 * @return string|WP_Error What WordPress said besides (unexpected output), or ''; an error
	 *                         when it could not be activated, and then it is still inactive.
	 */
	public static function switch_to( string $plugin, bool $active ): string|WP_Error {
		self::load();
		if ( ! $active ) {
			deactivate_plugins( $plugin, false, false );
			update_option( 'recently_activated', array( $plugin => time() ) + (array) get_option( 'recently_activated', array() ), false );
			return '';
		}
		$level = ob_get_level();
		try {
			$result = activate_plugin( $plugin, '', false );
		} catch ( \Throwable $error ) {
			// wp-admin survives a fatal plugin by redirecting before it loads it, then shows the
			// error from a second request; a REST call has no second request, so the error is
			// caught here. WordPress writes the active list only after the plugin loaded and its
			// activation ran, so the site stays as it was.
			while ( ob_get_level() > $level ) {
				ob_end_clean();
			}
			return Errors::invalid_state(
				sprintf(
					/* translators: 1: a plugin's name, 2: PHP's error, 3: the file it happened in, 4: the line. */
					__( '%1$s could not be activated because it triggered a fatal error: %2$s (%3$s, line %4$d). It is still inactive, and the site is as it was.', 'webmcp-abilities' ),
					self::name( self::all()[ $plugin ] ?? array(), $plugin ),
					$error->getMessage(),
					str_replace( trailingslashit( WP_PLUGIN_DIR ), '', $error->getFile() ),
					$error->getLine()
				)
			);
		}
		if ( is_wp_error( $result ) && 'unexpected_output' !== $result->get_error_code() ) {
			return Errors::invalid_state( self::text( $result ) );
		}
		$recent = (array) get_option( 'recently_activated', array() );
		unset( $recent[ $plugin ] );
		update_option( 'recently_activated', $recent, false );
		return is_wp_error( $result )
			? sprintf(
				/* translators: %d: how many characters. */
				__( 'The plugin was activated, but printed %d characters while it was: if feeds or pages break, deactivate it.', 'webmcp-abilities' ),
				strlen( (string) $result->get_error_data() )
			)
			: '';
	}

	/**
	 * @param string $plugin A file that is not in the plugins folder's list.
	 */
	private static function not_switchable( string $plugin ): WP_Error {
		if ( isset( get_mu_plugins()[ $plugin ] ) ) {
			/* translators: %s: a file name. */
			return Errors::invalid_input( sprintf( __( '%s is a must-use plugin: WordPress always runs it, and it is not switched on or off from the Plugins screen.', 'webmcp-abilities' ), $plugin ) );
		}
		if ( isset( get_dropins()[ $plugin ] ) ) {
			/* translators: %s: a file name. */
			return Errors::invalid_input( sprintf( __( '%s is a drop-in, which replaces a part of WordPress while its file is there: it is not switched on or off from the Plugins screen.', 'webmcp-abilities' ), $plugin ) );
		}
		/* translators: %s: what the agent gave. */
		return Errors::not_found( sprintf( __( 'No plugin %s is installed. list-plugins gives each plugin\'s file.', 'webmcp-abilities' ), $plugin ) );
	}

	/**
	 * @param WP_Error $error One of WordPress's, whose message is HTML.
	 * @return string The message as text.
	 */
	private static function text( WP_Error $error ): string {
		return trim( (string) preg_replace( '/\s+/', ' ', wp_strip_all_tags( $error->get_error_message() ) ) );
	}
}
