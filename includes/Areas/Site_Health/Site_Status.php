<?php
/**
 * Site Health's direct tests, run as Tools > Site Health runs them when it opens, their results
 * as text.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Site_Health;

use WP_Site_Health;

defined( 'ABSPATH' ) || exit;

/**
 * The screen calls each direct test's `get_test_*` method, or its callable when a plugin added
 * it, and passes the result through `site_status_test_result` (`WP_Site_Health::enqueue_scripts()`
 * and its private `perform_test()`). The asynchronous tests (loopback, HTTPS, WordPress.org, the
 * background updates, the page cache) are the browser's: the screen requests each after it
 * loads, and so they are not run here.
 *
 * @internal
 * @since 0.8.0
 */
final class Site_Status {

	/** The statuses, worst first: the order the screen lists results in. */
	public const STATUSES = array( 'critical', 'recommended', 'good' );

	/**
	 * @return list<array{test: string, label: string, status: string, badge: string, description: string, actions: string}>
	 *         Each direct test's result, worst first, the screen's HTML as text.
	 */
	public static function results(): array {
		// What `wp_cron_scheduled_check()` loads when cron runs the same tests outside wp-admin.
		require_once ABSPATH . 'wp-admin/includes/admin.php';
		require_once ABSPATH . 'wp-admin/includes/class-wp-site-health.php';
		self::load_admin_translations();
		$health  = WP_Site_Health::get_instance();
		$results = array();
		foreach ( WP_Site_Health::get_tests()['direct'] as $id => $test ) {
			$run = $test['test'] ?? null;
			if ( is_string( $run ) && is_callable( array( $health, 'get_test_' . $run ) ) ) {
				$run = array( $health, 'get_test_' . $run );
			}
			if ( ! is_callable( $run ) ) {
				continue;
			}
			/** This filter is documented in wp-admin/includes/class-wp-site-health.php */
			$result = apply_filters( 'site_status_test_result', call_user_func( $run ) ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- core's filter, applied as the screen applies it.
			// A result with a status the screen has no section for is one it does not show.
			if ( is_array( $result ) && in_array( $result['status'] ?? '', self::STATUSES, true ) ) {
				$results[] = self::summary( (string) $id, $result );
			}
		}
		$rank = array_flip( self::STATUSES );
		usort( $results, static fn ( array $a, array $b ): int => ( $rank[ $a['status'] ] ?? 3 ) <=> ( $rank[ $b['status'] ] ?? 3 ) );
		return $results;
	}

	/**
	 * @param array<int, array{status: string}> $results Results.
	 * @return array<string, int> How many have each status.
	 */
	public static function counts( array $results ): array {
		$counts = array_fill_keys( self::STATUSES, 0 );
		foreach ( $results as $result ) {
			if ( isset( $counts[ $result['status'] ] ) ) {
				++$counts[ $result['status'] ];
			}
		}
		return $counts;
	}

	/**
	 * @param string               $id     The test's key in `site_status_tests`.
	 * @param array<string, mixed> $result What it returned.
	 * @return array{test: string, label: string, status: string, badge: string, description: string, actions: string}
	 */
	private static function summary( string $id, array $result ): array {
		return array(
			'test'        => $id,
			'label'       => self::text( (string) ( $result['label'] ?? '' ) ),
			'status'      => (string) ( $result['status'] ?? '' ),
			'badge'       => self::text( (string) ( $result['badge']['label'] ?? '' ) ),
			'description' => self::text( (string) ( $result['description'] ?? '' ) ),
			'actions'     => self::text( (string) ( $result['actions'] ?? '' ) ),
		);
	}

	/**
	 * @param string $html What the screen prints.
	 * @return string The words a person reads there, on one line.
	 */
	private static function text( string $html ): string {
		// Paragraphs and list items read as separate words, not run together.
		$spaced = (string) preg_replace( '#<(?:/p|/li|/h\d|br\s*/?)>#i', '$0 ', $html );
		$text   = html_entity_decode( wp_strip_all_tags( $spaced, true ), ENT_QUOTES | ENT_HTML5, 'UTF-8' );
		return trim( (string) preg_replace( '/\s+/u', ' ', $text ) );
	}

	/**
	 * Site Health's words are in WordPress's admin translations, which a REST request does not
	 * load; as `WP_REST_Site_Health_Controller::load_admin_textdomain()` does, so the labels are
	 * the screen's.
	 */
	private static function load_admin_translations(): void {
		if ( ! is_admin() ) {
			$locale = determine_locale();
			load_textdomain( 'default', WP_LANG_DIR . "/admin-$locale.mo", $locale );
		}
	}
}
