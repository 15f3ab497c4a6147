<?php
/**
 * The `webmcp-abilities/describe-widgets` ability: each sidebar an edit-widgets call changes,
 * before and after, for the person who confirms it.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Widgets;

use WebMCP_Abilities\Abilities\Ability_Meta;
use WebMCP_Abilities\Abilities\Categories;
use WebMCP_Abilities\Abilities\Describe_Output;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Named by edit-widgets as its `meta.webmcp.describe`; lets in the same people. Not a tool. Each
 * widget by its type's name and its title or text, as the Widgets screen names it.
 *
 * @internal
 * @since 0.9.0
 */
final class Describe_Widgets {

	public const NAME = 'webmcp-abilities/describe-widgets';

	/**
	 * @return array<string, mixed> Arguments for `wp_register_ability()`.
	 */
	public static function definition(): array {
		return array(
			'label'               => __( 'Describe a widget change', 'webmcp-abilities' ),
			'description'         => __( 'Shows each sidebar an edit-widgets call changes, its widgets as they are and as the call would leave them, for the person asked to confirm it. Takes that call\'s input.', 'webmcp-abilities' ),
			'category'            => Categories::DESIGN,
			'input_schema'        => Edit_Widgets::input_schema(),
			'output_schema'       => Describe_Output::schema(),
			'execute_callback'    => array( self::class, 'execute' ),
			'permission_callback' => array( Widgets::class, 'can_run' ),
			'meta'                => Ability_Meta::reads(),
		);
	}

	/**
	 * @param array<string, mixed> $input The call's input.
	 * @return array<string, mixed>|WP_Error Each sidebar that changes, before → after.
	 */
	public static function execute( array $input ): array|WP_Error {
		$plan = Widgets::plan( $input );
		if ( is_wp_error( $plan ) ) {
			return $plan;
		}
		$say    = static function ( array $widgets ) use ( $plan ): string {
			$labels = array();
			foreach ( $widgets as $widget ) {
				$labels[] = Widgets::label( $widget, $widget === $plan['widget'] ? $plan['instance'] : null );
			}
			return array() === $labels ? __( '(none)', 'webmcp-abilities' ) : implode( ', ', $labels );
		};
		$fields = array(
			__( 'Widget', 'webmcp-abilities' ) => Widgets::label( $plan['widget'], $plan['instance'] ),
		);
		foreach ( Widgets::sidebars() as $id => $name ) {
			if ( $plan['before'][ $id ] !== $plan['after'][ $id ] ) {
				$fields[ $name ] = sprintf(
					/* translators: 1: a sidebar's widgets now, 2: after the change. */
					__( '%1$s → %2$s', 'webmcp-abilities' ),
					$say( $plan['before'][ $id ] ),
					$say( $plan['after'][ $id ] )
				);
			}
		}
		return Describe_Output::of( __( 'Widgets', 'webmcp-abilities' ), $fields );
	}
}
