<?php
/**
 * Runs WordPress's own `rest_validate_value_from_schema()` over cases read as JSON from stdin,
 * each input read the way the run endpoint reads it: from a JSON body, or from a query string
 * parsed by PHP. Loads only the core files the function needs, so no database is involved.
 *
 * Usage: php wordpress-validate.php /path/to/wordpress < cases.json
 *
 * @package WebMCP_Abilities
 */

define( 'ABSPATH', rtrim( $argv[1], '/' ) . '/' );
define( 'WPINC', 'wp-includes' );
define( 'WP_DEBUG', false );
// WordPress itself reads `$args['type']` unchecked on a schema without one; that warning is not a verdict.
error_reporting( E_ALL & ~E_WARNING );

foreach (
	array(
		'compat.php',
		'load.php',
		'class-wp-error.php',
		'plugin.php',
		'pomo/translations.php',
		'l10n/class-wp-translation-controller.php',
		'l10n/class-wp-translations.php',
		'l10n.php',
		'functions.php',
		'formatting.php',
		'kses.php',
		'rest-api.php',
	) as $file
) {
	require_once ABSPATH . WPINC . '/' . $file;
}

// As `default-filters.php` does: `_doing_it_wrong()` messages use `%l` (a schema without a type).
add_filter( 'wp_sprintf', 'wp_sprintf_l', 10, 2 );

$verdicts = array();
foreach ( json_decode( stream_get_contents( STDIN ), true ) as $case ) {
	if ( isset( $case['query'] ) ) {
		parse_str( $case['query'], $params );
		$input = $params['input'] ?? null;
	} else {
		$input = json_decode( $case['body'], true )['input'] ?? null;
	}
	// `WP_Ability::normalize_input()`.
	if ( null === $input && is_array( $case['schema'] ) && array_key_exists( 'default', $case['schema'] ) ) {
		$input = $case['schema']['default'];
	}
	$result     = rest_validate_value_from_schema( $input, $case['schema'], 'input' );
	$verdicts[] = is_wp_error( $result ) ? $result->get_error_message() : true;
}
echo json_encode( $verdicts );
