<?php
/**
 * Tells the bridge's own runs of an ability from every other REST request.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Activity;

use WebMCP_Abilities\Contract;
use WebMCP_Abilities\Exposure\Describe_Call;
use WebMCP_Abilities\Exposure\Public_Tools;
use WebMCP_Abilities\Exposure\Tool_Name;
use WP_Ability;
use WP_REST_Request;

defined( 'ABSPATH' ) || exit;

/**
 * The bridge marks each run with the `X-WebMCP-Abilities-Tool` header, naming the tool the call
 * came through. Anyone can send any header, so a run counts as an agent call only when a
 * logged-in person runs an ability that exists and the header names exactly the tool the server
 * itself gives that ability (logged out: one of the public site's tools, a visitor's agent). The
 * mark never grants anything: the ability checks its permissions
 * on every run, marked or not.
 *
 * Before a consequential call runs, the bridge reads what it acts on through the ability's
 * describing ability (`meta.webmcp.describe`), the describe step, marked with the same tool header
 * and `X-WebMCP-Abilities-Describes` naming the ability called. It is that call's step when the
 * header names an ability whose tool the tool header names and whose describing ability this
 * run is; a refusal there (Agent_Call_Recorder) is the call's outcome.
 *
 * @internal
 * @since 0.1.0
 */
final class Agent_Call {

	/** Core's run route, whose ability names have two segments. */
	private const RUN_ROUTE = '#^/wp-abilities/v1/abilities/(?P<ability>[a-z0-9-]+/[a-z0-9-]+)/run\z#';

	/**
	 * @since 0.1.0
	 *
	 * @param WP_REST_Request $request A REST request.
	 * @return WP_Ability|null The ability an agent's tool runs, or null for any other request.
	 */
	public static function ability_of( WP_REST_Request $request ): ?WP_Ability {
		$tool = $request->get_header( Contract::tool_header() );
		$name = null === $tool ? null : self::run_of( $request );
		if ( null === $name ) {
			return null;
		}
		// A logged-out visitor's agent has the public site's tools only.
		if ( ! is_user_logged_in() && ! Public_Tools::is_public( $name ) ) {
			return null;
		}
		return Tool_Name::claim( $name ) === $tool ? wp_get_ability( $name ) : null;
	}

	/**
	 * @since 0.2.0
	 *
	 * @param WP_REST_Request $request A REST request.
	 * @return WP_Ability|null The ability whose call this request is the describe step of, or null.
	 */
	public static function described_of( WP_REST_Request $request ): ?WP_Ability {
		$tool   = $request->get_header( Contract::tool_header() );
		$called = $request->get_header( Contract::describes_header() );
		$run    = null === $tool || null === $called || ! is_user_logged_in() ? null : self::run_of( $request );
		if ( null === $run || ! wp_has_ability( $called ) || Tool_Name::claim( $called ) !== $tool ) {
			return null;
		}
		$ability   = wp_get_ability( $called );
		$meta      = null === $ability ? array() : $ability->get_meta();
		$describer = $meta['webmcp']['describe'] ?? null;
		if ( null === $describer && Describe_Call::NAME === $run ) {
			// The generic describer stands in for one the ability does not name: for this ability only.
			$input = $request->get_param( 'input' );
			return is_array( $input ) && ( $input['ability'] ?? null ) === $called ? $ability : null;
		}
		return $describer === $run ? $ability : null;
	}

	/**
	 * A run signed in with an application password (a script or remote client): recorded like a
	 * tool's, whatever headers it sends.
	 *
	 * @since 0.2.0
	 *
	 * @param WP_REST_Request $request A REST request.
	 * @return WP_Ability|null The ability run, or null for any other request.
	 */
	public static function app_password_run_of( WP_REST_Request $request ): ?WP_Ability {
		$name = Call_Channel::signed_with_app_password() ? self::run_of( $request ) : null;
		return null === $name ? null : wp_get_ability( $name );
	}

	/**
	 * @since 0.9.0
	 *
	 * @param WP_REST_Request $request A REST request.
	 * @return WP_Ability|null The ability core's run route runs, if it is that route.
	 */
	public static function run_ability_of( WP_REST_Request $request ): ?WP_Ability {
		$name = self::run_of( $request );
		return null === $name ? null : wp_get_ability( $name );
	}

	/**
	 * @param WP_REST_Request $request A REST request.
	 * @return string|null The registered ability core's run route runs, if it is that route.
	 */
	private static function run_of( WP_REST_Request $request ): ?string {
		if ( 1 !== preg_match( self::RUN_ROUTE, $request->get_route(), $matches ) || ! wp_has_ability( $matches['ability'] ) ) {
			return null;
		}
		return $matches['ability'];
	}
}
