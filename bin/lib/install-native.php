<?php
/**
 * Installs WordPress from the command line, without WP-CLI: `php install-native.php SITE_DIR
 * [PHP_FILE...]`. Turns on pretty permalinks, activates the plugin (unless the environment's
 * WEBMCP_ABILITIES_ACTIVATE is empty), then includes each PHP_FILE (fixtures such as extra
 * users) with WordPress loaded.
 *
 * @package WebMCP_Abilities
 */

if ( PHP_SAPI !== 'cli' ) {
	exit( 1 );
}

define( 'WP_INSTALLING', true ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedConstantFound -- Core's constant, as its installer sets it.
$_SERVER['HTTP_HOST']   = parse_url( getenv( 'WP_HOME' ) ? getenv( 'WP_HOME' ) : 'http://127.0.0.1', PHP_URL_HOST );
$_SERVER['REQUEST_URI'] = '/';

require $argv[1] . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';

// wp_install() dies on a database error: the caller sees the exit status and the message.
wp_install( 'WebMCP Abilities Test Site', 'admin', 'admin@example.org', true, '', 'password' );

update_option( 'permalink_structure', '/%postname%/' );
flush_rewrite_rules();

$webmcp_abilities_activated = getenv( 'WEBMCP_ABILITIES_ACTIVATE' ) ? activate_plugin( 'webmcp-abilities/plugin.php' ) : null;
if ( is_wp_error( $webmcp_abilities_activated ) ) {
	fwrite( STDERR, $webmcp_abilities_activated->get_error_message() . "\n" );
	exit( 1 );
}

foreach ( array_slice( $argv, 2 ) as $webmcp_abilities_fixture ) {
	require $webmcp_abilities_fixture;
}
