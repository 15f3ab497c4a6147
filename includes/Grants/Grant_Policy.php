<?php
/**
 * Which calls a grant for bulk work may cover.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Grants;

use WebMCP_Abilities\Settings\Settings;
use WP_Ability;

defined( 'ABSPATH' ) || exit;

/**
 * A call is destructive when its ability is annotated so (trash a post), or when its input is one
 * its ability declares destructive in `meta.webmcp.destructive_when` (a comment moderated to spam
 * or trash): field name => the values that make it so. Such calls run under a grant only when the
 * site's owner allows it (`destructive_grants`); otherwise each is confirmed on its own, however
 * the request is made.
 *
 * @internal
 * @since 0.3.0
 */
final class Grant_Policy {

	/**
	 * @since 0.3.0
	 *
	 * @param WP_Ability $ability The ability called.
	 * @param mixed      $input   The call's input.
	 */
	public static function is_destructive( WP_Ability $ability, $input ): bool {
		$meta = $ability->get_meta();
		if ( true === ( $meta['annotations']['destructive'] ?? null ) ) {
			return true;
		}
		$when = $meta['webmcp']['destructive_when'] ?? null;
		if ( ! is_array( $when ) || ! is_array( $input ) ) {
			return false;
		}
		foreach ( $when as $field => $values ) {
			if ( is_array( $values ) && array_key_exists( $field, $input ) && in_array( $input[ $field ], $values, true ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * @since 0.3.0
	 *
	 * @param WP_Ability $ability The ability.
	 * @return bool Whether a grant may be given for it at all: not for one whose every call is
	 *              destructive, unless the owner allows it.
	 */
	public static function may_grant( WP_Ability $ability ): bool {
		return self::covers( $ability, null );
	}

	/**
	 * @since 0.3.0
	 *
	 * @param WP_Ability $ability The ability called.
	 * @param mixed      $input   The call's input.
	 * @return bool Whether this call may run under a grant.
	 */
	public static function covers( WP_Ability $ability, $input ): bool {
		return Settings::get()['destructive_grants'] || ! self::is_destructive( $ability, $input );
	}
}
