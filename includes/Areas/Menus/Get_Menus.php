<?php
/**
 * The `webmcp-abilities/get-menus` ability: a classic theme's menus and locations, as
 * Appearance > Menus shows them.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Menus;

use WebMCP_Abilities\Abilities\Ability_Meta;
use WebMCP_Abilities\Abilities\Categories;
use WebMCP_Abilities\Abilities\Output_Budget;
use WebMCP_Abilities\Abilities\Pagination;
use WebMCP_Abilities\Abilities\Theme_Kind;
use WP_Error;
use WP_Term;

defined( 'ABSPATH' ) || exit;

/**
 * Each menu with its items as a tree (ID, title, what it points to) and the locations that show
 * it, with the theme's locations; a few menus a page, titles cut to fit the output budget.
 *
 * @internal
 * @since 0.9.0
 */
final class Get_Menus {

	public const NAME = 'webmcp-abilities/get-menus';

	/** Menus a page unless the agent asks. */
	private const PER_PAGE = 2;

	/**
	 * @return array<string, mixed> Arguments for `wp_register_ability()`.
	 */
	public static function definition(): array {
		return array(
			'label'               => __( 'Get menus', 'webmcp-abilities' ),
			'description'         => __( 'Reads the classic theme\'s menus as Appearance > Menus shows them: each menu\'s items as a tree (id, title, type, what it points to) and where it shows, with the theme\'s menu locations.', 'webmcp-abilities' ),
			'category'            => Categories::DESIGN,
			'input_schema'        => array(
				'type'                 => 'object',
				'properties'           => Pagination::input( self::PER_PAGE, __( 'Menus a page.', 'webmcp-abilities' ) ),
				'additionalProperties' => false,
				'default'              => array(),
			),
			'output_schema'       => array(
				'type'       => 'object',
				'properties' => array(
					'menus'       => array(
						'type'  => 'array',
						'items' => array(
							'type'       => 'object',
							'properties' => array(
								'id'        => array( 'type' => 'integer' ),
								'name'      => array( 'type' => 'string' ),
								'locations' => array(
									'type'  => 'array',
									'items' => array( 'type' => 'string' ),
								),
								'items'     => array(
									'type'        => 'array',
									'description' => __( 'Each item: id, title, type (page, post, category, custom…), object_id or url, and children.', 'webmcp-abilities' ),
								),
							),
							'required'   => array( 'id', 'name', 'locations', 'items' ),
						),
					),
					'locations'   => array(
						'type'        => 'object',
						'description' => __( 'The theme\'s menu locations: name by location.', 'webmcp-abilities' ),
					),
					'total'       => array( 'type' => 'integer' ),
					'total_pages' => array( 'type' => 'integer' ),
					'page'        => array( 'type' => 'integer' ),
				),
				'required'   => array( 'menus', 'locations', 'total', 'total_pages', 'page' ),
			),
			'execute_callback'    => array( self::class, 'execute' ),
			'permission_callback' => array( Menus::class, 'can_run' ),
			'meta'                => Ability_Meta::reads(
				array(
					'gate'             => Menus::CAPABILITY,
					'theme'            => Theme_Kind::CLASSIC,
					'screens'          => Menus::SCREENS,
					// Item titles are people's words.
					'untrusted_output' => true,
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
	 * @param array<string, mixed>|null $input Validated input.
	 * @return array<string, mixed>|WP_Error One page of menus, or `invalid_state` under a block theme.
	 */
	public static function execute( ?array $input = null ): array|WP_Error {
		$refusal = Theme_Kind::classic_refusal();
		if ( null !== $refusal ) {
			return $refusal;
		}
		$menus  = array_values( wp_get_nav_menus() );
		$result = Pagination::slice( $menus, $input, self::PER_PAGE, 'menus' );
		$states = array();
		foreach ( $result['menus'] as $menu ) {
			$states[] = array( $menu, Menus::state( $menu ) );
		}
		$result['locations'] = (object) array_map( static fn ( $name ): string => wp_strip_all_tags( (string) $name ), get_registered_nav_menus() );
		$page                = static function ( int $length ) use ( $result, $states ): array {
			$result['menus'] = array_map( static fn ( array $menu ): array => self::menu( $menu[0], $menu[1], $length ), $states );
			return $result;
		};
		$whole               = $page( PHP_INT_MAX );
		if ( isset( $input['per_page'] ) || Output_Budget::size( $whole ) <= Output_Budget::CHARACTERS ) {
			return $whole;
		}
		return $page( Output_Budget::longest_fit( $page, 20, 200 ) );
	}

	/**
	 * @param WP_Term              $menu   A menu.
	 * @param array<string, mixed> $state  Its state.
	 * @param int                  $length The most characters of each title.
	 * @return array<string, mixed> It as the answer gives it.
	 */
	private static function menu( WP_Term $menu, array $state, int $length ): array {
		$children = array();
		foreach ( $state['items'] as $item ) {
			$children[ (int) $item['parent'] ][] = $item;
		}
		$tree      = static function ( int $parent ) use ( &$tree, $children, $length ): array {
			$items = array();
			foreach ( $children[ $parent ] ?? array() as $item ) {
				$shown = array(
					'id'    => (int) $item['id'],
					'title' => Output_Budget::cut( Menus::label( $item ), $length ),
					'type'  => 'custom' === $item['type'] ? 'custom' : (string) $item['object'],
				);
				if ( 'custom' === $item['type'] ) {
					$shown['url'] = (string) $item['url'];
				} else {
					$shown['object_id'] = (int) $item['object_id'];
				}
				$inside = $tree( (int) $item['id'] );
				if ( array() !== $inside ) {
					$shown['children'] = $inside;
				}
				$items[] = $shown;
			}
			return $items;
		};
		$locations = array();
		foreach ( (array) $state['locations'] as $location => $id ) {
			if ( (int) $id === $menu->term_id && isset( get_registered_nav_menus()[ $location ] ) ) {
				$locations[] = (string) $location;
			}
		}
		return array(
			'id'        => $menu->term_id,
			'name'      => wp_strip_all_tags( $menu->name ),
			'locations' => $locations,
			'items'     => $tree( 0 ),
		);
	}
}
