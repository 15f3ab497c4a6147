<?php
/**
 * The `webmcp-abilities/get-custom-css` ability: a classic theme's Additional CSS.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Custom_CSS;

use WebMCP_Abilities\Abilities\Ability_Meta;
use WebMCP_Abilities\Abilities\Categories;
use WebMCP_Abilities\Abilities\Output_Budget;
use WebMCP_Abilities\Abilities\Theme_Kind;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * The CSS a part at a time: as long as fits the output budget unless `length` says, with
 * `next_offset` while more follows.
 *
 * @internal
 * @since 0.9.0
 */
final class Get_Custom_CSS {

	public const NAME = 'webmcp-abilities/get-custom-css';

	/**
	 * @return array<string, mixed> Arguments for `wp_register_ability()`.
	 */
	public static function definition(): array {
		return array(
			'label'               => __( 'Get Additional CSS', 'webmcp-abilities' ),
			'description'         => __( 'Reads the classic theme\'s Additional CSS (the Customizer\'s), a part at a time: pass next_offset as offset for the next part.', 'webmcp-abilities' ),
			'category'            => Categories::DESIGN,
			'input_schema'        => array(
				'type'                 => 'object',
				'properties'           => array(
					'offset' => array(
						'type'    => 'integer',
						'minimum' => 0,
						'maximum' => Custom_CSS::MAX_LENGTH,
						'default' => 0,
					),
					'length' => array(
						'type'        => 'integer',
						'minimum'     => 1,
						'maximum'     => Custom_CSS::MAX_LENGTH,
						'description' => __( 'Characters of CSS; omit to fit 1,500 characters in all.', 'webmcp-abilities' ),
					),
				),
				'additionalProperties' => false,
				'default'              => array(),
			),
			'output_schema'       => array(
				'type'       => 'object',
				'properties' => array(
					'theme'       => array( 'type' => 'string' ),
					'css'         => array( 'type' => 'string' ),
					'css_length'  => array( 'type' => 'integer' ),
					'next_offset' => array( 'type' => 'integer' ),
				),
				'required'   => array( 'theme', 'css', 'css_length' ),
			),
			'execute_callback'    => array( self::class, 'execute' ),
			'permission_callback' => array( Custom_CSS::class, 'can_run' ),
			'meta'                => Ability_Meta::reads(
				array(
					'gate'             => Custom_CSS::GATE,
					'theme'            => Theme_Kind::CLASSIC,
					'screens'          => Custom_CSS::SCREENS,
					// What the site's administrators wrote; it can carry comments addressed to agents.
					'untrusted_output' => true,
					'examples'         => array(
						'valid'   => array(
							array( 'input' => array() ),
							array( 'input' => array( 'length' => 20 ) ),
						),
						'invalid' => array(
							array(
								'input' => array( 'offset' => -1 ),
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
	 * @return array<string, mixed>|WP_Error A part of the CSS, or `invalid_state` under a block theme.
	 */
	public static function execute( ?array $input = null ): array|WP_Error {
		$refusal = Theme_Kind::classic_refusal();
		if ( null !== $refusal ) {
			return $refusal;
		}
		$css    = Custom_CSS::current();
		$total  = mb_strlen( $css );
		$offset = min( (int) ( $input['offset'] ?? 0 ), $total );
		$part   = static function ( int $length ) use ( $css, $total, $offset ): array {
			$answer = array(
				'theme'      => Custom_CSS::theme(),
				'css'        => mb_substr( $css, $offset, $length ),
				'css_length' => $total,
			);
			if ( $offset + $length < $total ) {
				$answer['next_offset'] = $offset + $length;
			}
			return $answer;
		};
		$length = isset( $input['length'] ) ? (int) $input['length'] : Output_Budget::longest_fit( $part, 100, max( 100, $total - $offset ) );
		return $part( $length );
	}
}
