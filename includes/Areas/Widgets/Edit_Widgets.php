<?php
/**
 * The `webmcp-abilities/edit-widgets` ability: a widget added to a classic theme's sidebar, moved
 * or removed, as Appearance > Widgets does.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Widgets;

use WebMCP_Abilities\Abilities\Ability_Meta;
use WebMCP_Abilities\Abilities\Categories;
use WebMCP_Abilities\Abilities\Theme_Kind;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Consequential: visitors see sidebars at once, so the person confirms seeing each sidebar the
 * call changes before → after (`Describe_Widgets`); the log's Undo puts the sidebars and the new
 * widget's settings back (`Widgets_Reversal`).
 *
 * @internal
 * @since 0.9.0
 */
final class Edit_Widgets {

	public const NAME = 'webmcp-abilities/edit-widgets';

	/**
	 * @return array<string, mixed> The input both this tool and its describer take.
	 */
	public static function input_schema(): array {
		// Each is checked against what the site has: its widgets, types and sidebars.
		$key = array(
			'type'      => 'string',
			'maxLength' => 100,
		);
		return array(
			'type'                 => 'object',
			'properties'           => array(
				'action'   => array(
					'type' => 'string',
					'enum' => array( 'add', 'move', 'remove' ),
				),
				'widget'   => array(
					'description' => __( 'To move or remove, such as "search-2".', 'webmcp-abilities' ),
					'pattern'     => '^[a-z0-9_-]+-[0-9]+$',
				) + $key,
				'type'     => array( 'description' => __( 'To add: "block", or a core type such as "search".', 'webmcp-abilities' ) ) + $key,
				'content'  => array(
					'type'        => 'string',
					'maxLength'   => 20000,
					'description' => __( 'Block markup, for "block".', 'webmcp-abilities' ),
				),
				'title'    => array(
					'type'      => 'string',
					'maxLength' => 200,
				),
				'sidebar'  => $key,
				'position' => array(
					'type'        => 'integer',
					'minimum'     => 1,
					'maximum'     => 200,
					'description' => __( 'From 1; last by default.', 'webmcp-abilities' ),
				),
			),
			'required'             => array( 'action' ),
			'additionalProperties' => false,
		);
	}

	/**
	 * @return array<string, mixed> Arguments for `wp_register_ability()`.
	 */
	public static function definition(): array {
		return array(
			'label'               => __( 'Edit widgets', 'webmcp-abilities' ),
			'description'         => __( 'Adds a widget to a classic theme\'s sidebar, moves one (position, sidebar), or removes one to the inactive widgets, as Appearance > Widgets does. The person confirms; undoable.', 'webmcp-abilities' ),
			'category'            => Categories::DESIGN,
			'input_schema'        => self::input_schema(),
			'output_schema'       => array(
				'type'       => 'object',
				'properties' => array(
					'widget'   => array( 'type' => 'string' ),
					'sidebar'  => array( 'type' => 'string' ),
					'position' => array( 'type' => 'integer' ),
				),
				'required'   => array( 'widget', 'sidebar', 'position' ),
			),
			'execute_callback'    => array( self::class, 'execute' ),
			'permission_callback' => array( Widgets::class, 'can_run' ),
			'meta'                => Ability_Meta::writes(
				idempotent: false,
				destructive: false,
				tool: array(
					'gate'             => Widgets::CAPABILITY,
					'theme'            => Theme_Kind::CLASSIC,
					'consequential'    => true,
					'untrusted_output' => false,
					'describe'         => Describe_Widgets::NAME,
					'screens'          => Widgets::SCREENS,
					'examples'         => array(
						'valid'   => array(
							array(
								'input' => array(
									'action'  => 'add',
									'type'    => 'search',
									'title'   => 'Find a loaf',
									'sidebar' => 'sidebar-1',
								),
							),
							array(
								'input' => array(
									'action'   => 'add',
									'type'     => 'block',
									'content'  => '<!-- wp:paragraph --><p>Open at nine.</p><!-- /wp:paragraph -->',
									'sidebar'  => 'sidebar-1',
									'position' => 1,
								),
							),
						),
						'invalid' => array(
							array(
								'input' => array(
									'action'  => 'add',
									'type'    => 'search',
									'sidebar' => 'sidebar-9',
								),
								'code'  => 'invalid_input',
								'note'  => 'A sidebar the theme lacks.',
							),
							array(
								'input' => array(
									'action'  => 'add',
									'type'    => 'weather',
									'sidebar' => 'sidebar-1',
								),
								'code'  => 'invalid_input',
								'note'  => 'No such widget type.',
							),
							array(
								'input' => array(
									'action' => 'remove',
									'widget' => 'search-987654',
								),
								'code'  => 'not_found',
							),
							array(
								'input' => array( 'action' => 'hide' ),
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
	 * @return array<string, mixed>|WP_Error Where the widget is now, or why not.
	 */
	public static function execute( array $input ): array|WP_Error {
		$plan = Widgets::plan( $input );
		if ( is_wp_error( $plan ) ) {
			return $plan;
		}
		Widgets::write( $plan );
		foreach ( Widgets::placed() as $sidebar => $widgets ) {
			$at = array_search( $plan['widget'], $widgets, true );
			if ( false !== $at ) {
				return array(
					'widget'   => $plan['widget'],
					'sidebar'  => $sidebar,
					'position' => $at + 1,
				);
			}
		}
		return new WP_Error( 'operation_failed', __( 'WordPress did not keep the widget in its sidebar.', 'webmcp-abilities' ), array( 'status' => 500 ) );
	}
}
