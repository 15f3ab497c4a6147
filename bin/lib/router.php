<?php
/**
 * Router for PHP's built-in server: real files are served as they are, every other path goes
 * to WordPress, as Apache's rewrite rules would do (so `/wp-json/...` works).
 *
 * @package WebMCP_Abilities
 */

$webmcp_abilities_path = (string) parse_url( $_SERVER['REQUEST_URI'], PHP_URL_PATH );
$webmcp_abilities_file = $_SERVER['DOCUMENT_ROOT'] . $webmcp_abilities_path;

// WordPress versions every script and style it enqueues (`?ver=`). The built-in server sends
// them without caching headers, so the browser fetched each again on every screen; production
// servers let it keep them, and so does this one.
$webmcp_abilities_types = array(
	'js'  => 'text/javascript; charset=utf-8',
	'css' => 'text/css; charset=utf-8',
);
$webmcp_abilities_type  = $webmcp_abilities_types[ pathinfo( $webmcp_abilities_path, PATHINFO_EXTENSION ) ] ?? null;
if ( null !== $webmcp_abilities_type && str_contains( (string) parse_url( $_SERVER['REQUEST_URI'], PHP_URL_QUERY ), 'ver=' ) && is_file( $webmcp_abilities_file ) ) {
	header( 'Content-Type: ' . $webmcp_abilities_type );
	header( 'Content-Length: ' . filesize( $webmcp_abilities_file ) );
	header( 'Cache-Control: public, max-age=31536000, immutable' );
	readfile( $webmcp_abilities_file );
	return true;
}

if ( is_file( $webmcp_abilities_file ) || is_file( rtrim( $webmcp_abilities_file, '/' ) . '/index.php' ) ) {
	return false;
}

$_SERVER['SCRIPT_NAME'] = '/index.php';
require $_SERVER['DOCUMENT_ROOT'] . '/index.php';
