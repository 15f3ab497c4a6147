<?php
/**
 * Removes everything the plugin stored when it is deleted from the Plugins screen: its
 * settings, the agent activity table and the scheduled clean-up.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities;

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

require_once __DIR__ . '/includes/autoload.php';

delete_option( Settings\Settings::OPTION );
Activity\Activity_Log::drop();
Activity\Log_Retention::unschedule();
