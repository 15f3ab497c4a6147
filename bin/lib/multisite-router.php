<?php
/**
 * Router for PHP's built-in server on a subdirectory multisite, doing what the network's
 * .htaccess rules do for Apache: under a site's path (`/site2/...`), `wp-admin`, `wp-includes`,
 * `wp-content` and the root's `*.php` files are core's own; every other path that is not a file
 * goes to WordPress, which finds the site from the path (so `/site2/wp-json/...` works).
 *
 * @package WebMCP_Abilities
 */

$webmcp_abilities_root = rtrim( $_SERVER['DOCUMENT_ROOT'], '/' );
$webmcp_abilities_path = (string) parse_url( $_SERVER['REQUEST_URI'], PHP_URL_PATH );

if ( file_exists( $webmcp_abilities_root . $webmcp_abilities_path ) && ( is_file( $webmcp_abilities_root . $webmcp_abilities_path ) || is_file( rtrim( $webmcp_abilities_root . $webmcp_abilities_path, '/' ) . '/index.php' ) ) ) {
	return false;
}

if ( preg_match( '#^/[_0-9a-zA-Z-]+/wp-admin$#', $webmcp_abilities_path ) ) {
	header( 'Location: ' . $webmcp_abilities_path . '/', true, 301 );
	return true;
}

$webmcp_abilities_target = '/index.php';
if ( preg_match( '#^/[_0-9a-zA-Z-]+(/(?:wp-(?:admin|includes|content)/.*|[^/]+\.php))$#', $webmcp_abilities_path, $webmcp_abilities_match ) ) {
	$webmcp_abilities_target = $webmcp_abilities_match[1];
	if ( str_ends_with( $webmcp_abilities_target, '/' ) ) {
		$webmcp_abilities_target .= 'index.php';
	}
	if ( ! is_file( $webmcp_abilities_root . $webmcp_abilities_target ) ) {
		$webmcp_abilities_target = '/index.php';
	}
}
$webmcp_abilities_file = $webmcp_abilities_root . $webmcp_abilities_target;

if ( ! str_ends_with( $webmcp_abilities_target, '.php' ) ) {
	$webmcp_abilities_types     = array(
		'css'   => 'text/css',
		'js'    => 'text/javascript',
		'json'  => 'application/json',
		'svg'   => 'image/svg+xml',
		'png'   => 'image/png',
		'gif'   => 'image/gif',
		'jpg'   => 'image/jpeg',
		'woff'  => 'font/woff',
		'woff2' => 'font/woff2',
		'ttf'   => 'font/ttf',
	);
	$webmcp_abilities_extension = strtolower( pathinfo( $webmcp_abilities_file, PATHINFO_EXTENSION ) );
	header( 'Content-Type: ' . ( $webmcp_abilities_types[ $webmcp_abilities_extension ] ?? 'application/octet-stream' ) );
	header( 'Content-Length: ' . filesize( $webmcp_abilities_file ) );
	readfile( $webmcp_abilities_file );
	return true;
}

$_SERVER['SCRIPT_NAME']     = $webmcp_abilities_target;
$_SERVER['PHP_SELF']        = $webmcp_abilities_target;
$_SERVER['SCRIPT_FILENAME'] = $webmcp_abilities_file;
chdir( dirname( $webmcp_abilities_file ) );
require $webmcp_abilities_file;
