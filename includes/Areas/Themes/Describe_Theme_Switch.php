<?php
/**
 * The `webmcp-abilities/describe-theme-switch` ability: the theme a switch-theme call leaves and
 * the one it switches to, and what visitors will see, for the person who confirms it.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Themes;

use WebMCP_Abilities\Abilities\Ability_Meta;
use WebMCP_Abilities\Abilities\Categories;
use WebMCP_Abilities\Abilities\Describe_Output;
use WP_Error;
use WP_Theme;

defined( 'ABSPATH' ) || exit;

/**
 * Named by switch-theme as its `meta.webmcp.describe`; lets in the same people and refuses what the
 * call would refuse, so nobody is asked about a call that cannot run. Not a tool. It says, as
 * WordPress does when it switches, that widgets and menus may move.
 *
 * @internal
 * @since 0.8.0
 */
final class Describe_Theme_Switch {

	public const NAME = 'webmcp-abilities/describe-theme-switch';

	/**
	 * @return array<string, mixed> Arguments for `wp_register_ability()`.
	 */
	public static function definition(): array {
		return array(
			'label'               => __( 'Describe theme switch', 'webmcp-abilities' ),
			'description'         => __( 'Shows the active theme and the one a switch-theme call switches to, and what visitors will see, for the person asked to confirm it. Takes that call\'s input.', 'webmcp-abilities' ),
			'category'            => Categories::DESIGN,
			'input_schema'        => array(
				'type'                 => 'object',
				'properties'           => array(
					'stylesheet' => array( 'type' => 'string' ),
				),
				'required'             => array( 'stylesheet' ),
				'additionalProperties' => true,
			),
			'output_schema'       => Describe_Output::schema(),
			'execute_callback'    => array( self::class, 'execute' ),
			'permission_callback' => array( Switch_Theme::class, 'can_run' ),
			'meta'                => Ability_Meta::reads(),
		);
	}

	/**
	 * @param array<string, mixed> $input The call's input.
	 * @return array<string, mixed>|WP_Error Both themes, and what changes for visitors.
	 */
	public static function execute( array $input ): array|WP_Error {
		$theme = Installed_Themes::usable( (string) $input['stylesheet'] );
		if ( is_wp_error( $theme ) ) {
			return $theme;
		}
		$name   = Installed_Themes::name( $theme );
		$active = wp_get_theme();
		if ( $active->get_stylesheet() === $theme->get_stylesheet() ) {
			/* translators: %s: a theme's name, version and kind. */
			return Describe_Output::of( $name, array( __( 'Theme', 'webmcp-abilities' ) => sprintf( __( '%s is active already: nothing changes.', 'webmcp-abilities' ), Installed_Themes::described( $theme ) ) ) );
		}
		$fields = array(
			__( 'Theme', 'webmcp-abilities' ) => sprintf(
				/* translators: 1: the active theme, 2: the theme switched to. */
				__( '%1$s → %2$s', 'webmcp-abilities' ),
				Installed_Themes::described( $active ),
				Installed_Themes::described( $theme )
			),
		);
		$parent = $theme->parent();
		if ( $parent instanceof WP_Theme ) {
			$fields[ __( 'Parent theme', 'webmcp-abilities' ) ] = Installed_Themes::name( $parent );
		}
		$fields[ __( 'Visitors see', 'webmcp-abilities' ) ]      = __( 'The new theme\'s design on every page, at once.', 'webmcp-abilities' );
		$fields[ __( 'Widgets and menus', 'webmcp-abilities' ) ] = $theme->is_block_theme()
			? __( 'A block theme shows its own templates and navigation, edited in the Site Editor: widgets and menu locations of the theme before it are not shown, and WordPress keeps them for a switch back.', 'webmcp-abilities' )
			: __( 'WordPress moves widgets and menus to the new theme\'s places where it can; widgets with no place there wait under Inactive widgets.', 'webmcp-abilities' );
		return Describe_Output::of( $name, $fields );
	}
}
