<?php
/**
 * The overview area: the site at a glance and its wp-admin screens.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Overview;

defined( 'ABSPATH' ) || exit;

/**
 * @internal
 * @since 0.7.0
 */
final class Area extends \WebMCP_Abilities\Abilities\Area {

	/**
	 * @return array<int, class-string>
	 */
	public static function abilities(): array {
		return array(
			Get_Site_Overview::class,
			List_Admin_Screens::class,
		);
	}
}
