<?php
/**
 * The site settings area: Settings > General, Reading, Discussion, Permalinks and Privacy.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Site_Settings;

defined( 'ABSPATH' ) || exit;

/**
 * @internal
 * @since 0.8.0
 */
final class Area extends \WebMCP_Abilities\Abilities\Area {

	/**
	 * @return array<int, class-string>
	 */
	public static function abilities(): array {
		return array(
			Get_Settings::class,
			Update_Settings::class,
		);
	}

	/**
	 * @return array<int, class-string>
	 */
	public static function describers(): array {
		return array(
			Describe_Settings::class,
		);
	}

	/**
	 * @return array<string, class-string<\WebMCP_Abilities\Undo\Reversal_Kind>>
	 */
	public static function reversals(): array {
		return array(
			Update_Settings::NAME => Settings_Reversal::class,
		);
	}

	/**
	 * @return array<string, class-string<\WebMCP_Abilities\Abilities\Site_Proposable>>
	 */
	public static function proposals(): array {
		return array(
			Update_Settings::NAME => Update_Settings::class,
		);
	}
}
