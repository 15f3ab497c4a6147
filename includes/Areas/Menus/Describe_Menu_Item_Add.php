<?php
/**
 * The `webmcp-abilities/describe-menu-item-add` ability: the menu an add-menu-item call changes,
 * before and after, for the person who confirms it.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Menus;

use WebMCP_Abilities\Abilities\Ability_Meta;
use WebMCP_Abilities\Abilities\Categories;
use WebMCP_Abilities\Abilities\Describe_Output;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Named by add-menu-item as its `meta.webmcp.describe`; lets in the same people. Not a tool.
 *
 * @internal
 * @since 0.9.0
 */
final class Describe_Menu_Item_Add {

	public const NAME = 'webmcp-abilities/describe-menu-item-add';

	/**
	 * @return array<string, mixed> Arguments for `wp_register_ability()`.
	 */
	public static function definition(): array {
		return array(
			'label'               => __( 'Describe a menu item\'s addition', 'webmcp-abilities' ),
			'description'         => __( 'Shows the menu an add-menu-item call changes, its items as they are and as the call would leave them, for the person asked to confirm it. Takes that call\'s input.', 'webmcp-abilities' ),
			'category'            => Categories::DESIGN,
			'input_schema'        => Add_Menu_Item::input_schema(),
			'output_schema'       => Describe_Output::schema(),
			'execute_callback'    => array( self::class, 'execute' ),
			'permission_callback' => array( Menus::class, 'can_run' ),
			'meta'                => Ability_Meta::reads(),
		);
	}

	/**
	 * @param array<string, mixed> $input The call's input.
	 * @return array<string, mixed>|WP_Error
	 */
	public static function execute( array $input ): array|WP_Error {
		return Menu_Description::of( Menus::plan_add( $input ) );
	}
}
