<?php
/**
 * The plugins area: the Plugins screen's list, and a plugin activated or deactivated.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Plugins;

defined( 'ABSPATH' ) || exit;

/**
 * Installing, updating and deleting plugins are not here: this site's tools cannot reach the
 * plugin directory, and the list's description says so.
 *
 * @internal
 * @since 0.8.0
 */
final class Area extends \WebMCP_Abilities\Abilities\Area {

	/**
	 * @return array<int, class-string>
	 */
	public static function abilities(): array {
		return array(
			List_Plugins::class,
			Set_Plugin_Active::class,
		);
	}

	/**
	 * @return array<int, class-string>
	 */
	public static function describers(): array {
		return array(
			Describe_Plugin_Change::class,
		);
	}

	/**
	 * @return array<string, class-string<\WebMCP_Abilities\Undo\Reversal_Kind>>
	 */
	public static function reversals(): array {
		return array(
			Set_Plugin_Active::NAME => Plugin_Reversal::class,
		);
	}
}
