<?php
/**
 * What PHPStan needs to read the plugin as WordPress would run it: WordPress's path (so the
 * `require_once` of wp-admin files resolves, against the cached core) and the constants that
 * `wp-includes/default-constants.php` defines at run time. The functions and classes come from
 * `php-stubs/wordpress-stubs`.
 *
 * @package WebMCP_Abilities
 */

// phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.system_calls_shell_exec -- A dev tool's bootstrap, run by PHPStan on a developer's machine.
$webmcp_abilities_core = trim( (string) shell_exec( 'bash ' . escapeshellarg( dirname( __DIR__ ) . '/fetch-wordpress.sh' ) ) );

// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedConstantFound -- WordPress's own constants.
define( 'ABSPATH', $webmcp_abilities_core . '/' );
define( 'WPINC', 'wp-includes' );
define( 'MINUTE_IN_SECONDS', 60 );
define( 'HOUR_IN_SECONDS', 60 * MINUTE_IN_SECONDS );
define( 'DAY_IN_SECONDS', 24 * HOUR_IN_SECONDS );
define( 'KB_IN_BYTES', 1024 );
define( 'MB_IN_BYTES', 1024 * KB_IN_BYTES );
// A site's wp-config.php may set them (`dynamicConstantNames`): whether removed media goes to a trash.
define( 'MEDIA_TRASH', false );
define( 'EMPTY_TRASH_DAYS', 30 );
// What `$wpdb->get_results()` takes, from wp-includes/class-wpdb.php (the test probes use it).
define( 'ARRAY_N', 'ARRAY_N' );
define( 'ARRAY_A', 'ARRAY_A' );
define( 'WP_CONTENT_DIR', ABSPATH . 'wp-content' );
define( 'WP_PLUGIN_DIR', WP_CONTENT_DIR . '/plugins' );
define( 'WPMU_PLUGIN_DIR', WP_CONTENT_DIR . '/mu-plugins' );
define( 'WP_LANG_DIR', WP_CONTENT_DIR . '/languages' );
// A site's wp-config.php may set them; read as any value (the debug log's tool).
define( 'WP_DEBUG', false );
define( 'WP_DEBUG_LOG', false );
// phpcs:enable
