<?php
/**
 * Router for PHP's built-in server: real files are served as they are, every other path goes
 * to WordPress, as Apache's rewrite rules would do (so `/wp-json/...` works).
 *
 * @package WebMCP_Abilities
 */

$webmcp_abilities_path = (string) parse_url( $_SERVER['REQUEST_URI'], PHP_URL_PATH );
$webmcp_abilities_file = $_SERVER['DOCUMENT_ROOT'] . $webmcp_abilities_path;

if ( is_file( $webmcp_abilities_file ) || is_file( rtrim( $webmcp_abilities_file, '/' ) . '/index.php' ) ) {
	return false;
}

$_SERVER['SCRIPT_NAME'] = '/index.php';
require $_SERVER['DOCUMENT_ROOT'] . '/index.php';
