<?php
/**
 * Refuses an agent call before it runs: over the person's budget, or for a withdrawn tool.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Activity;

use WebMCP_Abilities\Contract;
use WebMCP_Abilities\Exposure\Tool_Offer;
use WebMCP_Abilities\Grants\Grant_Policy;
use WebMCP_Abilities\Grants\Grant_Store;
use WebMCP_Abilities\Exposure\Public_Tools;
use WebMCP_Abilities\Settings\Settings;
use WP_Error;
use WP_REST_Request;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Runs on `rest_pre_dispatch`, which fires before WordPress matches the route, so a refused
 * call never reaches the ability, its input validation or its permission check. A tab keeps
 * the tools it was given when it loaded; when the site stops offering one (the owner switched it
 * or the whole plugin off, a filter took it away, the person lost its gate capability), the
 * tab's calls get `tool_withdrawn` until it reloads and gets the current tools. A call naming a
 * grant for bulk work (Grant_Store) takes one of its calls, or is refused as `grant_ended`.
 *
 * Only real agent calls (`Agent_Call`) are checked, and their describe steps, which count against
 * the budget and are withdrawn with their tool: a logged-out request or a header naming the wrong
 * tool is other REST use, which the ability's own permissions govern.
 *
 * @internal
 * @since 0.1.0
 */
final class Agent_Call_Gate {

	/**
	 * @since 0.1.0
	 *
	 * @param mixed           $result  The pre-dispatch result (null to dispatch).
	 * @param WP_REST_Server  $server  The server.
	 * @param WP_REST_Request $request The request.
	 * @return mixed The result, or the refusal.
	 */
	public static function check( $result, WP_REST_Server $server, WP_REST_Request $request ) {
		if ( null !== $result ) {
			return $result;
		}
		$ability   = Agent_Call::ability_of( $request );
		$describes = null === $ability ? Agent_Call::described_of( $request ) : null;
		$ability ??= $describes;
		if ( null === $ability ) {
			return $result;
		}
		// With the plugin off, no agent traffic is expected: it is refused, neither counted nor logged.
		if ( Settings::get()['enabled'] ) {
			$retry_after = is_user_logged_in() ? Rate_Limiter::take( get_current_user_id() ) : Rate_Limiter::take_for_visitor();
			if ( null !== $retry_after ) {
				return Rate_Limiter::refusal( $retry_after );
			}
		}
		$offered = Public_Tools::is_public( $ability->get_name() )
			? in_array( $ability->get_name(), Public_Tools::offered(), true )
			: Tool_Offer::is_offered( $ability );
		if ( ! $offered ) {
			return self::withdrawn();
		}
		// The describe step reads for the person: a grant is the run's to take, not the read's.
		if ( null !== $describes ) {
			return $result;
		}
		Grant_Store::forget( $request );
		$grant = $request->get_header( Contract::grant_header() );
		if ( null !== $grant ) {
			if ( ! Grant_Policy::covers( $ability, $request->get_param( 'input' ) ) ) {
				return self::grant_not_allowed();
			}
			if ( ! is_user_logged_in() || ! Grant_Store::consume( $grant, get_current_user_id(), $ability->get_name() ) ) {
				return self::grant_ended();
			}
			Grant_Store::mark( $request, $grant );
		}
		return $result;
	}

	/**
	 * 403: the call names a grant that is spent, over, ended, another person's or another tool's.
	 * It did not run; calling again without the grant asks the person.
	 */
	private static function grant_ended(): WP_Error {
		return new WP_Error(
			'grant_ended',
			__( 'The person\'s permission to run this tool without asking has ended, so the call did not run. Call again: the person will be asked.', 'webmcp-abilities' ),
			array(
				'status'    => 403,
				'retryable' => true,
			)
		);
	}

	/**
	 * 403: the call names a grant, but it trashes or marks as spam and the site's owner lets no
	 * grant cover that. It did not run, and took nothing from the grant.
	 */
	public static function grant_not_allowed(): WP_Error {
		return new WP_Error(
			'grant_not_allowed',
			__( 'On this site, calls that trash or mark as spam are confirmed one at a time: no grant for bulk work covers them, so the call did not run. Call again without the grant: the person will be asked.', 'webmcp-abilities' ),
			array(
				'status'    => 403,
				'retryable' => true,
			)
		);
	}

	/**
	 * 410 Gone: the tool is what went away. The person may still run the ability elsewhere in
	 * wp-admin; only its offer as a tool ended.
	 */
	private static function withdrawn(): WP_Error {
		return new WP_Error(
			'tool_withdrawn',
			__( 'This tool was withdrawn: the site no longer offers it to you. Reload the page to get the current tools.', 'webmcp-abilities' ),
			array(
				'status'    => 410,
				'retryable' => false,
			)
		);
	}
}
