<?php
/**
 * Loads the real WordPress site `npm run test:php` installed, with the plugin active: the tests
 * call WordPress itself, never stand-ins for its functions.
 *
 * @package WebMCP_Abilities
 */

$webmcp_abilities_site = getenv( 'WEBMCP_ABILITIES_TEST_SITE' );
if ( ! $webmcp_abilities_site ) {
	// phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_fwrite -- Before WordPress loads, there is no WP_Filesystem.
	fwrite( STDERR, "Run these tests with `npm run test:php`: it installs the WordPress they load.\n" );
	exit( 1 );
}

$_SERVER['HTTP_HOST']   = '127.0.0.1';
$_SERVER['SERVER_NAME'] = '127.0.0.1';
$_SERVER['REQUEST_URI'] = '/';

// The books test plugin (a content type with fields of its own), loaded as the e2e sites load
// their mu-plugins and switched on, as a story switches it on with its cookie.
$_COOKIE['webmcp_test_books']                   = '1';
$GLOBALS['wp_filter']['muplugins_loaded'][10][] = array( // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- WordPress reads hooks added before it loads from here.
	'function'      => static function () {
		require dirname( __DIR__, 2 ) . '/e2e/fixtures/mu-plugins/books.php';
	},
	'accepted_args' => 0,
);

// The tool contract's run over another plugin's tools: the store fixture, with its examples.
if ( getenv( 'WEBMCP_ABILITIES_ECOSYSTEM' ) ) {
	require __DIR__ . '/fixtures/ecosystem-contract.php';
}

// WordPress reads whether the site keeps a media trash from a constant only, set before it loads:
// a test run in a process of its own asks for one through the environment (`Media_Trash_Test`).
if ( getenv( 'WEBMCP_ABILITIES_MEDIA_TRASH' ) ) {
	define( 'MEDIA_TRASH', true );
}

require $webmcp_abilities_site . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/admin.php';
if ( getenv( 'WEBMCP_ABILITIES_ECOSYSTEM' ) ) {
	// The owner offers every fixture's ability, destructive ones too: the contract proves them once offered.
	$webmcp_abilities_settings = \WebMCP_Abilities\Settings\Settings::get();
	foreach ( wp_get_abilities() as $webmcp_abilities_ability ) {
		if ( in_array( strstr( $webmcp_abilities_ability->get_name(), '/', true ), array( 'woocommerce', 'jetpack-forms', 'yoast-seo', 'elementor' ), true ) ) {
			$webmcp_abilities_settings['abilities'][ $webmcp_abilities_ability->get_name() ] = true;
		}
	}
	update_option( \WebMCP_Abilities\Contract::settings_option(), $webmcp_abilities_settings );
}
// A fatal error in a test prints itself, not only WordPress's "critical error" page.
ini_set( 'display_errors', 'stderr' ); // phpcs:ignore WordPress.PHP.IniSet.display_errors_Blacklisted -- tests only.
// The scripted model (a test provider for the AI Client), at the server `npm run test:php` started.
require dirname( __DIR__, 2 ) . '/e2e/fixtures/mu-plugins/scripted-model.php';
require_once __DIR__ . '/Test_Case.php';
// The tool contract's fixture site and checks, which Tool_Contract_Test runs for every tool.
foreach ( glob( __DIR__ . '/Contract/*.php' ) as $webmcp_abilities_contract_part ) {
	require_once $webmcp_abilities_contract_part;
}
