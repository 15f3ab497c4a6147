<?php
/**
 * Plugin Name:       WebMCP Abilities
 * Plugin URI:        https://github.com/webmcp-abilities/webmcp-abilities
 * Description:       Lets browser AI agents operate this site through its own Abilities: each exposed ability becomes a WebMCP tool in wp-admin, running with the permissions of the person who is logged in.
 * Version:           0.1.0
 * Requires at least: 6.9
 * Requires PHP:      8.1
 * Author:            WebMCP Abilities contributors
 * License:           GPL-2.0-or-later
 * License URI:       https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:       webmcp-abilities
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities;

defined( 'ABSPATH' ) || exit;

const VERSION            = '0.1.0';
const PLUGIN_FILE        = __FILE__;
const MINIMUM_WP_VERSION = '6.9';

require_once __DIR__ . '/includes/autoload.php';

Plugin::boot();
