<?php
/**
 * For a network made by install-network.php, once its constants are in wp-config.php:
 * `php activate-native.php SITE_DIR [PHP_FILE...]`. Activates the plugin on the main site
 * (unless the environment's WEBMCP_ABILITIES_ACTIVATE is empty), then includes each PHP_FILE
 * with the network loaded.
 *
 * @package WebMCP_Abilities
 */

if ( PHP_SAPI !== 'cli' ) {
	exit( 1 );
}

$_SERVER['HTTP_HOST']   = parse_url( (string) getenv( 'WP_HOME' ), PHP_URL_HOST ) . ':' . parse_url( (string) getenv( 'WP_HOME' ), PHP_URL_PORT );
$_SERVER['REQUEST_URI'] = '/';

require $argv[1] . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';

$webmcp_abilities_activated = getenv( 'WEBMCP_ABILITIES_ACTIVATE' ) ? activate_plugin( 'webmcp-abilities/plugin.php' ) : null;
if ( is_wp_error( $webmcp_abilities_activated ) ) {
	fwrite( STDERR, $webmcp_abilities_activated->get_error_message() . "\n" );
	exit( 1 );
}

foreach ( array_slice( $argv, 2 ) as $webmcp_abilities_fixture ) {
	require $webmcp_abilities_fixture;
}
