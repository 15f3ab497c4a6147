<?php
/**
 * What an agent sends another plugin's ability: its markup filtered before that plugin sees it.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Activity;

use WebMCP_Abilities\Abilities\Agent_Text;
use WebMCP_Abilities\Contract;
use WebMCP_Abilities\Exposure\Describe_Call;
use WP_Ability;
use WP_REST_Request;

defined( 'ABSPATH' ) || exit;

/**
 * The plugin's own abilities filter an agent's text where they store it (`Agent_Text`). Another
 * plugin's stores it as its own code decides, and for an administrator that is unfiltered: a
 * store keeps an order note or a coupon's code as given, and shows it in wp-admin as HTML. So an
 * agent's call to another plugin's ability, and its describe step, reach that ability with every
 * string that holds markup filtered as WordPress filters a post for people without
 * `unfiltered_html` (scripts, event handlers and `javascript:` addresses gone); strings without
 * `<` are left exactly as sent. Runs on `rest_pre_dispatch` before the call is recorded, so the
 * log shows what ran.
 *
 * @internal
 * @since 0.10.0
 */
final class Agent_Input {

	/**
	 * @since 0.10.0
	 *
	 * @param mixed           $result  The answer so far (null to go on).
	 * @param mixed           $server  The REST server.
	 * @param WP_REST_Request $request The request.
	 * @return mixed The answer, untouched.
	 */
	public static function filter( $result, $server, WP_REST_Request $request ) {
		$called    = Agent_Call::ability_of( $request );
		$described = null === $called ? Agent_Call::described_of( $request ) : null;
		$ability   = $called ?? $described;
		if ( null !== $result || ! $ability instanceof WP_Ability || Contract::is_own( $ability->get_name() ) ) {
			return $result;
		}
		$generic = null !== $described && Describe_Call::NAME === Agent_Call::run_ability_of( $request )?->get_name();
		if ( in_array( $request->get_method(), array( 'GET', 'DELETE' ), true ) ) {
			$query = $request->get_query_params();
			if ( isset( $query['input'] ) ) {
				$query['input'] = self::filtered( $query['input'], $generic );
				$request->set_query_params( $query );
			}
			return $result;
		}
		$body = (array) $request->get_json_params();
		if ( isset( $body['input'] ) ) {
			$body['input'] = self::filtered( $body['input'], $generic );
			$request->set_body( (string) wp_json_encode( $body ) );
		}
		return $result;
	}

	/**
	 * @param mixed $input   A run's input.
	 * @param bool  $generic Whether it is the generic describer's `{ ability, input }`.
	 * @return mixed It with the call's input filtered.
	 */
	private static function filtered( $input, bool $generic ) {
		if ( $generic ) {
			if ( is_array( $input ) && isset( $input['input'] ) ) {
				$input['input'] = self::strings( $input['input'] );
			}
			return $input;
		}
		return self::strings( $input );
	}

	/**
	 * @param mixed $value Any part of an input.
	 * @return mixed It with each string that holds markup filtered.
	 */
	private static function strings( $value ) {
		if ( is_array( $value ) ) {
			return array_map( array( self::class, 'strings' ), $value );
		}
		return is_string( $value ) && str_contains( $value, '<' ) ? Agent_Text::html( $value ) : $value;
	}
}
