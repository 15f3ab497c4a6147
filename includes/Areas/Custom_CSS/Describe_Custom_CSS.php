<?php
/**
 * The `webmcp-abilities/describe-custom-css` ability: the Additional CSS a set-custom-css call
 * writes, as a diff of what is there, for the person who confirms it.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Custom_CSS;

use WebMCP_Abilities\Abilities\Ability_Meta;
use WebMCP_Abilities\Abilities\Categories;
use WebMCP_Abilities\Abilities\Describe_Output;
use WebMCP_Abilities\Abilities\Readable_Diff;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Named by set-custom-css as its `meta.webmcp.describe`; lets in the same people. Not a tool. It
 * refuses what the call would refuse, so nobody confirms CSS the Customizer would not publish.
 *
 * @internal
 * @since 0.9.0
 */
final class Describe_Custom_CSS {

	public const NAME = 'webmcp-abilities/describe-custom-css';

	/**
	 * @return array<string, mixed> Arguments for `wp_register_ability()`.
	 */
	public static function definition(): array {
		return array(
			'label'               => __( 'Describe an Additional CSS change', 'webmcp-abilities' ),
			'description'         => __( 'Shows the Additional CSS a set-custom-css call writes, as a diff of what is there now, for the person asked to confirm it. Takes that call\'s input.', 'webmcp-abilities' ),
			'category'            => Categories::DESIGN,
			'input_schema'        => Set_Custom_CSS::input_schema(),
			'output_schema'       => Describe_Output::schema(),
			'execute_callback'    => array( self::class, 'execute' ),
			'permission_callback' => array( Custom_CSS::class, 'can_run' ),
			'meta'                => Ability_Meta::reads(),
		);
	}

	/**
	 * @param array<string, mixed> $input The call's input.
	 * @return array<string, mixed>|WP_Error The theme, and the CSS before → after.
	 */
	public static function execute( array $input ): array|WP_Error {
		$css   = (string) ( $input['css'] ?? '' );
		$valid = Custom_CSS::check( $css );
		if ( is_wp_error( $valid ) ) {
			return $valid;
		}
		$now    = Custom_CSS::current();
		$fields = array( __( 'Theme', 'webmcp-abilities' ) => Custom_CSS::theme() );
		if ( $now === $css ) {
			$fields[ __( 'Change', 'webmcp-abilities' ) ] = __( 'None: the Additional CSS is already so.', 'webmcp-abilities' );
		} elseif ( '' === $css ) {
			$fields[ __( 'Change', 'webmcp-abilities' ) ] = __( 'Removes all the Additional CSS.', 'webmcp-abilities' );
		}
		return Describe_Output::of(
			__( 'Additional CSS', 'webmcp-abilities' ),
			$fields,
			array( __( 'Additional CSS', 'webmcp-abilities' ) => Readable_Diff::of( $now, $css ) )
		);
	}
}
