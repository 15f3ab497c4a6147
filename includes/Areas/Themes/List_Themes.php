<?php
/**
 * The `webmcp-abilities/list-themes` ability: the site's themes, as Appearance > Themes shows them.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Themes;

use WebMCP_Abilities\Abilities\Ability_Meta;
use WebMCP_Abilities\Abilities\Categories;
use WebMCP_Abilities\Abilities\Pagination;
use WP_Theme;

defined( 'ABSPATH' ) || exit;

/**
 * The active theme first, then the others by name, as the screen orders them; broken themes are
 * left out, as the screen lists them apart and nothing switches to them. A newer version is what
 * WordPress last heard of (the `update_themes` site transient), never asked again here.
 *
 * @internal
 * @since 0.8.0
 */
final class List_Themes {

	public const NAME = 'webmcp-abilities/list-themes';

	private const PER_PAGE = 10;

	/**
	 * @return array<string, mixed> Arguments for `wp_register_ability()`.
	 */
	public static function definition(): array {
		return array(
			'label'               => __( 'List themes', 'webmcp-abilities' ),
			'description'         => __( 'Lists the installed themes, the active one first: name, stylesheet (what switch-theme takes), version, block or classic, parent theme, and a newer version WordPress knows of. Installing and updating themes are not offered here.', 'webmcp-abilities' ),
			'category'            => Categories::DESIGN,
			'input_schema'        => array(
				'type'                 => 'object',
				'properties'           => Pagination::input( self::PER_PAGE, __( 'Omit to fit 1,500 characters.', 'webmcp-abilities' ) ),
				'additionalProperties' => false,
				'default'              => array(),
			),
			'output_schema'       => array(
				'type'       => 'object',
				'properties' => array(
					'themes'      => array(
						'type'  => 'array',
						'items' => array(
							'type'       => 'object',
							'properties' => array(
								'name'        => array( 'type' => 'string' ),
								'stylesheet'  => array( 'type' => 'string' ),
								'version'     => array( 'type' => 'string' ),
								'active'      => array( 'type' => 'boolean' ),
								'block_theme' => array( 'type' => 'boolean' ),
								'parent'      => array(
									'type'        => array( 'string', 'null' ),
									'description' => __( 'A child theme\'s parent\'s stylesheet, or null.', 'webmcp-abilities' ),
								),
								'update'      => array(
									'type'        => array( 'string', 'null' ),
									'description' => __( 'The newer version WordPress last heard of, or null.', 'webmcp-abilities' ),
								),
							),
							'required'   => array( 'name', 'stylesheet', 'version', 'active', 'block_theme', 'parent', 'update' ),
						),
					),
					'total'       => array( 'type' => 'integer' ),
					'total_pages' => array( 'type' => 'integer' ),
					'page'        => array( 'type' => 'integer' ),
					'per_page'    => array(
						'type'        => 'integer',
						'description' => __( 'The page size chosen to fit; give it with page for the next pages.', 'webmcp-abilities' ),
					),
				),
				'required'   => array( 'themes', 'total', 'total_pages', 'page' ),
			),
			'execute_callback'    => array( self::class, 'execute' ),
			'permission_callback' => array( Switch_Theme::class, 'can_run' ),
			'meta'                => Ability_Meta::reads(
				array(
					'gate'             => 'switch_themes',
					// Themes the owner installed, not content from visitors.
					'untrusted_output' => false,
					'screens'          => Switch_Theme::SCREENS,
					'examples'         => array(
						'valid'   => array(
							array( 'input' => array() ),
						),
						'invalid' => array(
							array(
								'input' => array( 'page' => 0 ),
								'code'  => 'ability_invalid_input',
							),
						),
					),
				)
			),
		);
	}

	/**
	 * @param array<string, mixed> $input Validated input.
	 * @return array<string, mixed> One page of themes.
	 */
	public static function execute( array $input = array() ): array {
		return Pagination::whole_items( self::items(), $input, self::PER_PAGE, 'themes' );
	}

	/**
	 * @return array<int, array<string, mixed>> The themes the site may switch to, and the active one.
	 */
	private static function items(): array {
		$updates = get_site_transient( 'update_themes' );
		$known   = is_object( $updates ) && isset( $updates->response ) ? (array) $updates->response : array();
		$active  = get_stylesheet();
		$items   = array();
		foreach ( wp_get_themes( array( 'allowed' => true ) ) as $stylesheet => $theme ) {
			$stylesheet = (string) $stylesheet;
			$parent     = $theme->parent();
			$items[]    = array(
				'name'        => Installed_Themes::name( $theme ),
				'stylesheet'  => $stylesheet,
				'version'     => (string) $theme->get( 'Version' ),
				'active'      => $active === $stylesheet,
				'block_theme' => $theme->is_block_theme(),
				'parent'      => $parent instanceof WP_Theme ? $parent->get_stylesheet() : null,
				'update'      => isset( $known[ $stylesheet ]['new_version'] ) ? (string) $known[ $stylesheet ]['new_version'] : null,
			);
		}
		usort( $items, static fn ( array $a, array $b ): int => $a['active'] === $b['active'] ? strnatcasecmp( $a['name'], $b['name'] ) : ( $a['active'] ? -1 : 1 ) );
		return $items;
	}
}
