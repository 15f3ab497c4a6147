<?php
/**
 * The Additional CSS area: a classic theme's CSS, as the Customizer has it.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Custom_CSS;

defined( 'ABSPATH' ) || exit;

/**
 * Only under a classic theme, as WordPress offers the Customizer: a block theme's own CSS is in
 * the Site Editor's Styles.
 *
 * @internal
 * @since 0.9.0
 */
final class Area extends \WebMCP_Abilities\Abilities\Area {

	/**
	 * @return array<int, class-string>
	 */
	public static function abilities(): array {
		return array(
			Get_Custom_CSS::class,
			Set_Custom_CSS::class,
		);
	}

	/**
	 * @return array<int, class-string>
	 */
	public static function describers(): array {
		return array(
			Describe_Custom_CSS::class,
		);
	}

	/**
	 * @return array<string, class-string<\WebMCP_Abilities\Undo\Reversal_Kind>>
	 */
	public static function reversals(): array {
		return array(
			Set_Custom_CSS::NAME => Custom_CSS_Reversal::class,
		);
	}
}
