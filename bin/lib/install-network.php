<?php
/**
 * Turns an installed single site into a subdirectory network, as wp-admin/network.php does:
 * `php install-network.php SITE_DIR`. The caller then adds the network's constants to
 * wp-config.php. The network's domain is WP_HOME's host with its port.
 *
 * @package WebMCP_Abilities
 */

if ( PHP_SAPI !== 'cli' ) {
	exit( 1 );
}

// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedConstantFound -- Core's constants, as wp-admin/network.php sets them.
define( 'WP_INSTALLING', true );
define( 'WP_INSTALLING_NETWORK', true );
// phpcs:enable
$webmcp_abilities_home  = (string) parse_url( (string) getenv( 'WP_HOME' ), PHP_URL_HOST ) . ':' . (string) parse_url( (string) getenv( 'WP_HOME' ), PHP_URL_PORT );
$_SERVER['HTTP_HOST']   = $webmcp_abilities_home;
$_SERVER['REQUEST_URI'] = '/';

require $argv[1] . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-admin/includes/network.php';

/** @var wpdb $wpdb */
global $wpdb;
// Before the network exists WordPress names only the single site's tables.
foreach ( $wpdb->tables( 'ms_global' ) as $webmcp_abilities_table => $webmcp_abilities_prefixed ) {
	$wpdb->$webmcp_abilities_table = $webmcp_abilities_prefixed;
}
install_network();
$webmcp_abilities_network = populate_network( 1, $webmcp_abilities_home, 'admin@example.org', 'WebMCP Abilities Test Network', '/', false );
if ( is_wp_error( $webmcp_abilities_network ) ) {
	fwrite( STDERR, $webmcp_abilities_network->get_error_message() . "\n" );
	exit( 1 );
}
// populate_network() sets the network's blog-style permalinks; the tests use the plain ones.
update_option( 'permalink_structure', '/%postname%/' );
