<?php
/**
 * The error codes the plugin's abilities return, each with its HTTP status.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Abilities;

use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Abilities fail with these codes only, so agents can act on them; the messages say what to do
 * next. Documented in docs/abilities.md.
 *
 * @internal
 * @since 0.1.0
 */
final class Errors {

	/**
	 * The object does not exist, or the user may not see it (the two are never told apart).
	 *
	 * @param string $message What was not found and what to try instead.
	 */
	public static function not_found( string $message ): WP_Error {
		return new WP_Error( 'not_found', $message, array( 'status' => 404 ) );
	}

	/**
	 * The user may not do this (401 when nobody is logged in, 403 otherwise).
	 *
	 * @param string $message What is not allowed.
	 */
	public static function access_denied( string $message ): WP_Error {
		return new WP_Error( 'access_denied', $message, array( 'status' => rest_authorization_required_code() ) );
	}

	/**
	 * The input is well-formed but refers to something unusable (an unknown category, say).
	 *
	 * @param string $message What is wrong with the input.
	 */
	public static function invalid_input( string $message ): WP_Error {
		return new WP_Error( 'invalid_input', $message, array( 'status' => 400 ) );
	}

	/**
	 * The object is in a state that does not allow this (publishing a trashed post, say).
	 *
	 * @param string $message The state it is in and how to change it.
	 */
	public static function invalid_state( string $message ): WP_Error {
		return new WP_Error( 'invalid_state', $message, array( 'status' => 409 ) );
	}

	/**
	 * WordPress failed to do what was asked; nothing the agent sent was wrong.
	 *
	 * @param WP_Error $error What WordPress returned.
	 */
	public static function failed( WP_Error $error ): WP_Error {
		return new WP_Error( 'operation_failed', $error->get_error_message(), array( 'status' => 500 ) );
	}
}
