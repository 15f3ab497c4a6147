<?php
/**
 * The input schema of an ability that takes none.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Abilities;

defined( 'ABSPATH' ) || exit;

/**
 * @internal
 * @since 0.10.0
 */
final class No_Input {

	/**
	 * An object that may hold nothing. No `properties`: PHP's empty array() is served as a JSON
	 * list, not an object. The default lets a call that sends no input at all (a GET with no
	 * query) pass validation.
	 *
	 * @since 0.10.0
	 *
	 * @return array<string, mixed> The schema.
	 */
	public static function schema(): array {
		return array(
			'type'                 => 'object',
			'additionalProperties' => false,
			'default'              => array(),
		);
	}
}
