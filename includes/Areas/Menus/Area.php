<?php
/**
 * The menus area: a classic theme's Appearance > Menus.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Menus;

defined( 'ABSPATH' ) || exit;

/**
 * A classic theme's menus, widgets and Additional CSS are three areas, not one: each is its own
 * screen with its own storage and its own undo, as the site owner meets them (Appearance > Menus,
 * Appearance > Widgets, the Customizer). What they share, that only a classic theme has them, is
 * the kernel's (`Abilities\Theme_Kind`, `meta.webmcp.theme`).
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
			Get_Menus::class,
			Add_Menu_Item::class,
			Edit_Menu::class,
		);
	}

	/**
	 * @return array<int, class-string>
	 */
	public static function describers(): array {
		return array(
			Describe_Menu_Item_Add::class,
			Describe_Menu_Edit::class,
		);
	}

	/**
	 * @return array<string, class-string<\WebMCP_Abilities\Undo\Reversal_Kind>>
	 */
	public static function reversals(): array {
		return array(
			Add_Menu_Item::NAME => Menu_Reversal::class,
			Edit_Menu::NAME     => Menu_Reversal::class,
		);
	}
}
