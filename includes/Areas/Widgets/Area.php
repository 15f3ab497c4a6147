<?php
/**
 * The widgets area: a classic theme's Appearance > Widgets.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Widgets;

defined( 'ABSPATH' ) || exit;

/**
 * @internal
 * @since 0.9.0
 */
final class Area extends \WebMCP_Abilities\Abilities\Area {

	/**
	 * @return array<int, class-string>
	 */
	public static function abilities(): array {
		return array(
			Get_Widgets::class,
			Edit_Widgets::class,
		);
	}

	/**
	 * @return array<int, class-string>
	 */
	public static function describers(): array {
		return array(
			Describe_Widgets::class,
		);
	}

	/**
	 * @return array<string, class-string<\WebMCP_Abilities\Undo\Reversal_Kind>>
	 */
	public static function reversals(): array {
		return array(
			Edit_Widgets::NAME => Widgets_Reversal::class,
		);
	}
}
