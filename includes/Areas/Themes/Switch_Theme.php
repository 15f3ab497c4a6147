<?php
/**
 * The `webmcp-abilities/switch-theme` ability: the site's theme switched, as Appearance > Themes
 * switches it.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Themes;

use WebMCP_Abilities\Abilities\Ability_Meta;
use WebMCP_Abilities\Abilities\Categories;
use WebMCP_Abilities\Abilities\Errors;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Consequential: every visitor sees the new design at once, and WordPress moves widgets and menus
 * to the new theme's places on the next page load (`check_theme_switched()`), so the person
 * confirms seeing both themes (`Describe_Theme_Switch`), and the log's Undo switches back
 * (`Theme_Reversal`). Only people who may switch themes, as on the screen, and only to a theme
 * the screen would offer (`Installed_Themes::usable()`).
 *
 * @internal
 * @since 0.8.0
 */
final class Switch_Theme {

	public const NAME = 'webmcp-abilities/switch-theme';

	/** Appearance > Themes; elsewhere the loader offers these tools. */
	public const SCREENS = array( 'themes' );

	/**
	 * @return array<string, mixed> Arguments for `wp_register_ability()`.
	 */
	public static function definition(): array {
		return array(
			'label'               => __( 'Switch theme', 'webmcp-abilities' ),
			'description'         => __( 'Switches the site to an installed theme, by its stylesheet from list-themes, as Appearance > Themes does. Visitors see the new design at once; widgets and menus may move. The person confirms; the activity log can undo it.', 'webmcp-abilities' ),
			'category'            => Categories::DESIGN,
			'input_schema'        => array(
				'type'                 => 'object',
				'properties'           => array(
					'stylesheet' => array(
						'type'      => 'string',
						'pattern'   => '^[A-Za-z0-9 ._-]+$',
						'maxLength' => 100,
					),
				),
				'required'             => array( 'stylesheet' ),
				'additionalProperties' => false,
			),
			'output_schema'       => array(
				'type'       => 'object',
				'properties' => array(
					'stylesheet'  => array( 'type' => 'string' ),
					'name'        => array( 'type' => 'string' ),
					'block_theme' => array( 'type' => 'boolean' ),
					'changed'     => array( 'type' => 'boolean' ),
				),
				'required'   => array( 'stylesheet', 'name', 'block_theme', 'changed' ),
			),
			'execute_callback'    => array( self::class, 'execute' ),
			'permission_callback' => array( self::class, 'can_run' ),
			'meta'                => Ability_Meta::writes(
				idempotent: true,
				destructive: false,
				tool: array(
					'gate'             => 'switch_themes',
					'consequential'    => true,
					'untrusted_output' => false,
					'describe'         => Describe_Theme_Switch::NAME,
					'screens'          => self::SCREENS,
					'examples'         => array(
						'valid'   => array(
							array( 'input' => array( 'stylesheet' => 'twentytwentyone' ) ),
							array( 'input' => array( 'stylesheet' => 'twentytwentyfive' ) ),
						),
						'invalid' => array(
							array(
								'input' => array( 'stylesheet' => 'no-such-theme' ),
								'code'  => 'not_found',
							),
							array(
								'input' => array( 'stylesheet' => '..' ),
								'code'  => 'not_found',
								'note'  => 'The themes folder\'s parent.',
							),
							array(
								'input' => array( 'stylesheet' => '../plugins/akismet' ),
								'code'  => 'ability_invalid_input',
							),
						),
					),
				)
			),
		);
	}

	/**
	 * @return true|WP_Error True for people who may switch the site's theme.
	 */
	public static function can_run(): bool|WP_Error {
		return current_user_can( 'switch_themes' )
			? true
			: Errors::access_denied( __( 'Only people who may switch the site\'s theme may list or switch themes.', 'webmcp-abilities' ) );
	}

	/**
	 * @param array<string, mixed> $input Validated input.
	 * @return array<string, mixed>|WP_Error The theme the site has now.
	 */
	public static function execute( array $input ): array|WP_Error {
		$theme = Installed_Themes::usable( (string) $input['stylesheet'] );
		if ( is_wp_error( $theme ) ) {
			return $theme;
		}
		$changed = get_stylesheet() !== $theme->get_stylesheet();
		if ( $changed ) {
			switch_theme( $theme->get_stylesheet() );
		}
		return array(
			'stylesheet'  => $theme->get_stylesheet(),
			'name'        => Installed_Themes::name( $theme ),
			'block_theme' => $theme->is_block_theme(),
			'changed'     => $changed,
		);
	}
}
