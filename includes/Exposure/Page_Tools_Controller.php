<?php
/**
 * REST route the bridge reads a page's tools from, once it knows the browser can use them.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Exposure;

use WebMCP_Abilities\Contract;
use WebMCP_Abilities\Settings\Settings;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * `GET /webmcp-abilities/v1/page-tools?screen=ID`: what `Page_Tools` decides for the person on
 * that wp-admin screen, with REST's answer for each offered ability. A page itself carries only
 * its screen ID: most browsers have no WebMCP agent, and the page should cost them, and the
 * server, nothing for the tools. A screen ID only narrows what is offered; every call is checked
 * again on the server (`Agent_Call_Gate`) whatever the page claimed.
 *
 * @internal
 * @since 0.1.0
 */
final class Page_Tools_Controller {

	public const ROUTE = '/page-tools';

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
				'callback'            => array( self::class, 'get' ),
				'permission_callback' => 'is_user_logged_in',
				'args'                => array(
					'screen' => array(
						'description' => __( 'The wp-admin screen ID the tools are for.', 'webmcp-abilities' ),
						'type'        => 'string',
						// WordPress makes every screen ID with sanitize_key().
						'pattern'     => '^[a-z0-9_-]{1,200}$',
						'required'    => true,
					),
				),
			)
		);
	}

	/**
	 * @since 0.1.0
	 *
	 * @param WP_REST_Request $request The request.
	 * @return WP_REST_Response What the bridge reads as the page's plan (`src/page-plan.ts`).
	 */
	public static function get( WP_REST_Request $request ): WP_REST_Response {
		$screen_id = (string) $request['screen'];
		return new WP_REST_Response( Plan_Cache::remember( $screen_id, static fn (): array => self::plan( $screen_id ) ) );
	}

	/**
	 * @param string $screen_id A screen ID.
	 * @return array<string, mixed> The plan for the current user on that screen.
	 */
	private static function plan( string $screen_id ): array {
		$tools = Page_Tools::for_current_user( Page_Tools::screen( $screen_id ) );
		return array(
			'offered'           => $tools['offered'],
			'leftOut'           => $tools['left_out'],
			'notInRest'         => $tools['not_in_rest'],
			// Objects even when empty: the script reads them as maps.
			'unnamed'           => (object) $tools['unnamed'],
			// What browser-side abilities, which PHP never sees, need from the server's decision.
			'pageRoom'          => $tools['room'],
			'pageChoices'       => (object) Tool_Offer::page_choices(),
			// Only those registered at first: a loaded group's are read when it loads.
			'abilities'         => (object) Ability_Answers::of( $tools['offered'] ),
			'toolGroups'        => $tools['groups'],
			// Whether the confirmation may offer a grant for trashing or marking as spam.
			'destructiveGrants' => Settings::get()['destructive_grants'],
		);
	}
}
