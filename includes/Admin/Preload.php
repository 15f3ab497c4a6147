<?php
/**
 * Hands a script the REST answers it will ask for, computed by the REST API itself.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Admin;

defined( 'ABSPATH' ) || exit;

/**
 * Both of the plugin's screens read REST through `@wordpress/api-fetch`; the answers are
 * computed here, on the server, and handed to api-fetch's preloading middleware under their
 * paths, so a page load makes no REST request of its own. The bridge gets only the abilities this
 * page offers (at most the cap), however many the site registers.
 *
 * An ability's answer is made without dispatching a REST request: a full dispatch would set up
 * the REST server (every route of the site) on every wp-admin page, the largest part of what the
 * plugin cost a page (measured: about 9 ms of set-up and 1 ms an ability, in PHP without
 * OPcache; the controller's own answer 0.2 ms, made by hand 0.04 ms). The body is the same as
 * REST's but for `_links`, which the bridge never reads (PHPUnit compares the two for every
 * ability, with and without another plugin's REST field).
 *
 * @internal
 * @since 0.1.0
 */
final class Preload {

	/** Where the bridge reads one ability; `%s` is its name. */
	private const ABILITY_PATH = '/wp-abilities/v1/abilities/%s';

	/**
	 * @since 0.1.0
	 *
	 * @param string   $handle A script that depends on `wp-api-fetch`.
	 * @param string[] $paths  The REST paths it reads, as api-fetch's `path`.
	 */
	public static function attach( string $handle, array $paths ): void {
		// An answer REST gives as an error is left out, and the script asks for it itself.
		$responses = array_filter(
			array_reduce( $paths, 'rest_preload_api_request', array() ),
			static fn ( $response ): bool => is_array( $response ) && ! isset( $response['body']['code'] )
		);
		self::hand_over( $handle, $responses );
	}

	/**
	 * @since 0.1.0
	 *
	 * @param string   $handle        A script that depends on `wp-api-fetch`.
	 * @param string[] $ability_names Abilities the page offers; each is in REST.
	 */
	public static function attach_abilities( string $handle, array $ability_names ): void {
		if ( ! class_exists( \WP_REST_Abilities_V1_List_Controller::class ) ) {
			self::attach( $handle, self::ability_paths( $ability_names ) );
			return;
		}
		self::hand_over( $handle, self::ability_answers( $ability_names ) );
	}

	/**
	 * @since 0.1.0
	 *
	 * @param string[] $ability_names Abilities in REST.
	 * @return array<string, array{body: array<string, mixed>, headers: array<string, string>}> What
	 *         `GET /wp-abilities/v1/abilities/NAME` answers for each, by path, as preloaded.
	 */
	public static function ability_answers( array $ability_names ): array {
		$answers = array();
		// The endpoint's own permission check: without it the bridge asks REST, and hears why not.
		if ( ! current_user_can( 'read' ) ) {
			return $answers;
		}
		$controller = self::needs_controller() ? new \WP_REST_Abilities_V1_List_Controller() : null;
		foreach ( $ability_names as $name ) {
			$ability = wp_get_ability( $name );
			if ( null === $ability || ! $ability->get_meta_item( 'show_in_rest' ) ) {
				continue;
			}
			$path             = sprintf( self::ABILITY_PATH, $name );
			$answers[ $path ] = array(
				'body'    => null === $controller ? self::ability_body( $ability ) : self::controller_body( $controller, $ability, $path ),
				'headers' => array(),
			);
		}
		return $answers;
	}

	/**
	 * The controller's answer is these fields, then REST fields other plugins may add, then a
	 * filter by context that keeps them all in `view`. Made by hand it costs a fifth as much.
	 *
	 * @param \WP_Ability $ability An ability.
	 * @return array<string, mixed>
	 */
	private static function ability_body( \WP_Ability $ability ): array {
		return array(
			'name'          => $ability->get_name(),
			'label'         => $ability->get_label(),
			'description'   => $ability->get_description(),
			'category'      => $ability->get_category(),
			'input_schema'  => wp_prepare_json_schema_for_client( $ability->get_input_schema() ),
			'output_schema' => wp_prepare_json_schema_for_client( $ability->get_output_schema() ),
			'meta'          => $ability->get_meta(),
		);
	}

	/**
	 * @param \WP_REST_Abilities_V1_List_Controller $controller The Abilities API's controller.
	 * @param \WP_Ability                           $ability    An ability.
	 * @param string                                $path       Its REST path.
	 * @return array<string, mixed>
	 */
	private static function controller_body( \WP_REST_Abilities_V1_List_Controller $controller, \WP_Ability $ability, string $path ): array {
		$request = new \WP_REST_Request( 'GET', $path );
		$request->set_param( 'name', $ability->get_name() );
		$request->set_param( 'context', 'view' );
		return $controller->prepare_item_for_response( $ability, $request )->get_data();
	}

	/**
	 * The controller makes the answer when another plugin adds REST fields to abilities, and on
	 * WordPress before 7.1, whose answer is made differently.
	 */
	private static function needs_controller(): bool {
		global $wp_rest_additional_fields;
		return ! function_exists( 'wp_prepare_json_schema_for_client' ) || ! empty( $wp_rest_additional_fields['ability'] );
	}

	/**
	 * @since 0.1.0
	 *
	 * @param string[] $ability_names Abilities.
	 * @return string[] The paths the bridge reads them from.
	 */
	public static function ability_paths( array $ability_names ): array {
		return array_map( static fn ( string $name ): string => sprintf( self::ABILITY_PATH, $name ), $ability_names );
	}

	/**
	 * @param string               $handle    A script that depends on `wp-api-fetch`.
	 * @param array<string, mixed> $responses Preloaded answers by path.
	 */
	private static function hand_over( string $handle, array $responses ): void {
		wp_add_inline_script(
			$handle,
			sprintf( 'wp.apiFetch.use( wp.apiFetch.createPreloadingMiddleware( %s ) );', wp_json_encode( (object) $responses ) ),
			'before'
		);
	}
}
