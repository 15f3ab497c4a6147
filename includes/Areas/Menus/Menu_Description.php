<?php
/**
 * What the person confirming a menu change reads: the menu, and what changes, before → after.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Menus;

use WebMCP_Abilities\Abilities\Describe_Output;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Both menu tools' describers show the same: the menu by name, then each of its name, locations
 * and items (titles, nesting in brackets) that the call changes, as it is → as it will be.
 *
 * @internal
 * @since 0.9.0
 */
final class Menu_Description {

	/**
	 * @param array{menu: \WP_Term, before: array<string, mixed>, after: array<string, mixed>}|WP_Error $plan A planned change.
	 * @return array<string, mixed>|WP_Error The description, or why the call would be refused.
	 */
	public static function of( array|WP_Error $plan ): array|WP_Error {
		if ( is_wp_error( $plan ) ) {
			return $plan;
		}
		$id     = $plan['menu']->term_id;
		$before = $plan['before'];
		$after  = $plan['after'];
		$fields = array();
		$arrow  = static fn ( string $was, string $becomes ): string => sprintf(
			/* translators: 1: as it is now, 2: as the change leaves it. */
			__( '%1$s → %2$s', 'webmcp-abilities' ),
			$was,
			$becomes
		);
		if ( $before['name'] !== $after['name'] ) {
			$fields[ __( 'Name', 'webmcp-abilities' ) ] = $arrow( wp_strip_all_tags( $before['name'] ), $after['name'] );
		}
		if ( Menus::shown_at( $before, $id ) !== Menus::shown_at( $after, $id ) ) {
			$fields[ __( 'Shown at', 'webmcp-abilities' ) ] = $arrow( Menus::shown_at( $before, $id ), Menus::shown_at( $after, $id ) );
		}
		if ( Menus::outline( $before ) !== Menus::outline( $after ) ) {
			$fields[ __( 'Items', 'webmcp-abilities' ) ] = $arrow( Menus::outline( $before ), Menus::outline( $after ) );
		}
		if ( array() === $fields ) {
			$fields[ __( 'Change', 'webmcp-abilities' ) ] = __( 'None: the menu is already so.', 'webmcp-abilities' );
		}
		/* translators: %s: a menu's name. */
		return Describe_Output::of( sprintf( __( 'Menu “%s”', 'webmcp-abilities' ), wp_strip_all_tags( $before['name'] ) ), $fields );
	}
}
