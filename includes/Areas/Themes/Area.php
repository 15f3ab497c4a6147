<?php
/**
 * The themes area: Appearance > Themes' list, and the site's theme switched.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Themes;

defined( 'ABSPATH' ) || exit;

/**
 * Installing, updating and deleting themes are not here: this site's tools cannot reach the theme
 * directory, and the list's description says so.
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
			List_Themes::class,
			Switch_Theme::class,
		);
	}

	/**
	 * @return array<int, class-string>
	 */
	public static function describers(): array {
		return array(
			Describe_Theme_Switch::class,
		);
	}

	/**
	 * @return array<string, class-string<\WebMCP_Abilities\Undo\Reversal_Kind>>
	 */
	public static function reversals(): array {
		return array(
			Switch_Theme::NAME => Theme_Reversal::class,
		);
	}
}
