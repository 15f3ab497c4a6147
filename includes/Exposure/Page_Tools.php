<?php
/**
 * Works out which abilities become tools on one wp-admin page, for the person viewing it.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Exposure;

use WebMCP_Abilities\Settings\Settings;
use WP_Screen;

defined( 'ABSPATH' ) || exit;

/**
 * Applies the exposure policy, the user's capability gate and the per-page cap, in the order the
 * Abilities API lists the abilities.
 *
 * @internal
 * @since 0.3.0
 */
final class Page_Tools {

	/** Agent browsers get unreliable with many tools on one page. */
	public const DEFAULT_MAX_TOOLS = 40;

	/**
	 * @since 0.3.0
	 *
	 * @param WP_Screen|null $screen The current wp-admin screen.
	 * @return array{offered: string[], left_out: string[], not_in_rest: string[]} Ability names:
	 *         offered as tools, left out by the cap, and asking for a tool but not in REST.
	 */
	public static function for_current_user( ?WP_Screen $screen ): array {
		if ( ! Settings::get()['enabled'] ) {
			return array(
				'offered'     => array(),
				'left_out'    => array(),
				'not_in_rest' => array(),
			);
		}

		$wanted      = array();
		$not_in_rest = array();
		foreach ( wp_get_abilities() as $ability ) {
			if ( ! Exposure_Policy::is_requested( $ability, $screen ) ) {
				continue;
			}
			if ( ! current_user_can( Exposure_Policy::gate( $ability ) ) ) {
				continue;
			}
			if ( Exposure_Policy::is_in_rest( $ability ) ) {
				$wanted[] = $ability->get_name();
			} else {
				$not_in_rest[] = $ability->get_name();
			}
		}

		$max = max( 0, (int) self::max_tools() );
		return array(
			'offered'     => array_slice( $wanted, 0, $max ),
			'left_out'    => array_slice( $wanted, $max ),
			'not_in_rest' => $not_in_rest,
		);
	}

	/**
	 * @return int The most tools one page offers.
	 */
	private static function max_tools(): int {
		/**
		 * Filters the most WebMCP tools one wp-admin page offers; the rest are left out, in the
		 * order the Abilities API lists them, and named in the browser console.
		 *
		 * @since 0.3.0
		 *
		 * @param int $max_tools The cap set on the settings screen (default 40).
		 */
		return (int) apply_filters( 'webmcp_abilities_max_tools', Settings::get()['max_tools'] );
	}
}
