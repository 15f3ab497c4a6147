<?php
/**
 * The `webmcp-abilities/set-custom-css` ability: a classic theme's Additional CSS, as the
 * Customizer publishes it.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Custom_CSS;

use WebMCP_Abilities\Abilities\Ability_Meta;
use WebMCP_Abilities\Abilities\Categories;
use WebMCP_Abilities\Abilities\Theme_Kind;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Consequential: visitors see the site's look change at once, so the person confirms seeing the
 * CSS before → after as a diff (`Describe_Custom_CSS`); the log's Undo puts the earlier CSS back
 * (`Custom_CSS_Reversal`).
 *
 * @internal
 * @since 0.9.0
 */
final class Set_Custom_CSS {

	public const NAME = 'webmcp-abilities/set-custom-css';

	/**
	 * @return array<string, mixed> The input both this tool and its describer take.
	 */
	public static function input_schema(): array {
		return array(
			'type'                 => 'object',
			'properties'           => array(
				'css' => array(
					'type'        => 'string',
					'maxLength'   => Custom_CSS::MAX_LENGTH,
					'description' => __( 'The whole Additional CSS, replacing what is there (read it first with get-custom-css); empty removes it.', 'webmcp-abilities' ),
				),
			),
			'required'             => array( 'css' ),
			'additionalProperties' => false,
		);
	}

	/**
	 * @return array<string, mixed> Arguments for `wp_register_ability()`.
	 */
	public static function definition(): array {
		return array(
			'label'               => __( 'Set Additional CSS', 'webmcp-abilities' ),
			'description'         => __( 'Sets the classic theme\'s Additional CSS, as the Customizer publishes it, checked as the Customizer checks it (no markup, no </style>). The person confirms seeing the change; the activity log can undo it.', 'webmcp-abilities' ),
			'category'            => Categories::DESIGN,
			'input_schema'        => self::input_schema(),
			'output_schema'       => array(
				'type'       => 'object',
				'properties' => array(
					'theme'      => array( 'type' => 'string' ),
					'css_length' => array( 'type' => 'integer' ),
					'changed'    => array( 'type' => 'boolean' ),
				),
				'required'   => array( 'theme', 'css_length', 'changed' ),
			),
			'execute_callback'    => array( self::class, 'execute' ),
			'permission_callback' => array( Custom_CSS::class, 'can_run' ),
			'meta'                => Ability_Meta::writes(
				idempotent: true,
				destructive: false,
				tool: array(
					'gate'             => Custom_CSS::GATE,
					'theme'            => Theme_Kind::CLASSIC,
					'consequential'    => true,
					'untrusted_output' => false,
					'describe'         => Describe_Custom_CSS::NAME,
					'screens'          => Custom_CSS::SCREENS,
					'examples'         => array(
						'valid'   => array(
							array( 'input' => array( 'css' => ".site-title { letter-spacing: 0.1em; }\n" ) ),
							array( 'input' => array( 'css' => ".site-title { color: #7a3e00; }\n" ) ),
						),
						'invalid' => array(
							array(
								'input' => array( 'css' => 'p { color: red; } </style><script>alert(1)</script>' ),
								'code'  => 'invalid_input',
								'note'  => 'It would end the page\'s style element.',
							),
							array(
								'input' => array( 'css' => 'p { color: red; } </' ),
								'code'  => 'invalid_input',
								'note'  => 'The Customizer refuses CSS ending in what could start </style>.',
							),
							array(
								'input' => array(),
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
	 * @return array<string, mixed>|WP_Error The CSS's length now and whether it changed, or why not.
	 */
	public static function execute( array $input ): array|WP_Error {
		$css   = (string) $input['css'];
		$valid = Custom_CSS::check( $css );
		if ( is_wp_error( $valid ) ) {
			return $valid;
		}
		$changed = Custom_CSS::current() !== $css;
		if ( $changed ) {
			$written = Custom_CSS::write( $css );
			if ( is_wp_error( $written ) ) {
				return $written;
			}
		}
		return array(
			'theme'      => Custom_CSS::theme(),
			'css_length' => mb_strlen( Custom_CSS::current() ),
			'changed'    => $changed,
		);
	}
}
