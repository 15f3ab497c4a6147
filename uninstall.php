<?php
/**
 * Removes everything the plugin stored when it is deleted from the Plugins screen: its
 * settings, the agent activity table and the scheduled clean-up. On a multisite the plugin is
 * deleted for the whole network, so every site's data goes, whether the plugin was active there
 * network-wide, on that site alone, or no longer at all.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities;

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

require_once __DIR__ . '/includes/autoload.php';

Lifecycle\Sites::run( array( Lifecycle\Site_Data::class, 'remove' ), true );
