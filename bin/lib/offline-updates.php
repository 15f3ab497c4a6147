<?php
/**
 * Run once after install, on a machine without internet: records WordPress's update checks as
 * just done, so wp-admin does not try to reach wordpress.org (and, with WP_DEBUG, log a warning
 * for each failure) for the next twelve hours. It stands for the answer a connected site gets;
 * it adds no code to any page.
 *
 * @package WebMCP_Abilities
 */

// The installer runs with WP_INSTALLING, under which transients live only in memory.
wp_installing( false );
$webmcp_abilities_checked = (object) array(
	'last_checked'    => time(),
	'version_checked' => get_bloginfo( 'version' ),
	'updates'         => array(),
	'translations'    => array(),
	'response'        => array(),
	'no_update'       => array(),
	'checked'         => array(),
);
foreach ( array( 'update_core', 'update_plugins', 'update_themes' ) as $webmcp_abilities_transient ) {
	set_site_transient( $webmcp_abilities_transient, $webmcp_abilities_checked );
}
