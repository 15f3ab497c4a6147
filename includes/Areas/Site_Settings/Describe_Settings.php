<?php
/**
 * The `webmcp-abilities/describe-settings` ability: each setting a call changes, before and after,
 * for the person who confirms it.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Site_Settings;

use WebMCP_Abilities\Abilities\Ability_Meta;
use WebMCP_Abilities\Abilities\Categories;
use WebMCP_Abilities\Abilities\Describe_Output;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Named by update-settings as its `meta.webmcp.describe`; lets in the same people. Not a tool. A
 * new permalink structure says what it does to every link.
 *
 * @internal
 * @since 0.8.0
 */
final class Describe_Settings {

	public const NAME = 'webmcp-abilities/describe-settings';

	/**
	 * @return array<string, mixed> Arguments for `wp_register_ability()`.
	 */
	public static function definition(): array {
		return array(
			'label'               => __( 'Describe settings change', 'webmcp-abilities' ),
			'description'         => __( 'Shows each setting an update-settings call changes, as it is and as the call would leave it, for the person asked to confirm it. Takes that call\'s input.', 'webmcp-abilities' ),
			'category'            => Categories::SITE,
			'input_schema'        => array(
				'type'                 => 'object',
				'additionalProperties' => true,
			),
			'output_schema'       => Describe_Output::schema(),
			'execute_callback'    => array( self::class, 'execute' ),
			'permission_callback' => array( Update_Settings::class, 'can_run' ),
			'meta'                => Ability_Meta::reads(),
		);
	}

	/**
	 * @param array<string, mixed> $input The call's input.
	 * @return array<string, mixed>|WP_Error Each setting that changes, before → after.
	 */
	public static function execute( array $input = array() ): array|WP_Error {
		$writes = Settings::writes( $input );
		if ( is_wp_error( $writes ) ) {
			return $writes;
		}
		$input  = (array) Settings::checked( $input );
		$fields = array();
		foreach ( array_intersect_key( Settings::fields(), $input ) as $key => $field ) {
			$was     = Settings::value( $key );
			$becomes = $input[ $key ];
			if ( in_array( $key, array( 'date_format', 'time_format', 'permalink_structure' ), true ) ) {
				$becomes = $writes[ $key ];
			}
			if ( $was === $becomes ) {
				continue;
			}
			$fields[ $field['label'] ] = sprintf(
				/* translators: 1: the value now, 2: the value after the change. */
				__( '%1$s → %2$s', 'webmcp-abilities' ),
				Settings::shown( $key, $was ),
				Settings::shown( $key, $becomes )
			);
		}
		if ( isset( $writes['permalink_structure'] ) && Settings::value( 'permalink_structure' ) !== $writes['permalink_structure'] ) {
			$fields[ __( 'Links', 'webmcp-abilities' ) ] = __( 'Every post\'s and page\'s address changes. Links elsewhere to the old addresses may stop working.', 'webmcp-abilities' );
		}
		if ( array() === $fields ) {
			$fields[ __( 'Change', 'webmcp-abilities' ) ] = __( 'None: the settings already have these values.', 'webmcp-abilities' );
		}
		return Describe_Output::of( __( 'Site settings', 'webmcp-abilities' ), $fields );
	}
}
