<?php
/**
 * A describe step whose input is too long for an address.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Activity;

use WP_REST_Request;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * A describing ability is read-only, so core runs it over GET only, with its input in the query
 * string; the describe step sends the call's exact input. An input that carries a file (an image
 * an agent uploads from its own data, up to megabytes) makes an address no server takes: nginx and
 * Apache refuse a request line past 8 KB. The bridge then posts the input in the body instead, and
 * this reads that post as the GET it stands for, before core routes it.
 *
 * Only a describe step of a real agent call (`Agent_Call::described_of()`) is read so, and only
 * when the ability it runs is read-only: a post can never run anything but the read a GET would.
 *
 * @internal
 * @since 0.9.0
 */
final class Describe_Step_Body {

	/**
	 * Runs before the gate and the recorder, which then see the GET.
	 *
	 * @since 0.9.0
	 *
	 * @param mixed           $result  The pre-dispatch result (null to dispatch).
	 * @param WP_REST_Server  $server  The server.
	 * @param WP_REST_Request $request The request.
	 * @return mixed The result, unchanged.
	 */
	public static function read_as_get( $result, WP_REST_Server $server, WP_REST_Request $request ) { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.FoundInExtendedClassAfterLastUsed -- the filter's signature.
		if ( null !== $result || 'POST' !== $request->get_method() || null === Agent_Call::described_of( $request ) ) {
			return $result;
		}
		$describer = Agent_Call::run_ability_of( $request );
		$body      = (array) $request->get_json_params();
		if ( null === $describer || true !== ( $describer->get_meta_item( 'annotations' )['readonly'] ?? false ) || ! array_key_exists( 'input', $body ) ) {
			return $result;
		}
		$request->set_method( 'GET' );
		$request->set_query_params( array( 'input' => $body['input'] ) );
		$request->set_body( '' );
		return $result;
	}
}
