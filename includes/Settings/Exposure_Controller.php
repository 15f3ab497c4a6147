<?php
/**
 * REST route for the settings screen: every ability on the site and how it is offered to agents.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Settings;

use WebMCP_Abilities\Contract;
use WebMCP_Abilities\Exposure\Exposure_Policy;
use WebMCP_Abilities\Exposure\Page_Tools;
use WebMCP_Abilities\Exposure\Tool_Name;
use WebMCP_Abilities\Exposure\Public_Tools;
use WP_Ability;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * `GET /webmcp-abilities/v1/exposure`, for people who manage options. Unlike
 * `/wp-abilities/v1/abilities` it lists abilities that are not in REST too, since the owner
 * needs to see why those cannot be tools.
 *
 * @internal
 * @since 0.1.0
 */
final class Exposure_Controller {

	public const ROUTE = '/exposure';

	/** How many tools each role gets, screen by screen. */
	public const COUNTS_ROUTE = '/exposure/counts';

	/**
	 * Runs on `rest_api_init`.
	 *
	 * @since 0.1.0
	 */
	public static function register(): void {
		register_rest_route(
			Contract::rest_namespace(),
			self::ROUTE,
			array(
				'methods'             => WP_REST_Server::READABLE,
				'callback'            => array( self::class, 'list' ),
				'permission_callback' => static fn () => current_user_can( 'manage_options' ),
			)
		);
		register_rest_route(
			Contract::rest_namespace(),
			self::COUNTS_ROUTE,
			array(
				'methods'             => WP_REST_Server::READABLE,
				'callback'            => array( self::class, 'counts' ),
				'permission_callback' => static fn () => current_user_can( 'manage_options' ),
			)
		);
	}

	/**
	 * @since 0.1.0
	 */
	public static function list(): WP_REST_Response {
		$categories = array();
		foreach ( wp_get_ability_categories() as $category ) {
			$categories[ $category->get_slug() ] = $category->get_label();
		}
		$left_out = Page_Tools::left_out_by_screen();
		$items    = array_map(
			static fn ( WP_Ability $ability ) => self::describe( $ability, $categories ) + array(
				'left_out_on' => $left_out[ $ability->get_name() ] ?? array(),
			),
			array_values( wp_get_abilities() )
		);
		return new WP_REST_Response( $items );
	}

	/**
	 * @since 0.1.0
	 *
	 * @return WP_REST_Response The site's roles, in WordPress's order, and for each screen ID an
	 *                          ability names (and `*`, every other screen), by role, how many
	 *                          server abilities' tools a person is offered there (`offered`) and
	 *                          how many the page registers at once (`counts`, the loader counted).
	 */
	public static function counts(): WP_REST_Response {
		$roles = array();
		foreach ( wp_roles()->get_names() as $slug => $name ) {
			$roles[] = array(
				'slug' => (string) $slug,
				'name' => translate_user_role( $name ),
			);
		}
		$screens = array();
		foreach ( Page_Tools::counts_by_role() as $screen => $counts ) {
			$screens[] = array(
				'screen'  => (string) $screen,
				'counts'  => (object) wp_list_pluck( $counts, 'at_once' ),
				'offered' => (object) wp_list_pluck( $counts, 'offered' ),
			);
		}
		return new WP_REST_Response(
			array(
				'roles'   => $roles,
				'screens' => $screens,
			)
		);
	}

	/**
	 * @param WP_Ability            $ability    The ability.
	 * @param array<string, string> $categories Category labels by slug.
	 * @return array<string, mixed>
	 */
	private static function describe( WP_Ability $ability, array $categories ): array {
		$meta      = $ability->get_meta();
		$tool_name = Tool_Name::claim( $ability->get_name() );
		return array(
			'name'           => $ability->get_name(),
			'label'          => $ability->get_label(),
			'description'    => $ability->get_description(),
			'category'       => $ability->get_category(),
			'category_label' => $categories[ $ability->get_category() ] ?? $ability->get_category(),
			'input_schema'   => $ability->get_input_schema(),
			'output_schema'  => $ability->get_output_schema(),
			// Only what the screen reads, in the shape the bridge reads it from REST.
			'meta'           => (object) array_intersect_key( $meta, array_flip( array( 'annotations', 'webmcp' ) ) ),
			'gate'           => Exposure_Policy::gate( $ability ),
			'screens'        => Exposure_Policy::screens( $ability ),
			'in_rest'        => Exposure_Policy::is_in_rest( $ability ),
			// The server names server abilities' tools; the screen shows its answer, not a guess.
			'tool_name'      => $tool_name,
			'unnamed_reason' => null === $tool_name ? Tool_Name::why_not( $ability->get_name() ) : null,
			'choice'         => Settings::choice( $ability->get_name() ),
		) + ( Public_Tools::is_public( $ability->get_name() ) ? self::public_offer( $ability ) : array(
			'asks'        => Exposure_Policy::asks_to_be_exposed( $ability ),
			'wanted'      => Exposure_Policy::is_wanted( $ability ),
			'exposed'     => Exposure_Policy::is_requested( $ability, null ),
			'public_site' => false,
		) );
	}

	/**
	 * A visitors' tool is offered on the public site unless the owner switched it off, and
	 * never in wp-admin.
	 *
	 * @param WP_Ability $ability One of `Public_Tools::abilities()`.
	 * @return array{asks: bool, wanted: bool, exposed: bool, public_site: bool}
	 */
	private static function public_offer( WP_Ability $ability ): array {
		return array(
			'asks'        => true,
			'wanted'      => false !== Settings::choice( $ability->get_name() ),
			'exposed'     => in_array( $ability->get_name(), Public_Tools::offered(), true ),
			'public_site' => true,
		);
	}
}
