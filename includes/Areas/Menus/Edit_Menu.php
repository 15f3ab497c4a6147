<?php
/**
 * The `webmcp-abilities/edit-menu` ability: a classic theme's menu renamed or shown at a location,
 * or one of its items renamed, moved, nested or removed, as Appearance > Menus does.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Menus;

use WebMCP_Abilities\Abilities\Ability_Meta;
use WebMCP_Abilities\Abilities\Categories;
use WebMCP_Abilities\Abilities\Theme_Kind;
use WP_Error;
use WP_Term;

defined( 'ABSPATH' ) || exit;

/**
 * Consequential: the person confirms seeing the menu before → after (`Describe_Menu_Edit`); the
 * log's Undo puts its items, name and locations back (`Menu_Reversal`). A removed item's
 * sub-items move up to its place, as on the Menus screen.
 *
 * @internal
 * @since 0.9.0
 */
final class Edit_Menu {

	public const NAME = 'webmcp-abilities/edit-menu';

	/**
	 * @return array<string, mixed> The input both this tool and its describer take.
	 */
	public static function input_schema(): array {
		return array(
			'type'                 => 'object',
			'properties'           => array(
				'menu'     => array(
					'type'        => array( 'integer', 'string' ),
					'description' => __( 'The menu\'s ID or name.', 'webmcp-abilities' ),
				),
				'name'     => array(
					'type'        => 'string',
					'maxLength'   => 200,
					'description' => __( 'New name: the item\'s if given, else the menu\'s.', 'webmcp-abilities' ),
				),
				'location' => array(
					'type'        => 'string',
					'maxLength'   => 100,
					'description' => __( 'A theme location to show it at.', 'webmcp-abilities' ),
				),
				'item'     => array(
					'type'        => 'integer',
					'minimum'     => 1,
					'description' => __( 'An item to rename, nest, move or remove.', 'webmcp-abilities' ),
				),
				'parent'   => array(
					'type'        => 'integer',
					'minimum'     => 0,
					'description' => __( 'Item to nest it under; 0: top level.', 'webmcp-abilities' ),
				),
				'position' => array(
					'type'        => 'integer',
					'minimum'     => 1,
					'maximum'     => 500,
					'description' => __( 'Among its siblings, from 1.', 'webmcp-abilities' ),
				),
				'remove'   => array(
					'type' => 'boolean',
					'enum' => array( true ),
				),
			),
			'required'             => array( 'menu' ),
			'minProperties'        => 2,
			'additionalProperties' => false,
		);
	}

	/**
	 * @return array<string, mixed> Arguments for `wp_register_ability()`.
	 */
	public static function definition(): array {
		return array(
			'label'               => __( 'Edit a menu', 'webmcp-abilities' ),
			'description'         => __( 'Changes a classic theme\'s menu: its name, a location to show it at, or one item\'s name, parent (nest it), position, or removal. The person confirms; undoable.', 'webmcp-abilities' ),
			'category'            => Categories::DESIGN,
			'input_schema'        => self::input_schema(),
			'output_schema'       => array(
				'type'       => 'object',
				'properties' => array(
					'menu'      => array( 'type' => 'integer' ),
					'name'      => array( 'type' => 'string' ),
					'locations' => array(
						'type'  => 'array',
						'items' => array( 'type' => 'string' ),
					),
				),
				'required'   => array( 'menu', 'name', 'locations' ),
			),
			'execute_callback'    => array( self::class, 'execute' ),
			'permission_callback' => array( Menus::class, 'can_run' ),
			'meta'                => Ability_Meta::writes(
				idempotent: true,
				destructive: false,
				tool: array(
					'gate'             => Menus::CAPABILITY,
					'theme'            => Theme_Kind::CLASSIC,
					'consequential'    => true,
					'untrusted_output' => false,
					'describe'         => Describe_Menu_Edit::NAME,
					'screens'          => Menus::SCREENS,
					'examples'         => array(
						'valid'   => array(
							array(
								'input' => array(
									'menu'     => 'Contract menu',
									'location' => 'footer',
								),
							),
							array(
								'input' => array(
									'menu' => 'Contract menu',
									'name' => 'Main menu',
								),
							),
						),
						'invalid' => array(
							array(
								'input' => array(
									'menu'     => 'Contract menu',
									'location' => 'sidebar',
								),
								'code'  => 'invalid_input',
								'note'  => 'A location the theme lacks.',
							),
							array(
								'input' => array(
									'menu' => 'Contract menu',
									'item' => '{{post}}',
									'name' => 'Hours',
								),
								'code'  => 'not_found',
								'note'  => 'A post is no menu item.',
							),
							array(
								'input' => array(
									'menu'     => 'No such menu',
									'location' => 'footer',
								),
								'code'  => 'not_found',
							),
							array(
								'input' => array( 'menu' => 'Contract menu' ),
								'code'  => 'ability_invalid_input',
								'note'  => 'Nothing to change.',
							),
						),
					),
				)
			),
		);
	}

	/**
	 * @param array<string, mixed> $input Validated input.
	 * @return array<string, mixed>|WP_Error The menu as it is now, or why not.
	 */
	public static function execute( array $input ): array|WP_Error {
		$plan = Menus::plan_edit( $input );
		if ( is_wp_error( $plan ) ) {
			return $plan;
		}
		$written = Menus::write( $plan['menu'], $plan['before'], $plan['after'] );
		if ( is_wp_error( $written ) ) {
			return $written;
		}
		$menu      = get_term( $plan['menu']->term_id, 'nav_menu' );
		$locations = array();
		foreach ( (array) get_theme_mod( 'nav_menu_locations', array() ) as $location => $id ) {
			if ( (int) $id === $plan['menu']->term_id ) {
				$locations[] = (string) $location;
			}
		}
		return array(
			'menu'      => $plan['menu']->term_id,
			'name'      => $menu instanceof WP_Term ? wp_strip_all_tags( $menu->name ) : '',
			'locations' => $locations,
		);
	}
}
