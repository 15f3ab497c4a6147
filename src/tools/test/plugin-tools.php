<?php
/**
 * Prints, as JSON, what the bridge and the browser build the plugin's tools from, read from a
 * real installed site: REST's answer for each of its abilities that is a tool (in wp-admin, and
 * for visitors as a logged-out visitor is answered), and the markup of the two public forms it
 * makes declarative tools of.
 *
 * Usage: php plugin-tools.php /path/to/installed/site
 *
 * @package WebMCP_Abilities
 */

use WebMCP_Abilities\Exposure\Ability_Answers;
use WebMCP_Abilities\Exposure\Public_Tools;

$_SERVER['HTTP_HOST']   = '127.0.0.1';
$_SERVER['SERVER_NAME'] = '127.0.0.1';
$_SERVER['REQUEST_URI'] = '/';
require rtrim( $argv[1], '/' ) . '/wp-load.php';

wp_set_current_user( 1 );
$webmcp_abilities_admin_tools = array();
foreach ( wp_get_abilities() as $webmcp_abilities_ability ) {
	$webmcp_abilities_meta = $webmcp_abilities_ability->get_meta();
	if ( str_starts_with( $webmcp_abilities_ability->get_name(), 'webmcp-abilities/' ) && true === ( $webmcp_abilities_meta['webmcp']['expose'] ?? false ) ) {
		$webmcp_abilities_admin_tools[] = $webmcp_abilities_ability->get_name();
	}
}
$webmcp_abilities_admin = Ability_Answers::of( $webmcp_abilities_admin_tools );

wp_set_current_user( 0 );
$webmcp_abilities_public = Ability_Answers::of( Public_Tools::abilities(), true );

$webmcp_abilities_post = wp_insert_post(
	array(
		'post_title'     => 'A post',
		'post_status'    => 'publish',
		'comment_status' => 'open',
	)
);
ob_start();
comment_form( array(), $webmcp_abilities_post );
$webmcp_abilities_forms = array( get_search_form( array( 'echo' => false ) ), ob_get_clean() );

echo wp_json_encode(
	array(
		'admin'  => array_values( $webmcp_abilities_admin ),
		'public' => array_values( $webmcp_abilities_public ),
		'forms'  => $webmcp_abilities_forms,
	)
);
