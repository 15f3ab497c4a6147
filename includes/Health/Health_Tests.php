<?php
/**
 * Puts the plugin's checks on Tools > Site Health, and its REST check's route.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Health;

use WebMCP_Abilities\Contract;
use WP_REST_Server;

use const WebMCP_Abilities\MINIMUM_WP_VERSION;

defined( 'ABSPATH' ) || exit;

/**
 * The Abilities API check is registered even when the plugin cannot run (WordPress too old), so
 * Site Health says why; the others need the plugin running. The REST check is asynchronous:
 * Site Health's page requests it from the browser with the person's cookies and nonce, exactly
 * as the tools do, so a blocked REST API fails it.
 *
 * @internal
 * @since 0.6.0
 */
final class Health_Tests {

	/** The REST check's route, after the plugin's namespace. */
	private const REST_ROUTE = '/health/rest';

	/**
	 * Runs on `site_status_tests` when the plugin cannot run.
	 *
	 * @since 0.6.0
	 *
	 * @param array<string, array<string, mixed>> $tests Site Health's tests.
	 * @return array<string, array<string, mixed>>
	 */
	public static function add_requirement( array $tests ): array {
		$tests['direct']['webmcp_abilities_abilities_api'] = array(
			'label' => __( 'WebMCP Abilities: the Abilities API', 'webmcp-abilities' ),
			'test'  => static fn (): array => Health_Checks::abilities_api( (string) get_bloginfo( 'version' ), function_exists( 'wp_register_ability' ), MINIMUM_WP_VERSION ),
		);
		return $tests;
	}

	/**
	 * Runs on `site_status_tests`.
	 *
	 * @since 0.6.0
	 *
	 * @param array<string, array<string, mixed>> $tests Site Health's tests.
	 * @return array<string, array<string, mixed>>
	 */
	public static function add( array $tests ): array {
		$tests = self::add_requirement( $tests );
		foreach ( array(
			'object_cache' => array( __( 'WebMCP Abilities: the object cache', 'webmcp-abilities' ), static fn (): array => Health_Checks::object_cache( (bool) wp_using_ext_object_cache() ) ),
			'cap'          => array( __( 'WebMCP Abilities: tools past the cap', 'webmcp-abilities' ), array( Health_Checks::class, 'cap' ) ),
			'log_table'    => array( __( 'WebMCP Abilities: the activity log', 'webmcp-abilities' ), array( Health_Checks::class, 'log_table' ) ),
			'assistant'    => array( __( 'WebMCP Abilities: the site assistant', 'webmcp-abilities' ), static fn (): array => Health_Checks::assistant( Health_Checks::has_provider() ) ),
		) as $id => $test ) {
			$tests['direct'][ 'webmcp_abilities_' . $id ] = array(
				'label' => $test[0],
				'test'  => $test[1],
			);
		}
		$tests['async']['webmcp_abilities_rest'] = array(
			'label'    => __( 'WebMCP Abilities: the REST API from the browser', 'webmcp-abilities' ),
			'test'     => rest_url( Contract::rest_namespace() . self::REST_ROUTE ),
			'has_rest' => true,
		);
		return $tests;
	}

	/**
	 * Runs on `rest_api_init`.
	 *
	 * @since 0.6.0
	 */
	public static function register_route(): void {
		register_rest_route(
			Contract::rest_namespace(),
			self::REST_ROUTE,
			array(
				'methods'             => WP_REST_Server::READABLE,
				'callback'            => array( Health_Checks::class, 'rest' ),
				'permission_callback' => static fn (): bool => current_user_can( 'view_site_health_checks' ),
			)
		);
	}
}
