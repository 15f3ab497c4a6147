<?php
/**
 * What the Abilities API's REST route answers for an ability, made without dispatching a request.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Exposure;

defined( 'ABSPATH' ) || exit;

/**
 * The bridge builds each tool from `GET /wp-abilities/v1/abilities/NAME`. The page's tools
 * come with those answers in one request, made here: a REST dispatch per ability would set up
 * the REST server's routes again for each (measured: about 9 ms of set-up and 1 ms an ability,
 * in PHP without OPcache; the controller's own answer 0.2 ms, made by hand 0.04 ms). The body is
 * REST's but for `_links`, which the bridge never reads (PHPUnit compares the two for every
 * ability, with and without another plugin's REST field); like REST's, it leaves the tool's
 * examples out (`Tool_Examples`).
 *
 * @internal
 * @since 0.1.0
 */
final class Ability_Answers {

	/**
	 * @since 0.1.0
	 *
	 * @param string[] $ability_names Abilities.
	 * @param bool     $for_anyone    Whether they are answered to anyone: the public site's tools,
	 *                                which REST lists only to people who may `read`.
	 * @return array<string, array<string, mixed>> REST's answer for each one in REST, by name; none
	 *         for a person REST would refuse, so the bridge asks REST and hears why.
	 */
	public static function of( array $ability_names, bool $for_anyone = false ): array {
		$answers = array();
		// The route's own permission check; and without its controller, the bridge asks REST.
		if ( ! ( $for_anyone || current_user_can( 'read' ) ) || ! class_exists( \WP_REST_Abilities_V1_List_Controller::class ) ) {
			return $answers;
		}
		$controller = self::needs_controller() ? new \WP_REST_Abilities_V1_List_Controller() : null;
		foreach ( $ability_names as $name ) {
			$ability = wp_get_ability( $name );
			if ( null === $ability || ! $ability->get_meta_item( 'show_in_rest' ) ) {
				continue;
			}
			$answers[ $name ] = Tool_Examples::served( null === $controller ? self::made_by_hand( $ability ) : self::from_controller( $controller, $ability ) );
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
	private static function made_by_hand( \WP_Ability $ability ): array {
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
	 * @return array<string, mixed>
	 */
	private static function from_controller( \WP_REST_Abilities_V1_List_Controller $controller, \WP_Ability $ability ): array {
		$request = new \WP_REST_Request( 'GET', '/wp-abilities/v1/abilities/' . $ability->get_name() );
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
}
