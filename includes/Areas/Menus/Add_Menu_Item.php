<?php
/**
 * The `webmcp-abilities/add-menu-item` ability: a page, post, category or address added to a
 * classic theme's menu, as Appearance > Menus adds it.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Menus;

use WebMCP_Abilities\Abilities\Ability_Meta;
use WebMCP_Abilities\Abilities\Categories;
use WebMCP_Abilities\Abilities\Theme_Kind;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Consequential: visitors see the menu at once, so the person confirms seeing the menu's items
 * before → after (`Describe_Menu_Item_Add`); the log's Undo puts the menu back (`Menu_Reversal`).
 *
 * @internal
 * @since 0.9.0
 */
final class Add_Menu_Item {

	public const NAME = 'webmcp-abilities/add-menu-item';

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
				'type'     => array(
					'type' => 'string',
					'enum' => array_keys( Menus::KINDS ),
				),
				'id'       => array(
					'type'        => 'integer',
					'minimum'     => 1,
					'description' => __( 'The page, post or category (not for custom).', 'webmcp-abilities' ),
				),
				'url'      => array(
					'type'      => 'string',
					'maxLength' => 2000,
				),
				'title'    => array(
					'type'        => 'string',
					'maxLength'   => 200,
					'description' => __( 'Default: the page\'s, post\'s or category\'s.', 'webmcp-abilities' ),
				),
				'parent'   => array(
					'type'        => 'integer',
					'minimum'     => 0,
					'description' => __( 'Item to nest it under; 0 (default) for the top level.', 'webmcp-abilities' ),
				),
				'position' => array(
					'type'        => 'integer',
					'minimum'     => 1,
					'maximum'     => 500,
					'description' => __( 'Place among its siblings, from 1; last by default.', 'webmcp-abilities' ),
				),
			),
			'required'             => array( 'menu', 'type' ),
			'additionalProperties' => false,
		);
	}

	/**
	 * @return array<string, mixed> Arguments for `wp_register_ability()`.
	 */
	public static function definition(): array {
		return array(
			'label'               => __( 'Add a menu item', 'webmcp-abilities' ),
			'description'         => __( 'Adds a published page or post, a category, or a custom link (url, http or https) to a classic theme\'s menu, at a position and under a parent item if given. The person confirms; the activity log can undo it.', 'webmcp-abilities' ),
			'category'            => Categories::DESIGN,
			'input_schema'        => self::input_schema(),
			'output_schema'       => array(
				'type'       => 'object',
				'properties' => array(
					'menu' => array( 'type' => 'integer' ),
					'item' => array(
						'type'        => 'integer',
						'description' => __( 'The new item\'s ID.', 'webmcp-abilities' ),
					),
				),
				'required'   => array( 'menu', 'item' ),
			),
			'execute_callback'    => array( self::class, 'execute' ),
			'permission_callback' => array( Menus::class, 'can_run' ),
			'meta'                => Ability_Meta::writes(
				idempotent: false,
				destructive: false,
				tool: array(
					'gate'             => Menus::CAPABILITY,
					'theme'            => Theme_Kind::CLASSIC,
					'consequential'    => true,
					'untrusted_output' => false,
					'describe'         => Describe_Menu_Item_Add::NAME,
					'screens'          => Menus::SCREENS,
					'examples'         => array(
						'valid'   => array(
							array(
								'input' => array(
									'menu' => 'Contract menu',
									'type' => 'post',
									'id'   => '{{post}}',
								),
							),
							array(
								'input' => array(
									'menu'     => 'Contract menu',
									'type'     => 'custom',
									'url'      => '{{home}}/visit/',
									'title'    => 'Visit us',
									'position' => 1,
								),
							),
							array(
								'input' => array(
									'menu' => 'Contract menu',
									'type' => 'category',
									'id'   => '{{category}}',
								),
							),
						),
						'invalid' => array(
							array(
								'input' => array(
									'menu'  => 'Contract menu',
									'type'  => 'custom',
									'url'   => 'javascript:alert(1)',
									'title' => 'Click',
								),
								'code'  => 'invalid_input',
								'note'  => 'Only http and https addresses.',
							),
							array(
								'input' => array(
									'menu' => 'Contract menu',
									'type' => 'page',
									'id'   => '{{post}}',
								),
								'code'  => 'invalid_input',
								'note'  => 'A post is not a page.',
							),
							array(
								'input' => array(
									'menu' => 'No such menu',
									'type' => 'post',
									'id'   => '{{post}}',
								),
								'code'  => 'not_found',
							),
							array(
								'input' => array(
									'menu' => 'Contract menu',
									'type' => 'link',
								),
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
	 * @return array<string, mixed>|WP_Error The menu and the new item's ID, or why not.
	 */
	public static function execute( array $input ): array|WP_Error {
		$plan = Menus::plan_add( $input );
		if ( is_wp_error( $plan ) ) {
			return $plan;
		}
		$item = Menus::write( $plan['menu'], $plan['before'], $plan['after'] );
		if ( is_wp_error( $item ) ) {
			return $item;
		}
		return array(
			'menu' => $plan['menu']->term_id,
			'item' => $item,
		);
	}
}
