<?php
/**
 * The design area: templates, styles and menus.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Design;

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
			List_Templates::class,
		);
	}

	/**
	 * @return array<int, class-string<\WebMCP_Abilities\Undo\Reversal_Kind>>
	 */
	public static function other_reversals(): array {
		return array( Design_Reversal::class );
	}

	/**
	 * Adds the area's hooks.
	 */
	public static function boot(): void {
		add_action( 'init', array( Design_Save_Capture::class, 'register' ) );
	}
}
