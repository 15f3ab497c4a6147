<?php
/**
 * Who may read the site's health and run its upkeep, and the screens these tools are made for.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Site_Health;

use WebMCP_Abilities\Abilities\Errors;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * As wp-admin decides: Tools > Site Health for who may view its checks (WordPress grants it to
 * whoever may install plugins, and on a network to super admins only); the scheduled events, the
 * debug log and the upkeep for who manages the site's options, as its settings screens do.
 *
 * @internal
 * @since 0.8.0
 */
final class Upkeep_Access {

	/** Tools > Site Health, and Tools. */
	public const SCREENS = array( 'site-health', 'tools' );

	/**
	 * @return true|WP_Error True for people who may view Site Health's checks.
	 */
	public static function can_view_health(): bool|WP_Error {
		return current_user_can( 'view_site_health_checks' )
			? true
			: Errors::access_denied( __( 'Only people who may view Tools > Site Health may read its status.', 'webmcp-abilities' ) );
	}

	/**
	 * @return true|WP_Error True for people who manage the site's options.
	 */
	public static function can_manage(): bool|WP_Error {
		return current_user_can( 'manage_options' )
			? true
			: Errors::access_denied( __( 'Only people who manage the site\'s options may read its scheduled events and debug log or run its upkeep.', 'webmcp-abilities' ) );
	}
}
