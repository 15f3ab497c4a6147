<?php
/**
 * Tells site owners about abilities that ask to be tools but cannot be, not being in REST.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Admin;

use WebMCP_Abilities\Exposure\Exposure_Policy;

defined( 'ABSPATH' ) || exit;

/**
 * Shown on the Plugins screen, where owners manage the plugins that register abilities, to
 * people who can manage options.
 *
 * @internal
 * @since 0.1.0
 */
final class Not_In_Rest_Notice {

	/**
	 * Runs on `admin_notices`.
	 *
	 * @since 0.1.0
	 */
	public static function print(): void {
		$screen = get_current_screen();
		if ( null === $screen || 'plugins' !== $screen->id || ! current_user_can( 'manage_options' ) ) {
			return;
		}

		$names = array();
		foreach ( wp_get_abilities() as $ability ) {
			if ( Exposure_Policy::is_requested( $ability, null ) && ! Exposure_Policy::is_in_rest( $ability ) ) {
				$names[] = '<code>' . esc_html( $ability->get_name() ) . '</code>';
			}
		}
		if ( array() === $names ) {
			return;
		}

		wp_admin_notice(
			sprintf(
				/* translators: %s: comma-separated ability names. */
				esc_html__( 'These abilities ask to be offered to AI agents, but they are not exposed in the REST API, so WebMCP Abilities cannot run them as tools: %s. Their plugin can set the ability meta "show_in_rest" to true.', 'webmcp-abilities' ),
				implode( ', ', $names )
			),
			array(
				'type'               => 'warning',
				'additional_classes' => array( 'webmcp-abilities-not-in-rest' ),
			)
		);
	}
}
