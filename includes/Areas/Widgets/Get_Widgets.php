<?php
/**
 * The `webmcp-abilities/get-widgets` ability: a classic theme's sidebars and their widgets, as
 * Appearance > Widgets shows them.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Widgets;

use WebMCP_Abilities\Abilities\Ability_Meta;
use WebMCP_Abilities\Abilities\Categories;
use WebMCP_Abilities\Abilities\No_Input;
use WebMCP_Abilities\Abilities\Output_Budget;
use WebMCP_Abilities\Abilities\Theme_Kind;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Each sidebar (widget area) with its widgets in order, the inactive widgets last, and the types
 * edit-widgets may add; titles and block texts cut to fit the output budget.
 *
 * @internal
 * @since 0.9.0
 */
final class Get_Widgets {

	public const NAME = 'webmcp-abilities/get-widgets';

	/**
	 * @return array<string, mixed> Arguments for `wp_register_ability()`.
	 */
	public static function definition(): array {
		return array(
			'label'               => __( 'Get widgets', 'webmcp-abilities' ),
			'description'         => __( 'Reads the classic theme\'s sidebars (widget areas) as Appearance > Widgets shows them: each with its widgets in order (id, type, title, or a block widget\'s text), the inactive widgets, and the widget types edit-widgets can add.', 'webmcp-abilities' ),
			'category'            => Categories::DESIGN,
			'input_schema'        => No_Input::schema(),
			'output_schema'       => array(
				'type'       => 'object',
				'properties' => array(
					'sidebars' => array(
						'type'  => 'array',
						'items' => array(
							'type'       => 'object',
							'properties' => array(
								'id'      => array( 'type' => 'string' ),
								'name'    => array( 'type' => 'string' ),
								'widgets' => array(
									'type'  => 'array',
									'items' => array(
										'type'       => 'object',
										'properties' => array(
											'id'    => array( 'type' => 'string' ),
											'type'  => array( 'type' => 'string' ),
											'title' => array( 'type' => 'string' ),
										),
										'required'   => array( 'id', 'type', 'title' ),
									),
								),
							),
							'required'   => array( 'id', 'name', 'widgets' ),
						),
					),
					'types'    => array(
						'type'  => 'array',
						'items' => array( 'type' => 'string' ),
					),
				),
				'required'   => array( 'sidebars', 'types' ),
			),
			'execute_callback'    => array( self::class, 'execute' ),
			'permission_callback' => array( Widgets::class, 'can_run' ),
			'meta'                => Ability_Meta::reads(
				array(
					'gate'             => Widgets::CAPABILITY,
					'theme'            => Theme_Kind::CLASSIC,
					'screens'          => Widgets::SCREENS,
					// Titles and block widgets' texts are people's words.
					'untrusted_output' => true,
					'examples'         => array(
						'valid'   => array(
							array( 'input' => array() ),
						),
						'invalid' => array(
							array(
								'input' => array( 'sidebar' => 'sidebar-1' ),
								'code'  => 'ability_invalid_input',
							),
						),
					),
				)
			),
		);
	}

	/**
	 * @return array<string, mixed>|WP_Error The sidebars, or `invalid_state` under a block theme.
	 */
	public static function execute(): array|WP_Error {
		$refusal = Theme_Kind::classic_refusal();
		if ( null !== $refusal ) {
			return $refusal;
		}
		$placed = Widgets::placed();
		$answer = static function ( int $length ) use ( $placed ): array {
			$sidebars = array();
			foreach ( Widgets::sidebars() as $id => $name ) {
				$widgets = array();
				foreach ( $placed[ $id ] as $widget ) {
					$widgets[] = array( 'id' => $widget ) + Widgets::widget( $widget, null, $length );
				}
				$sidebars[] = array(
					'id'      => $id,
					'name'    => $name,
					'widgets' => $widgets,
				);
			}
			return array(
				'sidebars' => $sidebars,
				'types'    => array_keys( Widgets::types() ),
			);
		};
		return $answer( Output_Budget::longest_fit( $answer, 20, 80 ) );
	}
}
